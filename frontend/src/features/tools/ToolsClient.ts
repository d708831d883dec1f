import type { Tool, ToolChanges, ToolListing, ToolOwner } from './types';

/**
 * Where the catalogue lives. `SimulatedToolsClient` is the only implementation (the original's
 * server for tools is not shown); screens reach it through `useTools`.
 * Failures reject with an Error; `ToolNotFoundError` when an id does not exist.
 */
export interface ToolsClient {
  /** Every listed tool, newest first. */
  fetchTools: () => Promise<Tool[]>;
  /** The tools listed by `ownerId`, or paid to one of `walletAddresses` (see isOwnTool), newest first. */
  fetchOwnTools: (ownerId: string, walletAddresses?: string[]) => Promise<Tool[]>;
  /** One tool, or null when no tool has this id. */
  fetchTool: (id: string) => Promise<Tool | null>;
  /** Lists a new tool for `owner`: id tool-{timestamp}, createdAt now, available. */
  createTool: (listing: ToolListing, owner: ToolOwner) => Promise<Tool>;
  updateTool: (id: string, changes: ToolChanges) => Promise<Tool>;
  deleteTool: (id: string) => Promise<void>;
}
