// `npm run bench:index`: indexes BENCH_INDEX_RENTALS (10,000) rentals' whole lifecycles from a local
// Hardhat node and prints the events per second of Ponder's backfill, the embedded database's size,
// and p50/p95 of a public profile's record and of a wallet's completed rentals (what its reviews are
// checked against) through the SQL-over-HTTP API (BENCH_INDEX_RUNS, 200). The chain is built first,
// TX_PER_BLOCK transactions a block, then the indexer starts and catches up: the figure is the
// backfill's, as after a restart on a chain with history.
import { execFileSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { and, createClient, desc, eq, or } from '@ponder/client';
import { encodeBytes32String, toBeHex } from 'ethers';
import * as schema from '../ponder.schema';
import { inOneBlock, mineEmptyBlocks, startIndexer, startTestChain } from '../test/support/indexerHarness';

const RENTALS = Number(process.env.BENCH_INDEX_RENTALS ?? 10_000);
const RUNS = Number(process.env.BENCH_INDEX_RUNS ?? 200);
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

const chain = await startTestChain();
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

  const eventsBefore = (await chain.provider.getLogs({ address: chain.address, fromBlock: 0 })).length;
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
  const events = (await chain.provider.getLogs({ address: chain.address, fromBlock: 0, toBlock: head })).length;
  // A reverted transaction emits nothing: every step of every lifecycle must have gone through.
  if (events - eventsBefore !== RENTALS * EVENTS_PER_RENTAL)
    throw new Error(`${events - eventsBefore} events, not ${RENTALS * EVENTS_PER_RENTAL}: some transactions failed`);

  console.log(`Indexing ${events.toLocaleString('en')} events in ${head.toLocaleString('en')} blocks…`);
  const started = performance.now();
  // The backfill of a long chain takes minutes on a busy machine: no deadline but an hour.
  const indexer = await startIndexer(chain, PORT, { catchUpTimeoutMs: 3_600_000 });
  const seconds = (performance.now() - started) / 1000;
  try {
    console.log(
      `  ${seconds.toFixed(1)} s from start to caught up (PGlite included): ${Math.round(events / seconds).toLocaleString('en')} events/s`,
    );
    const size = execFileSync('du', ['-sk', indexer.pgliteDir], { encoding: 'utf8' }).split('\t')[0];
    console.log(`  embedded database: ${(Number(size) / 1024).toFixed(1)} MB`);

    const sql = createClient(`${indexer.url}/sql`, { schema });
    const wallet = borrowerA.address.toLowerCase() as `0x${string}`;
    const { rental } = schema;
    const profileRecord = () =>
      sql.db
        .select({ id: rental.id, state: rental.state, lender: rental.lender, borrower: rental.borrower })
        .from(rental)
        .where(or(eq(rental.lender, wallet), eq(rental.borrower, wallet)))
        .orderBy(desc(rental.id))
        .limit(200);
    /** The rentals a wallet's reviews are checked against: the completed ones, as lender or borrower. */
    const completedRentals = () =>
      sql.db
        .select({ id: rental.id, lender: rental.lender, borrower: rental.borrower })
        .from(rental)
        .where(
          and(eq(rental.state, 'TRANSACTION_COMPLETED'), or(eq(rental.lender, wallet), eq(rental.borrower, wallet))),
        );
    // borrowerA borrows every even-numbered rental, and every lifecycle completes.
    const borrowed = Math.floor(RENTALS / 2);
    const reads = [
      {
        name: `a profile's record (newest 200 of ${borrowed.toLocaleString('en')} rentals)`,
        read: profileRecord,
        rows: Math.min(200, borrowed),
      },
      { name: "a wallet's completed rentals (its reviews' check)", read: completedRentals, rows: borrowed },
    ];
    const timings = reads.map((): number[] => []);
    for (let run = 0; run < RUNS + 20; run += 1) {
      // Each run a new block's worth of key, so that no answer comes from Ponder's per-block cache.
      await chain.provider.send('evm_mine', []);
      await indexer.waitForBlock(head + run + 1);
      for (const [index, { name, read, rows }] of reads.entries()) {
        const readStart = performance.now();
        const answer = await read();
        if (run >= 20) timings[index]?.push(performance.now() - readStart);
        if (answer.length !== rows) throw new Error(`${name} of ${wallet}: ${answer.length} rows, not ${rows}`);
      }
    }
    for (const [index, { name }] of reads.entries()) {
      const sorted = (timings[index] ?? []).sort((a, b) => a - b);
      console.log(
        `  ${name} over HTTP: p50 ${percentile(sorted, 50).toFixed(2)} ms, p95 ${percentile(sorted, 95).toFixed(2)} ms`,
      );
    }
  } finally {
    await indexer.stop();
  }
} finally {
  chain.stop();
}
