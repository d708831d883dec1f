import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import { digestConditionPhotos } from './conditionEvidence';
import {
  rentalKeys,
  useRentalAction,
  useRentalsAccount,
  useRentalsScope,
  type ConditionRecord,
  type ConditionStage,
  type Rental,
  type SubmittedEvidence,
} from '../rentals';
import { conditionPhotoKey, conditionPhotoStore, type ConditionPhotoStore } from './conditionPhotoStore';

/** Whether the photos kept in this browser still digest to what the chain recorded. */
export type PhotoMatch = 'checking' | 'match' | 'mismatch' | 'missing';

export interface ConditionRecordView {
  evidence: SubmittedEvidence & { condition: ConditionRecord };
  photos: string[];
  match: PhotoMatch;
}

const isCondition = (item: SubmittedEvidence): item is SubmittedEvidence & { condition: ConditionRecord } =>
  !!item.condition;

/** Matches each record with the photos `store` keeps for it, digested again. */
async function readConditionViews(
  store: ConditionPhotoStore,
  scope: string,
  rentalId: string,
  records: (SubmittedEvidence & { condition: ConditionRecord })[],
): Promise<ConditionRecordView[]> {
  const sets = await store.forRental(scope, rentalId);
  const byKey = new Map(sets.map((set) => [set.key, set]));
  return Promise.all(
    records.map(async (evidence): Promise<ConditionRecordView> => {
      const { stage, digest } = evidence.condition;
      const set = byKey.get(conditionPhotoKey({ scope, rentalId, stage, party: evidence.party, digest }));
      if (!set || set.photos.length === 0) return { evidence, photos: [], match: 'missing' };
      const again = await digestConditionPhotos(set.photos).catch(() => null);
      return { evidence, photos: set.photos, match: again === digest ? 'match' : 'mismatch' };
    }),
  );
}

/**
 * The rental's condition records from its evidence (on-chain time included), each with the photos
 * this browser keeps for it and whether they still match the recorded digest (digested again). Read
 * again only when the records change (their fingerprint is in the key), not on every re-read of the
 * rental; until then, the records show as being checked.
 */
export function useConditionRecords(
  rental: Rental,
  store: ConditionPhotoStore = conditionPhotoStore(),
): ConditionRecordView[] {
  const rentalsScope = useRentalsScope();
  const records = rental.evidence.filter(isCondition);
  const fingerprint = records
    .map((item) => `${item.party}:${item.condition.stage}:${item.condition.digest}:${item.submittedAt}`)
    .join(',');
  const { data } = useQuery({
    queryKey: rentalKeys.conditionPhotos(rentalsScope ?? '', rental.id, fingerprint),
    queryFn: () => readConditionViews(store, rentalsScope ?? '', rental.id, records),
    enabled: rentalsScope !== null && records.length > 0,
    // The photos of a record never change: its digest is its identity.
    staleTime: Infinity,
  });
  return data ?? records.map((evidence) => ({ evidence, photos: [], match: 'checking' }));
}

/** Records condition photos: keeps them in this browser under their digest, then puts the digest on chain with its stage. */
export function useRecordCondition(rental: Rental, store: ConditionPhotoStore = conditionPhotoStore()) {
  const rentalsScope = useRentalsScope();
  const account = useRentalsAccount();
  const { run: submitEvidence } = useRentalAction('submitEvidence');
  return useCallback(
    async (stage: ConditionStage, photos: string[]): Promise<boolean> => {
      if (!account || !rentalsScope || photos.length === 0) return false;
      const digest = await digestConditionPhotos(photos);
      await store.save({ scope: rentalsScope, rentalId: rental.id, stage, party: account, digest }, photos);
      const recorded = await submitEvidence(rental, { details: '', fileNames: [], condition: { stage, digest } });
      return recorded !== null;
    },
    [account, rentalsScope, rental, store, submitEvidence],
  );
}
