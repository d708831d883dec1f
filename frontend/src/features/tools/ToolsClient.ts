import type { ToolQuery } from './toolFilters';
import type { Tool, ToolChanges, ToolListing, ToolOwner, ToolSaveOptions } from './types';

/** Which part of a search's results to return: `limit` tools after the first `offset`. */
export interface ToolPageRequest {
  offset: number;
  limit: number;
}

/** One page of a search, and whether more results follow it. */
export interface ToolPage {
  tools: Tool[];
  hasMore: boolean;
}

/**
 * Where the catalogue lives: `SimulatedToolsClient` (this browser, the default) or
 * `SupabaseToolsClient` (`public.tools` and the `tool-photos` bucket); screens reach it through
 * `useTools` and never know which. Failures reject with an Error; `ToolNotFoundError` when an id
 * does not exist, `ListingRejectedError` for a listing the database refuses (its message is for the user).
 */
export interface ToolsClient {
  /** The newest tools (every tool in this browser; the newest page in Supabase): for naming rentals and similar tools. */
  fetchTools: () => Promise<Tool[]>;
  /** The home page's results for `query`, one page at a time. */
  searchTools: (query: ToolQuery, page: ToolPageRequest) => Promise<ToolPage>;
  /** The tools listed by `ownerId`, or paid to one of `walletAddresses` (see isOwnTool), newest first. */
  fetchOwnTools: (ownerId: string, walletAddresses?: string[]) => Promise<Tool[]>;
  /** One tool, or null when no tool has this id. */
  fetchTool: (id: string) => Promise<Tool | null>;
  /** Lists a new tool for `owner` (createdAt now, available); new photos are uploaded where the store keeps them. */
  createTool: (listing: ToolListing, owner: ToolOwner, options?: ToolSaveOptions) => Promise<Tool>;
  updateTool: (id: string, changes: ToolChanges, options?: ToolSaveOptions) => Promise<Tool>;
  deleteTool: (id: string) => Promise<void>;
}
