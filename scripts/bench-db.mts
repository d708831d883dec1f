// `npm run bench:db`: seeds 100,000 listings (each with a signed offer), a lender with 10,000
// conversations and 100,000 reviews into a throw-away PostgreSQL migrated like Supabase, then times the first page of the home page's
// queries through public.search_tools as the anonymous role (printing the indexes of the plan
// chosen inside the function), the first page of the lender's Messages list through
// public.conversation_summaries as the lender, and the worst read of reviews the anonymous role is
// allowed (wallet_reviews of the most reviewed wallet, 200 reviews of 1,000 characters, bare and
// with the one filter PostgREST still accepts on it), and the worst reads of listings and signed offers the
// anonymous role is allowed (100 listings filled to every length limit through each listing function,
// the offers of 100 listings), with p50/p95 of the round trip (target: p95 under 20 ms); last, the
// worst read a party is allowed in their own messages (a day of one conversation at the quota: a page
// of 100 through conversation_messages, 100 by id) and the text filters that are now refused.
import pg from 'pg';
import { becomeActor, signedIn, ANON, type Actor } from '../supabase/tests/support/actors.ts';
import {
  BUSY_LENDER,
  CHATTY_BORROWER,
  CONVERSATION_MESSAGES_SQL,
  CONVERSATION_SUMMARIES_SQL,
  MESSAGES_BY_ID_SQL,
  OWN_MESSAGES_FILTERED_SQL,
  seedBusyLender,
  seedChattyConversation,
} from '../supabase/tests/support/conversationCatalog.ts';
import {
  newestListingIds,
  seedWorstListingReads,
  worstListingReads,
} from '../supabase/tests/support/listingReadCatalog.ts';
import { indexesInPlan } from '../supabase/tests/support/nestedPlans.ts';
import {
  BUSY_REVIEWEE,
  BUSY_REVIEWER,
  seedReviewCatalog,
  WALLET_REVIEWS_FILTERED_SQL,
  WALLET_REVIEWS_SQL,
} from '../supabase/tests/support/reviewCatalog.ts';
import { startMigratedPostgres } from '../supabase/tests/support/supabaseDatabase.ts';
import {
  HOME_PAGE_QUERIES,
  planInsideSearchTools,
  SEARCH_LISTINGS_SQL,
  searchToolsParams,
  seedToolCatalog,
} from '../supabase/tests/support/toolCatalog.ts';

const LISTINGS = Number(process.env.BENCH_DB_LISTINGS ?? 100_000);
const CONVERSATIONS = Number(process.env.BENCH_DB_CONVERSATIONS ?? 10_000);
const REVIEWS = Number(process.env.BENCH_DB_REVIEWS ?? 100_000);
const RUNS = Number(process.env.BENCH_DB_RUNS ?? 200);
// A day of one conversation at the message quota (two parties, 30 a minute each). The text filters
// over it ran up to the signed-in role's 8 s timeout; they are refused now, and tried a few times only.
const MESSAGES = Number(process.env.BENCH_DB_MESSAGES ?? 86_400);
const MESSAGE_RUNS = Number(process.env.BENCH_DB_MESSAGE_RUNS ?? 5);
const WARM_UP = 20;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const milliseconds = (value: number) => value.toFixed(2);

/** Runs `sql` RUNS times as `actor` (after a warm-up) and prints the rows of the last run and p50/p95. */
async function time(client: pg.PoolClient, label: string, actor: Actor, sql: string, params: unknown[]): Promise<void> {
  await client.query('begin');
  await becomeActor(client, actor);
  for (let run = 0; run < WARM_UP; run += 1) await client.query(sql, params);
  const timings: number[] = [];
  let rowCount = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    const result = await client.query(sql, params);
    timings.push(performance.now() - started);
    rowCount = result.rowCount ?? 0;
  }
  await client.query('rollback');
  timings.sort((a, b) => a - b);
  console.log(
    `${label} rows=${String(rowCount).padStart(2)} p50_ms=${milliseconds(percentile(timings, 50))} p95_ms=${milliseconds(percentile(timings, 95))}`,
  );
}

/**
 * Runs `sql` MESSAGE_RUNS times as a party of the chatty conversation, each in its own transaction
 * under the role's statement timeout, and prints the slowest run and how each ended: refused (42501),
 * cancelled by the timeout (57014), or answered.
 */
async function timeOwnMessages(client: pg.PoolClient, label: string, sql: string): Promise<void> {
  const timings: number[] = [];
  const outcomes = new Map<string, number>();
  for (let run = 0; run < MESSAGE_RUNS; run += 1) {
    await client.query('begin');
    await becomeActor(client, signedIn(CHATTY_BORROWER));
    const started = performance.now();
    let outcome = 'answered';
    try {
      await client.query(sql);
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code !== '57014' && code !== '42501') throw error;
      outcome = code === '57014' ? 'cancelled_by_timeout' : 'refused_42501';
    }
    timings.push(performance.now() - started);
    outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
    await client.query('rollback');
  }
  console.log(
    `messages of one party, ${label.padEnd(28)} (${MESSAGES} messages of 2,000 characters) ` +
      `max_ms=${milliseconds(Math.max(...timings))} ${[...outcomes].map(([outcome, count]) => `${outcome}=${count}/${MESSAGE_RUNS}`).join(' ')}`,
  );
}

const database = await startMigratedPostgres();
try {
  const seeding = performance.now();
  await seedToolCatalog(database.pool, LISTINGS);
  await seedBusyLender(database.pool, CONVERSATIONS);
  await seedReviewCatalog(database.pool, REVIEWS);
  await seedWorstListingReads(database.pool);
  await database.pool.query('vacuum analyze');
  console.log(
    `seeded ${LISTINGS} listings with a signed offer each, ${CONVERSATIONS} conversations of one lender and ${REVIEWS} reviews in ${((performance.now() - seeding) / 1000).toFixed(1)} s; ` +
      `${RUNS} runs per query`,
  );

  const client: pg.PoolClient = await database.pool.connect();
  try {
    for (const query of HOME_PAGE_QUERIES) {
      const plan = await planInsideSearchTools(client, query.args);
      if (process.env.BENCH_DB_PLANS) console.log(plan);
      const indexes = indexesInPlan(plan).join('+') || 'none';
      await time(
        client,
        `search_listings ${query.label.padEnd(40)} index=${indexes}`,
        ANON,
        SEARCH_LISTINGS_SQL,
        searchToolsParams(query.args),
      );
    }
    const firstPage = await client.query<{ last_message_at: string; id: string }>(
      `select id, last_message_at::text from public.conversations where lender_id = $1 order by last_message_at desc, id desc offset 29 limit 1`,
      [BUSY_LENDER],
    );
    const lastOfFirstPage = firstPage.rows[0];
    await time(
      client,
      `conversation_summaries first page of 30 (lender with ${CONVERSATIONS})`,
      signedIn(BUSY_LENDER),
      CONVERSATION_SUMMARIES_SQL,
      [30, null, null],
    );
    await time(
      client,
      `conversation_summaries second page of 30 (lender with ${CONVERSATIONS})`,
      signedIn(BUSY_LENDER),
      CONVERSATION_SUMMARIES_SQL,
      [30, lastOfFirstPage.last_message_at, lastOfFirstPage.id],
    );
    for (const [label, sql, params] of [
      ['of the most reviewed wallet', WALLET_REVIEWS_SQL, [BUSY_REVIEWEE, false]],
      ['by the most reviewing wallet', WALLET_REVIEWS_SQL, [BUSY_REVIEWER, true]],
      ['of the most reviewed wallet, filtered', WALLET_REVIEWS_FILTERED_SQL, [BUSY_REVIEWEE, false]],
    ] as const) {
      await time(client, `wallet_reviews ${label.padEnd(40)} (${REVIEWS} reviews)`, ANON, sql, [...params]);
    }
    for (const [label, sql, params] of worstListingReads(await newestListingIds(database.pool))) {
      await time(client, `${label.padEnd(55)} (${LISTINGS} listings)`, ANON, sql, params);
    }
    const chat = await seedChattyConversation(database.pool, MESSAGES);
    for (const [label, sql] of OWN_MESSAGES_FILTERED_SQL) await timeOwnMessages(client, label, sql);
    // The oldest page starts after the 101st oldest message; 100 ids are the most messages_by_id reads.
    const { rows: oldest } = await database.pool.query<{ created_at: string; id: string }>(
      `select created_at::text, id from public.messages where conversation_id = $1 order by created_at, id offset 100 limit 1`,
      [chat],
    );
    const { rows: hundred } = await database.pool.query<{ ids: string[] }>(
      `select array(select id from public.messages where conversation_id = $1 order by id limit 100) as ids`,
      [chat],
    );
    const party = signedIn(CHATTY_BORROWER);
    const day = `(${MESSAGES} messages of 2,000 characters)`;
    await time(client, `conversation_messages newest page of 100 ${day}`, party, CONVERSATION_MESSAGES_SQL, [
      chat,
      100,
      null,
      null,
    ]);
    await time(client, `conversation_messages oldest page of 100 ${day}`, party, CONVERSATION_MESSAGES_SQL, [
      chat,
      100,
      oldest[0].created_at,
      oldest[0].id,
    ]);
    await time(client, `messages_by_id of 100 ids ${day}`, party, MESSAGES_BY_ID_SQL, [hundred[0].ids]);
  } finally {
    client.release();
  }
} finally {
  await database.stop();
}
