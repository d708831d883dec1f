import { useMutation, useMutationState, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
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

/** The writes' mutation keys, under one prefix so that the newest can be found; the second part names its fallback message. */
const WRITES = ['toolWrite'] as const;
const WRITE_KEYS = {
  createTool: [...WRITES, 'createTool'],
  updateTool: [...WRITES, 'updateTool'],
  deleteTool: [...WRITES, 'deleteTool'],
} as const;
type WriteKind = keyof typeof WRITE_KEYS;

/** A write that has finished: its failure or null, and how many answers the catalogue had given when it ended. */
interface FinishedWrite {
  id: number;
  error: Error | null;
  kind: WriteKind;
  catalogueAnswers: number | null;
}

const newest = (writes: FinishedWrite[]) =>
  writes.reduce<FinishedWrite | null>((found, write) => (found && found.id > write.id ? found : write), null);

/** How many answers (data or error) the catalogue's read has given: counts, unlike times, never tie. */
function catalogueAnswers(queryClient: QueryClient): number {
  const state = queryClient.getQueryState(toolKeys.catalogue);
  return (state?.dataUpdateCount ?? 0) + (state?.errorUpdateCount ?? 0);
}

/**
 * Each write's own note (its `onMutate` result) of how many answers the catalogue's read had given
 * when the write ended: its outcome stands for `error` until the catalogue answers again. Filled in
 * by the write's callbacks, which TanStack runs before it publishes the outcome.
 */
interface WriteEnd {
  catalogueAnswers: number | null;
}

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

  // The last write sent (listing, edit or delete) of those that have finished, as the mutation cache keeps them.
  const lastWrite = newest(
    useMutationState({
      filters: {
        mutationKey: WRITES,
        predicate: (mutation) => mutation.state.status === 'success' || mutation.state.status === 'error',
      },
      select: (mutation): FinishedWrite => ({
        id: mutation.mutationId,
        error: mutation.state.error,
        kind: mutation.options.mutationKey?.[1] as WriteKind,
        catalogueAnswers: (mutation.state.context as WriteEnd | undefined)?.catalogueAnswers ?? null,
      }),
    }),
  );

  /**
   * A write's answer goes into every cached read that holds the tool, then every read of tools is
   * asked again. Reads under way are cancelled first: one that began before the write (even the
   * catalogue's first) would otherwise answer without it. The write's end is noted before the reads
   * are asked again, so that their answers come after it.
   */
  const afterWrite = useCallback(
    async (end: WriteEnd, write: () => void) => {
      await queryClient.cancelQueries({ queryKey: toolKeys.all });
      write();
      end.catalogueAnswers = catalogueAnswers(queryClient);
      void queryClient.invalidateQueries({ queryKey: toolKeys.all });
    },
    [queryClient],
  );
  // A failed write is logged (the form shows its words) and notes how far the catalogue's read had got.
  const writeOptions = {
    onMutate: (): WriteEnd => ({ catalogueAnswers: null }),
    onError: (error: Error, _variables: unknown, end: WriteEnd | undefined) => {
      console.error(error);
      if (end) end.catalogueAnswers = catalogueAnswers(queryClient);
    },
  };
  const creating = useMutation({
    ...writeOptions,
    mutationKey: WRITE_KEYS.createTool,
    mutationFn: ({ listing, owner, options }: { listing: ToolListing; owner: ToolOwner; options?: ToolSaveOptions }) =>
      client.createTool(listing, owner, options),
    onSuccess: (created, _listing, end) =>
      afterWrite(end, () => {
        queryClient.setQueryData<Tool[]>(
          toolKeys.catalogue,
          (tools) => tools && [created, ...tools.filter((tool) => tool.id !== created.id)],
        );
        queryClient.setQueryData(toolKeys.tool(created.id), created);
      }),
  });
  const updating = useMutation({
    ...writeOptions,
    mutationKey: WRITE_KEYS.updateTool,
    mutationFn: ({ id, changes, options }: { id: string; changes: ToolChanges; options?: ToolSaveOptions }) =>
      client.updateTool(id, changes, options),
    onSuccess: (updated, _changes, end) => afterWrite(end, () => writeToolEverywhere(queryClient, updated.id, updated)),
  });
  const deleting = useMutation({
    ...writeOptions,
    mutationKey: WRITE_KEYS.deleteTool,
    mutationFn: (id: string) => client.deleteTool(id),
    onSuccess: (_nothing, id, end) => afterWrite(end, () => writeToolEverywhere(queryClient, id, null)),
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

  // The last write's outcome stands until the catalogue's read answers again after it ended (each
  // answer ends a fetch, which renders this again); then the catalogue's own outcome does.
  const catalogueError = catalogue.isError ? toolErrorMessage(catalogue.error, TOOL_ERROR_MESSAGES.fetchTools) : null;
  const error =
    lastWrite?.catalogueAnswers === catalogueAnswers(queryClient)
      ? lastWrite.error && toolErrorMessage(lastWrite.error, TOOL_ERROR_MESSAGES[lastWrite.kind])
      : catalogueError;
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
