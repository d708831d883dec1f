import { TOOL_CATEGORIES, TOOL_SORTS, type Tool, type ToolCategory, type ToolSort } from './types';

/** The category filter: one category, or every tool. */
export type CategoryFilter = ToolCategory | 'all';

export interface ToolQuery {
  search: string;
  category: CategoryFilter;
  sort: ToolSort;
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
 * name, description, location or category; then the category filter; then the sort.
 */
export function filterAndSortTools(tools: Tool[], { search, category, sort }: ToolQuery): Tool[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  return tools
    .filter((tool) => category === 'all' || tool.category === category)
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
