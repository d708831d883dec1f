import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { ToolsClient } from './ToolsClient';
import { SimulatedToolsClient } from './SimulatedToolsClient';
import { TOOL_ERROR_MESSAGES, toolErrorMessage } from './toolErrors';
import type { Tool, ToolChanges, ToolListing, ToolOwner } from './types';

export interface ToolsContextValue {
  /** The whole catalogue, newest first (kept current by create, update and delete). */
  tools: Tool[];
  /** True while the catalogue is being fetched. */
  loading: boolean;
  /** The last failure, as the specification's catalogue words it (§8), or null. */
  error: string | null;
  fetchTools: () => Promise<void>;
  /** The viewer's own tools (listed by `ownerId` or paid to one of `walletAddresses`). Rejects (after setting `error`) on failure. */
  fetchOwnTools: (ownerId: string, walletAddresses?: string[]) => Promise<Tool[]>;
  /** One tool, or null when there is none with this id. Rejects (after setting `error`) on failure. */
  fetchTool: (id: string) => Promise<Tool | null>;
  /** The operations below reject with the original error (its message is for the form) after setting `error`. */
  createTool: (listing: ToolListing, owner: ToolOwner) => Promise<Tool>;
  updateTool: (id: string, changes: ToolChanges) => Promise<Tool>;
  deleteTool: (id: string) => Promise<void>;
}

const ToolsContext = createContext<ToolsContextValue | null>(null);

export function ToolsProvider({ children, client: givenClient }: { children: ReactNode; client?: ToolsClient }) {
  const [client] = useState<ToolsClient>(() => givenClient ?? new SimulatedToolsClient());
  const [tools, setTools] = useState<Tool[]>([]);
  // The catalogue is fetched as the app starts: loading from the first render avoids an empty flash.
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);

  /** Runs an operation; a failure sets the tools error and rejects with the original error. */
  const tracked = useCallback(async <T,>(operation: () => Promise<T>, fallback: string): Promise<T> => {
    try {
      const result = await operation();
      setError(null);
      return result;
    } catch (operationError) {
      console.error(operationError);
      setError(toolErrorMessage(operationError, fallback));
      throw operationError;
    }
  }, []);

  const fetchTools = useCallback(async () => {
    setLoading(true);
    try {
      setTools(await tracked(() => client.fetchTools(), TOOL_ERROR_MESSAGES.fetchTools));
    } catch {
      // Kept as the tools error; the home page shows it.
    } finally {
      setLoading(false);
    }
  }, [client, tracked]);

  useEffect(() => {
    void fetchTools();
  }, [fetchTools]);

  const fetchOwnTools = useCallback(
    (ownerId: string, walletAddresses?: string[]) =>
      tracked(() => client.fetchOwnTools(ownerId, walletAddresses), TOOL_ERROR_MESSAGES.fetchOwnTools),
    [client, tracked],
  );

  const fetchTool = useCallback((id: string) => tracked(() => client.fetchTool(id), TOOL_ERROR_MESSAGES.fetchTool), [client, tracked]);

  const createTool = useCallback(
    async (listing: ToolListing, owner: ToolOwner) => {
      const created = await tracked(() => client.createTool(listing, owner), TOOL_ERROR_MESSAGES.createTool);
      setTools((current) => [created, ...current.filter((tool) => tool.id !== created.id)]);
      return created;
    },
    [client, tracked],
  );

  const updateTool = useCallback(
    async (id: string, changes: ToolChanges) => {
      const updated = await tracked(() => client.updateTool(id, changes), TOOL_ERROR_MESSAGES.updateTool);
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
    () => ({ tools, loading, error, fetchTools, fetchOwnTools, fetchTool, createTool, updateTool, deleteTool }),
    [tools, loading, error, fetchTools, fetchOwnTools, fetchTool, createTool, updateTool, deleteTool],
  );

  return <ToolsContext.Provider value={value}>{children}</ToolsContext.Provider>;
}

export function useTools(): ToolsContextValue {
  const context = useContext(ToolsContext);
  if (!context) throw new Error('useTools must be used within a ToolsProvider');
  return context;
}
