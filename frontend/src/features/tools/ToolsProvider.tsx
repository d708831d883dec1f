import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { ToolPageRequest, ToolsClient } from './ToolsClient';
import { createToolsClient } from './createToolsClient';
import { TOOL_ERROR_MESSAGES, toolErrorMessage } from './toolErrors';
import type { ToolQuery } from './toolFilters';
import { mergeNewestFirst, toolKeys, writeToolEverywhere } from './toolQueries';
import type { Tool, ToolChanges, ToolListing, ToolOwner, ToolSaveOptions } from './types';

/**
 * The catalogue's operations (ToolsClient's, as the screens reach them) and what is known so far.
 * Reads go through the query cache (see toolQueries); `createTool`, `updateTool` and `deleteTool`
 * reject with the original error (its message is for the form) and keep their failure in `error`;
 * `searchTools`, `fetchOwnTools` and `fetchTool` leave `error` alone (their screens show their own).
 */
export interface ToolsContextValue extends Omit<ToolsClient, 'fetchTools'> {
  /**
   * The tools known so far, newest first: the catalogue fetched at start (all of it in this
   * browser, the newest page in Supabase) plus every tool a search returned since; kept current by
   * create, update and delete. For naming rentals and similar tools, not for the home grid.
   */
  tools: Tool[];
  /** True while the catalogue is being fetched. */
  loading: boolean;
  /** The last failure (of the catalogue's read or of a listing, edit or delete), as the specification's catalogue words it (§8), or null. */
  error: string | null;
  /** Reads the catalogue again into `tools` (a failure is kept in `error`; it never rejects). */
  fetchTools: () => Promise<void>;
}

const ToolsContext = createContext<ToolsContextValue | null>(null);

/** What of a write's mutation decides `error`. */
interface WriteState {
  submittedAt: number;
  error: unknown;
  isSuccess: boolean;
  isError: boolean;
}

/** Of the finished writes, the one sent last: when, and its failure in the catalogue's words (null after a success). */
function newestWrite(writes: [WriteState, string][]) {
  let newest: { at: number; error: string | null } | null = null;
  for (const [write, fallback] of writes)
    if ((write.isSuccess || write.isError) && (!newest || write.submittedAt > newest.at))
      newest = { at: write.submittedAt, error: write.isError ? toolErrorMessage(write.error, fallback) : null };
  return newest;
}

/** Logs a failed write (its form shows the words; `error` keeps them). */
const logError = (error: unknown) => console.error(error);

/** Logs a failed read (the screens show their own words) and passes it on. */
function logged<T>(read: Promise<T>): Promise<T> {
  return read.catch((error: unknown) => {
    console.error(error);
    throw error;
  });
}

export function ToolsProvider({ children, client: givenClient }: { children: ReactNode; client?: ToolsClient }) {
  const [client] = useState<ToolsClient>(() => givenClient ?? createToolsClient());
  const queryClient = useQueryClient();

  const catalogue = useQuery({ queryKey: toolKeys.catalogue, queryFn: () => logged(client.fetchTools()) });
  const { refetch } = catalogue;
  // A newer "Try again" cancels the read under way: only the newest answer reaches the cache.
  const fetchTools = useCallback(() => refetch().then(() => undefined), [refetch]);

  /**
   * A write's answer goes into every cached read that holds the tool, then every read of tools is
   * asked again. Reads under way are cancelled first: one that began before the write (even the
   * catalogue's first) would otherwise answer without it.
   */
  const afterWrite = useCallback(
    async (write: () => void) => {
      await queryClient.cancelQueries({ queryKey: toolKeys.all });
      write();
      void queryClient.invalidateQueries({ queryKey: toolKeys.all });
    },
    [queryClient],
  );
  const creating = useMutation({
    mutationFn: ({ listing, owner, options }: { listing: ToolListing; owner: ToolOwner; options?: ToolSaveOptions }) =>
      client.createTool(listing, owner, options),
    onSuccess: (created) =>
      afterWrite(() => {
        queryClient.setQueryData<Tool[]>(
          toolKeys.catalogue,
          (tools) => tools && [created, ...tools.filter((tool) => tool.id !== created.id)],
        );
        queryClient.setQueryData(toolKeys.tool(created.id), created);
      }),
    onError: logError,
  });
  const updating = useMutation({
    mutationFn: ({ id, changes, options }: { id: string; changes: ToolChanges; options?: ToolSaveOptions }) =>
      client.updateTool(id, changes, options),
    onSuccess: (updated) => afterWrite(() => writeToolEverywhere(queryClient, updated.id, updated)),
    onError: logError,
  });
  const deleting = useMutation({
    mutationFn: (id: string) => client.deleteTool(id),
    onSuccess: (_nothing, id) => afterWrite(() => writeToolEverywhere(queryClient, id, null)),
    onError: logError,
  });
  const { mutateAsync: create } = creating;
  const { mutateAsync: update } = updating;
  const { mutateAsync: remove } = deleting;

  const searchTools = useCallback(
    async (query: ToolQuery, page: ToolPageRequest) => {
      const found = await logged(client.searchTools(query, page));
      queryClient.setQueryData<Tool[]>(toolKeys.catalogue, (tools) => tools && mergeNewestFirst(tools, found.tools));
      return found;
    },
    [client, queryClient],
  );
  const fetchOwnTools = useCallback(
    (ownerId: string, walletAddresses?: string[]) => logged(client.fetchOwnTools(ownerId, walletAddresses)),
    [client],
  );
  const fetchTool = useCallback((id: string) => logged(client.fetchTool(id)), [client]);
  const createTool = useCallback(
    (listing: ToolListing, owner: ToolOwner, options?: ToolSaveOptions) => create({ listing, owner, options }),
    [create],
  );
  const updateTool = useCallback(
    (id: string, changes: ToolChanges, options?: ToolSaveOptions) => update({ id, changes, options }),
    [update],
  );
  const deleteTool = useCallback((id: string) => remove(id), [remove]);

  // The newer of the catalogue's last answer and the last finished write (as its mutation keeps it,
  // counted from when it was sent) decides what `error` says; within the same millisecond the write
  // is taken as the newer, so its failure is not lost to a tie.
  const catalogueAt = Math.max(catalogue.errorUpdatedAt, catalogue.dataUpdatedAt);
  const lastWrite = newestWrite([
    [creating, TOOL_ERROR_MESSAGES.createTool],
    [updating, TOOL_ERROR_MESSAGES.updateTool],
    [deleting, TOOL_ERROR_MESSAGES.deleteTool],
  ]);
  const catalogueError = catalogue.isError ? toolErrorMessage(catalogue.error, TOOL_ERROR_MESSAGES.fetchTools) : null;
  const error = lastWrite && lastWrite.at >= catalogueAt ? lastWrite.error : catalogueError;
  const tools = catalogue.data ?? NO_TOOLS;
  const loading = catalogue.isFetching;

  const value = useMemo<ToolsContextValue>(
    () => ({
      tools,
      loading,
      error,
      fetchTools,
      searchTools,
      fetchOwnTools,
      fetchTool,
      createTool,
      updateTool,
      deleteTool,
    }),
    [tools, loading, error, fetchTools, searchTools, fetchOwnTools, fetchTool, createTool, updateTool, deleteTool],
  );

  return <ToolsContext.Provider value={value}>{children}</ToolsContext.Provider>;
}

const NO_TOOLS: Tool[] = [];

export function useTools(): ToolsContextValue {
  const context = useContext(ToolsContext);
  if (!context) throw new Error('useTools must be used within a ToolsProvider');
  return context;
}
