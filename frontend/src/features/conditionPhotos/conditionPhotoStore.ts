/**
 * Where condition photos "stay with the rental": in this browser's IndexedDB, keyed by where the
 * rental lives (`simulated`, or `<chainId>:<contract address>`), the rental id, the stage, the
 * party who took them and their digest, so the other account in the same browser sees them too.
 * Only the digest goes on chain (conditionEvidence.ts). The photos are kept before the evidence is
 * sent, so the other party's page finds them as soon as the record is mined; a set whose
 * transaction failed is never shown, as no on-chain record names it. With Supabase configured, the
 * same sets would go to a Storage bucket under the same key, readable by the rental's two parties
 * (row-level security on the rental's parties), instead of this browser only.
 */
import type { ConditionStage } from '../rentals';
import { asPromise } from '../../shared/asPromise';
import { openDatabase, requestResult } from '../../shared/storage/indexedDb';

export interface ConditionPhotoSet {
  /** `rentalsScope|rentalId|stage|party|digest` (party lower-case). */
  key: string;
  /** The downscaled JPEGs as data URLs, in the order they were digested. */
  photos: string[];
  /** The digest they were recorded under (the key's last part); whether they still match it is checked by digesting them again. */
  digest: string;
  /** ISO time, this browser's clock. */
  savedAt: string;
}

export interface ConditionPhotoLocation {
  scope: string;
  rentalId: string;
  stage: ConditionStage;
  party: string;
  /** The digest recorded (or about to be recorded) on chain for these photos. */
  digest: string;
}

export const conditionPhotoKey = ({ scope, rentalId, stage, party, digest }: ConditionPhotoLocation): string =>
  [scope, rentalId, stage, party.toLowerCase(), digest].join('|');

export interface ConditionPhotoStore {
  save: (location: ConditionPhotoLocation, photos: string[]) => Promise<ConditionPhotoSet>;
  /** The photo sets of one rental, every stage and party. */
  forRental: (scope: string, rentalId: string) => Promise<ConditionPhotoSet[]>;
}

const prefixOf = (scope: string, rentalId: string) => `${scope}|${rentalId}|`;

/** For tests, and browsers without IndexedDB (photos then last one visit). */
export class MemoryConditionPhotoStore implements ConditionPhotoStore {
  private readonly sets = new Map<string, ConditionPhotoSet>();

  save(location: ConditionPhotoLocation, photos: string[]): Promise<ConditionPhotoSet> {
    return asPromise(() => {
      const set = {
        key: conditionPhotoKey(location),
        photos: [...photos],
        digest: location.digest,
        savedAt: new Date().toISOString(),
      };
      this.sets.set(set.key, set);
      return structuredClone(set);
    });
  }

  forRental(scope: string, rentalId: string): Promise<ConditionPhotoSet[]> {
    const prefix = prefixOf(scope, rentalId);
    return asPromise(() =>
      [...this.sets.values()].filter((set) => set.key.startsWith(prefix)).map((set) => structuredClone(set)),
    );
  }
}

const DATABASE_NAME = 'toolshare-condition-photos';
const PHOTO_SETS = 'photoSets';

export class IndexedDbConditionPhotoStore implements ConditionPhotoStore {
  private database: Promise<IDBDatabase> | null = null;

  private open(): Promise<IDBDatabase> {
    this.database ??= openDatabase(indexedDB, DATABASE_NAME, 1, (database) =>
      database.createObjectStore(PHOTO_SETS, { keyPath: 'key' }),
    );
    return this.database;
  }

  async save(location: ConditionPhotoLocation, photos: string[]): Promise<ConditionPhotoSet> {
    const set: ConditionPhotoSet = {
      key: conditionPhotoKey(location),
      photos,
      digest: location.digest,
      savedAt: new Date().toISOString(),
    };
    const transaction = (await this.open()).transaction(PHOTO_SETS, 'readwrite');
    await requestResult(transaction.objectStore(PHOTO_SETS).put(set));
    return set;
  }

  async forRental(scope: string, rentalId: string): Promise<ConditionPhotoSet[]> {
    const prefix = prefixOf(scope, rentalId);
    // Keys sort as strings: every key with the prefix lies between it and the prefix followed by the highest character.
    const range = IDBKeyRange.bound(prefix, `${prefix}\uffff`);
    const transaction = (await this.open()).transaction(PHOTO_SETS, 'readonly');
    return requestResult(transaction.objectStore(PHOTO_SETS).getAll(range) as IDBRequest<ConditionPhotoSet[]>);
  }
}

let shared: ConditionPhotoStore | null = null;

/** The app's store: IndexedDB where the browser has it, else memory. */
export function conditionPhotoStore(): ConditionPhotoStore {
  shared ??= typeof indexedDB === 'undefined' ? new MemoryConditionPhotoStore() : new IndexedDbConditionPhotoStore();
  return shared;
}
