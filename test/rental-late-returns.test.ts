import { expect } from 'chai';
import { loadFixture, time } from '@nomicfoundation/hardhat-toolbox/network-helpers';
import {
  COLLATERAL,
  DAY,
  DAYS,
  DEPOSIT,
  INSPECTION,
  RATE,
  RENT,
  State,
  TOOL_ID,
  creditsOf,
  deployFixture,
  everyStateFixture,
  minedAt,
  rentalIn,
} from './helpers/rentalFixtures';
import type { Deployed } from './helpers/rentalFixtures';

/** An active standard rental (3 days at RATE, COLLATERAL), marked returned at `endTime + lateBy` seconds. */
async function returnedLate(d: Deployed, lateBy: bigint): Promise<{ id: bigint; endTime: bigint }> {
  const id = await rentalIn(d, 'RENTAL_ACTIVE');
  const { endTime } = await d.rentals.getAgreement(id);
  await time.setNextBlockTimestamp(endTime + lateBy);
  await expect(d.rentals.connect(d.borrower).markToolReturned(id))
    .to.emit(d.rentals, 'ToolReturned')
    .withArgs(id, endTime + lateBy);
  return { id, endTime };
}

describe('RentalAgreement: late returns', function () {
  // [seconds after endTime, started days late]: on time up to endTime exactly, then each started day.
  const cases: [string, bigint, bigint][] = [
    ['one second before endTime', -1n, 0n],
    ['at endTime exactly', 0n, 0n],
    ['one second after endTime', 1n, 1n],
    ['one day after endTime exactly', DAY, 1n],
    ['one day and one second after endTime', DAY + 1n, 2n],
    ['three days and an hour late', 3n * DAY + 3600n, 4n],
  ];
  for (const [label, lateBy, lateDays] of cases) {
    it(`returned ${label}: ${lateDays} late day(s), charged to the collateral on release`, async function () {
      const d = await loadFixture(deployFixture);
      const { id } = await returnedLate(d, lateBy);
      const fee = lateDays * RATE;
      expect(await d.rentals.settlementOf(id)).to.deep.equal([RENT + fee, COLLATERAL - fee]);
      expect(await creditsOf(d, d.rentals.connect(d.lender).releaseCollateral(id))).to.deep.equal([
        [d.lender.address, RENT + fee],
        [d.borrower.address, COLLATERAL - fee],
      ]);
      expect(await d.rentals.settlementOf(id)).to.deep.equal([RENT + fee, COLLATERAL - fee]);
    });
  }

  it('caps the fee at the collateral: the borrower gets nothing back and never pays more than the deposit', async function () {
    const d = await loadFixture(deployFixture);
    // COLLATERAL is 5 days of RATE: 29 days late would be 29 days of rent.
    const { id } = await returnedLate(d, 29n * DAY);
    expect(await d.rentals.settlementOf(id)).to.deep.equal([RENT + COLLATERAL, 0n]);
    const tx = d.rentals.connect(d.lender).releaseCollateral(id);
    expect(await creditsOf(d, tx)).to.deep.equal([[d.lender.address, DEPOSIT]]);
    expect(await d.rentals.pendingWithdrawals(d.borrower.address)).to.equal(0n);
  });

  it("charges exactly the collateral when the late days cost exactly that, and one day less leaves one day's rate", async function () {
    const d = await loadFixture(deployFixture);
    const exact = await returnedLate(d, 5n * DAY);
    expect(await d.rentals.settlementOf(exact.id)).to.deep.equal([RENT + COLLATERAL, 0n]);
    const under = await returnedLate(d, 4n * DAY);
    expect(await d.rentals.settlementOf(under.id)).to.deep.equal([RENT + 4n * RATE, RATE]);
  });

  it("charges the same fee when the borrower claims after the lender's silence", async function () {
    const d = await loadFixture(deployFixture);
    const { id } = await returnedLate(d, 2n * DAY);
    const { inspectionDeadline } = await d.rentals.getAgreement(id);
    await time.setNextBlockTimestamp(inspectionDeadline + 1n);
    expect(await creditsOf(d, d.rentals.connect(d.borrower).claimCollateralAfterDeadline(id))).to.deep.equal([
      [d.lender.address, RENT + 2n * RATE],
      [d.borrower.address, COLLATERAL - 2n * RATE],
    ]);
  });

  it('charges nothing for a free tool, and nothing beyond a zero collateral', async function () {
    const d = await loadFixture(deployFixture);
    for (const [rate, collateral] of [
      [0n, COLLATERAL],
      [RATE, 0n],
    ] as const) {
      await d.rentals.connect(d.lender).createRentalOffer(TOOL_ID, rate, collateral, INSPECTION);
      const id = await d.rentals.rentalCount();
      await d.rentals.connect(d.borrower).acceptRentalOfferAndDepositCollateral(id, 1n, { value: collateral + rate });
      await d.rentals.connect(d.borrower).confirmToolPickup(id);
      await time.increase(10n * DAY);
      await d.rentals.connect(d.borrower).markToolReturned(id);
      expect(await d.rentals.settlementOf(id)).to.deep.equal([rate, collateral]);
    }
  });

  it('while active, settlementOf shows the fee a return now would cost, day by started day', async function () {
    const d = await loadFixture(deployFixture);
    const id = await rentalIn(d, 'RENTAL_ACTIVE');
    const { endTime } = await d.rentals.getAgreement(id);
    for (const [at, lateDays] of [
      [endTime, 0n],
      [endTime + 1n, 1n],
      [endTime + DAY, 1n],
      [endTime + DAY + 1n, 2n],
    ] as const) {
      await time.increaseTo(at);
      expect(await d.rentals.settlementOf(id), `at endTime + ${at - endTime}`).to.deep.equal([
        RENT + lateDays * RATE,
        COLLATERAL - lateDays * RATE,
      ]);
    }
  });

  it("a late return does not move the inspection deadline's rule: the period runs from the return", async function () {
    const d = await loadFixture(deployFixture);
    const { id, endTime } = await returnedLate(d, DAY);
    expect((await d.rentals.getAgreement(id)).inspectionDeadline).to.equal(endTime + DAY + INSPECTION);
  });
});

describe('RentalAgreement: the one-day minimum inspection', function () {
  it('a tool marked returned cannot be claimed back by the borrower until a full day has passed', async function () {
    const d = await loadFixture(deployFixture);
    await d.rentals.connect(d.lender).createRentalOffer(TOOL_ID, RATE, COLLATERAL, DAY);
    const id = await d.rentals.rentalCount();
    await d.rentals.connect(d.borrower).acceptRentalOfferAndDepositCollateral(id, DAYS, { value: DEPOSIT });
    await d.rentals.connect(d.borrower).confirmToolPickup(id);
    const returnedAt = await minedAt(await d.rentals.connect(d.borrower).markToolReturned(id));
    for (const at of [returnedAt + DAY - 1n, returnedAt + DAY]) {
      await time.setNextBlockTimestamp(at);
      await expect(d.rentals.connect(d.borrower).claimCollateralAfterDeadline(id))
        .to.be.revertedWithCustomError(d.rentals, 'DeadlineNotReached')
        .withArgs(returnedAt + DAY);
    }
    await time.setNextBlockTimestamp(returnedAt + DAY + 1n);
    await expect(d.rentals.connect(d.borrower).claimCollateralAfterDeadline(id))
      .to.emit(d.rentals, 'TransactionCompleted')
      .withArgs(id);
  });
});

describe('RentalAgreement: settlementOf and disputeOf', function () {
  it('report every state: nothing before a deposit, the release split after, what was credited at the end', async function () {
    const d = await loadFixture(everyStateFixture);
    const expected: Record<keyof typeof d.ids, [bigint, bigint]> = {
      AWAITING_COLLATERAL: [0n, 0n],
      COLLATERAL_DEPOSITED: [RENT, COLLATERAL],
      RENTAL_ACTIVE: [RENT, COLLATERAL],
      TOOL_RETURNED: [RENT, COLLATERAL],
      INSPECTION_PERIOD: [RENT, COLLATERAL],
      // Disputed during the rental and never marked returned: the default split gives the lender everything.
      DISPUTE_OPENED: [DEPOSIT, 0n],
      RESOLUTION_REACHED: [DEPOSIT / 2n, DEPOSIT - DEPOSIT / 2n],
      TRANSACTION_COMPLETED: [RENT, COLLATERAL],
      RENTAL_CANCELLED: [0n, 0n],
    };
    for (const [state, split] of Object.entries(expected) as [keyof typeof d.ids, [bigint, bigint]][]) {
      expect(await d.rentals.settlementOf(d.ids[state]), state).to.deep.equal(split);
      const [disputedAt, bps] = await d.rentals.disputeOf(d.ids[state]);
      expect(disputedAt > 0n, state).to.equal(state === 'DISPUTE_OPENED' || state === 'RESOLUTION_REACHED');
      expect(bps, state).to.equal(state === 'RESOLUTION_REACHED' ? 5000n : 0n);
    }
  });

  it("report a refunded deposit, the lender's non-return claim and a resolved split after completion", async function () {
    const d = await loadFixture(deployFixture);
    const cancelled = await rentalIn(d, 'COLLATERAL_DEPOSITED');
    await d.rentals.connect(d.borrower).cancelRental(cancelled);
    expect(await d.rentals.settlementOf(cancelled)).to.deep.equal([0n, DEPOSIT]);

    const kept = await rentalIn(d, 'RENTAL_ACTIVE');
    const { endTime } = await d.rentals.getAgreement(kept);
    await time.increaseTo(endTime + INSPECTION + 1n);
    await d.rentals.connect(d.lender).claimCollateralAfterDeadline(kept);
    expect(await d.rentals.settlementOf(kept)).to.deep.equal([DEPOSIT, 0n]);

    const ruled = await rentalIn(d, 'DISPUTE_OPENED');
    await d.rentals.connect(d.admin).resolveDispute(ruled, 2500, "mostly the borrower's");
    await d.rentals.connect(d.borrower).finalizeRental(ruled);
    const lenderShare = (DEPOSIT * 2500n) / 10_000n;
    expect(await d.rentals.settlementOf(ruled)).to.deep.equal([lenderShare, DEPOSIT - lenderShare]);
    expect((await d.rentals.disputeOf(ruled))[1]).to.equal(2500n);
  });

  it('disputeOf records when the dispute was filed', async function () {
    const d = await loadFixture(deployFixture);
    const id = await rentalIn(d, 'RENTAL_ACTIVE');
    const filedAt = await minedAt(await d.rentals.connect(d.lender).fileDispute(id, 'no news'));
    expect(await d.rentals.disputeOf(id)).to.deep.equal([filedAt, 0n]);
  });

  it('revert for unknown ids', async function () {
    const d = await loadFixture(deployFixture);
    await rentalIn(d, 'AWAITING_COLLATERAL');
    for (const unknown of [0n, 2n]) {
      await expect(d.rentals.settlementOf(unknown))
        .to.be.revertedWithCustomError(d.rentals, 'UnknownRental')
        .withArgs(unknown);
      await expect(d.rentals.disputeOf(unknown))
        .to.be.revertedWithCustomError(d.rentals, 'UnknownRental')
        .withArgs(unknown);
    }
  });

  it("a completed rental's state stays readable after the tool went back late", async function () {
    const d = await loadFixture(deployFixture);
    const { id } = await returnedLate(d, DAY + 1n);
    await d.rentals.connect(d.lender).releaseCollateral(id);
    expect((await d.rentals.getAgreement(id)).currentState).to.equal(State.TRANSACTION_COMPLETED);
    expect(await d.rentals.settlementOf(id)).to.deep.equal([RENT + 2n * RATE, COLLATERAL - 2n * RATE]);
  });
});
