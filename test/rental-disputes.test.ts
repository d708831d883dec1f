import { expect } from 'chai';
import { loadFixture, takeSnapshot, time } from '@nomicfoundation/hardhat-toolbox/network-helpers';
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
  statesExcept,
} from './helpers/rentalFixtures';

describe('RentalAgreement: fileDispute', function () {
  for (const from of ['RENTAL_ACTIVE', 'TOOL_RETURNED', 'INSPECTION_PERIOD'] as const) {
    it(`lets the borrower dispute from ${from}`, async function () {
      const d = await loadFixture(everyStateFixture);
      const id = d.ids[from];
      const tx = d.rentals.connect(d.borrower).fileDispute(id, 'broken on arrival');
      await expect(tx).to.emit(d.rentals, 'DisputeFiled').withArgs(id, d.borrower.address, 'broken on arrival');
      await expect(tx).not.to.emit(d.rentals, 'InspectionCompleted');
      await expect(tx).to.changeEtherBalance(d.rentals, 0n);
      expect((await d.rentals.getAgreement(id)).currentState).to.equal(State.DISPUTE_OPENED);
    });
  }

  it('lets the lender dispute from RENTAL_ACTIVE, without an inspection verdict', async function () {
    const d = await loadFixture(everyStateFixture);
    const tx = d.rentals.connect(d.lender).fileDispute(d.ids.RENTAL_ACTIVE, 'no-show');
    await expect(tx).to.emit(d.rentals, 'DisputeFiled').withArgs(d.ids.RENTAL_ACTIVE, d.lender.address, 'no-show');
    await expect(tx).not.to.emit(d.rentals, 'InspectionCompleted');
  });

  // Before pickup nothing has changed hands and either party cancels with a full refund: a dispute there
  // would only freeze the borrower's deposit (the front-run of a borrower's cancel that v2 allowed).
  for (const filer of ['lender', 'borrower'] as const) {
    it(`refuses the ${filer} a dispute before pickup (COLLATERAL_DEPOSITED), and the borrower can still cancel for a full refund`, async function () {
      const d = await loadFixture(everyStateFixture);
      const id = d.ids.COLLATERAL_DEPOSITED;
      await expect(d.rentals.connect(d[filer]).fileDispute(id, 'front-run'))
        .to.be.revertedWithCustomError(d.rentals, 'InvalidState')
        .withArgs(id, State.COLLATERAL_DEPOSITED);
      await expect(d.rentals.connect(d.borrower).cancelRental(id))
        .to.emit(d.rentals, 'CollateralReleased')
        .withArgs(id, d.borrower.address, DEPOSIT);
    });
  }

  for (const from of ['TOOL_RETURNED', 'INSPECTION_PERIOD'] as const) {
    it(`lets the lender reject a returned tool from ${from}: InspectionCompleted(false)`, async function () {
      const d = await loadFixture(everyStateFixture);
      const id = d.ids[from];
      const tx = d.rentals.connect(d.lender).fileDispute(id, 'cracked housing');
      await expect(tx).to.emit(d.rentals, 'DisputeFiled').withArgs(id, d.lender.address, 'cracked housing');
      await expect(tx).to.emit(d.rentals, 'InspectionCompleted').withArgs(id, false);
    });

    it(`from ${from}: the lender may dispute up to the inspection deadline, not one second after`, async function () {
      const d = await loadFixture(everyStateFixture);
      const id = d.ids[from];
      const { inspectionDeadline } = await d.rentals.getAgreement(id);
      const snapshot = await takeSnapshot();
      await time.setNextBlockTimestamp(inspectionDeadline);
      await expect(d.rentals.connect(d.lender).fileDispute(id, 'late but in time')).to.emit(d.rentals, 'DisputeFiled');
      await snapshot.restore();
      await time.setNextBlockTimestamp(inspectionDeadline + 1n);
      await expect(d.rentals.connect(d.lender).fileDispute(id, 'too late'))
        .to.be.revertedWithCustomError(d.rentals, 'DeadlinePassed')
        .withArgs(inspectionDeadline);
    });
  }

  it('lets the borrower dispute after the inspection deadline', async function () {
    const d = await loadFixture(everyStateFixture);
    const id = d.ids.INSPECTION_PERIOD;
    await time.increaseTo((await d.rentals.getAgreement(id)).inspectionDeadline + 1n);
    await expect(d.rentals.connect(d.borrower).fileDispute(id, 'lender keeps the collateral')).to.emit(
      d.rentals,
      'DisputeFiled',
    );
  });

  it('refuses anyone but the two parties, the dispute admin included', async function () {
    const d = await loadFixture(everyStateFixture);
    for (const caller of [d.stranger, d.admin]) {
      await expect(
        d.rentals.connect(caller).fileDispute(d.ids.RENTAL_ACTIVE, 'meddling'),
      ).to.be.revertedWithCustomError(d.rentals, 'NotParty');
    }
  });

  for (const state of statesExcept('RENTAL_ACTIVE', 'TOOL_RETURNED', 'INSPECTION_PERIOD')) {
    it(`reverts with InvalidState in ${state}`, async function () {
      const { rentals, ids, lender } = await loadFixture(everyStateFixture);
      await expect(rentals.connect(lender).fileDispute(ids[state], 'x'))
        .to.be.revertedWithCustomError(rentals, 'InvalidState')
        .withArgs(ids[state], State[state]);
    });
  }

  it('refuses unknown ids', async function () {
    const d = await loadFixture(deployFixture);
    await expect(d.rentals.connect(d.lender).fileDispute(3n, 'x'))
      .to.be.revertedWithCustomError(d.rentals, 'UnknownRental')
      .withArgs(3n);
  });
});

describe('RentalAgreement: submitEvidence', function () {
  it('records evidence from both parties in events, as often as they like', async function () {
    const d = await loadFixture(everyStateFixture);
    const id = d.ids.DISPUTE_OPENED;
    await expect(d.rentals.connect(d.borrower).submitEvidence(id, 'ipfs://bafy-photo-1'))
      .to.emit(d.rentals, 'Evidence')
      .withArgs(id, d.borrower.address, 'ipfs://bafy-photo-1');
    await expect(d.rentals.connect(d.lender).submitEvidence(id, 'ipfs://bafy-receipt'))
      .to.emit(d.rentals, 'Evidence')
      .withArgs(id, d.lender.address, 'ipfs://bafy-receipt');
    await expect(d.rentals.connect(d.borrower).submitEvidence(id, 'ipfs://bafy-photo-2')).to.emit(
      d.rentals,
      'Evidence',
    );
    expect((await d.rentals.getAgreement(id)).currentState).to.equal(State.DISPUTE_OPENED);
  });

  for (const state of ['COLLATERAL_DEPOSITED', 'RENTAL_ACTIVE', 'TOOL_RETURNED', 'INSPECTION_PERIOD'] as const) {
    it(`timestamps condition evidence before any dispute, in ${state}, without changing the rental`, async function () {
      const d = await loadFixture(everyStateFixture);
      const id = d.ids[state];
      const before = await d.rentals.getAgreement(id);
      for (const party of [d.lender, d.borrower]) {
        const tx = d.rentals.connect(party).submitEvidence(id, `ipfs://condition-${state}`);
        await expect(tx).to.emit(d.rentals, 'Evidence').withArgs(id, party.address, `ipfs://condition-${state}`);
        await expect(tx).to.changeEtherBalance(d.rentals, 0n);
      }
      expect(await d.rentals.getAgreement(id)).to.deep.equal(before);
      expect(await d.rentals.disputeOf(id)).to.deep.equal([0n, 0n]);
    });
  }

  it('refuses anyone but the two parties, before and during a dispute', async function () {
    const d = await loadFixture(everyStateFixture);
    for (const caller of [d.stranger, d.admin]) {
      for (const id of [d.ids.COLLATERAL_DEPOSITED, d.ids.DISPUTE_OPENED]) {
        await expect(d.rentals.connect(caller).submitEvidence(id, 'x')).to.be.revertedWithCustomError(
          d.rentals,
          'NotParty',
        );
      }
    }
  });

  for (const state of statesExcept(
    'COLLATERAL_DEPOSITED',
    'RENTAL_ACTIVE',
    'TOOL_RETURNED',
    'INSPECTION_PERIOD',
    'DISPUTE_OPENED',
  )) {
    it(`reverts with InvalidState in ${state}`, async function () {
      const { rentals, ids, lender } = await loadFixture(everyStateFixture);
      await expect(rentals.connect(lender).submitEvidence(ids[state], 'x'))
        .to.be.revertedWithCustomError(rentals, 'InvalidState')
        .withArgs(ids[state], State[state]);
    });
  }

  it('refuses unknown ids', async function () {
    const d = await loadFixture(deployFixture);
    await expect(d.rentals.connect(d.lender).submitEvidence(1n, 'x'))
      .to.be.revertedWithCustomError(d.rentals, 'UnknownRental')
      .withArgs(1n);
  });
});

describe('RentalAgreement: resolveDispute', function () {
  it("lets the dispute admin set the lender's share, moving no money yet", async function () {
    const d = await loadFixture(everyStateFixture);
    const id = d.ids.DISPUTE_OPENED;
    const tx = d.rentals.connect(d.admin).resolveDispute(id, 7500, 'scratches, not damage');
    await expect(tx).to.emit(d.rentals, 'DisputeResolved').withArgs(id, 7500, 'scratches, not damage');
    await expect(tx).not.to.emit(d.rentals, 'CollateralReleased');
    await expect(tx).to.changeEtherBalance(d.rentals, 0n);
    expect((await d.rentals.getAgreement(id)).currentState).to.equal(State.RESOLUTION_REACHED);
  });

  it('accepts 0 and 10000 basis points and refuses 10001 and above', async function () {
    const d = await loadFixture(deployFixture);
    for (const bps of [0, 10_000]) {
      const id = await rentalIn(d, 'DISPUTE_OPENED');
      await expect(d.rentals.connect(d.admin).resolveDispute(id, bps, ''))
        .to.emit(d.rentals, 'DisputeResolved')
        .withArgs(id, bps, '');
    }
    const id = await rentalIn(d, 'DISPUTE_OPENED');
    for (const bps of [10_001, 65_535]) {
      await expect(d.rentals.connect(d.admin).resolveDispute(id, bps, ''))
        .to.be.revertedWithCustomError(d.rentals, 'InvalidShare')
        .withArgs(bps);
    }
  });

  it('refuses the parties, strangers, and the owner when someone else was dispute admin at the deposit', async function () {
    const d = await loadFixture(deployFixture);
    await d.rentals.connect(d.admin).setDisputeAdmin(d.other.address);
    await time.increase(await d.rentals.DISPUTE_ADMIN_DELAY());
    const id = await rentalIn(d, 'DISPUTE_OPENED');
    for (const caller of [d.lender, d.borrower, d.stranger, d.admin]) {
      await expect(d.rentals.connect(caller).resolveDispute(id, 5000, '')).to.be.revertedWithCustomError(
        d.rentals,
        'NotDisputeAdmin',
      );
    }
    await expect(d.rentals.connect(d.other).resolveDispute(id, 5000, '')).to.emit(d.rentals, 'DisputeResolved');
  });

  for (const party of ['lender', 'borrower'] as const) {
    it(`refuses a dispute admin who is the rental's ${party}`, async function () {
      const d = await loadFixture(deployFixture);
      await d.rentals.connect(d.admin).setDisputeAdmin(d[party].address);
      const id = await rentalIn(d, 'DISPUTE_OPENED');
      await expect(
        d.rentals.connect(d[party]).resolveDispute(id, party === 'lender' ? 10_000 : 0, 'in my favour'),
      ).to.be.revertedWithCustomError(d.rentals, 'NotDisputeAdmin');
    });
  }

  it('refuses the deployer-admin judging their own rental, and an admin appointed after the pickup too', async function () {
    const d = await loadFixture(deployFixture);
    const id = await offer(d, d.admin);
    await d.rentals.connect(d.borrower).acceptRentalOfferAndDepositCollateral(id, DAYS, { value: DEPOSIT });
    await d.rentals.connect(d.borrower).confirmToolPickup(id);
    await d.rentals.connect(d.admin).fileDispute(id, 'no-show');
    await expect(d.rentals.connect(d.admin).resolveDispute(id, 10_000, 'mine')).to.be.revertedWithCustomError(
      d.rentals,
      'NotDisputeAdmin',
    );
    // The owner, who is the lender here, cannot hand the rental to a friendly admin after the pickup.
    await d.rentals.connect(d.admin).setDisputeAdmin(d.other.address);
    await expect(d.rentals.connect(d.other).resolveDispute(id, 10_000, 'friendly')).to.be.revertedWithCustomError(
      d.rentals,
      'NotDisputeAdmin',
    );
    expect(await d.rentals.disputeAdminOf(id)).to.equal(d.admin.address);
  });

  for (const state of statesExcept('DISPUTE_OPENED')) {
    it(`reverts with InvalidState in ${state}`, async function () {
      const { rentals, ids, admin } = await loadFixture(everyStateFixture);
      await expect(rentals.connect(admin).resolveDispute(ids[state], 5000, ''))
        .to.be.revertedWithCustomError(rentals, 'InvalidState')
        .withArgs(ids[state], State[state]);
    });
  }
});

describe('RentalAgreement: finalizeRental', function () {
  for (const caller of ['lender', 'borrower', 'admin'] as const) {
    it(`credits the resolved split when called by the ${caller}`, async function () {
      const d = await loadFixture(everyStateFixture);
      const id = d.ids.RESOLUTION_REACHED; // resolved at 5000 bps by the fixture
      const half = DEPOSIT / 2n;
      const tx = d.rentals.connect(d[caller]).finalizeRental(id);
      await expect(tx).to.emit(d.rentals, 'CollateralReleased').withArgs(id, d.lender.address, half);
      await expect(tx)
        .to.emit(d.rentals, 'CollateralReleased')
        .withArgs(id, d.borrower.address, DEPOSIT - half);
      await expect(tx).to.emit(d.rentals, 'TransactionCompleted').withArgs(id);
      await expect(tx).to.changeEtherBalance(d.rentals, 0n);
      expect((await d.rentals.getAgreement(id)).currentState).to.equal(State.TRANSACTION_COMPLETED);
      expect(await d.rentals.pendingWithdrawals(d.admin.address)).to.equal(0n);
    });
  }

  it("rounds the lender's share down and gives the borrower the odd wei", async function () {
    const d = await loadFixture(deployFixture);
    await d.rentals.connect(d.lender).createRentalOffer(TOOL_ID, 1n, 2n, INSPECTION);
    await d.rentals.connect(d.borrower).acceptRentalOfferAndDepositCollateral(1n, 1n, { value: 3n });
    await d.rentals.connect(d.borrower).confirmToolPickup(1n);
    await d.rentals.connect(d.borrower).fileDispute(1n, 'x');
    await d.rentals.connect(d.admin).resolveDispute(1n, 5000, 'split');
    expect(await creditsOf(d, d.rentals.connect(d.lender).finalizeRental(1n))).to.deep.equal([
      [d.lender.address, 1n],
      [d.borrower.address, 2n],
    ]);
  });

  it('splits 3333 bps of the escrow exactly', async function () {
    const d = await loadFixture(deployFixture);
    const id = await rentalIn(d, 'DISPUTE_OPENED');
    await d.rentals.connect(d.admin).resolveDispute(id, 3333, '');
    const lenderShare = (DEPOSIT * 3333n) / 10_000n;
    expect(await creditsOf(d, d.rentals.connect(d.borrower).finalizeRental(id))).to.deep.equal([
      [d.lender.address, lenderShare],
      [d.borrower.address, DEPOSIT - lenderShare],
    ]);
  });

  for (const [bps, who] of [
    [0, 'borrower'],
    [10_000, 'lender'],
  ] as const) {
    it(`credits only the ${who} at ${bps} bps (no zero-amount credit)`, async function () {
      const d = await loadFixture(deployFixture);
      const id = await rentalIn(d, 'DISPUTE_OPENED');
      await d.rentals.connect(d.admin).resolveDispute(id, bps, '');
      expect(await creditsOf(d, d.rentals.connect(d.lender).finalizeRental(id))).to.deep.equal([
        [d[who].address, DEPOSIT],
      ]);
    });
  }

  it('refuses strangers', async function () {
    const d = await loadFixture(everyStateFixture);
    await expect(d.rentals.connect(d.stranger).finalizeRental(d.ids.RESOLUTION_REACHED)).to.be.revertedWithCustomError(
      d.rentals,
      'NotParty',
    );
  });

  for (const state of statesExcept('RESOLUTION_REACHED')) {
    it(`reverts with InvalidState in ${state}`, async function () {
      const { rentals, ids, lender } = await loadFixture(everyStateFixture);
      await expect(rentals.connect(lender).finalizeRental(ids[state]))
        .to.be.revertedWithCustomError(rentals, 'InvalidState')
        .withArgs(ids[state], State[state]);
    });
  }
});

describe('RentalAgreement: claimCollateralAfterDeadline', function () {
  describe('the lender, when the tool was never returned', function () {
    it('is refused until endTime + inspectionPeriodDuration, and takes rent and collateral one second after', async function () {
      const d = await loadFixture(everyStateFixture);
      const id = d.ids.RENTAL_ACTIVE;
      const { endTime } = await d.rentals.getAgreement(id);
      const deadline = endTime + INSPECTION;
      await time.increaseTo(deadline - 2n);
      await time.setNextBlockTimestamp(deadline - 1n);
      await expect(d.rentals.connect(d.lender).claimCollateralAfterDeadline(id))
        .to.be.revertedWithCustomError(d.rentals, 'DeadlineNotReached')
        .withArgs(deadline);
      await time.setNextBlockTimestamp(deadline);
      await expect(d.rentals.connect(d.lender).claimCollateralAfterDeadline(id))
        .to.be.revertedWithCustomError(d.rentals, 'DeadlineNotReached')
        .withArgs(deadline);
      await time.setNextBlockTimestamp(deadline + 1n);
      const tx = d.rentals.connect(d.lender).claimCollateralAfterDeadline(id);
      await expect(tx).to.emit(d.rentals, 'CollateralReleased').withArgs(id, d.lender.address, DEPOSIT);
      await expect(tx).to.emit(d.rentals, 'TransactionCompleted').withArgs(id);
      await expect(tx).not.to.emit(d.rentals, 'InspectionCompleted');
      expect(await d.rentals.pendingWithdrawals(d.lender.address)).to.equal(RENT + DEPOSIT);
      expect((await d.rentals.getAgreement(id)).currentState).to.equal(State.TRANSACTION_COMPLETED);
    });

    it('refuses the borrower and strangers', async function () {
      const d = await loadFixture(everyStateFixture);
      await time.increase(40n * DAY);
      for (const caller of [d.borrower, d.stranger, d.admin]) {
        await expect(
          d.rentals.connect(caller).claimCollateralAfterDeadline(d.ids.RENTAL_ACTIVE),
        ).to.be.revertedWithCustomError(d.rentals, 'NotLender');
      }
    });
  });

  for (const from of ['TOOL_RETURNED', 'INSPECTION_PERIOD'] as const) {
    describe(`the borrower, when the lender stayed silent (${from})`, function () {
      it('is refused until the inspection deadline, and settles as a release one second after', async function () {
        const d = await loadFixture(everyStateFixture);
        const id = d.ids[from];
        const { inspectionDeadline } = await d.rentals.getAgreement(id);
        await time.increaseTo(inspectionDeadline - 2n);
        for (const at of [inspectionDeadline - 1n, inspectionDeadline]) {
          await time.setNextBlockTimestamp(at);
          await expect(d.rentals.connect(d.borrower).claimCollateralAfterDeadline(id))
            .to.be.revertedWithCustomError(d.rentals, 'DeadlineNotReached')
            .withArgs(inspectionDeadline);
        }
        await time.setNextBlockTimestamp(inspectionDeadline + 1n);
        const tx = d.rentals.connect(d.borrower).claimCollateralAfterDeadline(id);
        await expect(tx).to.emit(d.rentals, 'InspectionCompleted').withArgs(id, true);
        await expect(tx).to.emit(d.rentals, 'CollateralReleased').withArgs(id, d.lender.address, RENT);
        await expect(tx).to.emit(d.rentals, 'CollateralReleased').withArgs(id, d.borrower.address, COLLATERAL);
        await expect(tx).to.emit(d.rentals, 'TransactionCompleted').withArgs(id);
        expect((await d.rentals.getAgreement(id)).currentState).to.equal(State.TRANSACTION_COMPLETED);
      });

      it('refuses the lender and strangers', async function () {
        const d = await loadFixture(everyStateFixture);
        await time.increase(40n * DAY);
        for (const caller of [d.lender, d.stranger, d.admin]) {
          await expect(
            d.rentals.connect(caller).claimCollateralAfterDeadline(d.ids[from]),
          ).to.be.revertedWithCustomError(d.rentals, 'NotBorrower');
        }
      });
    });
  }

  for (const state of statesExcept('RENTAL_ACTIVE', 'TOOL_RETURNED', 'INSPECTION_PERIOD', 'DISPUTE_OPENED')) {
    it(`reverts with InvalidState in ${state}`, async function () {
      const { rentals, ids, lender } = await loadFixture(everyStateFixture);
      await time.increase(40n * DAY);
      await expect(rentals.connect(lender).claimCollateralAfterDeadline(ids[state]))
        .to.be.revertedWithCustomError(rentals, 'InvalidState')
        .withArgs(ids[state], State[state]);
    });
  }

  it('refuses unknown ids', async function () {
    const d = await loadFixture(deployFixture);
    await expect(d.rentals.connect(d.lender).claimCollateralAfterDeadline(1n))
      .to.be.revertedWithCustomError(d.rentals, 'UnknownRental')
      .withArgs(1n);
  });
});

describe('RentalAgreement: cancelRental', function () {
  it('lets the lender withdraw an open offer, which can then never be accepted', async function () {
    const d = await loadFixture(everyStateFixture);
    const id = d.ids.AWAITING_COLLATERAL;
    const tx = d.rentals.connect(d.lender).cancelRental(id);
    await expect(tx).to.emit(d.rentals, 'RentalCancelled').withArgs(id, d.lender.address);
    await expect(tx).not.to.emit(d.rentals, 'CollateralReleased');
    expect((await d.rentals.getAgreement(id)).currentState).to.equal(State.RENTAL_CANCELLED);
    await expect(d.rentals.connect(d.borrower).acceptRentalOfferAndDepositCollateral(id, DAYS, { value: DEPOSIT }))
      .to.be.revertedWithCustomError(d.rentals, 'InvalidState')
      .withArgs(id, State.RENTAL_CANCELLED);
  });

  it('refuses anyone but the lender on an open offer', async function () {
    const d = await loadFixture(everyStateFixture);
    for (const caller of [d.borrower, d.stranger, d.admin]) {
      await expect(d.rentals.connect(caller).cancelRental(d.ids.AWAITING_COLLATERAL)).to.be.revertedWithCustomError(
        d.rentals,
        'NotLender',
      );
    }
  });

  for (const by of ['lender', 'borrower'] as const) {
    it(`refunds the whole deposit to the borrower when the ${by} cancels before pickup`, async function () {
      const d = await loadFixture(everyStateFixture);
      const id = d.ids.COLLATERAL_DEPOSITED;
      const before = await d.rentals.pendingWithdrawals(d.borrower.address);
      const tx = d.rentals.connect(d[by]).cancelRental(id);
      await expect(tx).to.emit(d.rentals, 'CollateralReleased').withArgs(id, d.borrower.address, DEPOSIT);
      await expect(tx).to.emit(d.rentals, 'RentalCancelled').withArgs(id, d[by].address);
      await expect(tx).not.to.emit(d.rentals, 'TransactionCompleted');
      expect(await d.rentals.pendingWithdrawals(d.borrower.address)).to.equal(before + DEPOSIT);
    });
  }

  it('credits nothing when a free, collateral-free rental is cancelled', async function () {
    const d = await loadFixture(deployFixture);
    await d.rentals.connect(d.lender).createRentalOffer(TOOL_ID, 0n, 0n, INSPECTION);
    await d.rentals.connect(d.borrower).acceptRentalOfferAndDepositCollateral(1n, 1n, { value: 0n });
    await expect(d.rentals.connect(d.borrower).cancelRental(1n)).not.to.emit(d.rentals, 'CollateralReleased');
    expect(await d.rentals.pendingWithdrawals(d.borrower.address)).to.equal(0n);
  });

  it('refuses strangers and the dispute admin after the deposit', async function () {
    const d = await loadFixture(everyStateFixture);
    for (const caller of [d.stranger, d.admin]) {
      await expect(d.rentals.connect(caller).cancelRental(d.ids.COLLATERAL_DEPOSITED)).to.be.revertedWithCustomError(
        d.rentals,
        'NotParty',
      );
    }
  });

  for (const state of statesExcept('AWAITING_COLLATERAL', 'COLLATERAL_DEPOSITED')) {
    it(`reverts with InvalidState in ${state}`, async function () {
      const { rentals, ids, lender } = await loadFixture(everyStateFixture);
      await expect(rentals.connect(lender).cancelRental(ids[state]))
        .to.be.revertedWithCustomError(rentals, 'InvalidState')
        .withArgs(ids[state], State[state]);
    });
  }
});

describe('RentalAgreement: finished rentals are final', function () {
  it('refuses every action by everyone on completed and cancelled rentals, and they stay as they were', async function () {
    const d = await loadFixture(everyStateFixture);
    await time.increase(60n * DAY);
    for (const id of [d.ids.TRANSACTION_COMPLETED, d.ids.RENTAL_CANCELLED]) {
      const before = await d.rentals.getAgreement(id);
      for (const caller of [d.admin, d.lender, d.borrower, d.stranger]) {
        const r = d.rentals.connect(caller);
        const attempts = [
          () => r.acceptRentalOfferAndDepositCollateral(id, DAYS, { value: DEPOSIT }),
          () => r.confirmToolPickup(id),
          () => r.markToolReturned(id),
          () => r.confirmToolReceiptAndInspect(id),
          () => r.releaseCollateral(id),
          () => r.fileDispute(id, 'x'),
          () => r.submitEvidence(id, 'x'),
          () => r.resolveDispute(id, 0, 'x'),
          () => r.finalizeRental(id),
          () => r.claimCollateralAfterDeadline(id),
          () => r.cancelRental(id),
        ];
        for (const attempt of attempts) {
          await expect(attempt())
            .to.be.revertedWithCustomError(d.rentals, 'InvalidState')
            .withArgs(id, before.currentState);
        }
      }
      expect(await d.rentals.getAgreement(id)).to.deep.equal(before);
    }
  });

  it("keeps a completed rental's record readable (times, parties, terms)", async function () {
    const d = await loadFixture(everyStateFixture);
    const a = await d.rentals.getAgreement(d.ids.TRANSACTION_COMPLETED);
    expect(a.lender).to.equal(d.lender.address);
    expect(a.borrower).to.equal(d.borrower.address);
    expect(a.rentalRate).to.equal(RATE);
    expect(a.endTime).to.equal(a.startTime + DAYS * DAY);
    expect(a.inspectionDeadline).to.be.greaterThan(a.startTime);
  });
});
