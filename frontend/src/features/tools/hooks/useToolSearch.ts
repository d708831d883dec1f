import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { readStatus } from '../../../shared/query/readStatus';
import { useTools } from '../ToolsProvider';
import type { ToolPage } from '../ToolsClient';
import { TOOL_ERROR_MESSAGES, toolErrorMessage } from '../toolErrors';
import type { ToolQuery } from '../toolFilters';
import { toolKeys } from '../toolQueries';
import type { Tool } from '../types';

/** How many tools the home page asks for at a time. */
export const TOOLS_PAGE_SIZE = 12;

export interface ToolSearch {
  /** The results loaded so far, in the query's order. */
  tools: Tool[];
  /** The first page is loading (a new query). */
  loading: boolean;
  /** 'Failed to fetch tools' when the first page failed, else null. */
  error: string | null;
  /** Another page exists after the loaded ones. */
  hasMore: boolean;
  loadingMore: boolean;
  /** The last "Load more" failed (the loaded results stay). */
  loadMoreFailed: boolean;
  loadMore: () => void;
  /** Loads the query again from its first page. */
  retry: () => void;
}

/** How many results the loaded pages hold: where the next page starts. */
const loadedCount = (pages: ToolPage[]) => pages.reduce((count, page) => count + page.tools.length, 0);

/** The results of every page in order; a tool listed meanwhile shifts the pages by one, so none shows twice. */
function distinctTools(pages: ToolPage[]): Tool[] {
  const seen = new Set<string>();
  return pages.flatMap((page) => page.tools).filter((tool) => !seen.has(tool.id) && Boolean(seen.add(tool.id)));
}

/** The home page's results for `query`, a page at a time ("Load more"), one cache entry per query. */
export function useToolSearch(query: ToolQuery): ToolSearch {
  const { searchTools } = useTools();
  const search = useInfiniteQuery({
    queryKey: toolKeys.search(query),
    queryFn: ({ pageParam }) => searchTools(query, { offset: pageParam, limit: TOOLS_PAGE_SIZE }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (last.hasMore ? loadedCount(pages) : undefined),
  });
  const { data, hasNextPage, isFetching, isFetchingNextPage, isFetchNextPageError, fetchNextPage, refetch } = search;
  const tools = useMemo(() => (data ? distinctTools(data.pages) : []), [data]);
  const { loading, failed } = readStatus(search);
  return {
    tools,
    loading,
    error: failed ? toolErrorMessage(search.error, TOOL_ERROR_MESSAGES.fetchTools) : null,
    hasMore: hasNextPage,
    loadingMore: isFetchingNextPage,
    loadMoreFailed: isFetchNextPageError && !isFetching,
    loadMore: () => {
      if (hasNextPage && !isFetching) void fetchNextPage();
    },
    retry: () => void refetch(),
  };
}
