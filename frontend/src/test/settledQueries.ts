import { act } from '@testing-library/react';
import { notifyManager } from '@tanstack/react-query';

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
