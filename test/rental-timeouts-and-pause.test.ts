import { expect } from 'chai';
import { ethers } from 'hardhat';
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
  offer,
  rentalIn,
} from './helpers/rentalFixtures';
import type { Deployed, StateName } from './helpers/rentalFixtures';

const RULING_PERIOD = 30n * DAY;

/** A standard rental walked to `from`, then disputed by `filer`; returns its id and the ruling deadline. */
async function disputedFrom(d: Deployed, from: StateName, filer: 'lender' | 'borrower' = 'borrower') {
  const id = await rentalIn(d, from);
  await d.rentals.connect(d[filer]).fileDispute(id, 'unruled');
  const [disputedAt] = await d.rentals.disputeOf(id);
  return { id, deadline: disputedAt + RULING_PERIOD };
}

describe('RentalAgreement: a dispute the admin never rules on', function () {
  for (const claimant of ['lender', 'borrower'] as const) {
    it(`is refused to the ${claimant} until disputedAt + 30 days, then settled by the default split one second after`, async function () {
      const d = await loadFixture(deployFixture);
      const { id, deadline } = await disputedFrom(d, 'TOOL_RETURNED');
      await time.increaseTo(deadline - 2n);
      for (const at of [deadline - 1n, deadline]) {
        await time.setNextBlockTimestamp(at);
        await expect(d.rentals.connect(d[claimant]).claimCollateralAfterDeadline(id))
          .to.be.revertedWithCustomError(d.rentals, 'DeadlineNotReached')
          .withArgs(deadline);
      }
      await time.setNextBlockTimestamp(deadline + 1n);
      const tx = d.rentals.connect(d[claimant]).claimCollateralAfterDeadline(id);
      await expect(tx).to.emit(d.rentals, 'TransactionCompleted').withArgs(id);
      await expect(tx).not.to.emit(d.rentals, 'DisputeResolved');
      await expect(tx).not.to.emit(d.rentals, 'InspectionCompleted');
      // Returned on time: the rent is not disputed, only the collateral is split.
      const lenderShare = RENT + COLLATERAL / 2n;
      expect(await creditsOf(d, tx)).to.deep.equal([
        [d.lender.address, lenderShare],
        [d.borrower.address, DEPOSIT - lenderShare],
      ]);
      expect((await d.rentals.getAgreement(id)).currentState).to.equal(State.TRANSACTION_COMPLETED);
      // Nobody ruled: disputeOf reports no share, settlementOf what the default split credited.
      expect((await d.rentals.disputeOf(id))[1]).to.equal(0n);
      expect(await d.rentals.settlementOf(id)).to.deep.equal([lenderShare, DEPOSIT - lenderShare]);
    });
  }

  it('is refused to strangers and to the dispute admin, even long after', async function () {
    const d = await loadFixture(deployFixture);
    const { id, deadline } = await disputedFrom(d, 'RENTAL_ACTIVE');
    await time.increaseTo(deadline + 365n * DAY);
    for (const caller of [d.stranger, d.admin, d.other]) {
      await expect(d.rentals.connect(caller).claimCollateralAfterDeadline(id)).to.be.revertedWithCustomError(
        d.rentals,
        'NotParty',
      );
    }
  });

  for (const from of ['RENTAL_ACTIVE', 'TOOL_RETURNED', 'INSPECTION_PERIOD'] as const) {
    it(`ends from a dispute filed in ${from}: nothing stays locked`, async function () {
      const d = await loadFixture(deployFixture);
      const { id, deadline } = await disputedFrom(d, from, from === 'RENTAL_ACTIVE' ? 'lender' : 'borrower');
      await time.increaseTo(deadline + 1n);
      await d.rentals.connect(d.lender).claimCollateralAfterDeadline(id);
      await d.rentals.connect(d.lender).withdraw();
      if (from !== 'RENTAL_ACTIVE') await d.rentals.connect(d.borrower).withdraw();
      expect(await ethers.provider.getBalance(await d.rentals.getAddress())).to.equal(0n);
    });
  }

  it("rounds the lender's half of the collateral down and gives the borrower the odd wei", async function () {
    const d = await loadFixture(deployFixture);
    await d.rentals.connect(d.lender).createRentalOffer(TOOL_ID, 1n, 3n, INSPECTION);
    await d.rentals.connect(d.borrower).acceptRentalOfferAndDepositCollateral(1n, 1n, { value: 4n });
    await d.rentals.connect(d.borrower).confirmToolPickup(1n);
    await d.rentals.connect(d.borrower).markToolReturned(1n);
    await d.rentals.connect(d.lender).fileDispute(1n, 'x');
    await time.increase(RULING_PERIOD + 1n);
    // Rent 1 to the lender, then the collateral 3: 1 to the lender, 2 to the borrower.
    expect(await d.rentals.settlementOf(1n)).to.deep.equal([2n, 2n]);
    expect(await creditsOf(d, d.rentals.connect(d.borrower).claimCollateralAfterDeadline(1n))).to.deep.equal([
      [d.lender.address, 2n],
      [d.borrower.address, 2n],
    ]);
  });

  it('ends even when the dispute admin is a party and no other admin is ever appointed', async function () {
    const d = await loadFixture(deployFixture);
    const id = await offer(d, d.admin);
    await d.rentals.connect(d.borrower).acceptRentalOfferAndDepositCollateral(id, DAYS, { value: DEPOSIT });
    await d.rentals.connect(d.borrower).confirmToolPickup(id);
    await d.rentals.connect(d.borrower).fileDispute(id, 'the admin is my lender');
    await expect(d.rentals.connect(d.admin).resolveDispute(id, 10_000, 'mine')).to.be.revertedWithCustomError(
      d.rentals,
      'NotDisputeAdmin',
    );
    await time.increase(RULING_PERIOD + 1n);
    await expect(d.rentals.connect(d.borrower).claimCollateralAfterDeadline(id)).to.emit(
      d.rentals,
      'TransactionCompleted',
    );
  });

  it('still accepts a late ruling while nobody has claimed; a claim first closes the rental to the admin', async function () {
    const d = await loadFixture(deployFixture);
    const late = await disputedFrom(d, 'RENTAL_ACTIVE');
    const claimed = await disputedFrom(d, 'RENTAL_ACTIVE');
    await time.increaseTo(claimed.deadline + 1n);
    await expect(d.rentals.connect(d.admin).resolveDispute(late.id, 8000, 'late but fair')).to.emit(
      d.rentals,
      'DisputeResolved',
    );
    await expect(d.rentals.connect(d.lender).claimCollateralAfterDeadline(late.id))
      .to.be.revertedWithCustomError(d.rentals, 'InvalidState')
      .withArgs(late.id, State.RESOLUTION_REACHED);
    await d.rentals.connect(d.borrower).claimCollateralAfterDeadline(claimed.id);
    await expect(d.rentals.connect(d.admin).resolveDispute(claimed.id, 8000, 'too late'))
      .to.be.revertedWithCustomError(d.rentals, 'InvalidState')
      .withArgs(claimed.id, State.TRANSACTION_COMPLETED);
  });
});

describe('RentalAgreement: pause', function () {
  it("lets the owner pause and unpause, with OpenZeppelin's events and errors", async function () {
    const { rentals, admin } = await loadFixture(deployFixture);
    expect(await rentals.paused()).to.equal(false);
    await expect(rentals.connect(admin).unpause()).to.be.revertedWithCustomError(rentals, 'ExpectedPause');
    await expect(rentals.connect(admin).pause()).to.emit(rentals, 'Paused').withArgs(admin.address);
    expect(await rentals.paused()).to.equal(true);
    await expect(rentals.connect(admin).pause()).to.be.revertedWithCustomError(rentals, 'EnforcedPause');
    await expect(rentals.connect(admin).unpause()).to.emit(rentals, 'Unpaused').withArgs(admin.address);
    expect(await rentals.paused()).to.equal(false);
  });

  it('refuses pause and unpause to everyone but the owner, the dispute admin included', async function () {
    const d = await loadFixture(deployFixture);
    await d.rentals.connect(d.admin).setDisputeAdmin(d.other.address);
    for (const caller of [d.lender, d.borrower, d.stranger, d.other]) {
      await expect(d.rentals.connect(caller).pause())
        .to.be.revertedWithCustomError(d.rentals, 'OwnableUnauthorizedAccount')
        .withArgs(caller.address);
    }
    await d.rentals.connect(d.admin).pause();
    for (const caller of [d.lender, d.other]) {
      await expect(d.rentals.connect(caller).unpause())
        .to.be.revertedWithCustomError(d.rentals, 'OwnableUnauthorizedAccount')
        .withArgs(caller.address);
    }
  });

  it('stops new offers and acceptances only, and they work again after unpause', async function () {
    const d = await loadFixture(everyStateFixture);
    await d.rentals.connect(d.admin).pause();
    await expect(
      d.rentals.connect(d.lender).createRentalOffer(TOOL_ID, RATE, COLLATERAL, INSPECTION),
    ).to.be.revertedWithCustomError(d.rentals, 'EnforcedPause');
    await expect(
      d.rentals
        .connect(d.borrower)
        .acceptRentalOfferAndDepositCollateral(d.ids.AWAITING_COLLATERAL, DAYS, { value: DEPOSIT }),
    ).to.be.revertedWithCustomError(d.rentals, 'EnforcedPause');
    await d.rentals.connect(d.admin).unpause();
    await expect(
      d.rentals
        .connect(d.borrower)
        .acceptRentalOfferAndDepositCollateral(d.ids.AWAITING_COLLATERAL, DAYS, { value: DEPOSIT }),
    ).to.emit(d.rentals, 'CollateralDeposited');
    await expect(d.rentals.connect(d.lender).createRentalOffer(TOOL_ID, RATE, COLLATERAL, INSPECTION)).to.emit(
      d.rentals,
      'RentalCreated',
    );
  });

  it('keeps every other step and every exit working while paused', async function () {
    const d = await loadFixture(everyStateFixture);
    const { rentals, ids, lender, borrower, admin } = d;
    const extra = {
      deposited: await rentalIn(d, 'COLLATERAL_DEPOSITED'),
      active: await rentalIn(d, 'RENTAL_ACTIVE'),
      returned: await rentalIn(d, 'TOOL_RETURNED'),
      disputed: await rentalIn(d, 'DISPUTE_OPENED'),
      silentDispute: await rentalIn(d, 'DISPUTE_OPENED'),
    };
    await rentals.connect(admin).pause();

    // Cancellations: an open offer (lender) and an accepted one (borrower).
    await expect(rentals.connect(lender).cancelRental(ids.AWAITING_COLLATERAL)).to.emit(rentals, 'RentalCancelled');
    await expect(rentals.connect(borrower).cancelRental(ids.COLLATERAL_DEPOSITED)).to.emit(rentals, 'RentalCancelled');
    // The ordinary path of rentals already under way.
    await expect(rentals.connect(borrower).submitEvidence(extra.deposited, 'ipfs://pickup-photos')).to.emit(
      rentals,
      'Evidence',
    );
    await expect(rentals.connect(borrower).confirmToolPickup(extra.deposited)).to.emit(rentals, 'RentalActivated');
    await expect(rentals.connect(borrower).markToolReturned(ids.RENTAL_ACTIVE)).to.emit(rentals, 'ToolReturned');
    await expect(rentals.connect(lender).confirmToolReceiptAndInspect(ids.TOOL_RETURNED)).to.emit(
      rentals,
      'ToolReceived',
    );
    await expect(rentals.connect(lender).releaseCollateral(ids.INSPECTION_PERIOD)).to.emit(
      rentals,
      'TransactionCompleted',
    );
    // Disputes, rulings and finalization.
    await expect(rentals.connect(lender).fileDispute(extra.returned, 'scratched')).to.emit(rentals, 'DisputeFiled');
    await expect(rentals.connect(admin).resolveDispute(extra.disputed, 4000, 'shared')).to.emit(
      rentals,
      'DisputeResolved',
    );
    await expect(rentals.connect(borrower).finalizeRental(ids.RESOLUTION_REACHED)).to.emit(
      rentals,
      'TransactionCompleted',
    );
    await expect(rentals.connect(lender).finalizeRental(extra.disputed)).to.emit(rentals, 'TransactionCompleted');
    // Every claim after its deadline.
    await time.increase(RULING_PERIOD + 1n);
    await expect(rentals.connect(lender).claimCollateralAfterDeadline(extra.active)).to.emit(
      rentals,
      'TransactionCompleted',
    );
    await expect(rentals.connect(borrower).claimCollateralAfterDeadline(ids.TOOL_RETURNED)).to.emit(
      rentals,
      'TransactionCompleted',
    );
    await expect(rentals.connect(borrower).claimCollateralAfterDeadline(extra.silentDispute)).to.emit(
      rentals,
      'TransactionCompleted',
    );
    await expect(rentals.connect(lender).claimCollateralAfterDeadline(ids.DISPUTE_OPENED)).to.emit(
      rentals,
      'TransactionCompleted',
    );
    // And everybody is paid.
    for (const account of [lender, borrower])
      await expect(rentals.connect(account).withdraw()).to.emit(rentals, 'Withdrawal');
    const stillLive = [extra.deposited, ids.RENTAL_ACTIVE, extra.returned];
    expect(await ethers.provider.getBalance(await rentals.getAddress())).to.equal(BigInt(stillLive.length) * DEPOSIT);
    expect(await rentals.paused()).to.equal(true);
  });
});

describe('RentalAgreement: ownership cannot be renounced', function () {
  it('refuses renounceOwnership to the owner and to everyone else, and ownership stays', async function () {
    const d = await loadFixture(deployFixture);
    const data = d.rentals.interface.encodeFunctionData('renounceOwnership');
    for (const caller of [d.admin, d.stranger]) {
      await expect(caller.sendTransaction({ to: await d.rentals.getAddress(), data })).to.be.revertedWithCustomError(
        d.rentals,
        'OwnershipCannotBeRenounced',
      );
      await expect(d.rentals.connect(caller).renounceOwnership()).to.be.revertedWithCustomError(
        d.rentals,
        'OwnershipCannotBeRenounced',
      );
    }
    expect(await d.rentals.owner()).to.equal(d.admin.address);
    await expect(d.rentals.connect(d.admin).setDisputeAdmin(d.other.address)).to.emit(
      d.rentals,
      'DisputeAdminScheduled',
    );
  });

  it('a transfer to the zero address only cancels a pending transfer (Ownable2Step), never leaves the contract ownerless', async function () {
    const d = await loadFixture(deployFixture);
    await d.rentals.connect(d.admin).transferOwnership(d.other.address);
    await d.rentals.connect(d.admin).transferOwnership(ethers.ZeroAddress);
    expect(await d.rentals.pendingOwner()).to.equal(ethers.ZeroAddress);
    expect(await d.rentals.owner()).to.equal(d.admin.address);
    await expect(d.rentals.connect(d.other).acceptOwnership()).to.be.revertedWithCustomError(
      d.rentals,
      'OwnableUnauthorizedAccount',
    );
  });

  it('a new owner can pause, unpause and appoint dispute admins', async function () {
    const d = await loadFixture(deployFixture);
    await d.rentals.connect(d.admin).transferOwnership(d.other.address);
    await d.rentals.connect(d.other).acceptOwnership();
    await expect(d.rentals.connect(d.other).pause()).to.emit(d.rentals, 'Paused').withArgs(d.other.address);
    await expect(d.rentals.connect(d.admin).unpause()).to.be.revertedWithCustomError(
      d.rentals,
      'OwnableUnauthorizedAccount',
    );
    await expect(d.rentals.connect(d.other).unpause()).to.emit(d.rentals, 'Unpaused').withArgs(d.other.address);
    // The pause flag shares a storage slot with the pending owner and the rental count: none disturbs the others.
    await d.rentals.connect(d.other).transferOwnership(d.lender.address);
    await d.rentals.connect(d.other).pause();
    expect(await d.rentals.pendingOwner()).to.equal(d.lender.address);
    expect(await d.rentals.paused()).to.equal(true);
    await d.rentals.connect(d.other).unpause();
    expect(await offer(d)).to.equal(1n);
    expect(await d.rentals.pendingOwner()).to.equal(d.lender.address);
    expect(await d.rentals.paused()).to.equal(false);
  });
});

describe('RentalAgreement: ToolReceived', function () {
  it('is emitted when the lender confirms receipt, so that logs alone rebuild the rental', async function () {
    const d = await loadFixture(everyStateFixture);
    await expect(d.rentals.connect(d.lender).confirmToolReceiptAndInspect(d.ids.TOOL_RETURNED))
      .to.emit(d.rentals, 'ToolReceived')
      .withArgs(d.ids.TOOL_RETURNED);
  });
});

describe('RentalAgreement: pending withdrawals after repeated use', function () {
  it('read 0 after a withdrawal and the exact credit after the next one, while the balance matches', async function () {
    const d = await loadFixture(deployFixture);
    for (let round = 0; round < 3; round++) {
      const id = await rentalIn(d, 'TRANSACTION_COMPLETED');
      expect(await d.rentals.pendingWithdrawals(d.lender.address)).to.equal(RENT);
      expect(await d.rentals.pendingWithdrawals(d.borrower.address)).to.equal(COLLATERAL);
      expect(await ethers.provider.getBalance(await d.rentals.getAddress())).to.equal(DEPOSIT);
      await expect(d.rentals.connect(d.lender).withdraw()).to.changeEtherBalance(d.lender, RENT);
      await expect(d.rentals.connect(d.borrower).withdraw()).to.changeEtherBalance(d.borrower, COLLATERAL);
      expect([
        await d.rentals.pendingWithdrawals(d.lender.address),
        await d.rentals.pendingWithdrawals(d.borrower.address),
      ]).to.deep.equal([0n, 0n]);
      await expect(d.rentals.connect(d.lender).withdraw()).to.be.revertedWithCustomError(
        d.rentals,
        'NothingToWithdraw',
      );
      expect(id).to.equal(BigInt(round + 1));
    }
    expect(await ethers.provider.getBalance(await d.rentals.getAddress())).to.equal(0n);
  });
});
