// A public profile's summary (PARTY_SUMMARY_SQL, the very SQL the app sends) against the real indexer: the
// record's counts, the times each tool was picked up and the rentals listed one by one, for a borrower
// and a lender whose rentals end every way the record tells apart. Ponder must also accept the SQL.
import { describe, expect, it } from 'vitest';
import { encodeBytes32String, type ContractTransactionResponse } from 'ethers';
import { PARTY_SUMMARY_SQL } from '../../frontend/src/features/rentals/index-reader/indexQueries';
import { queryIndex } from '../../frontend/src/features/rentals/index-reader/indexerHttp';
import { indexerSuite } from './support/indexerSuite';

const suite = indexerSuite();
const DAY = 24 * 60 * 60;
const RATE = 10n ** 15n;
const COLLATERAL = 5n * 10n ** 15n;
const DEPOSIT = RATE + COLLATERAL;

const as = (index: 0 | 1 | 2) => suite.chain.contract.connect(suite.chain.signers[index]);

async function indexed(sent: Promise<ContractTransactionResponse>): Promise<void> {
  const receipt = await (await sent).wait();
  if (!receipt) throw new Error('no receipt');
  await suite.indexer.waitForBlock(receipt.blockNumber);
}

/** A one-day rental of `tool` from the lender (1) to the borrower (2), paid and picked up; returns its id. */
async function pickedUp(tool: string): Promise<bigint> {
  await indexed(as(1).createRentalOffer(encodeBytes32String(tool), RATE, COLLATERAL, DAY));
  const id = await suite.chain.contract.rentalCount();
  await indexed(as(2).acceptRentalOfferAndDepositCollateral(id, 1n, { value: DEPOSIT }));
  await indexed(as(2).confirmToolPickup(id));
  return id;
}

async function summaryOf(account: string) {
  const rows = await queryIndex(suite.indexer.url, PARTY_SUMMARY_SQL, [
    5,
    suite.chain.address.toLowerCase(),
    account.toLowerCase(),
  ]);
  expect(rows).toHaveLength(1);
  return rows[0] ?? {};
}

/** The record's counts of a summary row (counts come as numbers, sums as numeric text). */
const countsOf = (row: Record<string, unknown>) => ({
  completedAsLender: Number(row.completed_as_lender),
  completedAsBorrower: Number(row.completed_as_borrower),
  returnsOnTime: Number(row.returns_on_time),
  returnsLate: Number(row.returns_late),
  lateDaysTotal: Number(row.late_days_total),
});

const idsOf = (listed: unknown): unknown[] =>
  Array.isArray(listed) ? listed.map((rental: unknown[]) => rental[0]) : [];

describe("a public profile's summary from the index", () => {
  it('counts completed rentals by side, returns on time and late with the started days late, and lists disputes and the newest borrowed', async () => {
    const onTime = await pickedUp('summary-drill');
    await indexed(as(2).markToolReturned(onTime));
    await indexed(as(1).releaseCollateral(onTime));

    // Returned 26 hours into a one-day rental: one started day late.
    const late = await pickedUp('summary-drill');
    await suite.chain.provider.send('evm_increaseTime', [DAY + 2 * 3600]);
    await indexed(as(2).markToolReturned(late));
    await indexed(as(1).releaseCollateral(late));

    const disputed = await pickedUp('summary-saw');
    await indexed(as(2).fileDispute(disputed, 'The blade was blunt'));

    await indexed(as(1).createRentalOffer(encodeBytes32String('summary-ladder'), RATE, COLLATERAL, DAY));
    const cancelled = await suite.chain.contract.rentalCount();
    await indexed(as(2).acceptRentalOfferAndDepositCollateral(cancelled, 1n, { value: DEPOSIT }));
    await indexed(as(2).cancelRental(cancelled));

    const borrower = await summaryOf(suite.chain.signers[2].address);
    expect(countsOf(borrower)).toEqual({
      completedAsLender: 0,
      completedAsBorrower: 2,
      returnsOnTime: 1,
      returnsLate: 1,
      lateDaysTotal: 1,
    });
    expect(borrower.times_rented).toBeNull();
    // Listed once each: the disputed one, and the two borrowed (the app sorts them).
    expect(idsOf(borrower.listed).sort()).toEqual([String(onTime), String(late), String(disputed)].sort());

    const lender = await summaryOf(suite.chain.signers[1].address);
    expect(countsOf(lender)).toMatchObject({ completedAsLender: 2, completedAsBorrower: 0, returnsOnTime: 0 });
    // Picked up twice and once; the cancelled offer never went out.
    expect(lender.times_rented).toEqual(
      expect.arrayContaining([
        [encodeBytes32String('summary-drill').toLowerCase(), 2],
        [encodeBytes32String('summary-saw').toLowerCase(), 1],
      ]),
    );
    expect(lender.times_rented).toHaveLength(2);
    expect(idsOf(lender.listed)).toEqual([String(disputed)]);
  });
});
