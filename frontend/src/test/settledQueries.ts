import { act } from '@testing-library/react';
import { notifyManager, type QueryClient } from '@tanstack/react-query';

/**
 * Resolves once TanStack Query has delivered every answer that was on its way to the screen, so a race
 * test's "the stale answer did not win" cannot pass by asserting too early.
 *
 * A settled fetch reaches its observers in TanStack's notification batches, which run in a later task
 * (`notifyManager`, a zero-delay timeout). Waiting for our own place in that queue three times covers:
 * the answer's own processing (microtasks, all done before any task), the batch that tells the
 * observers, and the renders and effects that batch causes, with the work they notify in turn.
 * Nothing in the providers waits on a real timer, so no later step can be missed.
 */
export async function settledQueries(): Promise<void> {
  for (let batch = 0; batch < 3; batch += 1) {
    await act(() => new Promise<void>((resolve) => notifyManager.schedule(resolve)));
  }
}

/**
 * Resolves once `client`'s cache has dropped every entry its garbage collection will drop: each one
 * with a finite `gcTime` and no observer (an entry kept for good, `gcTime: Infinity`, stays). An
 * event of the cache's own, not a guess at how long its collection timer takes.
 */
export function garbageCollected(client: QueryClient): Promise<void> {
  const cache = client.getQueryCache();
  const collectable = () => cache.getAll().some((query) => query.gcTime !== Infinity);
  return new Promise((resolve) => {
    if (!collectable()) {
      resolve();
      return;
    }
    const unsubscribe = cache.subscribe(() => {
      if (collectable()) return;
      unsubscribe();
      resolve();
    });
  });
}
