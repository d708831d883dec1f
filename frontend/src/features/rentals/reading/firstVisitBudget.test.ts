// @vitest-environment node
// The JSON-RPC budget of issues 20 and 21: the first visit of My Rentals, and of the account's public
// profile, for an account with 1,000 rentals makes at most 50 calls (each call of a batch counts: an
// injected wallet cannot batch), and a new block costs the home page 4 and My Rentals 9: one more than before issue 30,
// the header of the newest final block, whose hash (and its parent's) checks the log reader's cursor for a
// reorganisation (chain/eventLogReader.ts). On a real Hardhat node; `npm run
// bench:chain` prints the same figures by method.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRentalsChain, type RentalsChain, type VisitCounts } from '../test/rentalsChainWorkload';
import { expectDefined } from '../../../test/defined';

const FIRST_VISIT_BUDGET = 50;

let chain: RentalsChain | null = null;
let counts: VisitCounts | null = null;

beforeAll(async () => {
  chain = await startRentalsChain();
  await chain.growTo(1000);
  counts = await chain.visit();
}, 120_000);

afterAll(() => chain?.stop());

const measured = () => expectDefined(counts, 'the counted visit');

describe('JSON-RPC calls of an account with 1,000 rentals', () => {
  it(`the first visit of My Rentals makes at most ${FIRST_VISIT_BUDGET} calls`, () => {
    const { myRentalsFirst } = measured();
    expect(myRentalsFirst.total, myRentalsFirst.methods).toBeLessThanOrEqual(FIRST_VISIT_BUDGET);
  });

  it(`the first visit of the lender's public profile, without a wallet, makes at most ${FIRST_VISIT_BUDGET} calls, and a new block at most 5`, () => {
    const { profileFirst, profileBlock } = measured();
    expect(profileFirst.total, profileFirst.methods).toBeLessThanOrEqual(FIRST_VISIT_BUDGET);
    // The block number, the newest final block's header (the reorganisation check), then one eth_getLogs each
    // for the lender's offers, the borrower's deposits and the rentals' events.
    expect(profileBlock.total, profileBlock.methods).toBeLessThanOrEqual(5);
  });

  it('a new block costs the home page 4 calls and My Rentals 9, however many rentals there are', () => {
    const { homeBlock, myRentalsBlock } = measured();
    expect(homeBlock.total, homeBlock.methods).toBe(4);
    expect(myRentalsBlock.total, myRentalsBlock.methods).toBe(9);
  });
});
