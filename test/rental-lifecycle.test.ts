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
  MAX_UINT128,
  RATE,
  RENT,
  State,
  TOOL_ID,
  creditsOf,
  deployFixture,
  everyStateFixture,
  minedAt,
  offer,
  rentalIn,
  statesExcept,
} from './helpers/rentalFixtures';

describe('RentalAgreement: deployment and administration', function () {
  it('starts empty, owned by the deployer, who is the first dispute admin', async function () {
    const { rentals, admin } = await loadFixture(deployFixture);
    expect(await rentals.owner()).to.equal(admin.address);
    expect(await rentals.disputeAdmin()).to.equal(admin.address);
    expect(await rentals.rentalCount()).to.equal(0n);
    // The deployer's appointment takes effect at once: scheduled at the deployment's own block time.
    const deployment = rentals.deploymentTransaction();
    if (!deployment) throw new Error('no deployment transaction');
    await expect(deployment)
      .to.emit(rentals, 'DisputeAdminScheduled')
      .withArgs(admin.address, await minedAt(deployment));
    expect(await rentals.pendingDisputeAdmin()).to.deep.equal([ethers.ZeroAddress, 0n]);
  });

  it('lets the owner hand dispute resolution to another address, two days later', async function () {
    const { rentals, admin, other } = await loadFixture(deployFixture);
    const tx = await rentals.connect(admin).setDisputeAdmin(other.address);
    const effectiveAt = (await minedAt(tx)) + 2n * DAY;
    await expect(tx).to.emit(rentals, 'DisputeAdminScheduled').withArgs(other.address, effectiveAt);
    expect(await rentals.disputeAdmin()).to.equal(admin.address);
    await time.increaseTo(effectiveAt);
    expect(await rentals.disputeAdmin()).to.equal(other.address);
  });

  it('refuses the zero address as dispute admin', async function () {
    const { rentals, admin } = await loadFixture(deployFixture);
    await expect(rentals.connect(admin).setDisputeAdmin(ethers.ZeroAddress)).to.be.revertedWithCustomError(
      rentals,
      'ZeroAddress',
    );
  });

  it('refuses setDisputeAdmin from anyone but the owner, the dispute admin included', async function () {
    const { rentals, admin, lender, other } = await loadFixture(deployFixture);
    await rentals.connect(admin).setDisputeAdmin(other.address);
    for (const caller of [lender, other]) {
      await expect(rentals.connect(caller).setDisputeAdmin(caller.address))
        .to.be.revertedWithCustomError(rentals, 'OwnableUnauthorizedAccount')
        .withArgs(caller.address);
    }
  });

  it('transfers ownership in two steps', async function () {
    const { rentals, admin, other } = await loadFixture(deployFixture);
    await rentals.connect(admin).transferOwnership(other.address);
    expect(await rentals.owner()).to.equal(admin.address);
    await rentals.connect(other).acceptOwnership();
    expect(await rentals.owner()).to.equal(other.address);
    await expect(rentals.connect(admin).setDisputeAdmin(admin.address))
      .to.be.revertedWithCustomError(rentals, 'OwnableUnauthorizedAccount')
      .withArgs(admin.address);
    await expect(rentals.connect(other).setDisputeAdmin(other.address)).to.emit(rentals, 'DisputeAdminScheduled');
  });

  it('refuses plain ETH transfers: money only enters through an accepted offer', async function () {
    const { rentals, stranger } = await loadFixture(deployFixture);
    await expect(stranger.sendTransaction({ to: await rentals.getAddress(), value: 1n })).to.be.reverted;
  });

  it('reverts getAgreement for id 0 and ids past rentalCount', async function () {
    const d = await loadFixture(deployFixture);
    const id = await offer(d);
    for (const unknown of [0n, id + 1n]) {
      await expect(d.rentals.getAgreement(unknown))
        .to.be.revertedWithCustomError(d.rentals, 'UnknownRental')
        .withArgs(unknown);
    }
  });

  it('exposes its limits as constants', async function () {
    const { rentals } = await loadFixture(deployFixture);
    expect(await rentals.MIN_INSPECTION_PERIOD()).to.equal(DAY);
    expect(await rentals.MAX_INSPECTION_PERIOD()).to.equal(30n * DAY);
    expect(await rentals.MIN_RENTAL_DAYS()).to.equal(1n);
    expect(await rentals.MAX_RENTAL_DAYS()).to.equal(30n);
    expect(await rentals.BPS_DENOMINATOR()).to.equal(10_000n);
    expect(await rentals.DISPUTE_RULING_PERIOD()).to.equal(30n * DAY);
    expect(await rentals.DEFAULT_LENDER_SHARE_BPS()).to.equal(5000n);
  });
});

describe('RentalAgreement: createRentalOffer', function () {
  it('opens an offer with the caller as lender and emits RentalCreated', async function () {
    const { rentals, lender } = await loadFixture(deployFixture);
    expect(await rentals.connect(lender).createRentalOffer.staticCall(TOOL_ID, RATE, COLLATERAL, INSPECTION)).to.equal(
      1n,
    );
    await expect(rentals.connect(lender).createRentalOffer(TOOL_ID, RATE, COLLATERAL, INSPECTION))
      .to.emit(rentals, 'RentalCreated')
      .withArgs(1n, lender.address, TOOL_ID, RATE, COLLATERAL);
    expect(await rentals.rentalCount()).to.equal(1n);
    const a = await rentals.getAgreement(1n);
    expect(a.lender).to.equal(lender.address);
    expect(a.borrower).to.equal(ethers.ZeroAddress);
    expect(ethers.decodeBytes32String(a.toolId)).to.equal('tool-1');
    expect(a.collateralType).to.equal(0n);
    expect(a.rentalRate).to.equal(RATE);
    expect(a.rentalDuration).to.equal(0n);
    expect(a.collateralAmount).to.equal(COLLATERAL);
    expect(a.inspectionPeriodDuration).to.equal(INSPECTION);
    expect([a.startTime, a.endTime, a.inspectionDeadline]).to.deep.equal([0n, 0n, 0n]);
    expect(a.currentState).to.equal(State.AWAITING_COLLATERAL);
  });

  it('numbers rentals 1, 2, 3 across lenders and moves no ETH', async function () {
    const d = await loadFixture(deployFixture);
    await expect(
      d.rentals.connect(d.lender).createRentalOffer(TOOL_ID, RATE, COLLATERAL, INSPECTION),
    ).to.changeEtherBalances([d.lender, d.rentals], [0n, 0n]);
    expect(await offer(d, d.other)).to.equal(2n);
    expect(await offer(d, d.lender)).to.equal(3n);
    expect((await d.rentals.getAgreement(2n)).lender).to.equal(d.other.address);
  });

  it('allows a zero rate (lending for free against collateral) and a zero collateral', async function () {
    const { rentals, lender } = await loadFixture(deployFixture);
    await expect(rentals.connect(lender).createRentalOffer(TOOL_ID, 0n, 0n, INSPECTION))
      .to.emit(rentals, 'RentalCreated')
      .withArgs(1n, lender.address, TOOL_ID, 0n, 0n);
  });

  it('accepts inspection periods of exactly 1 day and 30 days, and refuses one second outside (and an hour)', async function () {
    const { rentals, lender } = await loadFixture(deployFixture);
    await expect(rentals.connect(lender).createRentalOffer(TOOL_ID, RATE, COLLATERAL, DAY)).to.emit(
      rentals,
      'RentalCreated',
    );
    await expect(rentals.connect(lender).createRentalOffer(TOOL_ID, RATE, COLLATERAL, 30n * DAY)).to.emit(
      rentals,
      'RentalCreated',
    );
    for (const period of [0n, HOUR, DAY - 1n, 30n * DAY + 1n, ethers.MaxUint256]) {
      await expect(rentals.connect(lender).createRentalOffer(TOOL_ID, RATE, COLLATERAL, period))
        .to.be.revertedWithCustomError(rentals, 'InvalidInspectionPeriod')
        .withArgs(period);
    }
    expect(await rentals.rentalCount()).to.equal(2n);
  });

  it('stores amounts up to 2^128 - 1 exactly and refuses larger ones instead of truncating', async function () {
    const { rentals, lender } = await loadFixture(deployFixture);
    await rentals.connect(lender).createRentalOffer(TOOL_ID, MAX_UINT128, MAX_UINT128, INSPECTION);
    const a = await rentals.getAgreement(1n);
    expect([a.rentalRate, a.collateralAmount]).to.deep.equal([MAX_UINT128, MAX_UINT128]);
    await expect(rentals.connect(lender).createRentalOffer(TOOL_ID, MAX_UINT128 + 1n, COLLATERAL, INSPECTION))
      .to.be.revertedWithCustomError(rentals, 'AmountTooLarge')
      .withArgs(MAX_UINT128 + 1n);
    await expect(rentals.connect(lender).createRentalOffer(TOOL_ID, RATE, ethers.MaxUint256, INSPECTION))
      .to.be.revertedWithCustomError(rentals, 'AmountTooLarge')
      .withArgs(ethers.MaxUint256);
  });
});

describe('RentalAgreement: acceptRentalOfferAndDepositCollateral', function () {
  it('takes exactly rent plus collateral, records the borrower, books from the current hour and emits CollateralDeposited then RentalBooked', async function () {
    const d = await loadFixture(deployFixture);
    const id = await offer(d);
    const { toolId } = await d.rentals.getAgreement(id);
    expect((await d.rentals.getAgreement(id)).startTime).to.equal(0n);
    const tx = d.rentals.connect(d.borrower).acceptRentalOfferAndDepositCollateral(id, DAYS, { value: DEPOSIT });
    await expect(tx).to.emit(d.rentals, 'CollateralDeposited').withArgs(id, d.borrower.address, DAYS, DEPOSIT);
    await expect(tx).to.changeEtherBalances([d.borrower, d.rentals, d.lender], [-DEPOSIT, DEPOSIT, 0n]);
    const hour = ((await minedAt(await tx)) / HOUR) * HOUR;
    await expect(tx)
      .to.emit(d.rentals, 'RentalBooked')
      .withArgs(id, d.lender.address, toolId, hour, hour + DAYS * DAY, ethers.ZeroAddress);
    const a = await d.rentals.getAgreement(id);
    expect(a.borrower).to.equal(d.borrower.address);
    expect(a.rentalDuration).to.equal(DAYS);
    expect(a.currentState).to.equal(State.COLLATERAL_DEPOSITED);
    expect([a.startTime, a.endTime, a.inspectionDeadline]).to.deep.equal([hour, hour + DAYS * DAY, 0n]);
    expect(a.paymentToken).to.equal(ethers.ZeroAddress);
    expect(await d.rentals.cancellationFeeOf(id)).to.equal(0n);
  });

  it('accepts 1 and 30 days and refuses 0 and 31', async function () {
    const d = await loadFixture(deployFixture);
    for (const days of [1n, 30n]) {
      const id = await offer(d);
      await expect(
        d.rentals
          .connect(d.borrower)
          .acceptRentalOfferAndDepositCollateral(id, days, { value: COLLATERAL + RATE * days }),
      )
        .to.emit(d.rentals, 'CollateralDeposited')
        .withArgs(id, d.borrower.address, days, COLLATERAL + RATE * days);
    }
    const id = await offer(d);
    for (const days of [0n, 31n, 256n]) {
      await expect(
        d.rentals
          .connect(d.borrower)
          .acceptRentalOfferAndDepositCollateral(id, days, { value: COLLATERAL + RATE * days }),
      )
        .to.be.revertedWithCustomError(d.rentals, 'InvalidDuration')
        .withArgs(days);
    }
  });

  it('refuses any payment but the exact amount', async function () {
    const d = await loadFixture(deployFixture);
    const id = await offer(d);
    for (const sent of [0n, DEPOSIT - 1n, DEPOSIT + 1n, COLLATERAL, RENT]) {
      await expect(d.rentals.connect(d.borrower).acceptRentalOfferAndDepositCollateral(id, DAYS, { value: sent }))
        .to.be.revertedWithCustomError(d.rentals, 'WrongPayment')
        .withArgs(DEPOSIT, sent);
    }
  });

  it('takes only the collateral for a free (zero-rate) tool', async function () {
    const d = await loadFixture(deployFixture);
    await d.rentals.connect(d.lender).createRentalOffer(TOOL_ID, 0n, COLLATERAL, INSPECTION);
    await expect(
      d.rentals.connect(d.borrower).acceptRentalOfferAndDepositCollateral(1n, 7n, { value: COLLATERAL }),
    ).to.changeEtherBalances([d.borrower, d.rentals], [-COLLATERAL, COLLATERAL]);
  });

  it('refuses the lender renting their own tool', async function () {
    const d = await loadFixture(deployFixture);
    const id = await offer(d);
    await expect(
      d.rentals.connect(d.lender).acceptRentalOfferAndDepositCollateral(id, DAYS, { value: DEPOSIT }),
    ).to.be.revertedWithCustomError(d.rentals, 'LenderCannotRent');
  });

  it('refuses unknown ids', async function () {
    const d = await loadFixture(deployFixture);
    await expect(d.rentals.connect(d.borrower).acceptRentalOfferAndDepositCollateral(1n, DAYS, { value: DEPOSIT }))
      .to.be.revertedWithCustomError(d.rentals, 'UnknownRental')
      .withArgs(1n);
  });

  for (const state of statesExcept('AWAITING_COLLATERAL')) {
    it(`reverts with InvalidState in ${state}`, async function () {
      const { rentals, ids, stranger } = await loadFixture(everyStateFixture);
      await expect(
        rentals.connect(stranger).acceptRentalOfferAndDepositCollateral(ids[state], DAYS, { value: DEPOSIT }),
      )
        .to.be.revertedWithCustomError(rentals, 'InvalidState')
        .withArgs(ids[state], State[state]);
    });
  }
});

describe('RentalAgreement: confirmToolPickup', function () {
  it('activates the rental for the borrower and emits RentalActivated with the booked range (not the pickup time)', async function () {
    const d = await loadFixture(deployFixture);
    const id = await rentalIn(d, 'COLLATERAL_DEPOSITED');
    const booked = await d.rentals.getAgreement(id);
    await time.setNextBlockTimestamp(BigInt(await time.latest()) + 100n);
    const tx = d.rentals.connect(d.borrower).confirmToolPickup(id);
    await expect(tx)
      .to.emit(d.rentals, 'RentalActivated')
      .withArgs(id, d.borrower.address, booked.startTime, booked.startTime + DAYS * DAY);
    await expect(tx).to.changeEtherBalance(d.rentals, 0n);
    const a = await d.rentals.getAgreement(id);
    expect([a.startTime, a.endTime, a.inspectionDeadline]).to.deep.equal([
      booked.startTime,
      booked.startTime + DAYS * DAY,
      0n,
    ]);
    expect(a.currentState).to.equal(State.RENTAL_ACTIVE);
  });

  it('refuses everyone but the borrower', async function () {
    const d = await loadFixture(everyStateFixture);
    for (const caller of [d.lender, d.stranger, d.admin]) {
      await expect(
        d.rentals.connect(caller).confirmToolPickup(d.ids.COLLATERAL_DEPOSITED),
      ).to.be.revertedWithCustomError(d.rentals, 'NotBorrower');
    }
  });

  it('refuses unknown ids', async function () {
    const d = await loadFixture(deployFixture);
    await expect(d.rentals.connect(d.borrower).confirmToolPickup(7n))
      .to.be.revertedWithCustomError(d.rentals, 'UnknownRental')
      .withArgs(7n);
  });

  for (const state of statesExcept('COLLATERAL_DEPOSITED')) {
    it(`reverts with InvalidState in ${state}`, async function () {
      const { rentals, ids, borrower } = await loadFixture(everyStateFixture);
      await expect(rentals.connect(borrower).confirmToolPickup(ids[state]))
        .to.be.revertedWithCustomError(rentals, 'InvalidState')
        .withArgs(ids[state], State[state]);
    });
  }
});

describe('RentalAgreement: markToolReturned', function () {
  it('starts the inspection period and emits ToolReturned', async function () {
    const d = await loadFixture(deployFixture);
    const id = await rentalIn(d, 'RENTAL_ACTIVE');
    const tx = await d.rentals.connect(d.borrower).markToolReturned(id);
    const returnedAt = await minedAt(tx);
    await expect(tx).to.emit(d.rentals, 'ToolReturned').withArgs(id, returnedAt);
    const a = await d.rentals.getAgreement(id);
    expect(a.inspectionDeadline).to.equal(returnedAt + INSPECTION);
    expect(a.currentState).to.equal(State.TOOL_RETURNED);
  });

  it('accepts a late return as long as the lender has not claimed', async function () {
    const d = await loadFixture(deployFixture);
    const id = await rentalIn(d, 'RENTAL_ACTIVE');
    const { endTime } = await d.rentals.getAgreement(id);
    await time.increaseTo(endTime + INSPECTION + 10n);
    await expect(d.rentals.connect(d.borrower).markToolReturned(id)).to.emit(d.rentals, 'ToolReturned');
    await expect(d.rentals.connect(d.lender).claimCollateralAfterDeadline(id)).to.be.revertedWithCustomError(
      d.rentals,
      'NotBorrower',
    );
  });

  it('refuses everyone but the borrower', async function () {
    const d = await loadFixture(everyStateFixture);
    for (const caller of [d.lender, d.stranger, d.admin]) {
      await expect(d.rentals.connect(caller).markToolReturned(d.ids.RENTAL_ACTIVE)).to.be.revertedWithCustomError(
        d.rentals,
        'NotBorrower',
      );
    }
  });

  // DISPUTE_OPENED is allowed when the dispute was filed before the return (rental-dispute-rules.test.ts).
  for (const state of statesExcept('RENTAL_ACTIVE', 'DISPUTE_OPENED')) {
    it(`reverts with InvalidState in ${state}`, async function () {
      const { rentals, ids, borrower } = await loadFixture(everyStateFixture);
      await expect(rentals.connect(borrower).markToolReturned(ids[state]))
        .to.be.revertedWithCustomError(rentals, 'InvalidState')
        .withArgs(ids[state], State[state]);
    });
  }
});

describe('RentalAgreement: confirmToolReceiptAndInspect', function () {
  it('moves a returned rental into inspection, without moving money', async function () {
    const d = await loadFixture(everyStateFixture);
    const id = d.ids.TOOL_RETURNED;
    const before = await d.rentals.getAgreement(id);
    await expect(d.rentals.connect(d.lender).confirmToolReceiptAndInspect(id)).to.changeEtherBalance(d.rentals, 0n);
    const after = await d.rentals.getAgreement(id);
    expect(after.currentState).to.equal(State.INSPECTION_PERIOD);
    expect(after.inspectionDeadline).to.equal(before.inspectionDeadline);
  });

  it('refuses everyone but the lender', async function () {
    const d = await loadFixture(everyStateFixture);
    for (const caller of [d.borrower, d.stranger, d.admin]) {
      await expect(
        d.rentals.connect(caller).confirmToolReceiptAndInspect(d.ids.TOOL_RETURNED),
      ).to.be.revertedWithCustomError(d.rentals, 'NotLender');
    }
  });

  for (const state of statesExcept('TOOL_RETURNED')) {
    it(`reverts with InvalidState in ${state}`, async function () {
      const { rentals, ids, lender } = await loadFixture(everyStateFixture);
      await expect(rentals.connect(lender).confirmToolReceiptAndInspect(ids[state]))
        .to.be.revertedWithCustomError(rentals, 'InvalidState')
        .withArgs(ids[state], State[state]);
    });
  }
});

describe('RentalAgreement: releaseCollateral', function () {
  for (const from of ['TOOL_RETURNED', 'INSPECTION_PERIOD'] as const) {
    it(`from ${from}: credits rent to the lender and collateral to the borrower`, async function () {
      const d = await loadFixture(everyStateFixture);
      const id = d.ids[from];
      const tx = d.rentals.connect(d.lender).releaseCollateral(id);
      await expect(tx).to.emit(d.rentals, 'InspectionCompleted').withArgs(id, true);
      await expect(tx).to.emit(d.rentals, 'CollateralReleased').withArgs(id, d.lender.address, RENT);
      await expect(tx).to.emit(d.rentals, 'CollateralReleased').withArgs(id, d.borrower.address, COLLATERAL);
      await expect(tx).to.emit(d.rentals, 'TransactionCompleted').withArgs(id);
      await expect(tx).to.changeEtherBalance(d.rentals, 0n);
      // The every-state fixture already credited the completed rental; count only this one.
      expect(await d.rentals.pendingWithdrawals(d.lender.address)).to.equal(2n * RENT);
      expect(await d.rentals.pendingWithdrawals(d.borrower.address)).to.equal(2n * COLLATERAL);
      expect((await d.rentals.getAgreement(id)).currentState).to.equal(State.TRANSACTION_COMPLETED);
    });
  }

  it('may still be called by the lender after the inspection deadline', async function () {
    const d = await loadFixture(deployFixture);
    const id = await rentalIn(d, 'INSPECTION_PERIOD');
    await time.increaseTo((await d.rentals.getAgreement(id)).inspectionDeadline + DAY);
    await expect(d.rentals.connect(d.lender).releaseCollateral(id))
      .to.emit(d.rentals, 'TransactionCompleted')
      .withArgs(id);
  });

  it('credits nothing to the lender of a free tool (no zero-amount credits)', async function () {
    const d = await loadFixture(deployFixture);
    await d.rentals.connect(d.lender).createRentalOffer(TOOL_ID, 0n, COLLATERAL, INSPECTION);
    await d.rentals.connect(d.borrower).acceptRentalOfferAndDepositCollateral(1n, 2n, { value: COLLATERAL });
    await d.rentals.connect(d.borrower).confirmToolPickup(1n);
    await d.rentals.connect(d.borrower).markToolReturned(1n);
    expect(await creditsOf(d, d.rentals.connect(d.lender).releaseCollateral(1n))).to.deep.equal([
      [d.borrower.address, COLLATERAL],
    ]);
    expect(await d.rentals.pendingWithdrawals(d.lender.address)).to.equal(0n);
  });

  it('refuses everyone but the lender', async function () {
    const d = await loadFixture(everyStateFixture);
    for (const caller of [d.borrower, d.stranger, d.admin]) {
      for (const id of [d.ids.TOOL_RETURNED, d.ids.INSPECTION_PERIOD]) {
        await expect(d.rentals.connect(caller).releaseCollateral(id)).to.be.revertedWithCustomError(
          d.rentals,
          'NotLender',
        );
      }
    }
  });

  for (const state of statesExcept('TOOL_RETURNED', 'INSPECTION_PERIOD')) {
    it(`reverts with InvalidState in ${state}`, async function () {
      const { rentals, ids, lender } = await loadFixture(everyStateFixture);
      await expect(rentals.connect(lender).releaseCollateral(ids[state]))
        .to.be.revertedWithCustomError(rentals, 'InvalidState')
        .withArgs(ids[state], State[state]);
    });
  }
});

describe('RentalAgreement: withdraw', function () {
  it('pays out a credited balance once and emits Withdrawal', async function () {
    const d = await loadFixture(everyStateFixture);
    const owed = await d.rentals.pendingWithdrawals(d.lender.address);
    expect(owed).to.equal(RENT);
    const tx = d.rentals.connect(d.lender).withdraw();
    await expect(tx).to.emit(d.rentals, 'Withdrawal').withArgs(d.lender.address, RENT);
    await expect(tx).to.changeEtherBalances([d.lender, d.rentals], [RENT, -RENT]);
    expect(await d.rentals.pendingWithdrawals(d.lender.address)).to.equal(0n);
    await expect(d.rentals.connect(d.lender).withdraw()).to.be.revertedWithCustomError(d.rentals, 'NothingToWithdraw');
  });

  it('refuses an account with nothing credited', async function () {
    const d = await loadFixture(deployFixture);
    await expect(d.rentals.connect(d.stranger).withdraw()).to.be.revertedWithCustomError(
      d.rentals,
      'NothingToWithdraw',
    );
  });

  it('adds up credits from several rentals', async function () {
    const d = await loadFixture(everyStateFixture);
    await d.rentals.connect(d.lender).releaseCollateral(d.ids.INSPECTION_PERIOD);
    await d.rentals.connect(d.borrower).cancelRental(d.ids.COLLATERAL_DEPOSITED);
    const owed = COLLATERAL + COLLATERAL + DEPOSIT;
    await expect(d.rentals.connect(d.borrower).withdraw()).to.changeEtherBalances(
      [d.borrower, d.rentals],
      [owed, -owed],
    );
  });
});

describe('RentalAgreement: a full rental end to end', function () {
  it('leaves the lender the rent, the borrower the collateral, and the contract empty', async function () {
    const d = await loadFixture(deployFixture);
    const id = await offer(d);
    await expect(
      d.rentals.connect(d.borrower).acceptRentalOfferAndDepositCollateral(id, DAYS, { value: DEPOSIT }),
    ).to.changeEtherBalance(d.borrower, -DEPOSIT);
    await d.rentals.connect(d.borrower).confirmToolPickup(id);
    const { endTime } = await d.rentals.getAgreement(id);
    // Returned at endTime exactly: on time, no late fee.
    await time.setNextBlockTimestamp(endTime);
    await d.rentals.connect(d.borrower).markToolReturned(id);
    await d.rentals.connect(d.lender).confirmToolReceiptAndInspect(id);
    await d.rentals.connect(d.lender).releaseCollateral(id);
    await expect(d.rentals.connect(d.lender).withdraw()).to.changeEtherBalance(d.lender, RENT);
    await expect(d.rentals.connect(d.borrower).withdraw()).to.changeEtherBalance(d.borrower, COLLATERAL);
    expect(await ethers.provider.getBalance(await d.rentals.getAddress())).to.equal(0n);
  });
});
