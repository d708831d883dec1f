import type { QueryClient } from '@tanstack/react-query';
import type { ToolPage } from './ToolsClient';
import type { ToolQuery } from './toolFilters';
import type { Tool } from './types';

/**
 * Where the catalogue's reads live in the query cache: one key per request, under `['tools']` so
 * that a listing, an edit or a delete reaches every read of tools at once.
 */
export const toolKeys = {
  all: ['tools'] as const,
  catalogue: ['tools', 'catalogue'] as const,
  search: (query: ToolQuery) =>
    [
      'tools',
      'search',
      query.search,
      query.category,
      query.sort,
      query.minRate ?? null,
      query.maxRate ?? null,
      query.availableOnly === true,
      query.currency ?? null,
    ] as const,
  searches: ['tools', 'search'] as const,
  own: (ownerId: string, walletAddresses: string[]) => ['tools', 'own', ownerId, walletAddresses] as const,
  owned: ['tools', 'own'] as const,
  tool: (id: string) => ['tools', 'tool', id] as const,
};

/** The pages of a search as useInfiniteQuery keeps them. */
export interface SearchPages {
  pages: ToolPage[];
  pageParams: unknown[];
}

/** `known` with `found` added or replaced by id, newest first. */
export function mergeNewestFirst(known: Tool[], found: Tool[]): Tool[] {
  if (found.length === 0) return known;
  const byId = new Map(known.map((tool) => [tool.id, tool]));
  for (const tool of found) byId.set(tool.id, tool);
  return [...byId.values()].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

/**
 * Writes `change` (a tool replaced, or removed when `next` is null) into every cached read that
 * holds the tool, so screens show it at once; the caller then invalidates the reads to hear the
 * store's own answer. A read not in the cache is left alone (never created half-filled).
 */
export function writeToolEverywhere(queryClient: QueryClient, id: string, next: Tool | null) {
  const replace = (tools: Tool[]) =>
    next ? tools.map((tool) => (tool.id === id ? next : tool)) : tools.filter((tool) => tool.id !== id);
  queryClient.setQueryData<Tool[]>(toolKeys.catalogue, (tools) => tools && replace(tools));
  queryClient.setQueriesData<Tool[]>({ queryKey: toolKeys.owned }, (tools) => tools && replace(tools));
  queryClient.setQueriesData<SearchPages>(
    { queryKey: toolKeys.searches },
    (search) => search && { ...search, pages: search.pages.map((page) => ({ ...page, tools: replace(page.tools) })) },
  );
  queryClient.setQueryData<Tool | null>(toolKeys.tool(id), (tool) => (tool === undefined ? undefined : next));
}
