import type { ToolPage, ToolPageRequest, ToolsClient } from './ToolsClient';
import { filterAndSortTools, type ToolQuery } from './toolFilters';
import { assertWithinListingLimits } from './listingLimits';
import { ToolNotFoundError } from './toolErrors';
import { isOwnTool } from './ownership';
import { fromStoredImageRef, toStoredImageRef } from './sampleImages';
import { loadSampleTools } from './sampleTools';
import { nameFromEmail } from '../../shared/names';
import { createToolsStore, type ToolsStore } from './toolsStore';
import type { Tool, ToolChanges, ToolListing, ToolOwner } from './types';

/** The specification's simulated delays (§7), in milliseconds. */
export const TOOL_DELAYS_MS = {
  fetchTools: 500,
  fetchTool: 300,
  write: 800,
} as const;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const newestFirst = (tools: Tool[]) => [...tools].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));

export interface SimulatedToolsClientOptions {
  /** Where the user's changes are kept (IndexedDB in the browser by default). */
  store?: ToolsStore;
  /** The starting catalogue (the bundled samples by default). */
  samples?: Tool[];
  now?: () => number;
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
  private catalogue: Promise<Map<string, Tool>> | null = null;

  constructor(options: SimulatedToolsClientOptions = {}) {
    this.store = options.store ?? createToolsStore();
    this.samples = options.samples ?? loadSampleTools();
    this.now = options.now ?? Date.now;
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
    const [tools] = await Promise.all([this.load(), wait(TOOL_DELAYS_MS.fetchTools)]);
    return newestFirst([...tools.values()]).map((tool) => structuredClone(tool));
  }

  async searchTools(query: ToolQuery, { offset, limit }: ToolPageRequest): Promise<ToolPage> {
    const [tools] = await Promise.all([this.load(), wait(TOOL_DELAYS_MS.fetchTools)]);
    const results = filterAndSortTools([...tools.values()], query);
    return { tools: results.slice(offset, offset + limit).map((tool) => structuredClone(tool)), hasMore: results.length > offset + limit };
  }

  async fetchOwnTools(ownerId: string, walletAddresses: string[] = []): Promise<Tool[]> {
    const [tools] = await Promise.all([this.load(), wait(TOOL_DELAYS_MS.fetchTools)]);
    const own = [...tools.values()].filter((tool) => isOwnTool(tool, ownerId, walletAddresses));
    return newestFirst(own).map((tool) => structuredClone(tool));
  }

  async fetchTool(id: string): Promise<Tool | null> {
    const [tools] = await Promise.all([this.load(), wait(TOOL_DELAYS_MS.fetchTool)]);
    const tool = tools.get(id);
    return tool ? structuredClone(tool) : null;
  }

  async createTool(listing: ToolListing, owner: ToolOwner): Promise<Tool> {
    assertWithinListingLimits(listing);
    const [tools] = await Promise.all([this.load(), wait(TOOL_DELAYS_MS.write)]);
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
    return structuredClone(tool);
  }

  async updateTool(id: string, changes: ToolChanges): Promise<Tool> {
    assertWithinListingLimits(changes);
    const [tools] = await Promise.all([this.load(), wait(TOOL_DELAYS_MS.write)]);
    const existing = tools.get(id);
    if (!existing) throw new ToolNotFoundError();
    const updated: Tool = { ...existing, ...structuredClone(changes), id: existing.id };
    await this.store.saveTool(toStored(updated));
    tools.set(id, updated);
    return structuredClone(updated);
  }

  async deleteTool(id: string): Promise<void> {
    const [tools] = await Promise.all([this.load(), wait(TOOL_DELAYS_MS.write)]);
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
