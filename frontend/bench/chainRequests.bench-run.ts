// `npm run bench:chain`: how many JSON-RPC requests the first visit and one new block cost the home
// page, My Rentals and a public profile, with 100, 1,000 and BENCH_CHAIN_RENTALS (10,000) rentals on a
// real local Hardhat node (50 transactions to a block, as on a busy chain), by method. The figure per block must not grow with the number of rentals. The chain, the pages' reads and the
// counting are shared with the budget test (src/features/rentals/test/rentalsChainWorkload.ts).
// Then the same first visits at BENCH_CHAIN_RENTALS with the chain's index configured
// (bench/indexedVisit.ts): the target is at most 5 HTTP requests and no log scan.
import { performance } from 'node:perf_hooks';
import './readResponsesWhole';
import { afterAll, beforeAll, it } from 'vitest';
import {
  startRentalsChain,
  type RentalsChain,
  type VisitCounts,
} from '../src/features/rentals/test/rentalsChainWorkload';
import { indexTheChain, indexedVisit, type IndexedVisitCount } from './indexedVisit';

const LARGEST = Number(process.env.BENCH_CHAIN_RENTALS ?? 10_000);
/** The node's and the indexer's ports (default: free ones), for a machine where ports are shared out. */
const portOf = (name: string) => (process.env[name] ? Number(process.env[name]) : undefined);

let chain: RentalsChain | null = null;

beforeAll(async () => {
  chain = await startRentalsChain({ sharedBlocks: true, port: portOf('BENCH_CHAIN_NODE_PORT') });
}, 120_000);

afterAll(() => chain?.stop());

function print(label: string, counts: VisitCounts) {
  console.log(
    [
      `\n${label}: ${counts.rentals} rentals (+${counts.rentals / 2} deposits)`,
      `  first visit        home ${counts.homeFirst.total} (${counts.homeFirst.methods})`,
      `                     My Rentals ${counts.myRentalsFirst.total} (${counts.myRentalsFirst.methods})`,
      `  one new block      home ${counts.homeBlock.total} (${counts.homeBlock.methods})`,
      `                     My Rentals ${counts.myRentalsBlock.total} (${counts.myRentalsBlock.methods})`,
      `  a block changing one of the account's rentals: My Rentals ${counts.myRentalsOwnBlock.total} (${counts.myRentalsOwnBlock.methods})`,
      `  the lender's public profile (no wallet): first visit ${counts.profileFirst.total} (${counts.profileFirst.methods}), one new block ${counts.profileBlock.total} (${counts.profileBlock.methods})`,
    ].join('\n'),
  );
}

it(`prints the JSON-RPC requests of a first visit and of one new block, with 100, 1,000 and ${LARGEST.toLocaleString('en')} rentals, then with the index`, async () => {
  if (!chain) throw new Error('The chain did not start');
  await chain.growTo(100);
  const hundred = await chain.visit();
  print('100 rentals', hundred);
  await chain.growTo(1000);
  const thousand = await chain.visit();
  print('1,000 rentals', thousand);
  await chain.growTo(LARGEST);
  // The index's first visits first: the chain path's at this size takes the longest.
  const indexer = await indexTheChain(chain, portOf('BENCH_CHAIN_INDEXER_PORT'));
  try {
    const indexed = await indexedVisit(chain, indexer, LARGEST);
    const line = (count: IndexedVisitCount) =>
      `${count.httpRequests} HTTP requests (index ${count.index}; chain ${count.rpc})${count.logScan ? ', scans logs' : ', no log scan'}`;
    console.log(
      [
        `\nWith the index, ${LARGEST.toLocaleString('en')} rentals, every request of the first visit (the rentals, tool statuses, pause, index progress; with the wallet its credits and the dispute admin):`,
        `  My Rentals (the lender)      ${line(indexed.myRentalsFirst)}`,
        `  the lender's public profile  ${line(indexed.profileFirst)}`,
      ].join('\n'),
    );
  } finally {
    await indexer.stop();
  }
  const started = performance.now();
  const largest = await chain.visit();
  print(
    `${LARGEST.toLocaleString('en')} rentals, the chain path (${((performance.now() - started) / 1000).toFixed(0)} s for its visits)`,
    largest,
  );
  console.log(
    `  (the chain path's first visits: My Rentals ${largest.myRentalsFirst.total} calls in ${largest.myRentalsFirst.httpRequests} HTTP requests, the profile ${largest.profileFirst.total} in ${largest.profileFirst.httpRequests}, both scanning logs)`,
  );
  console.log(
    `\nPer new block: home ${hundred.homeBlock.total} → ${thousand.homeBlock.total} → ${largest.homeBlock.total}, My Rentals ${hundred.myRentalsBlock.total} → ${thousand.myRentalsBlock.total} → ${largest.myRentalsBlock.total}, profile ${hundred.profileBlock.total} → ${thousand.profileBlock.total} → ${largest.profileBlock.total} (100 → 1,000 → ${LARGEST.toLocaleString('en')} rentals)`,
  );
  if (
    largest.homeBlock.total > hundred.homeBlock.total ||
    largest.myRentalsBlock.total > hundred.myRentalsBlock.total ||
    largest.profileBlock.total > hundred.profileBlock.total
  ) {
    throw new Error('The requests per block grew with the number of rentals');
  }
});
