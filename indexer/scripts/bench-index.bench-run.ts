// `npm run bench:index`: indexes BENCH_INDEX_RENTALS (10,000) rentals' whole lifecycles from a local
// Hardhat node and prints the events per second of Ponder's backfill, the database's size, and p50/p95
// of the smallest read, of a public profile's summary (the very SQL the app sends) and of a wallet's
// completed rentals (what its reviews are checked against) through the SQL-over-HTTP API
// (BENCH_INDEX_RUNS, 200). The chain is built first, TX_PER_BLOCK transactions a block, then the indexer
// starts and catches up: the figure is the backfill's, as after a restart on a chain with history. Then
// the same reads with BENCH_INDEX_SCALE (100,000) rentals in the index: the rentals beyond the chain's
// are written into the index's table directly (the indexer stopped), as completed rentals among
// BENCH_INDEX_MEMBERS (1,000) other wallets; building them on a chain would take hours here. All of it
// once per database in BENCH_INDEX_DATABASES: the embedded PGlite of `npm start`, then a PostgreSQL
// server, as when the indexer writes to the Supabase database.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { and, createClient, eq, or } from '@ponder/client';
import { encodeBytes32String, toBeHex } from 'ethers';
import * as schema from '../ponder.schema';
import { it } from 'vitest';
import {
  inOneBlock,
  mineEmptyBlocks,
  startIndexer,
  startTestChain,
  type TestChain,
} from '../test/support/indexerHarness';
import type { RunningIndexer } from '../test/support/indexerProcess';
import { startThrowawayPostgres } from '../../supabase/tests/support/throwawayPostgres';
// The app's own read of a public profile's record, and its way of sending it (plain fetch of /sql/db).
import { PARTY_SUMMARY_SQL } from '../../frontend/src/features/rentals/index-reader/indexQueries';
import { queryIndex } from '../../frontend/src/features/rentals/index-reader/indexerHttp';

const RENTALS = Number(process.env.BENCH_INDEX_RENTALS ?? 10_000);
const RUNS = Number(process.env.BENCH_INDEX_RUNS ?? 200);
const SCALE = Number(process.env.BENCH_INDEX_SCALE ?? 100_000);
const MEMBERS = Number(process.env.BENCH_INDEX_MEMBERS ?? 1_000);
/** The databases to index into, in turn: the embedded one `npm start` uses, and PostgreSQL (Supabase's). */
const DATABASES = (process.env.BENCH_INDEX_DATABASES ?? 'pglite,postgres').split(',');
const PORT = Number(process.env.INDEXER_PORT ?? 42169);
/**
 * Transactions mined together, as on a busy chain (with automine, one block per transaction, the backfill
 * was bounded by fetching blocks, not by events): 40 of at most 600,000 gas fit the node's 30 M.
 */
const TX_PER_BLOCK = 40;
/** Empty blocks after the lifecycles: more than the 65 Ponder treats as unfinalised. */
const FINALITY_MARGIN = 100;
const GAS = toBeHex(600_000);
/** The events of one lifecycle, offer to release. */
const EVENTS_PER_RENTAL = 9;
const RATE = 10n ** 15n;
const COLLATERAL = 5n * 10n ** 15n;
const DAY = 24n * 3600n;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

/** A read timed: its name, how to send it, and the rows it must answer. */
interface TimedRead {
  name: string;
  read: () => Promise<unknown[]>;
  rows: number;
}

/**
 * The app's read of a public profile (IndexRentalsReader.partySummary: one row, the record's counts and
 * the rentals it lists), sent as the app sends it; it must count `completed` rentals of the wallet.
 */
const profileRead = (indexer: RunningIndexer, wallet: string, name: string, completed: number): TimedRead => ({
  name,
  read: async () => {
    const rows = await queryIndex(indexer.url, PARTY_SUMMARY_SQL, [5, chain.address.toLowerCase(), wallet]);
    const counted = Number(rows[0]?.completed_as_lender) + Number(rows[0]?.completed_as_borrower);
    if (counted !== completed) throw new Error(`${name}: ${counted} completed rentals, not ${completed}`);
    return rows;
  },
  rows: 1,
});

/** The least a read costs over HTTP: the one row of the contract check every app read starts from. */
const floorRead = (indexer: RunningIndexer): TimedRead => ({
  name: 'the smallest read (the indexed contract, one row)',
  read: () => queryIndex(indexer.url, 'SELECT chain_id FROM indexed_contract'),
  rows: 1,
});

/** The rentals a wallet's reviews are checked against: the completed ones, as lender or borrower. */
const completedRead = (indexer: RunningIndexer, wallet: `0x${string}`, rows: number): TimedRead => {
  const sql = createClient(`${indexer.url}/sql`, { schema });
  const { rental } = schema;
  return {
    name: "a wallet's completed rentals (its reviews' check)",
    read: () =>
      sql.db
        .select({ id: rental.id, lender: rental.lender, borrower: rental.borrower })
        .from(rental)
        .where(
          and(eq(rental.state, 'TRANSACTION_COMPLETED'), or(eq(rental.lender, wallet), eq(rental.borrower, wallet))),
        ),
    rows,
  };
};

/**
 * Times `reads` RUNS times after 20 of warm-up, a new block (after `fromBlock`, the head) before each round
 * so that no answer comes from the API's per-block cache, and prints p50/p95 of each.
 */
async function timeReads(indexer: RunningIndexer, fromBlock: number, reads: TimedRead[]): Promise<void> {
  const timings = reads.map((): number[] => []);
  let block = fromBlock;
  for (let run = 0; run < RUNS + 20; run += 1) {
    await chain.provider.send('evm_mine', []);
    block += 1;
    await indexer.waitForBlock(block);
    for (const [index, { name, read, rows }] of reads.entries()) {
      const readStart = performance.now();
      const answer = await read();
      if (run >= 20) timings[index]?.push(performance.now() - readStart);
      if (answer.length !== rows) throw new Error(`${name}: ${answer.length} rows, not ${rows}`);
    }
  }
  for (const [index, { name }] of reads.entries()) {
    const sorted = (timings[index] ?? []).sort((a, b) => a - b);
    console.log(
      `  ${name} over HTTP: p50 ${percentile(sorted, 50).toFixed(2)} ms, p95 ${percentile(sorted, 95).toFixed(2)} ms`,
    );
  }
}

/** The `index`th of the bench's other wallets. */
const memberAddress = (index: number): `0x${string}` =>
  `0x${(0xbe00000000n + BigInt(index)).toString(16).padStart(40, '0')}`;

/**
 * The completed rentals (ids from $1, $2 of them) written into a stopped indexer's database, each between
 * two of $3 wallets (member i lends to member i + 1), with the columns the app reads.
 */
const ADD_RENTALS_SQL = (() => {
  const member = (expression: string) =>
    `'0x' || lpad(to_hex(${(0xbe00000000).toString()}::bigint + (${expression})), 40, '0')`;
  return `INSERT INTO chain_index.rental (id, lender, borrower, tool_id, state, rental_rate, collateral_amount,
     inspection_period, rental_duration, deposit_amount, payment_token, start_time, end_time, created_at,
     created_block, deposited_at, picked_up_at, returned_at, received_at, inspection_approved, dispute_admin,
     completed_at, paid_to_lender, paid_to_borrower, updated_block)
   SELECT $1::bigint + n, ${member(`n % $3`)}, ${member(`(n + 1) % $3`)},
     '0x' || lpad(to_hex(n), 64, '0'), 'TRANSACTION_COMPLETED', ${RATE}, ${COLLATERAL}, ${DAY}, 1,
     ${RATE + COLLATERAL}, '0x0000000000000000000000000000000000000000', 1700000000 + n * 3600,
     1700086400 + n * 3600, 1700000000 + n * 3600, 1, 1700000000 + n * 3600, 1700000000 + n * 3600,
     1700050000 + n * 3600, 1700050100 + n * 3600, true, '0x0000000000000000000000000000000000000001',
     1700050200 + n * 3600, ${RATE}, ${COLLATERAL}, 1
   FROM generate_series(0, $2::bigint - 1) AS n`;
})();

/**
 * Ponder's triggers (its live-query notices, its reorg log) belong to its own session: not for rows
 * written here, which no block wrote and no reorganisation may undo.
 */
const WITHOUT_PONDER_TRIGGERS = 'SET session_replication_role = replica';

/** A database the indexer writes to, as the bench needs it. */
interface IndexDatabase {
  name: string;
  /** What the indexer's process needs to write there. */
  env: NodeJS.ProcessEnv;
  /** Its size in MB, everything Ponder keeps included. */
  sizeMb: () => Promise<string>;
  /** Runs `sql` on it while the indexer is stopped. */
  write: (sql: string, params: unknown[]) => Promise<void>;
  stop: () => Promise<void>;
}

/** The embedded PGlite, as `npm start` runs the indexer. */
function embeddedDatabase(): IndexDatabase {
  // Kept across the indexer's restart (startIndexer's own folder goes with each stop).
  const directory = mkdtempSync(path.join(tmpdir(), 'toolshare-bench-index-pglite-'));
  return {
    name: 'embedded PGlite (npm start)',
    env: { INDEXER_PGLITE_DIR: directory },
    sizeMb: () =>
      Promise.resolve(
        (Number(execFileSync('du', ['-sk', directory], { encoding: 'utf8' }).split('\t')[0]) / 1024).toFixed(1),
      ),
    write: async (sql, params) => {
      const db = new PGlite(directory);
      try {
        await db.exec(WITHOUT_PONDER_TRIGGERS);
        await db.query(sql, params);
      } finally {
        await db.close();
      }
    },
    stop: () => {
      rmSync(directory, { recursive: true, force: true });
      return Promise.resolve();
    },
  };
}

/** A PostgreSQL server (a throw-away cluster here), as the indexer runs pointed at the Supabase database. */
async function postgresDatabase(): Promise<IndexDatabase> {
  const server = await startThrowawayPostgres();
  const withClient = async <T>(use: (client: pg.Client) => Promise<T>): Promise<T> => {
    const client = new pg.Client({ connectionString: server.connectionString });
    await client.connect();
    try {
      return await use(client);
    } finally {
      await client.end();
    }
  };
  return {
    name: 'PostgreSQL (DATABASE_URL)',
    env: { DATABASE_URL: server.connectionString },
    sizeMb: () =>
      withClient(async (client) => {
        const { rows } = await client.query<{ bytes: string }>('SELECT pg_database_size(current_database()) AS bytes');
        return (Number(rows[0]?.bytes) / 1024 / 1024).toFixed(1);
      }),
    write: (sql, params) =>
      withClient(async (client) => {
        await client.query(WITHOUT_PONDER_TRIGGERS);
        await client.query(sql, params);
      }),
    stop: () => server.stop(),
  };
}

/**
 * Indexes the chain from its start into `database` and prints the rate, the size and the reads' p50/p95;
 * then, with rentals written into its table up to SCALE, the size and the reads again.
 */
async function measure(database: IndexDatabase, { events, heavy }: { events: number; heavy: `0x${string}` }) {
  console.log(`\nInto ${database.name}:`);
  const started = performance.now();
  // The backfill of a long chain takes minutes on a busy machine: no deadline but an hour.
  const startIndexing = () => startIndexer(chain, PORT, { catchUpTimeoutMs: 3_600_000, env: database.env });
  let indexer = await startIndexing();
  try {
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `  ${seconds.toFixed(1)} s from start to caught up (the database's start included): ${Math.round(events / seconds).toLocaleString('en')} events/s`,
    );
    console.log(`  database: ${await database.sizeMb()} MB`);
    const borrowed = Math.floor(RENTALS / 2);
    await timeReads(indexer, await chain.provider.getBlockNumber(), [
      floorRead(indexer),
      profileRead(
        indexer,
        heavy,
        `a profile's summary, the app's read (a wallet with ${borrowed.toLocaleString('en')} rentals)`,
        borrowed,
      ),
      completedRead(indexer, heavy, borrowed),
    ]);
    if (SCALE <= RENTALS) return;

    await indexer.stop();
    const added = SCALE - RENTALS;
    console.log(
      `  Writing ${added.toLocaleString('en')} completed rentals among ${MEMBERS.toLocaleString('en')} other wallets into the index's table directly (the indexer stopped)…`,
    );
    await database.write(ADD_RENTALS_SQL, [RENTALS + 1, added, MEMBERS]);
    indexer = await startIndexing();
    const [counted] = await queryIndex(indexer.url, 'SELECT count(*) AS rentals FROM rental');
    if (Number(counted?.rentals) !== SCALE)
      throw new Error(`The index holds ${String(counted?.rentals)} rentals, not ${SCALE}`);
    console.log(`  ${SCALE.toLocaleString('en')} rentals in the index; database: ${await database.sizeMb()} MB`);
    // Member 0 lends rentals n = 0, MEMBERS, 2 MEMBERS… and borrows n = MEMBERS - 1, 2 MEMBERS - 1…
    const perMember = Math.ceil(added / MEMBERS) + Math.floor(added / MEMBERS);
    await timeReads(indexer, await chain.provider.getBlockNumber(), [
      floorRead(indexer),
      profileRead(
        indexer,
        memberAddress(0),
        `a member's profile summary, the app's read (${perMember} rentals)`,
        perMember,
      ),
      completedRead(indexer, memberAddress(0), perMember),
      profileRead(
        indexer,
        heavy,
        `a profile's summary, the app's read (a wallet with ${borrowed.toLocaleString('en')} rentals)`,
        borrowed,
      ),
    ]);
  } finally {
    await indexer.stop();
  }
}

let chain: TestChain;

// Run by vitest (vitest.bench.config.mts), which resolves the workspace's TypeScript packages as the tests
// do (tsx loads the TypeChain bindings as CommonJS, whose re-exported names it cannot see).
it(`indexes ${RENTALS.toLocaleString('en')} rental lifecycles and prints events/s, the database's size and the reads' p50/p95`, async () => {
  chain = await startTestChain(
    process.env.BENCH_INDEX_NODE_PORT ? Number(process.env.BENCH_INDEX_NODE_PORT) : undefined,
  );
  try {
    const [, lender, borrowerA, borrowerB] = chain.signers;
    const borrowers = [borrowerA, borrowerB];
    const iface = chain.contract.interface;
    const send = (from: string, data: string, value = 0n) =>
      chain.provider.send('eth_sendTransaction', [
        { from, to: chain.address, data, gas: GAS, value: toBeHex(value) },
      ]) as Promise<string>;

    /** Runs one step for every rental, TX_PER_BLOCK in each block. */
    const step = async (name: string, call: (id: number) => Promise<string>) => {
      const started = performance.now();
      for (let first = 1; first <= RENTALS; first += TX_PER_BLOCK) {
        const ids = Array.from({ length: Math.min(TX_PER_BLOCK, RENTALS - first + 1) }, (_, i) => first + i);
        await inOneBlock(chain, () => Promise.all(ids.map(call)));
      }
      console.log(`  ${name}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
    };

    // Counted with fetch: ethers reads a response by concatenating each chunk to the whole, which for the
    // 50 MB of 90,000 logs took minutes of CPU.
    const countLogs = async (toBlock: number | 'latest') => {
      const filter = {
        address: chain.address,
        fromBlock: '0x0',
        toBlock: typeof toBlock === 'number' ? toBeHex(toBlock) : toBlock,
      };
      const response = await fetch(chain.rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_getLogs', params: [filter] }),
      });
      return ((await response.json()) as { result: unknown[] }).result.length;
    };
    const eventsBefore = await countLogs('latest');
    console.log(`Building ${RENTALS.toLocaleString('en')} rental lifecycles on a local node…`);
    const borrowerOf = (id: number) => borrowers[id % 2] ?? borrowerA;
    await step('offers', (id) =>
      send(
        lender.address,
        iface.encodeFunctionData('createRentalOffer', [encodeBytes32String(`bench-${id}`), RATE, COLLATERAL, DAY]),
      ),
    );
    await step('deposits', (id) =>
      send(
        borrowerOf(id).address,
        iface.encodeFunctionData('acceptRentalOfferAndDepositCollateral', [id, 1]),
        RATE + COLLATERAL,
      ),
    );
    await step('pickups', (id) => send(borrowerOf(id).address, iface.encodeFunctionData('confirmToolPickup', [id])));
    await step('returns', (id) => send(borrowerOf(id).address, iface.encodeFunctionData('markToolReturned', [id])));
    await step('releases', (id) => send(lender.address, iface.encodeFunctionData('releaseCollateral', [id])));
    // Past Ponder's finality window (65 blocks), so that every lifecycle is indexed by the backfill.
    await mineEmptyBlocks(chain, FINALITY_MARGIN);
    const head = await chain.provider.getBlockNumber();
    const events = await countLogs(head);
    // A reverted transaction emits nothing: every step of every lifecycle must have gone through.
    if (events - eventsBefore !== RENTALS * EVENTS_PER_RENTAL)
      throw new Error(`${events - eventsBefore} events, not ${RENTALS * EVENTS_PER_RENTAL}: some transactions failed`);

    console.log(`Indexing ${events.toLocaleString('en')} events in ${head.toLocaleString('en')} blocks…`);
    // borrowerA borrows every even-numbered rental, and every lifecycle completes.
    const heavy = borrowerA.address.toLowerCase() as `0x${string}`;
    for (const kind of DATABASES) {
      const database = kind === 'postgres' ? await postgresDatabase() : embeddedDatabase();
      try {
        await measure(database, { events, heavy });
      } finally {
        await database.stop();
      }
    }
  } finally {
    chain.stop();
  }
});
