// Version 4 bookings (shared/design/rental-agreement.md, "Version 4"): every deposit books [startTime,
// endTime) of its tool in whole hours; live rentals of one tool never overlap, whichever kind of offer they
// came from; the pickup window, the late fee from the booked end, the cancellation fee, and D11.
import { expect } from 'chai';
import { ethers } from 'hardhat';
import { loadFixture, time } from '@nomicfoundation/hardhat-toolbox/network-helpers';
import {
  COLLATERAL,
  DAY,
  DAYS,
  DEPOSIT,
  HOUR,
  INSPECTION,
  RATE,
  RENT,
  State,
  TOOL_ID,
  creditsOf,
  deployFixture,
  freshToolId,
  minedAt,
} from './helpers/rentalFixtures';
import type { Deployed } from './helpers/rentalFixtures';
import { signedOffer } from './helpers/signedOffers';
import type { RentalOfferTerms } from '@toolshare/contract/signedRentalOffer';

const MAX_ADVANCE = 180n * DAY;
const PICKUP_LEAD = 12n * HOUR;

/** The start of the hour the next block will be mined in, when it is mined at `at`. */
const hourOf = (at: bigint) => (at / HOUR) * HOUR;

/** Books the standard signed offer (fee and tool as given) from `startTime` for `days`; returns the rental id. */
async function book(
  d: Deployed,
  startTime: bigint,
  days = DAYS,
  overrides: Partial<RentalOfferTerms> = {},
  borrower = d.borrower,
) {
  const { offer, signature } = await signedOffer(d, overrides);
  return d.rentals.connect(borrower).acceptSignedRentalOffer(offer, signature, startTime, days, {
    value: offer.collateralAmount + offer.rentalRate * days,
  });
}

/** Opens an on-chain offer for `toolId` and accepts it (it books from the current hour). */
async function bookOnChain(d: Deployed, toolId = TOOL_ID, days = DAYS) {
  await d.rentals.connect(d.lender).createRentalOffer(toolId, RATE, COLLATERAL, INSPECTION);
  const id = await d.rentals.rentalCount();
  return {
    id,
    tx: d.rentals
      .connect(d.borrower)
      .acceptRentalOfferAndDepositCollateral(id, days, { value: COLLATERAL + RATE * days }),
  };
}

/** A block time at second `second` of a whole hour, a few hours ahead. */
async function atSecondOfHour(second: bigint): Promise<bigint> {
  const at = hourOf(BigInt(await time.latest())) + 3n * HOUR + second;
  await time.setNextBlockTimestamp(at);
  return at;
}

describe('RentalAgreement v4: the booked range', function () {
  it('a start of 0 books [the current hour, + rentalDuration days), reported by getAgreement and RentalBooked', async function () {
    const d = await loadFixture(deployFixture);
    const at = await atSecondOfHour(1799n);
    const tx = await book(d, 0n);
    const hour = hourOf(at);
    await expect(tx)
      .to.emit(d.rentals, 'RentalBooked')
      .withArgs(1n, d.lender.address, TOOL_ID, hour, hour + DAYS * DAY, ethers.ZeroAddress);
    const a = await d.rentals.getAgreement(1n);
    expect([a.startTime, a.endTime]).to.deep.equal([hour, hour + DAYS * DAY]);
  });

  it('accepts a whole hour from the current hour to 180 days ahead, and refuses anything else with InvalidStartTime', async function () {
    const d = await loadFixture(deployFixture);
    const at = await atSecondOfHour(10n);
    const current = hourOf(at);
    const refused = [
      current - HOUR, // an hour before the current hour
      current - 1n, // a second before it
      current + 1n, // a second after it: not a whole hour
      current + HOUR - 1n,
      current + MAX_ADVANCE + 1n,
      current + MAX_ADVANCE + HOUR, // an hour too far
    ];
    for (const [index, startTime] of refused.entries()) {
      await time.setNextBlockTimestamp(at + BigInt(index));
      await expect(book(d, startTime)).to.be.revertedWithCustomError(d.rentals, 'InvalidStartTime').withArgs(startTime);
    }
    for (const [index, startTime] of [
      current,
      current + HOUR,
      current + MAX_ADVANCE - HOUR,
      current + MAX_ADVANCE,
    ].entries()) {
      // Each on its own tool: the ranges overlap.
      const toolId = freshToolId();
      await time.setNextBlockTimestamp(at + BigInt(refused.length + index));
      await expect(book(d, startTime, DAYS, { toolId }))
        .to.emit(d.rentals, 'RentalBooked')
        .withArgs(BigInt(index + 1), d.lender.address, toolId, startTime, startTime + DAYS * DAY, ethers.ZeroAddress);
    }
  });

  for (const [first, second] of [
    ['signed', 'on-chain'],
    ['on-chain', 'signed'],
    ['signed', 'signed'],
    ['on-chain', 'on-chain'],
  ] as const) {
    it(`refuses a ${second} rental of a tool whose ${first} rental's range it overlaps (the audit's double rental)`, async function () {
      const d = await loadFixture(deployFixture);
      const firstTx = first === 'signed' ? await book(d, 0n) : await (await bookOnChain(d)).tx;
      const hour = hourOf(await minedAt(firstTx));
      const attempt = second === 'signed' ? book(d, 0n, 1n) : (await bookOnChain(d, TOOL_ID, 1n)).tx;
      await expect(attempt)
        .to.be.revertedWithCustomError(d.rentals, 'ToolAlreadyBooked')
        .withArgs(hour, hour + DAYS * DAY);
      expect(await d.rentals.isBooked(d.lender.address, TOOL_ID, 0n, 1n)).to.equal(true);
    });
  }

  it('refuses overlaps from either side, by one hour, and allows back-to-back ranges on both sides', async function () {
    const d = await loadFixture(deployFixture);
    const base = hourOf(BigInt(await time.latest())) + 10n * DAY;
    await book(d, base); // [base, base + 3 days)
    const end = base + DAYS * DAY;
    for (const startTime of [base - DAY + HOUR, end - HOUR, base, base + HOUR]) {
      await expect(book(d, startTime, 1n))
        .to.be.revertedWithCustomError(d.rentals, 'ToolAlreadyBooked')
        .withArgs(base, end);
      expect(await d.rentals.isBooked(d.lender.address, TOOL_ID, startTime, 1n)).to.equal(true);
    }
    for (const startTime of [base - DAY, end]) {
      expect(await d.rentals.isBooked(d.lender.address, TOOL_ID, startTime, 1n)).to.equal(false);
      await expect(book(d, startTime, 1n)).to.emit(d.rentals, 'RentalBooked');
    }
    // Three touching bookings now: each conflict names the exact range of the earliest booking it hits.
    await expect(book(d, base - DAY, 1n))
      .to.be.revertedWithCustomError(d.rentals, 'ToolAlreadyBooked')
      .withArgs(base - DAY, base);
    await expect(book(d, base - HOUR, 2n))
      .to.be.revertedWithCustomError(d.rentals, 'ToolAlreadyBooked')
      .withArgs(base - DAY, base);
    await expect(book(d, end + HOUR, 1n))
      .to.be.revertedWithCustomError(d.rentals, 'ToolAlreadyBooked')
      .withArgs(end, end + DAY);
    await expect(book(d, base + DAY, 1n))
      .to.be.revertedWithCustomError(d.rentals, 'ToolAlreadyBooked')
      .withArgs(base, end);
  });

  it('frees a range at once on cancellation and on completion; the range is booked again', async function () {
    const d = await loadFixture(deployFixture);
    const base = hourOf(BigInt(await time.latest())) + DAY;
    await book(d, base);
    await book(d, base + DAYS * DAY); // touching: its start is marked
    await d.rentals.connect(d.borrower).cancelRental(1n);
    expect(await d.rentals.isBooked(d.lender.address, TOOL_ID, base, DAYS)).to.equal(false);
    await expect(book(d, base, DAYS, {}, d.stranger)).to.emit(d.rentals, 'RentalBooked');
    // Complete the touching second rental: its range frees, the rebooked first stays.
    await time.increaseTo(base + DAYS * DAY);
    await d.rentals.connect(d.borrower).confirmToolPickup(2n);
    await d.rentals.connect(d.borrower).markToolReturned(2n);
    await d.rentals.connect(d.lender).releaseCollateral(2n);
    expect(await d.rentals.isBooked(d.lender.address, TOOL_ID, base + DAYS * DAY, DAYS)).to.equal(false);
    expect((await d.rentals.getAgreement(3n)).currentState).to.equal(State.COLLATERAL_DEPOSITED);
  });

  it('books a 30-day range across several words of the calendar and frees all of it', async function () {
    const d = await loadFixture(deployFixture);
    const base = hourOf(BigInt(await time.latest())) + HOUR;
    await book(d, base, 30n);
    for (const offset of [0n, 254n, 255n, 510n, 719n]) {
      expect(await d.rentals.isBooked(d.lender.address, TOOL_ID, base + offset * HOUR, 1n), `hour ${offset}`).to.equal(
        true,
      );
    }
    expect(await d.rentals.isBooked(d.lender.address, TOOL_ID, base + 720n * HOUR, 1n)).to.equal(false);
    await d.rentals.connect(d.lender).cancelRental(1n);
    expect(await d.rentals.isBooked(d.lender.address, TOOL_ID, base, 30n)).to.equal(false);
  });

  it('keeps calendars per lender and tool', async function () {
    const d = await loadFixture(deployFixture);
    await book(d, 0n);
    expect(await d.rentals.isBooked(d.other.address, TOOL_ID, 0n, DAYS)).to.equal(false);
    expect(await d.rentals.isBooked(d.lender.address, freshToolId(), 0n, DAYS)).to.equal(false);
    await expect(book(d, 0n, DAYS, { toolId: freshToolId() })).to.emit(d.rentals, 'RentalBooked');
  });

  it('isBooked refuses what acceptance would refuse: a bad start or duration', async function () {
    const d = await loadFixture(deployFixture);
    await expect(d.rentals.isBooked(d.lender.address, TOOL_ID, 1n, DAYS))
      .to.be.revertedWithCustomError(d.rentals, 'InvalidStartTime')
      .withArgs(1n);
    await expect(d.rentals.isBooked(d.lender.address, TOOL_ID, 0n, 31n))
      .to.be.revertedWithCustomError(d.rentals, 'InvalidDuration')
      .withArgs(31n);
  });
});

describe('RentalAgreement v4: the pickup window', function () {
  async function bookedAhead(d: Deployed) {
    const start = hourOf(BigInt(await time.latest())) + 2n * DAY;
    await book(d, start);
    return { id: 1n, start, end: start + DAYS * DAY };
  }

  it('opens 12 hours before the booked start: PickupNotOpen an hour and a second before, open at it', async function () {
    const d = await loadFixture(deployFixture);
    const { id, start, end } = await bookedAhead(d);
    const opensAt = start - PICKUP_LEAD;
    for (const at of [opensAt - HOUR, opensAt - 1n]) {
      await time.setNextBlockTimestamp(at);
      await expect(d.rentals.connect(d.borrower).confirmToolPickup(id))
        .to.be.revertedWithCustomError(d.rentals, 'PickupNotOpen')
        .withArgs(opensAt);
    }
    await time.setNextBlockTimestamp(opensAt);
    await expect(d.rentals.connect(d.borrower).confirmToolPickup(id))
      .to.emit(d.rentals, 'RentalActivated')
      .withArgs(id, d.borrower.address, start, end);
  });

  for (const [label, offset] of [
    ['an hour before', -HOUR],
    ['a second before', -1n],
  ] as const) {
    it(`is still open ${label} the booked end`, async function () {
      const d = await loadFixture(deployFixture);
      const { id, end } = await bookedAhead(d);
      await time.setNextBlockTimestamp(end + offset);
      await expect(d.rentals.connect(d.borrower).confirmToolPickup(id)).to.emit(d.rentals, 'RentalActivated');
    });
  }

  it('closes at the booked end (DeadlinePassed at it, a second and an hour after); the deposit can then only be cancelled', async function () {
    const d = await loadFixture(deployFixture);
    const { id, end } = await bookedAhead(d);
    for (const at of [end, end + 1n, end + HOUR]) {
      await time.setNextBlockTimestamp(at);
      await expect(d.rentals.connect(d.borrower).confirmToolPickup(id))
        .to.be.revertedWithCustomError(d.rentals, 'DeadlinePassed')
        .withArgs(end);
    }
    await expect(d.rentals.connect(d.lender).cancelRental(id)).to.emit(d.rentals, 'RentalCancelled');
  });

  it('counts the late fee from the booked end, not from a late pickup', async function () {
    const d = await loadFixture(deployFixture);
    const { id, end } = await bookedAhead(d);
    await time.setNextBlockTimestamp(end - HOUR);
    await d.rentals.connect(d.borrower).confirmToolPickup(id);
    await time.setNextBlockTimestamp(end + 1n);
    await d.rentals.connect(d.borrower).markToolReturned(id);
    // One started day late, though the tool was held for an hour.
    expect(await d.rentals.settlementOf(id)).to.deep.equal([RENT + RATE, COLLATERAL - RATE]);
  });
});

describe('RentalAgreement v4: the cancellation fee', function () {
  const FEE = 1_000n;
  const feeOf = (rent: bigint, bps: bigint) => (rent * bps) / 10_000n;

  it('accepts 0..5000 bps and refuses 5001 with InvalidCancellationFee, after the amounts and before the expiry', async function () {
    const d = await loadFixture(deployFixture);
    await expect(book(d, 0n, DAYS, { cancellationFeeBps: 5_001n }))
      .to.be.revertedWithCustomError(d.rentals, 'InvalidCancellationFee')
      .withArgs(5_001n);
    const tooLarge = await signedOffer(d, { cancellationFeeBps: 5_001n, rentalRate: 1n << 128n });
    await expect(d.rentals.connect(d.borrower).acceptSignedRentalOffer(tooLarge.offer, tooLarge.signature, 0n, DAYS))
      .to.be.revertedWithCustomError(d.rentals, 'AmountTooLarge')
      .withArgs(1n << 128n);
    await expect(book(d, 0n, DAYS, { cancellationFeeBps: 5_001n, expiry: 1n }))
      .to.be.revertedWithCustomError(d.rentals, 'InvalidCancellationFee')
      .withArgs(5_001n);
    await book(d, 0n, DAYS, { cancellationFeeBps: 5_000n });
    expect(await d.rentals.cancellationFeeOf(1n)).to.equal(5_000n);
  });

  it('a borrower who cancels before pickup leaves the fee (rounded down) to the lender and gets the rest back', async function () {
    const d = await loadFixture(deployFixture);
    const rate = 3_333n;
    await book(d, 0n, DAYS, { cancellationFeeBps: FEE, rentalRate: rate }).then((tx) => tx.wait());
    const escrow = COLLATERAL + rate * DAYS;
    const fee = feeOf(rate * DAYS, FEE); // 9999 * 0.1 = 999.9, rounded down
    expect(fee).to.equal(999n);
    expect(await creditsOf(d, d.rentals.connect(d.borrower).cancelRental(1n))).to.deep.equal([
      [d.lender.address, fee],
      [d.borrower.address, escrow - fee],
    ]);
    expect(await d.rentals.settlementOf(1n)).to.deep.equal([fee, escrow - fee]);
    expect(await d.rentals.isBooked(d.lender.address, TOOL_ID, 0n, DAYS)).to.equal(false);
  });

  it("a lender who cancels before the booked end refunds everything; from the end on, the borrower's split applies", async function () {
    const d = await loadFixture(deployFixture);
    const start = hourOf(BigInt(await time.latest())) + DAY;
    await book(d, start, DAYS, { cancellationFeeBps: FEE });
    await book(d, start + DAYS * DAY, DAYS, { cancellationFeeBps: FEE });
    await time.setNextBlockTimestamp(start + DAYS * DAY - 1n);
    expect(await creditsOf(d, d.rentals.connect(d.lender).cancelRental(1n))).to.deep.equal([
      [d.borrower.address, DEPOSIT],
    ]);
    expect(await d.rentals.settlementOf(1n)).to.deep.equal([0n, DEPOSIT]);
    await time.setNextBlockTimestamp(start + 2n * DAYS * DAY);
    const fee = feeOf(RENT, FEE);
    expect(await creditsOf(d, d.rentals.connect(d.lender).cancelRental(2n))).to.deep.equal([
      [d.lender.address, fee],
      [d.borrower.address, DEPOSIT - fee],
    ]);
    expect(await d.rentals.settlementOf(2n)).to.deep.equal([fee, DEPOSIT - fee]);
  });

  it('on-chain offers have a fee of 0; cancellationFeeOf reverts for an unknown id', async function () {
    const d = await loadFixture(deployFixture);
    const { id, tx } = await bookOnChain(d);
    await tx;
    expect(await d.rentals.cancellationFeeOf(id)).to.equal(0n);
    expect(await creditsOf(d, d.rentals.connect(d.borrower).cancelRental(id))).to.deep.equal([
      [d.borrower.address, DEPOSIT],
    ]);
    await expect(d.rentals.cancellationFeeOf(9n))
      .to.be.revertedWithCustomError(d.rentals, 'UnknownRental')
      .withArgs(9n);
  });
});

describe("RentalAgreement v4: D11, a pretext dispute cannot shorten the borrower's time", function () {
  it('an unruled dispute over a never-returned tool opens the default claim only after both the ruling period and endTime + inspection period', async function () {
    const d = await loadFixture(deployFixture);
    const start = hourOf(BigInt(await time.latest())) + DAY;
    // A long rental: 30 days, so that endTime + inspection period ends after the 30-day ruling period.
    await book(d, start, 30n);
    await time.setNextBlockTimestamp(start);
    await d.rentals.connect(d.borrower).confirmToolPickup(1n);
    await d.rentals.connect(d.lender).fileDispute(1n, 'pretext');
    const [disputedAt] = await d.rentals.disputeOf(1n);
    const deadline = start + 30n * DAY + INSPECTION;
    expect(deadline).to.be.greaterThan(disputedAt + 30n * DAY);
    await time.setNextBlockTimestamp(disputedAt + 30n * DAY + 1n);
    await expect(d.rentals.connect(d.lender).claimCollateralAfterDeadline(1n))
      .to.be.revertedWithCustomError(d.rentals, 'DeadlineNotReached')
      .withArgs(deadline);
    await time.setNextBlockTimestamp(deadline);
    await expect(d.rentals.connect(d.lender).claimCollateralAfterDeadline(1n))
      .to.be.revertedWithCustomError(d.rentals, 'DeadlineNotReached')
      .withArgs(deadline);
    await expect(d.rentals.connect(d.lender).claimCollateralAfterDeadline(1n)).to.emit(
      d.rentals,
      'TransactionCompleted',
    );
    expect((await d.rentals.getAgreement(1n)).currentState).to.equal(State.TRANSACTION_COMPLETED);
  });
});
