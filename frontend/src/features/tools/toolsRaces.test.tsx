// The races of the hand-written tools state, each shown to be gone: an older read of the
// catalogue answering last never replaces a newer one, a tool listed while the catalogue is first
// read stays known, and an old search's slow answer never replaces the current search's results.
import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { ToolsProvider, useTools } from './ToolsProvider';
import { useToolSearch } from './hooks/useToolSearch';
import type { ToolPage, ToolsClient } from './ToolsClient';
import type { ToolQuery } from './toolFilters';
import type { Tool } from './types';
import { loadSampleTools } from './sampleTools';
import { ToolNotFoundError } from './toolErrors';
import { deferred } from '../../test/deferred';
import { settledQueries } from '../../test/settledQueries';
import { nth } from '../../test/defined';

const samples = loadSampleTools();
const [first, second, third] = [nth(samples, 0), nth(samples, 1), nth(samples, 2)];

/** A client whose every call the test answers (each mock's default answers at once). */
function fakeClient() {
  return {
    fetchTools: vi.fn<ToolsClient['fetchTools']>(() => Promise.resolve([])),
    searchTools: vi.fn<ToolsClient['searchTools']>(() => Promise.resolve({ tools: [], hasMore: false })),
    fetchOwnTools: vi.fn<ToolsClient['fetchOwnTools']>(() => Promise.resolve([])),
    fetchTool: vi.fn<ToolsClient['fetchTool']>(() => Promise.resolve(null)),
    createTool: vi.fn<ToolsClient['createTool']>(),
    updateTool: vi.fn<ToolsClient['updateTool']>(),
    deleteTool: vi.fn<ToolsClient['deleteTool']>(() => Promise.resolve()),
  } satisfies ToolsClient;
}

function renderTools(ui: ReactNode, client: ToolsClient) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const tree = (node: ReactNode) => (
    <QueryClientProvider client={queryClient}>
      <ToolsProvider client={client}>{node}</ToolsProvider>
    </QueryClientProvider>
  );
  const view = render(tree(ui));
  return { ...view, show: (node: ReactNode) => view.rerender(tree(node)) };
}

const tools = { current: null as ReturnType<typeof useTools> | null };
/** Lists the known tools' names and hands the test the context. */
function KnownTools() {
  const value = useTools();
  useEffect(() => {
    tools.current = value;
  });
  return <output aria-label="known tools">{value.tools.map((tool) => tool.name).join('|')}</output>;
}
const known = () => screen.getByLabelText('known tools').textContent;

describe('ToolsProvider reads', () => {
  it('shows the newest read of the catalogue when an older read answers last', async () => {
    const client = fakeClient();
    client.fetchTools.mockResolvedValueOnce([first]);
    renderTools(<KnownTools />, client);
    await waitFor(() => expect(known()).toBe(first.name));
    const [older, newer] = [deferred<Tool[]>(), deferred<Tool[]>()];
    client.fetchTools.mockImplementationOnce(() => older.promise).mockImplementationOnce(() => newer.promise);
    // "Try again" twice in a row: the first read is still under way when the second starts.
    act(() => void tools.current?.fetchTools());
    act(() => void tools.current?.fetchTools());
    await waitFor(() => expect(client.fetchTools).toHaveBeenCalledTimes(3));
    await act(async () => newer.resolve([second]));
    await waitFor(() => expect(known()).toBe(second.name));
    await act(async () => older.resolve([third]));
    await settledQueries();
    expect(known()).toBe(second.name);
  });

  it('keeps a tool listed while the catalogue is first read', async () => {
    const client = fakeClient();
    const catalogue = deferred<Tool[]>();
    client.fetchTools.mockImplementationOnce(() => catalogue.promise).mockResolvedValue([second, first]);
    client.createTool.mockResolvedValueOnce(second);
    renderTools(<KnownTools />, client);
    await act(async () => {
      await tools.current?.createTool(
        { ...second, imageUrls: [] },
        { id: second.ownerId, email: 'owner@toolshare.test' },
      );
    });
    // The read began before the listing and does not know the new tool; asked again, the store does.
    await act(async () => catalogue.resolve([first]));
    await settledQueries();
    expect(known()).toContain(second.name);
  });
});

describe('ToolsProvider error', () => {
  function ToolsError() {
    const value = useTools();
    useEffect(() => {
      tools.current = value;
    });
    return <output aria-label="tools error">{value.error ?? 'none'}</output>;
  }
  /** The error shown once everything under way has answered (a write's outcome reaches the screen in TanStack's next notification). */
  const shownError = async () => {
    await settledQueries();
    return screen.getByLabelText('tools error').textContent;
  };

  it("says what the newer of the catalogue's last read and the last finished write left", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const client = fakeClient();
    client.fetchTools.mockRejectedValueOnce(new Error('socket closed'));
    renderTools(<ToolsError />, client);
    expect(await shownError()).toBe('Failed to fetch tools');

    client.deleteTool.mockRejectedValueOnce(new Error('socket closed'));
    await act(() => expect(tools.current?.deleteTool(first.id)).rejects.toThrow('socket closed'));
    expect(await shownError()).toBe('Failed to delete tool');

    // "Try again" reads the catalogue after the failed write: its answer is the newer.
    await act(() => tools.current?.fetchTools());
    expect(await shownError()).toBe('none');

    client.updateTool.mockRejectedValueOnce(new ToolNotFoundError());
    await act(() => expect(tools.current?.updateTool('tool-404', { name: 'x' })).rejects.toThrow('Tool not found'));
    expect(await shownError()).toBe('Tool not found');

    // A write that succeeds clears the failure of the one before.
    client.updateTool.mockResolvedValueOnce(first);
    await act(async () => {
      await tools.current?.updateTool(first.id, { name: first.name });
    });
    expect(await shownError()).toBe('none');
    vi.mocked(console.error).mockRestore();
  });
});

function SearchResults({ query }: { query: ToolQuery }) {
  const search = useToolSearch(query);
  return (
    <output aria-label="results">{search.loading ? 'loading' : search.tools.map((tool) => tool.name).join('|')}</output>
  );
}
const results = () => screen.getByLabelText('results').textContent;

describe('useToolSearch', () => {
  it("never lets an old search's slow answer replace the current search's results", async () => {
    const client = fakeClient();
    const [oldSearch, newSearch] = [deferred<ToolPage>(), deferred<ToolPage>()];
    client.searchTools.mockImplementationOnce(() => oldSearch.promise).mockImplementationOnce(() => newSearch.promise);
    const view = renderTools(<SearchResults query={{ search: 'drill', category: 'all', sort: 'newest' }} />, client);
    view.show(<SearchResults query={{ search: 'saw', category: 'all', sort: 'newest' }} />);
    await waitFor(() => expect(client.searchTools).toHaveBeenCalledTimes(2));
    await act(async () => newSearch.resolve({ tools: [second], hasMore: false }));
    await waitFor(() => expect(results()).toBe(second.name));
    await act(async () => oldSearch.resolve({ tools: [first], hasMore: false }));
    await settledQueries();
    expect(results()).toBe(second.name);
  });
});
