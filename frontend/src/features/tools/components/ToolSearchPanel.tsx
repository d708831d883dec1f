import { Suspense, lazy, useId, useState, type SubmitEvent } from 'react';
import { Search, SlidersHorizontal } from 'lucide-react';
import type { ToolFilterFieldsProps } from './ToolFilterFields';
import { INPUT } from '../../../shared/ui/formStyles';
import { useOnChange } from '../../../shared/ui/useOnChange';
import { DEFAULT_SORT, isFiltered } from '../toolFilters';

const ToolFilterFields = lazy(() =>
  import('./ToolFilterFields').then(({ ToolFilterFields }) => ({ default: ToolFilterFields })),
);

/** The filters' own props (the fields load lazily; a type import adds nothing to this chunk) plus the search. */
interface ToolSearchPanelProps extends ToolFilterFieldsProps {
  search: string;
  onSearch: (search: string) => void;
}

/** The home page's search box and Filters toggle; the filters themselves are ToolFilterFields. */
export function ToolSearchPanel(props: ToolSearchPanelProps) {
  const { search, onSearch, ...filters } = props;
  const [query, setQuery] = useState(search);
  // Filters start open when the address already carries one (the search has its own box), so the user
  // sees why results are narrowed.
  const [filtersOpen, setFiltersOpen] = useState(
    () => isFiltered({ ...filters, search: '' }) || filters.sort !== DEFAULT_SORT,
  );
  const filtersId = useId();

  // Follow the address (the header search, back and forward).
  useOnChange(search, setQuery);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(query.trim());
  };

  return (
    <div className="space-y-3">
      <form role="search" onSubmit={submit} className="flex flex-col gap-2 sm:flex-row">
        <div className="relative flex-1">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 h-5 w-5 -translate-y-1/2 text-slate-400"
            aria-hidden
          />
          <input
            type="search"
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              // Clearing the box shows everything again at once.
              if (event.target.value === '' && search !== '') onSearch('');
            }}
            placeholder="Search for drills, saws, mowers..."
            aria-label="Search the catalogue"
            className={`${INPUT} h-12 pl-10 text-base shadow-sm`}
          />
        </div>
        <div className="flex gap-2">
          <button
            type="submit"
            className="h-12 flex-1 rounded-lg bg-white px-6 font-medium text-blue-700 shadow-sm hover:bg-blue-50 focus-visible:ring-2 focus-visible:ring-blue-300 focus-visible:outline-none sm:flex-none dark:bg-blue-600 dark:text-white dark:hover:bg-blue-700"
          >
            Search
          </button>
          <button
            type="button"
            aria-expanded={filtersOpen}
            aria-controls={filtersId}
            onClick={() => setFiltersOpen((open) => !open)}
            className="inline-flex h-12 items-center gap-2 rounded-lg border border-white/40 bg-white/10 px-4 font-medium text-white hover:bg-white/20 focus-visible:ring-2 focus-visible:ring-blue-300 focus-visible:outline-none"
          >
            <SlidersHorizontal className="h-4 w-4" aria-hidden />
            Filters
          </button>
        </div>
      </form>
      {filtersOpen && (
        <div
          id={filtersId}
          className="grid gap-3 rounded-xl bg-white p-4 text-left shadow-sm sm:grid-cols-2 dark:bg-slate-900"
        >
          {/* The fields load on first opening: most visits never filter. */}
          <Suspense fallback={<p className="text-sm text-slate-500 dark:text-slate-400">Loading filters…</p>}>
            <ToolFilterFields {...filters} />
          </Suspense>
        </div>
      )}
    </div>
  );
}
