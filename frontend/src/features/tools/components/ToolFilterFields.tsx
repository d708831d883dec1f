import { useId } from 'react';
import { TOOL_CATEGORIES, TOOL_SORTS, categoryLabel, type ToolSort } from '../types';
import { parseCategoryFilter, parseSort, type CategoryFilter } from '../toolFilters';
import { INPUT, LABEL } from '../../../shared/ui/formStyles';
import { PriceRangeFilter } from './PriceRangeFilter';
import type { CurrencyCode } from '../../../shared/money';

export interface ToolFilterFieldsProps {
  category: CategoryFilter;
  sort: ToolSort;
  minRate: string | null;
  maxRate: string | null;
  /** The currency of the price range, and the only one listed; null for every currency. */
  currency: CurrencyCode | null;
  availableOnly: boolean;
  onCategory: (category: CategoryFilter) => void;
  onSort: (sort: ToolSort) => void;
  onPriceRange: (minRate: string | null, maxRate: string | null, currency: CurrencyCode | null) => void;
  onAvailableOnly: (availableOnly: boolean) => void;
}

/** The Filters panel's fields: category, Sort By, the price range and "Available only" (ToolSearchPanel loads them when opened). */
export function ToolFilterFields({
  category,
  sort,
  minRate,
  maxRate,
  currency,
  availableOnly,
  onCategory,
  onSort,
  onPriceRange,
  onAvailableOnly,
}: ToolFilterFieldsProps) {
  const id = useId();
  return (
    <>
      <div>
        <label htmlFor={`${id}-category`} className={LABEL}>
          Category
        </label>
        <select
          id={`${id}-category`}
          value={category}
          onChange={(event) => onCategory(parseCategoryFilter(event.target.value))}
          className={INPUT}
        >
          <option value="all">All Categories</option>
          {TOOL_CATEGORIES.map((value) => (
            <option key={value} value={value}>
              {categoryLabel(value)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-sort`} className={LABEL}>
          Sort By
        </label>
        <select
          id={`${id}-sort`}
          value={sort}
          onChange={(event) => onSort(parseSort(event.target.value))}
          className={INPUT}
        >
          {TOOL_SORTS.map(({ value, label }) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <PriceRangeFilter minRate={minRate} maxRate={maxRate} currency={currency} onApply={onPriceRange} />
      <label className="flex items-center gap-2 self-end pb-2 text-sm font-medium text-slate-700 dark:text-slate-300">
        <input
          type="checkbox"
          checked={availableOnly}
          onChange={(event) => onAvailableOnly(event.target.checked)}
          className="h-4 w-4 accent-blue-600"
        />
        Available only
      </label>
    </>
  );
}
