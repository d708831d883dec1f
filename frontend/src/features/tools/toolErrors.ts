/** The tools messages of the specification's error catalogue (§8), exactly as written. */
export const TOOL_ERROR_MESSAGES = {
  fetchTools: 'Failed to fetch tools',
  fetchOwnTools: 'Failed to fetch your tools',
  fetchTool: 'Failed to fetch tool details',
  createTool: 'Failed to create tool',
  updateTool: 'Failed to update tool',
  deleteTool: 'Failed to delete tool',
  notFound: 'Tool not found',
} as const;

/**
 * An error we raise ourselves with words for the user (a missing tool, a full browser store, a
 * listing or search the database would refuse): the tools error shows its message as it is.
 */
export class ToolMessageError extends Error {}

/** Thrown when an update or delete names a tool that does not exist. */
export class ToolNotFoundError extends ToolMessageError {
  constructor() {
    super(TOOL_ERROR_MESSAGES.notFound);
    this.name = 'ToolNotFoundError';
  }
}

/** Thrown when the browser refuses to store a listing (its photos) because storage is full. */
export class ToolStorageFullError extends ToolMessageError {
  constructor(options?: ErrorOptions) {
    super(
      'Your browser has no room left to keep this listing and its photos. Remove a photo or delete an old listing, then try again.',
      options,
    );
    this.name = 'ToolStorageFullError';
  }
}

/** The database's bounds on a search (supabase/migrations: private.tool_search_query). */
export const SEARCH_LIMITS = { characters: 200, words: 10 } as const;

/** Thrown when the database refuses a search as too long; its message is what the home page shows. */
export class SearchTooLongError extends ToolMessageError {
  constructor() {
    super(
      `Shorten your search: it can have at most ${SEARCH_LIMITS.characters} characters and ${SEARCH_LIMITS.words} words.`,
    );
    this.name = 'SearchTooLongError';
  }
}

/** The message the tools error keeps: a specific one we raised ourselves, else the catalogue's `fallback`. */
export function toolErrorMessage(error: unknown, fallback: string): string {
  return error instanceof ToolMessageError ? error.message : fallback;
}
