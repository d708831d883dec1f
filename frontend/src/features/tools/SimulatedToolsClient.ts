import type { ToolPage, ToolPageRequest, ToolsClient } from './ToolsClient';
import { filterAndSortTools, type ToolQuery } from './toolFilters';
import { assertWithinListingLimits } from './listingLimits';
import { ToolNotFoundError } from './toolErrors';
import { isOwnTool } from './ownership';
import { fromStoredImageRef, toStoredImageRef } from './sampleImages';
import { loadSampleTools } from './sampleTools';
import { nameFromEmail } from '../../shared/names';
import { localLinkedWallets } from '../accounts';
import { createToolsStore, type ToolsStore } from './toolsStore';
import type { Tool, ToolChanges, ToolListing, ToolOwner } from './types';

/** The specification's simulated delays (§7), in milliseconds. */
export const TOOL_DELAYS_MS = {
  fetchTools: 500,
  fetchTool: 300,
  write: 800,
} as const;

export type ToolDelays = { readonly [call in keyof typeof TOOL_DELAYS_MS]: number };

/** No delay at all: for tests, whose screens then wait on the store's answers rather than on the clock. */
export const NO_TOOL_DELAYS: ToolDelays = { fetchTools: 0, fetchTool: 0, write: 0 };

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const newestFirst = (tools: Tool[]) => [...tools].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));

export interface SimulatedToolsClientOptions {
  /** Where the user's changes are kept (IndexedDB in the browser by default). */
  store?: ToolsStore;
  /** The starting catalogue (the bundled samples by default). */
  samples?: Tool[];
  now?: () => number;
  /**
   * The wallet each owner of this browser's accounts has linked, by account id ('' when none), read at
   * every answer: a listing is paid to its owner's linked wallet, whenever it was linked. An owner not
   * in it (the sample tools' owners) keeps the wallet the listing was saved with.
   */
  linkedWallets?: () => ReadonlyMap<string, string>;
  /** How long each kind of call waits before answering (the specification's TOOL_DELAYS_MS by default). */
  delaysMs?: ToolDelays;
}

/**
 * The catalogue in the browser: the bundled samples plus whatever the user created, edited or
 * deleted here, which the store keeps across reloads (sample tools included: an edited or
 * deleted sample stays so). Each call waits the specified delay before answering. Photos are
 * kept as they are (data URLs), so there is no upload to report.
 */
export class SimulatedToolsClient implements ToolsClient {
  private readonly store: ToolsStore;
  private readonly samples: Tool[];
  private readonly now: () => number;
  private readonly linkedWallets: () => ReadonlyMap<string, string>;
  private readonly delaysMs: ToolDelays;
  private catalogue: Promise<Map<string, Tool>> | null = null;

  constructor(options: SimulatedToolsClientOptions = {}) {
    this.store = options.store ?? createToolsStore();
    this.samples = options.samples ?? loadSampleTools();
    this.now = options.now ?? Date.now;
    this.linkedWallets = options.linkedWallets ?? localLinkedWallets;
    this.delaysMs = options.delaysMs ?? TOOL_DELAYS_MS;
  }

  /** A tool as answered: a copy, paid to its owner's wallet as linked now. */
  private answer(tool: Tool, wallets = this.linkedWallets()): Tool {
    return { ...structuredClone(tool), ownerWalletAddress: wallets.get(tool.ownerId) ?? tool.ownerWalletAddress };
  }

  /** The whole catalogue, as answered. */
  private async current(delay: number): Promise<Tool[]> {
    const [tools] = await Promise.all([this.load(), wait(delay)]);
    const wallets = this.linkedWallets();
    return [...tools.values()].map((tool) => this.answer(tool, wallets));
  }

  /** The catalogue, read once: samples, then the kept changes applied over them. A failed read is tried again next time. */
  private load(): Promise<Map<string, Tool>> {
    this.catalogue ??= this.store
      .load()
      .catch((error: unknown) => {
        // Without storage the app still works; changes then last this visit only.
        console.error('Could not read the kept listings:', error);
        return { savedTools: [], deletedIds: [] };
      })
      .then(({ savedTools, deletedIds }) => {
        const tools = new Map(this.samples.map((tool) => [tool.id, structuredClone(tool)]));
        for (const saved of savedTools) tools.set(saved.id, fromStored(saved));
        for (const id of deletedIds) tools.delete(id);
        return tools;
      });
    this.catalogue.catch(() => {
      this.catalogue = null;
    });
    return this.catalogue;
  }

  async fetchTools(): Promise<Tool[]> {
    return newestFirst(await this.current(this.delaysMs.fetchTools));
  }

  async searchTools(query: ToolQuery, { offset, limit }: ToolPageRequest): Promise<ToolPage> {
    const results = filterAndSortTools(await this.current(this.delaysMs.fetchTools), query);
    return { tools: results.slice(offset, offset + limit), hasMore: results.length > offset + limit };
  }

  async fetchOwnTools(ownerId: string, walletAddresses: string[] = []): Promise<Tool[]> {
    const own = (await this.current(this.delaysMs.fetchTools)).filter((tool) =>
      isOwnTool(tool, ownerId, walletAddresses),
    );
    return newestFirst(own);
  }

  async fetchTool(id: string): Promise<Tool | null> {
    const [tools] = await Promise.all([this.load(), wait(this.delaysMs.fetchTool)]);
    const tool = tools.get(id);
    return tool ? this.answer(tool) : null;
  }

  async createTool(listing: ToolListing, owner: ToolOwner): Promise<Tool> {
    assertWithinListingLimits(listing);
    const [tools] = await Promise.all([this.load(), wait(this.delaysMs.write)]);
    let timestamp = this.now();
    while (tools.has(`tool-${timestamp}`)) timestamp += 1;
    const tool: Tool = {
      ...structuredClone(listing),
      id: `tool-${timestamp}`,
      ownerId: owner.id,
      ownerName: nameFromEmail(owner.email),
      ownerWalletAddress: owner.walletAddress ?? '',
      available: true,
      createdAt: new Date(timestamp).toISOString(),
    };
    // Kept first: if the browser refuses (storage full), the catalogue is unchanged.
    await this.store.saveTool(toStored(tool));
    tools.set(tool.id, tool);
    return this.answer(tool);
  }

  async updateTool(id: string, changes: ToolChanges): Promise<Tool> {
    assertWithinListingLimits(changes);
    const [tools] = await Promise.all([this.load(), wait(this.delaysMs.write)]);
    const existing = tools.get(id);
    if (!existing) throw new ToolNotFoundError();
    const updated: Tool = { ...existing, ...structuredClone(changes), id: existing.id };
    await this.store.saveTool(toStored(updated));
    tools.set(id, updated);
    return this.answer(updated);
  }

  async deleteTool(id: string): Promise<void> {
    const [tools] = await Promise.all([this.load(), wait(this.delaysMs.write)]);
    if (!tools.has(id)) throw new ToolNotFoundError();
    await this.store.deleteTool(id);
    tools.delete(id);
  }
}

const toStored = (tool: Tool): Tool => ({ ...tool, imageUrls: tool.imageUrls.map(toStoredImageRef) });
const fromStored = (tool: Tool): Tool => ({
  ...tool,
  imageUrls: tool.imageUrls.map(fromStoredImageRef).filter((url): url is string => url !== null),
});
