import { formatEthAmount, parseEth } from '../../shared/eth';
import { TOOL_CATEGORIES, TOOL_SORTS, type Tool, type ToolCategory, type ToolSort } from './types';

/** The category filter: one category, or every tool. */
export type CategoryFilter = ToolCategory | 'all';

export interface ToolQuery {
  search: string;
  category: CategoryFilter;
  sort: ToolSort;
  /** The lowest daily rate, ETH as exact decimal text ("0.01"); absent or null for no limit. */
  minRate?: string | null;
  /** The highest daily rate, likewise. */
  maxRate?: string | null;
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

/** A daily rate from the address bar or the form as exact ETH text ("0.0100" → "0.01"); blank or not an amount means no limit. */
export function parseRateFilter(value: string | null): string | null {
  if (value === null || value.trim() === '') return null;
  try {
    return formatEthAmount(parseEth(value));
  } catch {
    return null;
  }
}

/** Whether the tool's daily rate is within the query's range, compared in wei (exact, never as floats). */
function withinPriceRange(tool: Tool, { minRate, maxRate }: ToolQuery): boolean {
  const rate = parseEth(tool.rentalRate);
  return (minRate == null || rate >= parseEth(minRate)) && (maxRate == null || rate <= parseEth(maxRate));
}

/** A category as a kind of tool: "gardening" → "gardening tools", "power tools" stays. */
const toolsOf = (category: ToolCategory) => (category.endsWith('tools') ? category : `${category} tools`);

/**
 * The catalogue's heading, naming what the filters narrow it to: "All tools", "Gardening tools",
 * "Available power tools up to 0.02 ETH/day", "Results for “drill” in gardening tools".
 */
export function catalogueHeading({ search, category, minRate, maxRate, availableOnly }: ToolQuery): string {
  const kind = `${availableOnly ? 'available ' : ''}${category === 'all' ? 'tools' : toolsOf(category)}`;
  const price =
    minRate && maxRate
      ? ` from ${minRate} to ${maxRate} ETH/day`
      : minRate
        ? ` from ${minRate} ETH/day`
        : maxRate
          ? ` up to ${maxRate} ETH/day`
          : '';
  const narrowed = kind !== 'tools' || price !== '';
  if (search) return `Results for “${search}”${narrowed ? ` in ${kind}${price}` : ''}`;
  return narrowed ? `${kind.charAt(0).toUpperCase()}${kind.slice(1)}${price}` : 'All tools';
}

/** Whether the query narrows the catalogue at all (the sort does not). */
export const isFiltered = ({ search, category, minRate, maxRate, availableOnly }: ToolQuery): boolean =>
  search !== '' || category !== 'all' || minRate != null || maxRate != null || availableOnly === true;

const byNewest = (a: Tool, b: Tool) => Date.parse(b.createdAt) - Date.parse(a.createdAt);

const COMPARATORS: Record<ToolSort, (a: Tool, b: Tool) => number> = {
  newest: byNewest,
  oldest: (a, b) => -byNewest(a, b),
  // Equal prices keep the newest first, so the order is stable and predictable.
  priceAsc: (a, b) => a.rentalRate - b.rentalRate || byNewest(a, b),
  priceDesc: (a, b) => b.rentalRate - a.rentalRate || byNewest(a, b),
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
