import { DatabaseZap } from 'lucide-react';
import { indexIsBehind, useIndexProgress } from '../state/useIndexProgress';

/**
 * Says, where rentals are read from the chain's index, when what is shown is not the chain's latest:
 * the index is catching up (the rentals shown are those up to the block it has reached), or it does
 * not answer (the rentals were read from the chain instead). Nothing while it is caught up, or
 * without an index.
 */
export function IndexProgressNotice({ spacing = 'mb-6' }: { spacing?: string }) {
  const progress = useIndexProgress();
  if (!progress || !indexIsBehind(progress)) return null;
  const text = !progress.reachable
    ? 'The rentals index is unavailable: rentals are read from the chain instead, which may take longer.'
    : progress.indexedBlock === null
      ? `The rentals index is catching up with the chain (block ${progress.headBlock}): no block indexed yet.`
      : `Showing rentals up to block ${progress.indexedBlock}: the index is catching up with the chain (block ${progress.headBlock}).`;
  return (
    <p
      role="status"
      data-testid="index-progress-notice"
      className={`${spacing} flex gap-2 rounded-lg border border-sky-200 bg-sky-50 p-3 text-sm text-sky-900 dark:border-sky-900 dark:bg-sky-950/50 dark:text-sky-200`}
    >
      <DatabaseZap className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
      <span>{text}</span>
    </p>
  );
}
