import { Spinner } from '../../../shared/ui/Spinner';
import type { EarlierMessages } from '../chatContext';

export const EARLIER_MESSAGES_FAILED = 'Could not load the earlier messages. Check your connection and try again.';

/**
 * At the top of a thread whose earlier messages are not loaded yet: "Show earlier messages", busy
 * while their page loads (it stays a button, so the keyboard's focus stays on it), and the reason
 * with "Try again" when that failed.
 */
export function EarlierMessagesButton({ earlier }: { earlier: EarlierMessages }) {
  return (
    <div className="mb-3 flex flex-col items-center gap-1">
      {earlier.failed && !earlier.loading && (
        <p role="alert" className="text-center text-sm text-red-600 dark:text-red-400">
          {EARLIER_MESSAGES_FAILED}
        </p>
      )}
      <button
        type="button"
        onClick={earlier.load}
        aria-disabled={earlier.loading}
        className="inline-flex items-center gap-2 rounded-lg px-3 py-1.5 text-sm font-medium text-blue-700 hover:bg-blue-50 focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none aria-disabled:cursor-wait aria-disabled:opacity-70 dark:text-blue-300 dark:hover:bg-blue-950/40"
      >
        {/* The button's own words say it is loading: the spinner is only drawn. */}
        {earlier.loading && (
          <span aria-hidden>
            <Spinner className="h-4 w-4" />
          </span>
        )}
        {earlier.loading ? 'Loading earlier messages…' : earlier.failed ? 'Try again' : 'Show earlier messages'}
      </button>
    </div>
  );
}
