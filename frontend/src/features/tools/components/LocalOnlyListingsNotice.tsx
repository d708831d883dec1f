import { Link } from 'react-router-dom';
import { MonitorSmartphone } from 'lucide-react';
import { HELP_PATHS } from '../../../shared/helpPaths';
import { listingsStayInThisBrowser } from '../localListings';

/**
 * Without a shared backend (no Supabase project configured), listings are kept in this browser's
 * storage: a borrower in any other browser cannot find them. Said on the listing form and on My
 * Tools, where the lender would otherwise believe the listing is open to everyone; nothing otherwise.
 */
export function LocalOnlyListingsNotice() {
  if (!listingsStayInThisBrowser()) return null;
  return (
    <div
      role="note"
      aria-label="Listings stay in this browser"
      data-testid="local-only-listings"
      className="rounded-lg border border-sky-200 bg-sky-50 p-3 text-sm text-sky-950 dark:border-sky-900 dark:bg-sky-950/50 dark:text-sky-100"
    >
      <p className="flex items-center gap-2 font-semibold">
        <MonitorSmartphone className="h-4 w-4 shrink-0" aria-hidden />
        Only this browser can see your listings
      </p>
      <p className="mt-1">
        This copy of Toolshare has no shared backend configured, so listings are kept in this browser. A borrower using
        another browser or device will not find them until a shared backend (Supabase) is set up.
      </p>
      <Link
        to={`${HELP_PATHS.privacy}#where-data-is-kept`}
        className="mt-2 inline-block font-medium text-blue-700 underline hover:text-blue-800 dark:text-blue-300 dark:hover:text-blue-200"
      >
        Where your data is kept
      </Link>
    </div>
  );
}
