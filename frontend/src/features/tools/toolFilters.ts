import { currencyOf, formatAmount, isCurrencyCode, parseAmount, type CurrencyCode } from '../../shared/money';
import { TOOL_CATEGORIES, TOOL_SORTS, currencyOfTool, type Tool, type ToolCategory, type ToolSort } from './types';

/** The category filter: one category, or every tool. */
export type CategoryFilter = ToolCategory | 'all';

export interface ToolQuery {
  search: string;
  category: CategoryFilter;
  sort: ToolSort;
  /** The lowest daily rate, in the query's currency as exact decimal text ("0.01"); absent or null for no limit. */
  minRate?: string | null;
  /** The highest daily rate, likewise. */
  maxRate?: string | null;
  /**
   * Only listings priced in this currency, and the currency of the rate limits; absent or null:
   * every listing, or ETH when a rate is limited (as before listings had a currency).
   */
  currency?: CurrencyCode | null;
  /**
   * Only tools their owners list as available. The stores filter on that; rentals under way are
   * the rentals' to know, so the page leaves those out too (rentals' `isToolRentedOut`).
   */
  availableOnly?: boolean;
}

export const DEFAULT_SORT: ToolSort = 'newest';

/** A category from the address bar; anything unknown means all. */
export function parseCategoryFilter(value: string | null): CategoryFilter {
  return value !== null && (TOOL_CATEGORIES as readonly string[]).includes(value) ? (value as ToolCategory) : 'all';
}

/** A sort from the address bar; anything unknown means newest first. */
export function parseSort(value: string | null): ToolSort {
  return TOOL_SORTS.find((sort) => sort.value === value)?.value ?? DEFAULT_SORT;
}

/** A currency filter from the address bar; anything unknown means every currency. */
export function parseCurrencyFilter(value: string | null): CurrencyCode | null {
  return isCurrencyCode(value) ? value : null;
}

/**
 * A daily rate from the address bar or the form as exact text in the currency ("0.0100" → "0.01"
 * ETH, "12" → "12.00" USDC); blank, not an amount, or finer than the currency's unit means no limit.
 */
export function parseRateFilter(value: string | null, currency: CurrencyCode | null = null): string | null {
  if (value === null || value.trim() === '') return null;
  const unit = currencyOf(currency);
  try {
    return formatAmount(parseAmount(value, unit), unit);
  } catch {
    return null;
  }
}

/** The currency a query narrows to: the one chosen, else ETH when a rate is limited, else none. */
export function queryCurrency({ currency, minRate, maxRate }: ToolQuery): CurrencyCode | null {
  return currency ?? (minRate != null || maxRate != null ? 'ETH' : null);
}

/** Whether the tool is in the query's currency and its daily rate within the range, compared in base units (exact, never as floats). */
function withinPriceRange(tool: Tool, query: ToolQuery): boolean {
  const wanted = queryCurrency(query);
  const currency = currencyOfTool(tool);
  if (wanted !== null && currency.code !== wanted) return false;
  const { minRate, maxRate } = query;
  const rate = parseAmount(tool.rentalRate, currency);
  return (
    (minRate == null || rate >= parseAmount(minRate, currency)) &&
    (maxRate == null || rate <= parseAmount(maxRate, currency))
  );
}

/** A category as a kind of tool: "gardening" → "gardening tools", "power tools" stays. */
const toolsOf = (category: ToolCategory) => (category.endsWith('tools') ? category : `${category} tools`);

/**
 * The catalogue's heading, naming what the filters narrow it to: "All tools", "Gardening tools",
 * "Available power tools up to 0.02 ETH/day", "Results for “drill” in gardening tools".
 */
export function catalogueHeading(query: ToolQuery): string {
  const { search, category, minRate, maxRate, availableOnly } = query;
  const currency = queryCurrency(query);
  const kind = `${availableOnly ? 'available ' : ''}${category === 'all' ? 'tools' : toolsOf(category)}`;
  const unit = `${currencyOf(currency).symbol}/day`;
  const price =
    minRate && maxRate
      ? ` from ${minRate} to ${maxRate} ${unit}`
      : minRate
        ? ` from ${minRate} ${unit}`
        : maxRate
          ? ` up to ${maxRate} ${unit}`
          : currency
            ? ` priced in ${currency}`
            : '';
  const narrowed = kind !== 'tools' || price !== '';
  if (search) return `Results for “${search}”${narrowed ? ` in ${kind}${price}` : ''}`;
  return narrowed ? `${kind.charAt(0).toUpperCase()}${kind.slice(1)}${price}` : 'All tools';
}

/** Whether the query narrows the catalogue at all (the sort does not). */
export const isFiltered = ({ search, category, minRate, maxRate, availableOnly, currency }: ToolQuery): boolean =>
  search !== '' ||
  category !== 'all' ||
  minRate != null ||
  maxRate != null ||
  availableOnly === true ||
  currency != null;

const byNewest = (a: Tool, b: Tool) => Date.parse(b.createdAt) - Date.parse(a.createdAt);

const byPrice = (a: Tool, b: Tool) =>
  currencyOfTool(a).code.localeCompare(currencyOfTool(b).code) || a.rentalRate - b.rentalRate;

const COMPARATORS: Record<ToolSort, (a: Tool, b: Tool) => number> = {
  newest: byNewest,
  oldest: (a, b) => -byNewest(a, b),
  // Each currency together (ETH first), since 12 USDC and 0.012 ETH do not compare as numbers; high
  // to low is the exact reverse, as the database sorts. Equal prices keep the newest first.
  priceAsc: (a, b) => byPrice(a, b) || byNewest(a, b),
  priceDesc: (a, b) => byPrice(b, a) || byNewest(a, b),
};

/**
 * The tools the home grid shows: every word of the search must appear (case-insensitive) in the
 * name, description, location or category; then the category, price range and "available only"
 * filters; then the sort.
 */
export function filterAndSortTools(tools: Tool[], query: ToolQuery): Tool[] {
  const { search, category, sort, availableOnly } = query;
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  return tools
    .filter((tool) => category === 'all' || tool.category === category)
    .filter((tool) => withinPriceRange(tool, query) && (!availableOnly || tool.available))
    .filter((tool) => {
      if (words.length === 0) return true;
      const text = `${tool.name} ${tool.description} ${tool.location} ${tool.category}`.toLowerCase();
      return words.every((word) => text.includes(word));
    })
    .sort(COMPARATORS[sort]);
}

/** Up to `limit` other tools of the same category, newest first ('Similar Tools'). */
export function similarTools(tools: Tool[], tool: Tool, limit = 4): Tool[] {
  return tools
    .filter((candidate) => candidate.category === tool.category && candidate.id !== tool.id)
    .sort(byNewest)
    .slice(0, limit);
}
