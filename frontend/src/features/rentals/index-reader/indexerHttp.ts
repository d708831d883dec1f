// The indexer's HTTP API with plain fetch: read-only SQL at /sql/db (the request @ponder/client sends,
// without its query builder, which would weigh on the on-chain chunk) and Ponder's /status.

/** A row as the index answers it: bigints and numerics come as decimal strings, json columns as arrays. */
export type IndexRow = Record<string, string | number | boolean | null | readonly unknown[]>;

/** The index did not answer, or answered an error: the caller reads the chain instead. */
export class IndexUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'IndexUnavailableError';
  }
}

async function getJson(url: URL | string): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url);
  } catch (error) {
    throw new IndexUnavailableError('The index does not answer.', { cause: error });
  }
  if (!response.ok) throw new IndexUnavailableError(`The index answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/** One SELECT on the index's tables, `$1`… bound to `params` (Ponder refuses anything but reads). */
export async function queryIndex(baseUrl: string, sql: string, params: readonly unknown[] = []): Promise<IndexRow[]> {
  const url = new URL(`${baseUrl}/sql/db`);
  // superjson's text of { sql, params }, as @ponder/client sends it (plain JSON values need no meta).
  url.searchParams.set('sql', JSON.stringify({ json: { sql, params } }));
  const answer = (await getJson(url)) as { rows?: IndexRow[] };
  if (!Array.isArray(answer.rows)) throw new IndexUnavailableError('The index answered without rows.');
  return answer.rows;
}

/** The newest block the index has processed for `chainId` (Ponder's /status), or null before its first. */
export async function readIndexedBlock(baseUrl: string, chainId: number): Promise<number | null> {
  const status = (await getJson(`${baseUrl}/status`)) as Record<
    string,
    { id?: number; block?: { number?: number } | null }
  >;
  const chain = Object.values(status).find((entry) => entry.id === chainId);
  if (!chain) throw new IndexUnavailableError(`The index does not follow chain ${chainId}.`);
  return chain.block?.number ?? null;
}
