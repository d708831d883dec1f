import { useSearchParams } from 'react-router-dom';
import { AlertTriangle, SearchX } from 'lucide-react';
import { useToolSearch, ToolSearchPanel, DEFAULT_SORT, parseCategoryFilter, parseSort, type CategoryFilter, type ToolSort } from '../features/tools';
import { CatalogueToolCard } from './toolCards';
import { EmptyState } from '../shared/ui/EmptyState';
import { PageSpinner } from '../shared/ui/Spinner';
import { ERROR_BANNER, SECONDARY_BUTTON } from '../shared/ui/formStyles';

/**
 * Home: hero with the search box and filters, then the catalogue grid, a page at a time with
 * "Load more". Search, category and sort live in the address; the store does the searching.
 */
export default function HomePage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.get('search') ?? '';
  const category = parseCategoryFilter(searchParams.get('category'));
  const sort = parseSort(searchParams.get('sort'));

  const setParam = (name: string, value: string, defaultValue: string) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === defaultValue) next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: name !== 'search' },
    );

  const { tools: shown, loading, error, hasMore, loadingMore, loadMoreFailed, loadMore, retry } = useToolSearch({ search, category, sort });

  return (
    <>
      <section className="bg-gradient-to-br from-blue-700 via-blue-600 to-indigo-700 text-white dark:from-blue-950 dark:via-slate-900 dark:to-indigo-950">
        <div className="mx-auto max-w-4xl px-4 py-12 text-center sm:px-6 sm:py-16 lg:px-8">
          <h1 className="text-3xl font-bold tracking-tight sm:text-5xl">Borrow the tools you need from your neighbours</h1>
          <p className="mx-auto mt-4 max-w-2xl text-blue-100 sm:text-lg">
            Rent drills, saws, mowers and more by the day. Pay in ETH, with a refundable collateral held in escrow until the tool comes back.
          </p>
          <div className="mt-8">
            <ToolSearchPanel
              search={search}
              category={category}
              sort={sort}
              onSearch={(value) => setParam('search', value, '')}
              onCategory={(value: CategoryFilter) => setParam('category', value, 'all')}
              onSort={(value: ToolSort) => setParam('sort', value, DEFAULT_SORT)}
            />
          </div>
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8" aria-labelledby="catalogue-heading">
        <div className="mb-6 flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="catalogue-heading" className="text-2xl font-semibold text-slate-900 dark:text-slate-100">
            {search ? `Results for “${search}”` : 'Available Tools'}
          </h2>
          {!loading && !error && (
            <p className="text-sm text-slate-500 dark:text-slate-400" aria-live="polite">
              {hasMore ? `${shown.length} tools shown` : `${shown.length} ${shown.length === 1 ? 'tool' : 'tools'}`}
            </p>
          )}
        </div>

        {loading ? (
          <PageSpinner />
        ) : error ? (
          <div role="alert" className={`${ERROR_BANNER} items-center justify-between`}>
            <span className="flex items-center gap-2">
              <AlertTriangle className="h-5 w-5 shrink-0" aria-hidden />
              {error}
            </span>
            <button type="button" onClick={retry} className={`${SECONDARY_BUTTON} py-1.5`}>
              Try again
            </button>
          </div>
        ) : shown.length === 0 ? (
          <EmptyState icon={<SearchX className="h-10 w-10" aria-hidden />} title="No tools found matching your criteria." hint="Try adjusting your filters or search query." />
        ) : (
          <>
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
              {shown.map((tool) => (
                <li key={tool.id}>
                  <CatalogueToolCard tool={tool} />
                </li>
              ))}
            </ul>
            {(hasMore || loadMoreFailed) && (
              <div className="mt-8 flex flex-col items-center gap-2">
                {loadMoreFailed && (
                  <p role="alert" className="text-sm text-red-600 dark:text-red-400">
                    Failed to fetch tools. The tools above stay; try again.
                  </p>
                )}
                <button type="button" onClick={loadMore} disabled={loadingMore} className={SECONDARY_BUTTON}>
                  {loadingMore ? 'Loading...' : 'Load more'}
                </button>
              </div>
            )}
          </>
        )}
      </section>
    </>
  );
}
