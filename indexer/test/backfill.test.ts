// The indexer on a chain with history: rentals whose blocks are older than Ponder's finality window (65
// blocks on chain 5) are indexed by the backfill, not live, and must read the same through the SQL API,
// as must a later block that updates many of them at once.
import { describe, expect, it } from 'vitest';
import { asc } from '@ponder/client';
import { encodeBytes32String } from 'ethers';
import * as schema from '../ponder.schema';
import { inOneBlock, mineEmptyBlocks } from './support/indexerHarness';
import { indexerSuite } from './support/indexerSuite';

/**
 * More than the 20 rows Ponder updates in one statement before it goes through a temporary table of the
 * same name: the cause of "no rows" over HTTP after a long backfill (src/api/readDatabase.ts).
 */
const RENTALS = 24;
/** More than the 65 blocks Ponder treats as unfinalised, so that the rentals' blocks are backfilled. */
const BLOCKS_AFTER = 100;
const DAY = 24n * 60n * 60n;
const RATE = 10n ** 15n;
const COLLATERAL = 5n * 10n ** 15n;
const DEPOSIT = 2n * RATE + COLLATERAL;
const ids = Array.from({ length: RENTALS }, (_, i) => i + 1);
const toolOf = (id: number) => encodeBytes32String(`backfilled-${id}`);

let offerBlock: number;
let depositBlock: number;
const suite = indexerSuite(async (chain) => {
  offerBlock = await inOneBlock(chain, () =>
    Promise.all(ids.map((id) => as(1).createRentalOffer(toolOf(id), RATE, COLLATERAL, DAY))),
  );
  depositBlock = await inOneBlock(chain, () =>
    Promise.all(ids.map((id) => as(2).acceptRentalOfferAndDepositCollateral(id, 2n, { value: DEPOSIT }))),
  );
  await mineEmptyBlocks(chain, BLOCKS_AFTER);
});

const as = (index: 1 | 2) => suite.chain.contract.connect(suite.chain.signers[index]);
const rentals = () => suite.sql.db.select().from(schema.rental).orderBy(asc(schema.rental.id));

/** Every rental as the contract has it, with the fields `more` adds (sent together, the offers took ids in any order). */
async function expectedRentals(more: Partial<typeof schema.rental.$inferSelect>) {
  return Promise.all(
    ids.map(async (id) => {
      const { startTime, toolId } = await suite.chain.contract.getAgreement(id);
      return expect.objectContaining({
        id: BigInt(id),
        lender: suite.chain.signers[1].address.toLowerCase(),
        borrower: suite.chain.signers[2].address.toLowerCase(),
        toolId,
        rentalRate: RATE,
        collateralAmount: COLLATERAL,
        rentalDuration: 2n,
        depositAmount: DEPOSIT,
        paymentToken: '0x0000000000000000000000000000000000000000',
        startTime,
        endTime: startTime + 2n * DAY,
        createdBlock: BigInt(offerBlock),
        ...more,
      }) as unknown;
    }),
  );
}

describe('the indexer after a backfill', () => {
  it('serves rentals from blocks older than the finality window, with their exact fields', async () => {
    expect(await suite.chain.provider.getBlockNumber()).toBeGreaterThan(depositBlock + 65);
    expect(await rentals()).toEqual(
      await expectedRentals({ state: 'COLLATERAL_DEPOSITED', updatedBlock: BigInt(depositBlock) }),
    );
    const tools = await suite.sql.db.select({ toolId: schema.booking.toolId }).from(schema.booking);
    expect(tools.map(({ toolId }) => toolId).sort()).toEqual(ids.map(toolOf).sort());
  });

  it('still serves them after one block updates more than 20 of them', async () => {
    const pickupBlock = await inOneBlock(suite.chain, () => Promise.all(ids.map((id) => as(2).confirmToolPickup(id))));
    await suite.indexer.waitForBlock(pickupBlock);
    const { timestamp } = (await suite.chain.provider.getBlock(pickupBlock)) ?? { timestamp: -1 };
    expect(await rentals()).toEqual(
      await expectedRentals({
        state: 'RENTAL_ACTIVE',
        pickedUpAt: BigInt(timestamp),
        updatedBlock: BigInt(pickupBlock),
      }),
    );
  });
});
