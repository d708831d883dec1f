import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { digestConditionPhotos } from './conditionEvidence';
import { useRentals } from '../state/RentalsProvider';
import { useRentalAction } from '../state/useRentalAction';
import type { ConditionRecord, ConditionStage, Rental, SubmittedEvidence } from '../types';
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

/**
 * The rental's condition records from its evidence (on-chain time included), each with the photos
 * this browser keeps for it and whether they still match the recorded digest (digested again).
 */
export function useConditionRecords(
  rental: Rental,
  store: ConditionPhotoStore = conditionPhotoStore(),
): ConditionRecordView[] {
  const { rentalsScope } = useRentals();
  const records = rental.evidence.filter(isCondition);
  const fingerprint = records
    .map((item) => `${item.party}:${item.condition.stage}:${item.condition.digest}:${item.submittedAt}`)
    .join(',');
  // Read again only when the records change (their fingerprint), not on every re-read of the rental.
  const currentRecords = useEffectEvent(() => records);
  const readKey = `${rentalsScope ?? ''}|${rental.id}|${fingerprint}`;
  // The views checked for `key`: until they match the records shown now, those show as being checked.
  const [checked, setChecked] = useState<{ key: string; views: ConditionRecordView[] } | null>(null);

  useEffect(() => {
    if (!rentalsScope) return;
    const stale = new AbortController();
    const records = currentRecords();
    void (async () => {
      const sets = await store.forRental(rentalsScope, rental.id);
      const byKey = new Map(sets.map((set) => [set.key, set]));
      const views = await Promise.all(
        records.map(async (evidence): Promise<ConditionRecordView> => {
          const { stage, digest } = evidence.condition;
          const set = byKey.get(
            conditionPhotoKey({ scope: rentalsScope, rentalId: rental.id, stage, party: evidence.party, digest }),
          );
          if (!set || set.photos.length === 0) return { evidence, photos: [], match: 'missing' };
          const again = await digestConditionPhotos(set.photos).catch(() => null);
          return { evidence, photos: set.photos, match: again === digest ? 'match' : 'mismatch' };
        }),
      );
      if (!stale.signal.aborted) setChecked({ key: readKey, views });
    })().catch((error: unknown) => console.error('Reading condition photos failed:', error));
    return () => stale.abort();
  }, [rentalsScope, rental.id, readKey, store]);

  if (checked?.key === readKey) return checked.views;
  return records.map((evidence) => ({ evidence, photos: [], match: 'checking' }));
}

/** Records condition photos: keeps them in this browser under their digest, then puts the digest on chain with its stage. */
export function useRecordCondition(rental: Rental, store: ConditionPhotoStore = conditionPhotoStore()) {
  const { rentalsScope, account } = useRentals();
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
