// Version 4 payment in an accepted ERC-20 (a local Test USDC with EIP-2612 permit): acceptance, exact pulls,
// credits and withdrawals per token, the permit path (front-run permits harmless), fee-on-transfer tokens
// refused, and the per-token balance invariant.
import { expect } from 'chai';
import { ethers } from 'hardhat';
import { loadFixture, time } from '@nomicfoundation/hardhat-toolbox/network-helpers';
import { COLLATERAL, DAYS, DEPOSIT, State, TOOL_ID, freshToolId } from './helpers/rentalFixtures';
import { signedOffer } from './helpers/signedOffers';
import { USDC_COLLATERAL, USDC_RATE, permit, tokenFixture } from './helpers/tokens';
import type { RentalOfferTerms } from '@toolshare/contract/signedRentalOffer';

const TOTAL = USDC_COLLATERAL + USDC_RATE * DAYS;
const RENT = USDC_RATE * DAYS;

type TokenDeployed = Awaited<ReturnType<typeof tokenFixture>>;

async function usdcOffer(d: TokenDeployed, overrides: Partial<RentalOfferTerms> = {}) {
  return signedOffer(d, {
    paymentToken: await d.usdc.getAddress(),
    rentalRate: USDC_RATE,
    collateralAmount: USDC_COLLATERAL,
    ...overrides,
  });
}

/** Approves and books a token rental for the borrower; returns its id. */
async function tokenRental(d: TokenDeployed, overrides: Partial<RentalOfferTerms> = {}): Promise<bigint> {
  const { offer, signature } = await usdcOffer(d, { toolId: freshToolId(), ...overrides });
  await d.usdc.connect(d.borrower).approve(await d.rentals.getAddress(), TOTAL);
  await d.rentals.connect(d.borrower).acceptSignedRentalOffer(offer, signature, 0n, DAYS);
  return d.rentals.rentalCount();
}

/** The per-token invariant: the escrow's balance of the token is its credits plus the live escrow in it. */
async function expectTokenBalance(d: TokenDeployed, live: bigint) {
  const address = await d.rentals.getAddress();
  const token = await d.usdc.getAddress();
  let credits = 0n;
  for (const account of [d.lender, d.borrower, d.stranger, d.other, d.admin]) {
    credits += await d.rentals.pendingTokenWithdrawals(token, account.address);
  }
  expect(await d.usdc.balanceOf(address)).to.equal(credits + live);
}

describe('RentalAgreement v4: payment tokens', function () {
  it('lets only the owner accept and drop tokens; ETH is always accepted and address(0) refused', async function () {
    const d = await loadFixture(tokenFixture);
    const token = await d.usdc.getAddress();
    expect(await d.rentals.isPaymentToken(ethers.ZeroAddress)).to.equal(true);
    expect(await d.rentals.isPaymentToken(token)).to.equal(true);
    expect(await d.rentals.isPaymentToken(d.other.address)).to.equal(false);
    await expect(d.rentals.connect(d.admin).setPaymentToken(ethers.ZeroAddress, true)).to.be.revertedWithCustomError(
      d.rentals,
      'ZeroAddress',
    );
    await expect(d.rentals.connect(d.lender).setPaymentToken(token, false))
      .to.be.revertedWithCustomError(d.rentals, 'OwnableUnauthorizedAccount')
      .withArgs(d.lender.address);
    await expect(d.rentals.connect(d.admin).setPaymentToken(token, false))
      .to.emit(d.rentals, 'PaymentTokenSet')
      .withArgs(token, false);
    expect(await d.rentals.isPaymentToken(token)).to.equal(false);
    await d.rentals.connect(d.admin).setPaymentToken(token, true);
    expect(await d.rentals.isPaymentToken(token)).to.equal(true);
  });

  it('pulls exactly rent plus collateral in the token, records it, and credits and withdraws per token', async function () {
    const d = await loadFixture(tokenFixture);
    const token = await d.usdc.getAddress();
    const id = await tokenRental(d);
    const a = await d.rentals.getAgreement(id);
    expect([a.paymentToken, a.collateralType]).to.deep.equal([token, 1n]);
    expect(await d.usdc.balanceOf(await d.rentals.getAddress())).to.equal(TOTAL);
    await expectTokenBalance(d, TOTAL);
    await d.rentals.connect(d.borrower).confirmToolPickup(id);
    await d.rentals.connect(d.borrower).markToolReturned(id);
    await d.rentals.connect(d.lender).releaseCollateral(id);
    expect(await d.rentals.pendingTokenWithdrawals(token, d.lender.address)).to.equal(RENT);
    expect(await d.rentals.pendingTokenWithdrawals(token, d.borrower.address)).to.equal(USDC_COLLATERAL);
    expect(await d.rentals.pendingWithdrawals(d.lender.address)).to.equal(0n);
    await expectTokenBalance(d, 0n);
    await expect(d.rentals.connect(d.lender).withdrawToken(token))
      .to.emit(d.rentals, 'TokenWithdrawal')
      .withArgs(d.lender.address, token, RENT);
    await expect(d.rentals.connect(d.lender).withdraw()).to.be.revertedWithCustomError(d.rentals, 'NothingToWithdraw');
    await expect(d.rentals.connect(d.lender).withdrawToken(token)).to.be.revertedWithCustomError(
      d.rentals,
      'NothingToWithdraw',
    );
    await expect(d.rentals.connect(d.lender).withdrawToken(ethers.ZeroAddress)).to.be.revertedWithCustomError(
      d.rentals,
      'NothingToWithdraw',
    );
    await expect(d.rentals.connect(d.borrower).withdrawToken(token)).to.changeTokenBalances(
      d.usdc,
      [d.borrower, d.rentals],
      [USDC_COLLATERAL, -USDC_COLLATERAL],
    );
    await expectTokenBalance(d, 0n);
  });

  it('reads ETH credits through pendingTokenWithdrawals(address(0), account)', async function () {
    const d = await loadFixture(tokenFixture);
    const { offer, signature } = await signedOffer(d);
    await d.rentals.connect(d.borrower).acceptSignedRentalOffer(offer, signature, 0n, DAYS, { value: DEPOSIT });
    await d.rentals.connect(d.borrower).cancelRental(1n);
    expect(await d.rentals.pendingTokenWithdrawals(ethers.ZeroAddress, d.borrower.address)).to.equal(DEPOSIT);
  });

  it('refuses ETH sent with a token offer: WrongPayment(0, msg.value)', async function () {
    const d = await loadFixture(tokenFixture);
    const { offer, signature } = await usdcOffer(d);
    await d.usdc.connect(d.borrower).approve(await d.rentals.getAddress(), TOTAL);
    await expect(d.rentals.connect(d.borrower).acceptSignedRentalOffer(offer, signature, 0n, DAYS, { value: 1n }))
      .to.be.revertedWithCustomError(d.rentals, 'WrongPayment')
      .withArgs(0n, 1n);
  });

  it('refuses a token not accepted (or no longer), after the signature and before the start; live rentals in it settle', async function () {
    const d = await loadFixture(tokenFixture);
    const token = await d.usdc.getAddress();
    const id = await tokenRental(d);
    await d.rentals.connect(d.admin).setPaymentToken(token, false);
    const { offer, signature } = await usdcOffer(d);
    await expect(d.rentals.connect(d.borrower).acceptSignedRentalOffer(offer, signature, 1n, DAYS))
      .to.be.revertedWithCustomError(d.rentals, 'UnsupportedToken')
      .withArgs(token);
    await expect(
      d.rentals.connect(d.borrower).acceptSignedRentalOffer({ ...offer, rentalRate: 1n }, signature, 1n, DAYS),
    ).to.be.revertedWithCustomError(d.rentals, 'InvalidOfferSignature');
    await d.rentals.connect(d.borrower).cancelRental(id);
    await expect(d.rentals.connect(d.borrower).withdrawToken(token)).to.changeTokenBalance(d.usdc, d.borrower, TOTAL);
  });

  it('refuses a fee-on-transfer token with UnsupportedToken, even when the owner accepted it', async function () {
    const d = await loadFixture(tokenFixture);
    const fot = await ethers.deployContract('FeeOnTransferToken');
    const token = await fot.getAddress();
    await d.rentals.connect(d.admin).setPaymentToken(token, true);
    await fot.mint(d.borrower.address, 10n * TOTAL);
    await fot.connect(d.borrower).approve(await d.rentals.getAddress(), TOTAL);
    const { offer, signature } = await usdcOffer(d, { paymentToken: token });
    await expect(d.rentals.connect(d.borrower).acceptSignedRentalOffer(offer, signature, 0n, DAYS))
      .to.be.revertedWithCustomError(d.rentals, 'UnsupportedToken')
      .withArgs(token);
    expect(await fot.balanceOf(await d.rentals.getAddress())).to.equal(0n);
  });

  it("credits a token rental's cancellation fee in the token", async function () {
    const d = await loadFixture(tokenFixture);
    const token = await d.usdc.getAddress();
    const id = await tokenRental(d, { cancellationFeeBps: 2_500n });
    await d.rentals.connect(d.borrower).cancelRental(id);
    const fee = (RENT * 2_500n) / 10_000n;
    expect(await d.rentals.pendingTokenWithdrawals(token, d.lender.address)).to.equal(fee);
    expect(await d.rentals.pendingTokenWithdrawals(token, d.borrower.address)).to.equal(TOTAL - fee);
    expect(await d.rentals.settlementOf(id)).to.deep.equal([fee, TOTAL - fee]);
    await expectTokenBalance(d, 0n);
  });
});

describe('RentalAgreement v4: acceptSignedRentalOfferWithPermit', function () {
  it('books and pays a token rental in one transaction with an EIP-2612 permit', async function () {
    const d = await loadFixture(tokenFixture);
    const { offer, signature } = await usdcOffer(d);
    const deadline = BigInt(await time.latest()) + 3600n;
    const sig = await permit(d.usdc, d.borrower, await d.rentals.getAddress(), TOTAL, deadline);
    const tx = d.rentals
      .connect(d.borrower)
      .acceptSignedRentalOfferWithPermit(offer, signature, 0n, DAYS, deadline, sig.v, sig.r, sig.s);
    await expect(tx).to.changeTokenBalances(d.usdc, [d.borrower, d.rentals], [-TOTAL, TOTAL]);
    await expect(tx).to.emit(d.rentals, 'RentalBooked');
    expect((await d.rentals.getAgreement(1n)).currentState).to.equal(State.COLLATERAL_DEPOSITED);
  });

  it('is not stopped by a front-run permit: the allowance it set is used', async function () {
    const d = await loadFixture(tokenFixture);
    const { offer, signature } = await usdcOffer(d);
    const deadline = BigInt(await time.latest()) + 3600n;
    const spender = await d.rentals.getAddress();
    const sig = await permit(d.usdc, d.borrower, spender, TOTAL, deadline);
    // Someone copies the permit from the mempool and submits it first.
    await d.usdc.connect(d.stranger).permit(d.borrower.address, spender, TOTAL, deadline, sig.v, sig.r, sig.s);
    await expect(
      d.rentals
        .connect(d.borrower)
        .acceptSignedRentalOfferWithPermit(offer, signature, 0n, DAYS, deadline, sig.v, sig.r, sig.s),
    ).to.changeTokenBalance(d.usdc, d.rentals, TOTAL);
  });

  it('fails on the transfer when the permit is bad and there is no allowance', async function () {
    const d = await loadFixture(tokenFixture);
    const { offer, signature } = await usdcOffer(d);
    const deadline = BigInt(await time.latest()) + 3600n;
    // A permit for another amount than the rental's total does not verify.
    const sig = await permit(d.usdc, d.borrower, await d.rentals.getAddress(), TOTAL - 1n, deadline);
    await expect(
      d.rentals
        .connect(d.borrower)
        .acceptSignedRentalOfferWithPermit(offer, signature, 0n, DAYS, deadline, sig.v, sig.r, sig.s),
    ).to.be.revertedWithCustomError(d.usdc, 'ERC20InsufficientAllowance');
  });

  it("refuses an ETH offer with UnsupportedToken(address(0)), after the offer's own checks", async function () {
    const d = await loadFixture(tokenFixture);
    const { offer, signature } = await signedOffer(d);
    await expect(
      d.rentals
        .connect(d.borrower)
        .acceptSignedRentalOfferWithPermit(offer, signature, 0n, DAYS, 0n, 27, ethers.ZeroHash, ethers.ZeroHash),
    )
      .to.be.revertedWithCustomError(d.rentals, 'UnsupportedToken')
      .withArgs(ethers.ZeroAddress);
    await expect(
      d.rentals
        .connect(d.borrower)
        .acceptSignedRentalOfferWithPermit(offer, signature, 0n, 0n, 0n, 27, ethers.ZeroHash, ethers.ZeroHash),
    )
      .to.be.revertedWithCustomError(d.rentals, 'InvalidDuration')
      .withArgs(0n);
  });

  it('keeps the calendar across payment kinds: a token booking blocks an ETH booking of the same range', async function () {
    const d = await loadFixture(tokenFixture);
    await tokenRental(d, { toolId: TOOL_ID });
    const { offer, signature } = await signedOffer(d);
    await expect(
      d.rentals
        .connect(d.stranger)
        .acceptSignedRentalOffer(offer, signature, 0n, DAYS, { value: COLLATERAL + offer.rentalRate * DAYS }),
    ).to.be.revertedWithCustomError(d.rentals, 'ToolAlreadyBooked');
  });
});

describe('RentalAgreement v4: a token that re-enters', function () {
  async function reentrantFixture() {
    const d = await tokenFixture();
    const token = await ethers.deployContract('ReentrantToken');
    await d.rentals.connect(d.admin).setPaymentToken(await token.getAddress(), true);
    await token.mint(d.borrower.address, 10n * TOTAL);
    await token.connect(d.borrower).approve(await d.rentals.getAddress(), 10n * TOTAL);
    return { ...d, token };
  }
  const REENTRY = ethers.id('ReentrancyGuardReentrantCall()').slice(0, 10);

  it('cannot re-enter acceptance or withdrawal while the escrow pulls or pays the token', async function () {
    const d = await loadFixture(reentrantFixture);
    const tokenAddress = await d.token.getAddress();
    const rentalsAddress = await d.rentals.getAddress();
    const { offer, signature } = await usdcOffer(d, { paymentToken: tokenAddress });
    const inner = await usdcOffer(d, { paymentToken: tokenAddress, toolId: freshToolId() });
    const calls = [
      d.rentals.interface.encodeFunctionData('acceptSignedRentalOffer', [inner.offer, inner.signature, 0n, DAYS]),
      d.rentals.interface.encodeFunctionData('acceptSignedRentalOfferWithPermit', [
        inner.offer,
        inner.signature,
        0n,
        DAYS,
        0n,
        27,
        ethers.ZeroHash,
        ethers.ZeroHash,
      ]),
      d.rentals.interface.encodeFunctionData('withdrawToken', [tokenAddress]),
    ];
    for (const [index, data] of calls.entries()) {
      await d.token.setHook(rentalsAddress, data);
      const toolId = freshToolId();
      const fresh = index === 0 ? { offer, signature } : await usdcOffer(d, { paymentToken: tokenAddress, toolId });
      await d.rentals.connect(d.borrower).acceptSignedRentalOffer(fresh.offer, fresh.signature, 0n, DAYS);
      expect(await d.token.lastCallSucceeded()).to.equal(false);
      expect((await d.token.lastReturnData()).slice(0, 10)).to.equal(REENTRY);
    }
    // And while it pays: the borrower's refund re-enters withdrawToken.
    await d.rentals.connect(d.borrower).cancelRental(1n);
    await d.token.setHook(rentalsAddress, calls[2]);
    await d.rentals.connect(d.borrower).withdrawToken(tokenAddress);
    expect((await d.token.lastReturnData()).slice(0, 10)).to.equal(REENTRY);
  });

  it('refuses the permit path while paused', async function () {
    const d = await loadFixture(tokenFixture);
    const { offer, signature } = await usdcOffer(d);
    await d.rentals.connect(d.admin).pause();
    await expect(
      d.rentals
        .connect(d.borrower)
        .acceptSignedRentalOfferWithPermit(offer, signature, 0n, DAYS, 0n, 27, ethers.ZeroHash, ethers.ZeroHash),
    ).to.be.revertedWithCustomError(d.rentals, 'EnforcedPause');
  });
});
