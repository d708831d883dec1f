// The dispute rules of RentalAgreement v3, sentence by sentence (design: "The default split of an
// unruled dispute", "Who rules a dispute", and the markToolReturned-during-a-dispute row):
// - the borrower may mark the tool returned during a dispute filed before the return; the late fee counts
//   to that time;
// - an unruled dispute's default split moves neither the rent nor a late fee, and never pays a borrower
//   who kept the tool: only the collateral left after the late fee of a returned tool is split in half;
// - each rental's dispute admin is fixed at pickup: an appointment mined in a block before the pickup
//   rules it, one in the pickup's own block or later does not.
import { expect } from 'chai';
import { ethers } from 'hardhat';
import { loadFixture, mine, time } from '@nomicfoundation/hardhat-toolbox/network-helpers';
import {
  COLLATERAL,
  DAY,
  DAYS,
  DEPOSIT,
  INSPECTION,
  RATE,
  RENT,
  State,
  creditsOf,
  deployFixture,
  minedAt,
  offer,
  rentalIn,
} from './helpers/rentalFixtures';
import type { Deployed } from './helpers/rentalFixtures';
import { signedRental } from './helpers/signedOffers';

const RULING_PERIOD = 30n * DAY;

/** What the default split credits for a tool returned with `lateFee`: [to the lender, to the borrower]. */
function defaultSplit(lateFee: bigint): [bigint, bigint] {
  const toLender = RENT + lateFee + (COLLATERAL - lateFee) / 2n;
  return [toLender, DEPOSIT - toLender];
}

/** An active rental disputed by `filer` during the rental; returns its id, end time and ruling deadline. */
async function disputedDuringRental(d: Deployed, filer: 'lender' | 'borrower' = 'borrower') {
  const id = await rentalIn(d, 'RENTAL_ACTIVE');
  await d.rentals.connect(d[filer]).fileDispute(id, 'not working');
  const { endTime } = await d.rentals.getAgreement(id);
  const [disputedAt] = await d.rentals.disputeOf(id);
  return { id, endTime, deadline: disputedAt + RULING_PERIOD };
}

describe('RentalAgreement: marking the tool returned during a dispute', function () {
  for (const filer of ['lender', 'borrower'] as const) {
    it(`lets the borrower record the return during a dispute the ${filer} filed before it; the rental stays disputed`, async function () {
      const d = await loadFixture(deployFixture);
      const { id } = await disputedDuringRental(d, filer);
      const tx = await d.rentals.connect(d.borrower).markToolReturned(id);
      const returnedAt = BigInt(
        (await ethers.provider.getBlock(await ethers.provider.getBlockNumber()))?.timestamp ?? 0,
      );
      await expect(tx).to.emit(d.rentals, 'ToolReturned').withArgs(id, returnedAt);
      await expect(tx).not.to.emit(d.rentals, 'CollateralReleased');
      const a = await d.rentals.getAgreement(id);
      expect([a.currentState, a.inspectionDeadline]).to.deep.equal([
        BigInt(State.DISPUTE_OPENED),
        returnedAt + INSPECTION,
      ]);
      expect(await d.rentals.settlementOf(id)).to.deep.equal(defaultSplit(0n));
    });
  }

  it('refuses the lender, strangers and the dispute admin', async function () {
    const d = await loadFixture(deployFixture);
    const { id } = await disputedDuringRental(d);
    for (const caller of [d.lender, d.stranger, d.admin]) {
      await expect(d.rentals.connect(caller).markToolReturned(id)).to.be.revertedWithCustomError(
        d.rentals,
        'NotBorrower',
      );
    }
  });

  it('records the return once only', async function () {
    const d = await loadFixture(deployFixture);
    const { id } = await disputedDuringRental(d);
    await d.rentals.connect(d.borrower).markToolReturned(id);
    await expect(d.rentals.connect(d.borrower).markToolReturned(id))
      .to.be.revertedWithCustomError(d.rentals, 'InvalidState')
      .withArgs(id, State.DISPUTE_OPENED);
  });

  it('refuses a dispute filed after the return: the return time is already set', async function () {
    const d = await loadFixture(deployFixture);
    const id = await rentalIn(d, 'TOOL_RETURNED');
    await d.rentals.connect(d.borrower).fileDispute(id, 'after the return');
    await expect(d.rentals.connect(d.borrower).markToolReturned(id))
      .to.be.revertedWithCustomError(d.rentals, 'InvalidState')
      .withArgs(id, State.DISPUTE_OPENED);
  });

  it('refuses once the admin ruled (RESOLUTION_REACHED)', async function () {
    const d = await loadFixture(deployFixture);
    const { id } = await disputedDuringRental(d);
    await d.rentals.connect(d.admin).resolveDispute(id, 5000, 'split');
    await expect(d.rentals.connect(d.borrower).markToolReturned(id))
      .to.be.revertedWithCustomError(d.rentals, 'InvalidState')
      .withArgs(id, State.RESOLUTION_REACHED);
  });

  // The late fee counts to the recorded return: on time at endTime, one started day late one second after.
  for (const [label, delta, lateFee] of [
    ['one second before endTime', -1n, 0n],
    ['at endTime', 0n, 0n],
    ['one second after endTime', 1n, RATE],
    ['one day and one second after endTime', DAY + 1n, 2n * RATE],
  ] as const) {
    it(`counts the late fee to a return recorded ${label} during the dispute`, async function () {
      const d = await loadFixture(deployFixture);
      const { id, endTime } = await disputedDuringRental(d);
      await time.setNextBlockTimestamp(endTime + delta);
      await d.rentals.connect(d.borrower).markToolReturned(id);
      expect(await d.rentals.settlementOf(id)).to.deep.equal(defaultSplit(lateFee));
      const [disputedAt] = await d.rentals.disputeOf(id);
      await time.increaseTo(disputedAt + RULING_PERIOD + 1n);
      const [toLender, toBorrower] = defaultSplit(lateFee);
      expect(await creditsOf(d, d.rentals.connect(d.borrower).claimCollateralAfterDeadline(id))).to.deep.equal([
        [d.lender.address, toLender],
        [d.borrower.address, toBorrower],
      ]);
    });
  }
});

describe('RentalAgreement: the default split of an unruled dispute', function () {
  for (const claimant of ['lender', 'borrower'] as const) {
    it(`gives the lender the whole escrow when the tool was never marked returned (claimed by the ${claimant})`, async function () {
      const d = await loadFixture(deployFixture);
      const { id, deadline } = await disputedDuringRental(d, 'borrower');
      expect(await d.rentals.settlementOf(id)).to.deep.equal([DEPOSIT, 0n]);
      await time.increaseTo(deadline + 1n);
      expect(await creditsOf(d, d.rentals.connect(d[claimant]).claimCollateralAfterDeadline(id))).to.deep.equal([
        [d.lender.address, DEPOSIT],
      ]);
      expect(await d.rentals.settlementOf(id)).to.deep.equal([DEPOSIT, 0n]);
      expect(await d.rentals.disputeOf(id)).to.deep.equal([deadline - RULING_PERIOD, 0n]);
    });
  }

  it('moves neither the rent nor the late fee of a tool returned late before the dispute; splits the rest of the collateral', async function () {
    const d = await loadFixture(deployFixture);
    const id = await rentalIn(d, 'RENTAL_ACTIVE');
    const { endTime } = await d.rentals.getAgreement(id);
    await time.setNextBlockTimestamp(endTime + DAY + 1n);
    await d.rentals.connect(d.borrower).markToolReturned(id);
    await d.rentals.connect(d.borrower).fileDispute(id, 'the late fee is unfair');
    const [disputedAt] = await d.rentals.disputeOf(id);
    expect(await d.rentals.settlementOf(id)).to.deep.equal(defaultSplit(2n * RATE));
    for (const at of [disputedAt + RULING_PERIOD - 1n, disputedAt + RULING_PERIOD]) {
      await time.setNextBlockTimestamp(at);
      await expect(d.rentals.connect(d.borrower).claimCollateralAfterDeadline(id))
        .to.be.revertedWithCustomError(d.rentals, 'DeadlineNotReached')
        .withArgs(disputedAt + RULING_PERIOD);
    }
    const [toLender, toBorrower] = defaultSplit(2n * RATE);
    expect(await creditsOf(d, d.rentals.connect(d.borrower).claimCollateralAfterDeadline(id))).to.deep.equal([
      [d.lender.address, toLender],
      [d.borrower.address, toBorrower],
    ]);
  });

  it('gives the lender everything when the late fee took the whole collateral (no zero credit to the borrower)', async function () {
    const d = await loadFixture(deployFixture);
    const { id, endTime } = await disputedDuringRental(d);
    const lateDays = COLLATERAL / RATE + 1n;
    await time.setNextBlockTimestamp(endTime + lateDays * DAY);
    await d.rentals.connect(d.borrower).markToolReturned(id);
    expect(await d.rentals.settlementOf(id)).to.deep.equal([DEPOSIT, 0n]);
    const [disputedAt] = await d.rentals.disputeOf(id);
    await time.increaseTo(disputedAt + RULING_PERIOD + 1n);
    expect(await creditsOf(d, d.rentals.connect(d.lender).claimCollateralAfterDeadline(id))).to.deep.equal([
      [d.lender.address, DEPOSIT],
    ]);
  });

  it('is told apart from a ruling of 0 bps: settlementOf after completion reports what each credited', async function () {
    const d = await loadFixture(deployFixture);
    const ruled = await rentalIn(d, 'TOOL_RETURNED');
    await d.rentals.connect(d.borrower).fileDispute(ruled, 'ruled');
    await d.rentals.connect(d.admin).resolveDispute(ruled, 0, 'all to the borrower');
    expect(await d.rentals.settlementOf(ruled)).to.deep.equal([0n, DEPOSIT]);
    await d.rentals.connect(d.lender).finalizeRental(ruled);
    expect(await d.rentals.settlementOf(ruled)).to.deep.equal([0n, DEPOSIT]);
    expect((await d.rentals.disputeOf(ruled))[1]).to.equal(0n);

    const unruled = await rentalIn(d, 'TOOL_RETURNED');
    await d.rentals.connect(d.borrower).fileDispute(unruled, 'unruled');
    await time.increase(RULING_PERIOD + 1n);
    await d.rentals.connect(d.borrower).claimCollateralAfterDeadline(unruled);
    expect(await d.rentals.settlementOf(unruled)).to.deep.equal(defaultSplit(0n));
    expect((await d.rentals.disputeOf(unruled))[1]).to.equal(0n);
  });
});

describe('RentalAgreement: who rules a dispute (disputeAdminOf, fixed at deposit; appointments wait two days)', function () {
  const DELAY = 2n * DAY;

  it('reverts for unknown ids', async function () {
    const d = await loadFixture(deployFixture);
    await rentalIn(d, 'AWAITING_COLLATERAL');
    for (const id of [0n, 2n]) {
      await expect(d.rentals.disputeAdminOf(id)).to.be.revertedWithCustomError(d.rentals, 'UnknownRental').withArgs(id);
    }
  });

  it('schedules an appointment DISPUTE_ADMIN_DELAY ahead: the old admin stays in office until effectiveAt, the new one from it', async function () {
    const d = await loadFixture(deployFixture);
    expect(await d.rentals.DISPUTE_ADMIN_DELAY()).to.equal(DELAY);
    expect(await d.rentals.pendingDisputeAdmin()).to.deep.equal([ethers.ZeroAddress, 0n]);
    const tx = await d.rentals.connect(d.admin).setDisputeAdmin(d.other.address);
    const effectiveAt = (await minedAt(tx)) + DELAY;
    await expect(tx).to.emit(d.rentals, 'DisputeAdminScheduled').withArgs(d.other.address, effectiveAt);
    expect(await d.rentals.pendingDisputeAdmin()).to.deep.equal([d.other.address, effectiveAt]);
    expect(await d.rentals.disputeAdmin()).to.equal(d.admin.address);
    await time.setNextBlockTimestamp(effectiveAt - 1n);
    await mine();
    expect(await d.rentals.disputeAdmin()).to.equal(d.admin.address);
    expect(await d.rentals.pendingDisputeAdmin()).to.deep.equal([d.other.address, effectiveAt]);
    await time.setNextBlockTimestamp(effectiveAt);
    await mine();
    expect(await d.rentals.disputeAdmin()).to.equal(d.other.address);
    expect(await d.rentals.pendingDisputeAdmin()).to.deep.equal([ethers.ZeroAddress, 0n]);
  });

  it('a new call replaces a pending appointment, which never takes office', async function () {
    const d = await loadFixture(deployFixture);
    await d.rentals.connect(d.admin).setDisputeAdmin(d.other.address);
    await time.increase(DAY);
    const tx = await d.rentals.connect(d.admin).setDisputeAdmin(d.stranger.address);
    const effectiveAt = (await minedAt(tx)) + DELAY;
    expect(await d.rentals.pendingDisputeAdmin()).to.deep.equal([d.stranger.address, effectiveAt]);
    await time.increase(DAY + 1n);
    // The replaced appointment's time has passed: still the deployer.
    expect(await d.rentals.disputeAdmin()).to.equal(d.admin.address);
    await time.increaseTo(effectiveAt);
    expect(await d.rentals.disputeAdmin()).to.equal(d.stranger.address);
  });

  it('is the admin in office now before a deposit, and the one in office at the deposit after it', async function () {
    const d = await loadFixture(deployFixture);
    const open = await rentalIn(d, 'AWAITING_COLLATERAL');
    const depositedBefore = await rentalIn(d, 'COLLATERAL_DEPOSITED');
    const tx = await d.rentals.connect(d.admin).setDisputeAdmin(d.other.address);
    const effectiveAt = (await minedAt(tx)) + DELAY;
    // Scheduled, not yet in office: a deposit now is still the deployer's.
    const depositedWhilePending = await rentalIn(d, 'COLLATERAL_DEPOSITED');
    expect(await d.rentals.disputeAdminOf(depositedWhilePending)).to.equal(d.admin.address);
    await time.increaseTo(effectiveAt);
    expect(await d.rentals.disputeAdminOf(open)).to.equal(d.other.address);
    expect(await d.rentals.disputeAdminOf(depositedBefore)).to.equal(d.admin.address);
    expect(await d.rentals.disputeAdminOf(depositedWhilePending)).to.equal(d.admin.address);
    const depositedAfter = await rentalIn(d, 'COLLATERAL_DEPOSITED');
    expect(await d.rentals.disputeAdminOf(depositedAfter)).to.equal(d.other.address);
  });

  it("a deposit in the block at effectiveAt is the new admin's, one a second earlier the old one's", async function () {
    const d = await loadFixture(deployFixture);
    const early = await offer(d);
    const onTime = await offer(d);
    const tx = await d.rentals.connect(d.admin).setDisputeAdmin(d.other.address);
    const effectiveAt = (await minedAt(tx)) + DELAY;
    await time.setNextBlockTimestamp(effectiveAt - 1n);
    await d.rentals.connect(d.borrower).acceptRentalOfferAndDepositCollateral(early, DAYS, { value: DEPOSIT });
    await time.setNextBlockTimestamp(effectiveAt);
    await d.rentals.connect(d.borrower).acceptRentalOfferAndDepositCollateral(onTime, DAYS, { value: DEPOSIT });
    expect(await d.rentals.disputeAdminOf(early)).to.equal(d.admin.address);
    expect(await d.rentals.disputeAdminOf(onTime)).to.equal(d.other.address);
  });

  it("the audit's D6c: an appointment mined the block before a pending pickup does not give the owner's admin the rental", async function () {
    const d = await loadFixture(deployFixture);
    const id = await rentalIn(d, 'COLLATERAL_DEPOSITED');
    // The owner appoints an admin of their own and waits out the delay; the borrower then picks up.
    await d.rentals.connect(d.admin).setDisputeAdmin(d.stranger.address);
    await time.increase(DELAY);
    await d.rentals.connect(d.borrower).confirmToolPickup(id);
    await d.rentals.connect(d.borrower).fileDispute(id, 'x');
    expect(await d.rentals.disputeAdminOf(id)).to.equal(d.admin.address);
    await expect(d.rentals.connect(d.stranger).resolveDispute(id, 10_000, 'mine')).to.be.revertedWithCustomError(
      d.rentals,
      'NotDisputeAdmin',
    );
    await expect(d.rentals.connect(d.admin).resolveDispute(id, 5000, '')).to.emit(d.rentals, 'DisputeResolved');
  });

  it('an admin appointed after the pickup rules neither resolveDispute nor finalizeRental of that rental', async function () {
    const d = await loadFixture(deployFixture);
    const id = await rentalIn(d, 'DISPUTE_OPENED');
    await d.rentals.connect(d.admin).setDisputeAdmin(d.other.address);
    expect(await d.rentals.disputeAdminOf(id)).to.equal(d.admin.address);
    await expect(d.rentals.connect(d.other).resolveDispute(id, 10_000, 'friendly')).to.be.revertedWithCustomError(
      d.rentals,
      'NotDisputeAdmin',
    );
    await d.rentals.connect(d.admin).resolveDispute(id, 5000, "the rental's own admin");
    await expect(d.rentals.connect(d.other).finalizeRental(id)).to.be.revertedWithCustomError(d.rentals, 'NotParty');
    await expect(d.rentals.connect(d.admin).finalizeRental(id)).to.emit(d.rentals, 'TransactionCompleted');
  });

  it("keeps each rental's admin through many appointments, on both rental paths", async function () {
    const d = await loadFixture(deployFixture);
    const signers = await ethers.getSigners();
    const admins = signers.slice(5, 13);
    const expected: [bigint, string][] = [];
    for (const [index, admin] of admins.entries()) {
      await d.rentals.connect(d.admin).setDisputeAdmin(admin.address);
      await time.increase(DELAY);
      const id = index % 2 === 0 ? await rentalIn(d, 'COLLATERAL_DEPOSITED') : await signedRental(d, DAYS);
      await d.rentals.connect(d.borrower).confirmToolPickup(id);
      expected.push([id, admin.address]);
    }
    await d.rentals.connect(d.admin).setDisputeAdmin(d.other.address);
    await time.increase(DELAY);
    for (const [id, admin] of expected) expect(await d.rentals.disputeAdminOf(id), `rental ${id}`).to.equal(admin);
    const [firstId] = expected[0];
    await d.rentals.connect(d.borrower).fileDispute(firstId, 'x');
    await expect(d.rentals.connect(admins[0]).resolveDispute(firstId, 1, '')).to.emit(d.rentals, 'DisputeResolved');
  });

  it('the deployer rules rentals deposited before any other appointment', async function () {
    const d = await loadFixture(deployFixture);
    const id = await rentalIn(d, 'RENTAL_ACTIVE');
    await d.rentals.connect(d.admin).setDisputeAdmin(d.other.address);
    await d.rentals.connect(d.admin).setDisputeAdmin(d.stranger.address);
    expect(await d.rentals.disputeAdminOf(id)).to.equal(d.admin.address);
  });
});
