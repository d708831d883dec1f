import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { ToolPageRequest, ToolsClient } from './ToolsClient';
import { createToolsClient } from './createToolsClient';
import { TOOL_ERROR_MESSAGES, toolErrorMessage } from './toolErrors';
import type { ToolQuery } from './toolFilters';
import type { Tool, ToolChanges, ToolListing, ToolOwner, ToolSaveOptions } from './types';

/**
 * The catalogue's operations (ToolsClient's, as the screens reach them) and what is known so far.
 * `fetchOwnTools`, `fetchTool`, `createTool`, `updateTool` and `deleteTool` reject with the original
 * error (its message is for the form) after setting `error`; `searchTools` leaves `error` alone (the
 * caller shows its own).
 */
export interface ToolsContextValue extends Omit<ToolsClient, 'fetchTools'> {
  /**
   * The tools known so far, newest first: the catalogue fetched at start (all of it in this
   * browser, the newest page in Supabase) plus every tool a search or lookup returned since; kept
   * current by create, update and delete. For naming rentals and similar tools, not for the home grid.
   */
  tools: Tool[];
  /** True while the catalogue is being fetched. */
  loading: boolean;
  /** The last failure, as the specification's catalogue words it (§8), or null. */
  error: string | null;
  /** Reads the catalogue again into `tools` (a failure is kept in `error`; it never rejects). */
  fetchTools: () => Promise<void>;
}

/** `known` with `found` added or replaced by id, newest first. */
function mergeNewestFirst(known: Tool[], found: Tool[]): Tool[] {
  if (found.length === 0) return known;
  const byId = new Map(known.map((tool) => [tool.id, tool]));
  for (const tool of found) byId.set(tool.id, tool);
  return [...byId.values()].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

const ToolsContext = createContext<ToolsContextValue | null>(null);

export function ToolsProvider({ children, client: givenClient }: { children: ReactNode; client?: ToolsClient }) {
  const [client] = useState<ToolsClient>(() => givenClient ?? createToolsClient());
  const [tools, setTools] = useState<Tool[]>([]);
  // The catalogue is fetched as the app starts: loading from the first render avoids an empty flash.
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);

  /** Runs an operation; a failure sets the tools error and rejects with the original error. */
  // (State is set in the promise's callbacks only, never while the operation is being started.)
  const tracked = useCallback(
    <T,>(operation: () => Promise<T>, fallback: string): Promise<T> =>
      operation().then(
        (result) => {
          setError(null);
          return result;
        },
        (operationError: unknown) => {
          console.error(operationError);
          setError(toolErrorMessage(operationError, fallback));
          throw operationError;
        },
      ),
    [],
  );

  /** Reads the catalogue; `loading` is already true (from the start, or set by fetchTools). Never rejects. */
  const loadCatalogue = useCallback(
    () =>
      tracked(() => client.fetchTools(), TOOL_ERROR_MESSAGES.fetchTools)
        .then(
          (catalogue) => setTools(catalogue),
          // Kept as the tools error; the home page shows it.
          () => undefined,
        )
        .finally(() => setLoading(false)),
    [client, tracked],
  );

  const fetchTools = useCallback(() => {
    setLoading(true);
    return loadCatalogue();
  }, [loadCatalogue]);

  useEffect(() => {
    void loadCatalogue();
  }, [loadCatalogue]);

  const searchTools = useCallback(
    async (query: ToolQuery, page: ToolPageRequest) => {
      const found = await client.searchTools(query, page);
      setTools((current) => mergeNewestFirst(current, found.tools));
      return found;
    },
    [client],
  );

  const fetchOwnTools = useCallback(
    (ownerId: string, walletAddresses?: string[]) =>
      tracked(() => client.fetchOwnTools(ownerId, walletAddresses), TOOL_ERROR_MESSAGES.fetchOwnTools),
    [client, tracked],
  );

  const fetchTool = useCallback((id: string) => tracked(() => client.fetchTool(id), TOOL_ERROR_MESSAGES.fetchTool), [client, tracked]);

  const createTool = useCallback(
    async (listing: ToolListing, owner: ToolOwner, options?: ToolSaveOptions) => {
      const created = await tracked(() => client.createTool(listing, owner, options), TOOL_ERROR_MESSAGES.createTool);
      setTools((current) => [created, ...current.filter((tool) => tool.id !== created.id)]);
      return created;
    },
    [client, tracked],
  );

  const updateTool = useCallback(
    async (id: string, changes: ToolChanges, options?: ToolSaveOptions) => {
      const updated = await tracked(() => client.updateTool(id, changes, options), TOOL_ERROR_MESSAGES.updateTool);
      setTools((current) => current.map((tool) => (tool.id === id ? updated : tool)));
      return updated;
    },
    [client, tracked],
  );

  const deleteTool = useCallback(
    async (id: string) => {
      await tracked(() => client.deleteTool(id), TOOL_ERROR_MESSAGES.deleteTool);
      setTools((current) => current.filter((tool) => tool.id !== id));
    },
    [client, tracked],
  );

  const value = useMemo<ToolsContextValue>(
    () => ({ tools, loading, error, fetchTools, searchTools, fetchOwnTools, fetchTool, createTool, updateTool, deleteTool }),
    [tools, loading, error, fetchTools, searchTools, fetchOwnTools, fetchTool, createTool, updateTool, deleteTool],
  );

  return <ToolsContext.Provider value={value}>{children}</ToolsContext.Provider>;
}

export function useTools(): ToolsContextValue {
  const context = useContext(ToolsContext);
  if (!context) throw new Error('useTools must be used within a ToolsProvider');
  return context;
}
