import { Link } from 'react-router-dom';
import { AlertTriangle, Plus, Wrench } from 'lucide-react';
import { useSignedInUser } from '../../features/accounts';
import { LocalOnlyListingsNotice, useOwnTools, viewerWallets } from '../../features/tools';
import { OwnToolCard } from './OwnToolCard';
import { ERROR_BANNER, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../shared/ui/formStyles';
import { EmptyState } from '../../shared/ui/EmptyState';
import { PageSpinner } from '../../shared/ui/Spinner';

/** /dashboard/my-tools (signed in, as the whole dashboard): the user's listings with View, Edit and Delete. */
export default function MyToolsPage() {
  const user = useSignedInUser();
  const { tools, loading, error, retry } = useOwnTools(user.id, viewerWallets(user.walletAddress));

  return (
    <section aria-labelledby="my-tools-heading">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1
          id="my-tools-heading"
          tabIndex={-1}
          className="text-2xl font-semibold outline-none text-slate-900 dark:text-slate-100"
        >
          My Tools
        </h1>
        {tools && tools.length > 0 && (
          <Link to="/lend" className={`${PRIMARY_BUTTON} py-2 text-sm`}>
            <Plus className="h-4 w-4" aria-hidden />
            List a Tool
          </Link>
        )}
      </div>

      {error ? (
        <div role="alert" className={`${ERROR_BANNER} items-center justify-between`}>
          <span className="flex items-center gap-2">
            <AlertTriangle className="h-5 w-5 shrink-0" aria-hidden />
            {error}
          </span>
          <button type="button" onClick={() => retry()} className={`${SECONDARY_BUTTON} py-1.5`}>
            Try again
          </button>
        </div>
      ) : loading || !tools ? (
        <PageSpinner />
      ) : tools.length === 0 ? (
        <EmptyState
          icon={<Wrench className="h-10 w-10" aria-hidden />}
          title="No tools listed yet"
          hint="List a tool you rarely use and earn ETH when your neighbours rent it."
          action={
            <Link to="/lend" className={PRIMARY_BUTTON}>
              List Your First Tool
            </Link>
          }
        />
      ) : (
        <>
          <div className="mb-6">
            <LocalOnlyListingsNotice />
          </div>
          <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
            {tools.map((tool) => (
              <li key={tool.id}>
                {/* The deleted card takes its focus with it: the heading receives it. */}
                <OwnToolCard tool={tool} onDeleted={() => document.getElementById('my-tools-heading')?.focus()} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
