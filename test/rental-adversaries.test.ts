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
  TOOL_ID,
  deployFixture,
  rentalIn,
} from './helpers/rentalFixtures';
import type { Deployed } from './helpers/rentalFixtures';
import type { ActingParty } from '@toolshare/contract/typechain';
import { expectDefined } from './helpers/defined';

const rentalsAbi = async () => (await ethers.getContractFactory('RentalAgreement')).interface;

/** Walks a rental with a contract borrower to completion, so that the borrower is owed the collateral. */
async function completeWithContractBorrower(d: Deployed, party: ActingParty): Promise<bigint> {
  const abi = await rentalsAbi();
  await d.rentals.connect(d.lender).createRentalOffer(TOOL_ID, RATE, COLLATERAL, INSPECTION);
  const id = await d.rentals.rentalCount();
  await party.act(abi.encodeFunctionData('acceptRentalOfferAndDepositCollateral', [id, DAYS]), { value: DEPOSIT });
  await party.act(abi.encodeFunctionData('confirmToolPickup', [id]));
  await party.act(abi.encodeFunctionData('markToolReturned', [id]));
  await d.rentals.connect(d.lender).releaseCollateral(id);
  return id;
}

async function contractBalance(d: Deployed): Promise<bigint> {
  return ethers.provider.getBalance(await d.rentals.getAddress());
}

describe('RentalAgreement: adversaries', function () {
  describe('a borrower contract that re-enters withdraw', function () {
    async function reentrantFixture(swallow: boolean) {
      const d = await deployFixture();
      const attacker = await ethers.deployContract('ReentrantBorrower', [await d.rentals.getAddress(), swallow]);
      const id = await completeWithContractBorrower(d, attacker);
      return { ...d, attacker, id };
    }
    const propagating = () => reentrantFixture(false);
    const swallowing = () => reentrantFixture(true);

    it('cannot withdraw twice: the nested withdraw is refused by the reentrancy guard, which reverts the whole withdrawal', async function () {
      const d = await loadFixture(propagating);
      const abi = await rentalsAbi();
      const attackerAddress = await d.attacker.getAddress();
      expect(await d.rentals.pendingWithdrawals(attackerAddress)).to.equal(COLLATERAL);
      await expect(d.attacker.act(abi.encodeFunctionData('withdraw'))).to.be.revertedWithCustomError(
        d.rentals,
        'ReentrancyGuardReentrantCall',
      );
      expect(await d.rentals.pendingWithdrawals(attackerAddress)).to.equal(COLLATERAL);
      expect(await contractBalance(d)).to.equal(DEPOSIT);
      // Nobody else is held up.
      await expect(d.rentals.connect(d.lender).withdraw()).to.changeEtherBalances([d.lender, d.rentals], [RENT, -RENT]);
    });

    it('is paid exactly once when it swallows the failed re-entry', async function () {
      const d = await loadFixture(swallowing);
      const abi = await rentalsAbi();
      const tx = d.attacker.act(abi.encodeFunctionData('withdraw'));
      await expect(tx).to.changeEtherBalances([d.attacker, d.rentals], [COLLATERAL, -COLLATERAL]);
      await expect(tx)
        .to.emit(d.rentals, 'Withdrawal')
        .withArgs(await d.attacker.getAddress(), COLLATERAL);
      expect(await d.attacker.reentryAttempts()).to.equal(1n);
      expect(await d.attacker.lastReentryError()).to.equal(
        expectDefined(d.rentals.interface.getError('ReentrancyGuardReentrantCall'), "the guard's error").selector,
      );
      expect(await d.rentals.pendingWithdrawals(await d.attacker.getAddress())).to.equal(0n);
      expect(await contractBalance(d)).to.equal(RENT);
    });
  });

  describe('a recipient that reverts on receive', function () {
    async function revertingFixture() {
      const d = await deployFixture();
      const address = await d.rentals.getAddress();
      const borrowerContract = await ethers.deployContract('RevertingRecipient', [address]);
      const lenderContract = await ethers.deployContract('RevertingRecipient', [address]);
      const id = await completeWithContractBorrower(d, borrowerContract);
      return { ...d, borrowerContract, lenderContract, id };
    }

    it('only fails its own withdrawal, keeps its credit, and blocks nobody else', async function () {
      const d = await loadFixture(revertingFixture);
      const abi = await rentalsAbi();
      const stuck = await d.borrowerContract.getAddress();
      await expect(d.borrowerContract.act(abi.encodeFunctionData('withdraw'))).to.be.revertedWithCustomError(
        d.borrowerContract,
        'PaymentRefused',
      );
      expect(await d.rentals.pendingWithdrawals(stuck)).to.equal(COLLATERAL);
      await expect(d.rentals.connect(d.lender).withdraw()).to.changeEtherBalances([d.lender, d.rentals], [RENT, -RENT]);
      // Other rentals carry on as usual.
      const other = await rentalIn(d, 'TRANSACTION_COMPLETED');
      expect(other).to.equal(d.id + 1n);
      await expect(d.rentals.connect(d.borrower).withdraw()).to.changeEtherBalance(d.borrower, COLLATERAL);
      expect(await contractBalance(d)).to.equal(COLLATERAL + RENT);
      expect(await d.rentals.pendingWithdrawals(d.lender.address)).to.equal(RENT);
    });

    it('as a lender, cannot stop the borrower getting the collateral back', async function () {
      const d = await loadFixture(revertingFixture);
      const abi = await rentalsAbi();
      await d.lenderContract.act(abi.encodeFunctionData('createRentalOffer', [TOOL_ID, RATE, COLLATERAL, INSPECTION]));
      const id = await d.rentals.rentalCount();
      await d.rentals.connect(d.borrower).acceptRentalOfferAndDepositCollateral(id, DAYS, { value: DEPOSIT });
      await d.rentals.connect(d.borrower).confirmToolPickup(id);
      await d.rentals.connect(d.borrower).markToolReturned(id);
      await d.lenderContract.act(abi.encodeFunctionData('releaseCollateral', [id]));
      await expect(d.rentals.connect(d.borrower).withdraw()).to.changeEtherBalance(d.borrower, COLLATERAL);
      await expect(d.lenderContract.act(abi.encodeFunctionData('withdraw'))).to.be.revertedWithCustomError(
        d.lenderContract,
        'PaymentRefused',
      );
      expect(await d.rentals.pendingWithdrawals(await d.lenderContract.getAddress())).to.equal(RENT);
    });
  });

  describe('wrong payments', function () {
    for (const [label, delta] of [
      ['one wei under', -1n],
      ['one wei over', 1n],
    ] as const) {
      it(`refuses ${label} and keeps nothing`, async function () {
        const d = await loadFixture(deployFixture);
        const id = await rentalIn(d, 'AWAITING_COLLATERAL');
        await expect(
          d.rentals.connect(d.borrower).acceptRentalOfferAndDepositCollateral(id, DAYS, { value: DEPOSIT + delta }),
        )
          .to.be.revertedWithCustomError(d.rentals, 'WrongPayment')
          .withArgs(DEPOSIT, DEPOSIT + delta);
        expect(await contractBalance(d)).to.equal(0n);
      });
    }
  });

  it('refuses a lender renting their own tool, even through a second rental of theirs', async function () {
    const d = await loadFixture(deployFixture);
    const id = await rentalIn(d, 'AWAITING_COLLATERAL');
    await expect(
      d.rentals.connect(d.lender).acceptRentalOfferAndDepositCollateral(id, 1n, { value: COLLATERAL + RATE }),
    ).to.be.revertedWithCustomError(d.rentals, 'LenderCannotRent');
  });

  it('gives the owner and the dispute admin no way to take escrow from an undisputed rental', async function () {
    const d = await loadFixture(deployFixture);
    await d.rentals.connect(d.admin).setDisputeAdmin(d.other.address);
    const deposited = await rentalIn(d, 'COLLATERAL_DEPOSITED');
    const active = await rentalIn(d, 'RENTAL_ACTIVE');
    const inspecting = await rentalIn(d, 'INSPECTION_PERIOD');
    await time.increase(60n * DAY);
    for (const caller of [d.admin, d.other]) {
      const r = d.rentals.connect(caller);
      const attempts: [() => Promise<unknown>, string][] = [
        [() => r.releaseCollateral(deposited), 'InvalidState'],
        [() => r.releaseCollateral(active), 'InvalidState'],
        [() => r.releaseCollateral(inspecting), 'NotLender'],
        [() => r.claimCollateralAfterDeadline(deposited), 'InvalidState'],
        [() => r.claimCollateralAfterDeadline(active), 'NotLender'],
        [() => r.claimCollateralAfterDeadline(inspecting), 'NotBorrower'],
        [() => r.cancelRental(deposited), 'NotParty'],
        [() => r.cancelRental(active), 'InvalidState'],
        [() => r.fileDispute(active, 'x'), 'NotParty'],
        [() => r.fileDispute(inspecting, 'x'), 'NotParty'],
      ];
      for (const id of [deposited, active, inspecting]) {
        attempts.push(
          [() => r.finalizeRental(id), 'InvalidState'],
          [() => r.resolveDispute(id, 10_000, ''), 'InvalidState'],
        );
      }
      for (const [attempt, error] of attempts) {
        await expect(attempt()).to.be.revertedWithCustomError(d.rentals, error);
      }
      await expect(r.withdraw()).to.be.revertedWithCustomError(d.rentals, 'NothingToWithdraw');
    }
    expect(await contractBalance(d)).to.equal(3n * DEPOSIT);
  });
});
