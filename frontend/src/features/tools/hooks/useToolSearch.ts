import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { useTools } from '../ToolsProvider';
import { TOOL_ERROR_MESSAGES } from '../toolErrors';
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
  const key = JSON.stringify([query.search, query.category, query.sort]);
  const [state, setState] = useState<SearchState>(() => fresh(key));
  const [attempt, setAttempt] = useState(0);
  // The search starts again when the query's key changes, not when an equal query object is passed.
  const currentQuery = useEffectEvent(() => query);

  useEffect(() => {
    let current = true;
    setState(fresh(key));
    searchTools(currentQuery(), { offset: 0, limit: TOOLS_PAGE_SIZE })
      .then((page) => {
        if (current) setState((previous) => ({ ...previous, tools: page.tools, hasMore: page.hasMore, loading: false }));
      })
      .catch((error: unknown) => {
        console.error(error);
        if (current) setState((previous) => ({ ...previous, loading: false, error: TOOL_ERROR_MESSAGES.fetchTools }));
      });
    return () => {
      current = false;
    };
  }, [key, attempt, searchTools]);

  const loadMore = useCallback(() => {
    const before = state;
    if (before.loading || before.loadingMore || !before.hasMore) return;
    setState((previous) => ({ ...previous, loadingMore: true, loadMoreFailed: false }));
    searchTools(query, { offset: before.tools.length, limit: TOOLS_PAGE_SIZE })
      .then((page) =>
        setState((previous) => {
          if (previous.key !== before.key) return previous;
          // A tool listed meanwhile shifts the pages by one: never show a tool twice.
          const shown = new Set(previous.tools.map((tool) => tool.id));
          return { ...previous, tools: [...previous.tools, ...page.tools.filter((tool) => !shown.has(tool.id))], hasMore: page.hasMore, loadingMore: false };
        }),
      )
      .catch((error: unknown) => {
        console.error(error);
        setState((previous) => (previous.key === before.key ? { ...previous, loadingMore: false, loadMoreFailed: true } : previous));
      });
  }, [state, query, searchTools]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  const shown = state.key === key ? state : fresh(key);
  return { ...shown, loadMore, retry };
}
