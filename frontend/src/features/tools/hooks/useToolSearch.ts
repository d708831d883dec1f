import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { useTools } from '../ToolsProvider';
import { TOOL_ERROR_MESSAGES, toolErrorMessage } from '../toolErrors';
import type { ToolQuery } from '../toolFilters';
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

interface SearchState {
  key: string;
  tools: Tool[];
  loading: boolean;
  error: string | null;
  hasMore: boolean;
  loadingMore: boolean;
  loadMoreFailed: boolean;
}

const fresh = (key: string): SearchState => ({ key, tools: [], loading: true, error: null, hasMore: false, loadingMore: false, loadMoreFailed: false });

/** The home page's results for `query`, a page at a time ("Load more"); a new query starts again. */
export function useToolSearch(query: ToolQuery): ToolSearch {
  const { searchTools } = useTools();
  const [attempt, setAttempt] = useState(0);
  // One search per query key and attempt ("Try again"); results of an earlier one show as a fresh, loading search.
  const key = JSON.stringify([query.search, query.category, query.sort, attempt]);
  const [state, setState] = useState<SearchState>(() => fresh(key));
  // The search starts again when the query's key changes, not when an equal query object is passed.
  const currentQuery = useEffectEvent(() => query);

  useEffect(() => {
    let current = true;
    searchTools(currentQuery(), { offset: 0, limit: TOOLS_PAGE_SIZE })
      .then((page) => {
        if (current) setState({ ...fresh(key), tools: page.tools, hasMore: page.hasMore, loading: false });
      })
      .catch((error: unknown) => {
        console.error(error);
        if (current) setState({ ...fresh(key), loading: false, error: toolErrorMessage(error, TOOL_ERROR_MESSAGES.fetchTools) });
      });
    return () => {
      current = false;
    };
  }, [key, searchTools]);

  const shown = state.key === key ? state : fresh(key);

  const loadMore = useCallback(() => {
    const before = shown;
    if (before.loading || before.loadingMore || !before.hasMore) return;
    setState((previous) => ({ ...previous, loadingMore: true, loadMoreFailed: false }));
    searchTools(query, { offset: before.tools.length, limit: TOOLS_PAGE_SIZE })
      .then((page) =>
        setState((previous) => {
          if (previous.key !== before.key) return previous;
          // A tool listed meanwhile shifts the pages by one: never show a tool twice.
          const shownIds = new Set(previous.tools.map((tool) => tool.id));
          return { ...previous, tools: [...previous.tools, ...page.tools.filter((tool) => !shownIds.has(tool.id))], hasMore: page.hasMore, loadingMore: false };
        }),
      )
      .catch((error: unknown) => {
        console.error(error);
        setState((previous) => (previous.key === before.key ? { ...previous, loadingMore: false, loadMoreFailed: true } : previous));
      });
  }, [shown, query, searchTools]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  return { ...shown, loadMore, retry };
}
