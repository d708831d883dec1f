// `npm run bench:chain`: how many JSON-RPC requests the first visit and one new block cost the home
// page, My Rentals and a public profile, with 100 and with 1,000 rentals on a real local Hardhat node,
// by method. The figure per block must not grow with the number of rentals. The chain, the pages' reads and the
// counting are shared with the budget test (src/features/rentals/test/rentalsChainWorkload.ts).
// Then the same first visits with the chain's index configured (bench/indexedVisit.ts): the issue's
// target is at most 5 HTTP requests and no log scan.
import { afterAll, beforeAll, it } from 'vitest';
import {
  startRentalsChain,
  type RentalsChain,
  type VisitCounts,
} from '../src/features/rentals/test/rentalsChainWorkload';
import { indexTheChain, indexedVisit, type IndexedVisitCount } from './indexedVisit';

let chain: RentalsChain | null = null;

beforeAll(async () => {
  chain = await startRentalsChain();
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

it('prints the JSON-RPC requests of a first visit and of one new block, with 100 and with 1,000 rentals', async () => {
  if (!chain) throw new Error('The chain did not start');
  await chain.growTo(100);
  const hundred = await chain.visit();
  print('100 rentals', hundred);
  await chain.growTo(1000);
  const thousand = await chain.visit();
  print('1,000 rentals', thousand);
  console.log(
    `\nPer new block: home ${hundred.homeBlock.total} → ${thousand.homeBlock.total}, My Rentals ${hundred.myRentalsBlock.total} → ${thousand.myRentalsBlock.total}, profile ${hundred.profileBlock.total} → ${thousand.profileBlock.total} (100 → 1,000 rentals)`,
  );
  const indexer = await indexTheChain(chain);
  try {
    const indexed = await indexedVisit(chain, indexer, 1000);
    const line = (count: IndexedVisitCount) =>
      `${count.httpRequests} HTTP requests (index ${count.index}; chain ${count.rpc})${count.logScan ? ', scans logs' : ', no log scan'}`;
    console.log(
      [
        `\nWith the index, 1,000 rentals, first visit (the rentals and the index's progress):`,
        `  My Rentals (the lender)      ${line(indexed.myRentalsFirst)}`,
        `  the lender's public profile  ${line(indexed.profileFirst)}`,
        `  (the chain path above: My Rentals ${thousand.myRentalsFirst.total} calls, the profile ${thousand.profileFirst.total})`,
      ].join('\n'),
    );
  } finally {
    await indexer.stop();
  }
  if (
    thousand.homeBlock.total > hundred.homeBlock.total ||
    thousand.myRentalsBlock.total > hundred.myRentalsBlock.total ||
    thousand.profileBlock.total > hundred.profileBlock.total
  ) {
    throw new Error('The requests per block grew with the number of rentals');
  }
});
