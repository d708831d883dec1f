import { useSearchParams } from 'react-router-dom';
import { AlertTriangle, SearchX } from 'lucide-react';
import {
  useToolSearch,
  ToolSearchPanel,
  DEFAULT_SORT,
  catalogueHeading,
  isFiltered,
  parseCategoryFilter,
  parseCurrencyFilter,
  parseRateFilter,
  parseSort,
  type CategoryFilter,
  type ToolQuery,
  type ToolSort,
} from '../features/tools';
import { useRentedOutRule } from '../features/rentals';
import { CatalogueToolCard } from './toolCards';
import { EmptyState } from '../shared/ui/EmptyState';
import { PageSpinner } from '../shared/ui/Spinner';
import { ERROR_BANNER, SECONDARY_BUTTON } from '../shared/ui/formStyles';

/** The query the address carries (its parameters named as the query's fields); anything it cannot read means no filter. */
function queryFromAddress(params: URLSearchParams): Required<ToolQuery> {
  const currency = parseCurrencyFilter(params.get('currency'));
  return {
    search: params.get('search') ?? '',
    category: parseCategoryFilter(params.get('category')),
    sort: parseSort(params.get('sort')),
    minRate: parseRateFilter(params.get('minRate'), currency),
    maxRate: parseRateFilter(params.get('maxRate'), currency),
    currency,
    availableOnly: params.get('availableOnly') === '1',
  };
}

/**
 * Home: hero with the search box and filters, then the catalogue grid, a page at a time with
 * "Load more". Every filter lives in the address (back, forward and reload keep them); the store does
 * the searching, and "Available only" also leaves out the tools rented out now (the one availability rule).
 */
export default function HomePage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = queryFromAddress(searchParams);
  const { search, category, sort, minRate, maxRate, availableOnly, currency } = query;

  /** Sets filters in the address (null removes one); each change is a step back can undo. */
  const setParams = (changes: Partial<Record<keyof ToolQuery, string | null>>) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      for (const [name, value] of Object.entries(changes)) {
        if (value === null) next.delete(name);
        else next.set(name, value);
      }
      return next;
    });
  const clearFilters = () =>
    setParams({ search: null, category: null, minRate: null, maxRate: null, availableOnly: null, currency: null });

  const found = useToolSearch(query);
  const { loading, error, hasMore, loadingMore, loadMoreFailed, loadMore, retry } = found;
  const rentedOut = useRentedOutRule();
  const shown = availableOnly ? found.tools.filter((tool) => !rentedOut(tool)) : found.tools;

  return (
    <>
      <section className="bg-gradient-to-br from-blue-700 via-blue-600 to-indigo-700 text-white dark:from-blue-950 dark:via-slate-900 dark:to-indigo-950">
        <div className="mx-auto max-w-4xl px-4 py-12 text-center sm:px-6 sm:py-16 lg:px-8">
          <h1 className="text-3xl font-bold tracking-tight sm:text-5xl">
            Borrow the tools you need from your neighbours
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-blue-100 sm:text-lg">
            Rent drills, saws, mowers and more by the day. Pay in ETH or US dollars (USDC), with a refundable collateral
            held in escrow until the tool comes back.
          </p>
          <div className="mt-8">
            <ToolSearchPanel
              search={search}
              category={category}
              sort={sort}
              minRate={minRate}
              maxRate={maxRate}
              currency={currency}
              availableOnly={availableOnly}
              onSearch={(value) => setParams({ search: value || null })}
              onCategory={(value: CategoryFilter) => setParams({ category: value === 'all' ? null : value })}
              onSort={(value: ToolSort) => setParams({ sort: value === DEFAULT_SORT ? null : value })}
              onPriceRange={(min, max, priced) => setParams({ minRate: min, maxRate: max, currency: priced })}
              onAvailableOnly={(value) => setParams({ availableOnly: value ? '1' : null })}
            />
          </div>
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8" aria-labelledby="catalogue-heading">
        <div className="mb-6 flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="catalogue-heading" className="text-2xl font-semibold text-slate-900 dark:text-slate-100">
            {catalogueHeading(query)}
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
          <EmptyState
            icon={<SearchX className="h-10 w-10" aria-hidden />}
            title="No tools found matching your criteria."
            hint="Try adjusting your filters or search query."
            action={
              isFiltered(query) && (
                <button type="button" onClick={clearFilters} className={SECONDARY_BUTTON}>
                  Clear filters
                </button>
              )
            }
          />
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
