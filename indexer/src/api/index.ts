// The indexer's HTTP API beside Ponder's own /health, /ready and /status: read-only SQL over HTTP
// (@ponder/client) at /sql/*, limited by Ponder to SELECTs on the schema's tables.
import { db as ponderDb } from 'ponder:api';
import schema from 'ponder:schema';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { client, sql } from 'ponder';
import { readDatabase } from './readDatabase';

const db = readDatabase(ponderDb);

/**
 * Ponder's client middleware caches each query's answer until a write to a table it reads, but its reorg
 * rollback runs with those notifications switched off (ponder 0.16.6, runtime/omnichain.js "reorg"): an
 * answer cached before a reorganisation would outlive it. So each query is keyed by the indexed
 * checkpoint as well: answers are cached within one indexed block, never across one.
 */
async function indexedCheckpoint(): Promise<string> {
  const result = await db.execute<{ checkpoint: string | null }>(
    sql`SELECT string_agg(latest_checkpoint, ',' ORDER BY chain_id) AS checkpoint FROM _ponder_checkpoint`,
  );
  return result.rows[0]?.checkpoint ?? '';
}

const sqlOverHttp = new Hono();
sqlOverHttp.use('/sql/*', client({ db, schema }));

const app = new Hono();
// The app is served from another origin (the Vite server, a static host): reads only, so any origin may ask.
app.use('/sql/*', cors());
app.get('/sql/db', async (c) => {
  const url = new URL(c.req.url);
  const query = url.searchParams.get('sql');
  if (query !== null) {
    // superjson's text: one more JSON member changes the cache key, not the query it parses to.
    const keyed = JSON.parse(query) as Record<string, unknown>;
    keyed.indexedCheckpoint = await indexedCheckpoint();
    url.searchParams.set('sql', JSON.stringify(keyed));
  }
  return sqlOverHttp.fetch(new Request(url, c.req.raw));
});
app.all('/sql/*', (c) => sqlOverHttp.fetch(c.req.raw));

export default app;
