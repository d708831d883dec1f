// `npm run bench:db`: seeds 100,000 listings into a throw-away PostgreSQL migrated like
// Supabase, then times the first page of the home page's queries through public.search_tools
// as the anonymous role and prints, per query, the indexes of the plan chosen inside the
// function and p50/p95 of the round trip. Target: p95 under 20 ms.
import pg from 'pg';
import { startMigratedPostgres } from '../supabase/tests/support/supabaseDatabase.ts';
import {
  HOME_PAGE_QUERIES,
  indexesInPlan,
  planInsideSearchTools,
  SEARCH_TOOLS_SQL,
  searchToolsParams,
  seedToolCatalog,
} from '../supabase/tests/support/toolCatalog.ts';

const LISTINGS = Number(process.env.BENCH_DB_LISTINGS ?? 100_000);
const RUNS = Number(process.env.BENCH_DB_RUNS ?? 200);
const WARM_UP = 20;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const milliseconds = (value: number) => value.toFixed(2);

const database = await startMigratedPostgres();
try {
  const seeding = performance.now();
  await seedToolCatalog(database.pool, LISTINGS);
  await database.pool.query('vacuum analyze public.tools');
  console.log(`seeded ${LISTINGS} listings in ${((performance.now() - seeding) / 1000).toFixed(1)} s; ${RUNS} runs per query, first page of 24`);

  const client: pg.PoolClient = await database.pool.connect();
  try {
    for (const query of HOME_PAGE_QUERIES) {
      const plan = await planInsideSearchTools(client, query.args);
      const indexes = indexesInPlan(plan);
      if (process.env.BENCH_DB_PLANS) console.log(plan);

      await client.query('begin');
      await client.query('set local role anon');
      const params = searchToolsParams(query.args);
      for (let run = 0; run < WARM_UP; run += 1) await client.query(SEARCH_TOOLS_SQL, params);
      const timings: number[] = [];
      let rowCount = 0;
      for (let run = 0; run < RUNS; run += 1) {
        const started = performance.now();
        const result = await client.query(SEARCH_TOOLS_SQL, params);
        timings.push(performance.now() - started);
        rowCount = result.rowCount ?? 0;
      }
      await client.query('rollback');
      timings.sort((a, b) => a - b);
      console.log(
        `search_tools ${query.label.padEnd(40)} rows=${String(rowCount).padStart(2)} index=${indexes.join('+') || 'none'} ` +
          `p50_ms=${milliseconds(percentile(timings, 50))} p95_ms=${milliseconds(percentile(timings, 95))}`,
      );
    }
  } finally {
    client.release();
  }
} finally {
  await database.stop();
}
