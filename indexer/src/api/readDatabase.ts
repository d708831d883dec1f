// The database the HTTP API reads through: Ponder's read-only `db`, except on the embedded PGlite, where
// each read must look past the temporary tables that Ponder's writes leave in the one shared session.
import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';

/**
 * When more than 20 rows of a table are updated in one flush (ponder 0.16.6, indexing-store/cache.js,
 * LOW_BATCH_THRESHOLD: a backfill of many rentals does this), Ponder copies them into a temporary
 * table of the same name (`CREATE TEMP TABLE "rental"`), updates the real table from it and truncates
 * it, but keeps it. PostgreSQL looks for unqualified names in the session's temporary schema first, and
 * PGlite is a single session shared by the indexer and the API, so from then on every `/sql` query
 * (unqualified: @ponder/client refuses schema names) read that empty table: no rows. Each read therefore
 * runs in a transaction that puts the temporary schema last in its search path, for that transaction only.
 */
async function lookPastTemporaryTables(transaction: Transaction): Promise<void> {
  await transaction.query(`SELECT set_config('search_path', current_setting('search_path') || ', pg_temp', true)`);
}

const isPglite = (client: unknown): client is PGlite =>
  typeof (client as Partial<PGlite> | null)?.transaction === 'function';

/** `db` itself on PostgreSQL (the API's own read-only connections hold no temporary tables). */
export function readDatabase<Database extends object>(db: Database): Database {
  // drizzle's `$client` (the PGlite instance or the pg pool), which Ponder's type of `db` leaves out.
  const embedded: unknown = Reflect.get(db, '$client');
  if (!isPglite(embedded)) return db;
  const query = async <T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> => {
    const result = await embedded.transaction(async (transaction) => {
      await lookPastTemporaryTables(transaction);
      return transaction.query<T>(text, params, options);
    });
    // `transaction` answers undefined only after a rollback, which these reads never ask for.
    if (result === undefined) throw new Error('The read was rolled back');
    return result;
  };
  // drizzle's PGlite session calls only `query` for the reads the API makes; the rest is PGlite's own.
  const reader = new Proxy(embedded, {
    get: (target, key) => (key === 'query' ? query : (Reflect.get(target, key, target) as unknown)),
  });
  return drizzle({ client: reader, casing: 'snake_case' }) as unknown as Database;
}
