import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { IndexProgress } from '../types';
import { rentalKeys } from '../queries';
import { useOptionalRentalsSession } from './rentalsSession';

/** How often the index is asked again while it is behind the chain, when no new block comes to ask it. */
const CATCHING_UP_POLL_MS = 1000;
/** How often, while it does not answer, the index is tried again (the rentals are read from the chain meanwhile). */
const UNREACHABLE_POLL_MS = 5000;

/** Whether the index has not yet reached the chain's head (or does not answer). */
export const indexIsBehind = (progress: IndexProgress | null | undefined): boolean =>
  !!progress && (!progress.reachable || progress.indexedBlock === null || progress.indexedBlock < progress.headBlock);

/** Whether the rentals should be read again after `next`: the index indexed more blocks, answers again, or still does not answer. */
function worthReadingAgain(previous: IndexProgress | null, next: IndexProgress): boolean {
  if (!next.reachable) return true;
  if (!previous?.reachable) return true;
  return (next.indexedBlock ?? -1) > (previous.indexedBlock ?? -1);
}

/**
 * How far the chain's index has synced (null without one), read at every block with the provider's
 * other reads, and again every second while it is behind (every five while it does not answer). What
 * it catches up with reads the rentals again, so it appears without waiting for the chain's next
 * block; while it does not answer, each try reads them again (from the index once it is back).
 */
export function useIndexProgress(): IndexProgress | null {
  const session = useOptionalRentalsSession();
  const client = session?.client ?? null;
  const queryClient = useQueryClient();
  const scopeKey = session?.scopeKey ?? rentalKeys.none;
  const read = useQuery({
    queryKey: [...scopeKey, 'indexProgress'],
    queryFn: async () => (await client?.readIndexProgress?.()) ?? null,
    enabled: client?.readIndexProgress !== undefined && session?.readsChain === true,
    refetchInterval: (query) => {
      const progress = query.state.data;
      if (progress && !progress.reachable) return UNREACHABLE_POLL_MS;
      return indexIsBehind(progress) ? CATCHING_UP_POLL_MS : false;
    },
  });
  const progress = read.data ?? null;
  // The first answer only says where the index stands: the rentals were read with it.
  const lastSeen = useRef<IndexProgress | null | undefined>(undefined);
  useEffect(() => {
    const previous = lastSeen.current;
    lastSeen.current = progress;
    if (previous === undefined || !progress || !worthReadingAgain(previous, progress)) return;
    void queryClient.invalidateQueries({ queryKey: [...scopeKey, 'rentals'] });
    void queryClient.invalidateQueries({ queryKey: [...scopeKey, 'partySummary'] });
    // Each answer, even one equal to the last (kept as the same object by the cache), is a new try.
  }, [read.dataUpdatedAt, progress, queryClient, scopeKey]);
  return progress;
}
