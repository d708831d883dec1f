// Signed offers (RentalAgreement v3): a lender signs the terms (EIP-712, no transaction) and a borrower
// rents with one transaction, acceptSignedRentalOffer. Every rule of the design's "Signed offers"
// section: the domain and type, the checks in their order, the expiry to the second, the nonce
// (acceptance and cancellation), and signatures replayed or forged every way the design names.
import { expect } from 'chai';
import { ethers } from 'hardhat';
import { loadFixture, time } from '@nomicfoundation/hardhat-toolbox/network-helpers';
import { Signature, concat, dataSlice, id as keccakOfText, toBeHex } from 'ethers';
import {
  COLLATERAL,
  DAYS,
  DEPOSIT,
  DAY,
  HOUR,
  INSPECTION,
  MAX_UINT128,
  RATE,
  RENT,
  State,
  TOOL_ID,
  creditsOf,
  deployFixture,
} from './helpers/rentalFixtures';
import {
  RENTAL_OFFER_DOMAIN_NAME,
  RENTAL_OFFER_DOMAIN_VERSION,
  rentalOfferDomain,
} from '@toolshare/contract/signedRentalOffer';
import { FAR_EXPIRY, domainOf, now, offerTerms, signedOffer, signedRental } from './helpers/signedOffers';
import type { RentalAgreement } from '@toolshare/contract/typechain';

const TYPE_STRING =
  'RentalOffer(address lender,bytes32 toolId,address paymentToken,uint256 rentalRate,uint256 collateralAmount,uint256 inspectionPeriodDuration,uint256 cancellationFeeBps,uint256 nonce,uint256 expiry)';
/** The order of the secp256k1 group: s and N - s are the two signatures ecrecover accepts for one message. */
const SECP256K1_N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;
const OTHER_TOOL_ID = ethers.encodeBytes32String('tool-2');

async function balanceOf(rentals: RentalAgreement): Promise<bigint> {
  return ethers.provider.getBalance(await rentals.getAddress());
}

describe('RentalAgreement: signed offers, the EIP-712 domain and type', function () {
  it('hashes the type string exactly as the design writes it', async function () {
    const { rentals } = await loadFixture(deployFixture);
    expect(await rentals.RENTAL_OFFER_TYPEHASH()).to.equal(keccakOfText(TYPE_STRING));
  });

  it('signs on the domain Toolshare RentalAgreement, version 4, this chain and this contract (ERC-5267)', async function () {
    const d = await loadFixture(deployFixture);
    const domain = await d.rentals.eip712Domain();
    const { chainId } = await ethers.provider.getNetwork();
    expect([domain.name, domain.version, domain.chainId, domain.verifyingContract]).to.deep.equal([
      RENTAL_OFFER_DOMAIN_NAME,
      RENTAL_OFFER_DOMAIN_VERSION,
      chainId,
      await d.rentals.getAddress(),
    ]);
    expect([RENTAL_OFFER_DOMAIN_NAME, RENTAL_OFFER_DOMAIN_VERSION]).to.deep.equal(['Toolshare RentalAgreement', '4']);
  });
});

describe('RentalAgreement: acceptSignedRentalOffer', function () {
  it('opens rental rentalCount + 1 with the signed terms in one transaction, the caller as borrower, paid in full', async function () {
    const d = await loadFixture(deployFixture);
    const { offer, signature } = await signedOffer(d);
    const call = d.rentals.connect(d.borrower).acceptSignedRentalOffer(offer, signature, 0, DAYS, { value: DEPOSIT });
    expect(
      await d.rentals
        .connect(d.borrower)
        .acceptSignedRentalOffer.staticCall(offer, signature, 0, DAYS, { value: DEPOSIT }),
    ).to.equal(1n);
    await expect(call).to.changeEtherBalances([d.borrower, d.rentals, d.lender], [-DEPOSIT, DEPOSIT, 0n]);
    expect(await d.rentals.rentalCount()).to.equal(1n);
    const a = await d.rentals.getAgreement(1n);
    expect([
      a.lender,
      a.borrower,
      a.toolId,
      a.rentalRate,
      a.collateralAmount,
      a.inspectionPeriodDuration,
      a.rentalDuration,
      a.startTime,
      a.endTime,
      a.currentState,
      a.paymentToken,
    ]).to.deep.equal([
      d.lender.address,
      d.borrower.address,
      TOOL_ID,
      RATE,
      COLLATERAL,
      INSPECTION,
      DAYS,
      (BigInt(await time.latest()) / HOUR) * HOUR,
      (BigInt(await time.latest()) / HOUR) * HOUR + DAYS * DAY,
      BigInt(State.COLLATERAL_DEPOSITED),
      ethers.ZeroAddress,
    ]);
  });

  it('emits RentalCreated, CollateralDeposited then RentalBooked, the events of the two-step path', async function () {
    const d = await loadFixture(deployFixture);
    const { offer, signature } = await signedOffer(d);
    const receipt = await (
      await d.rentals.connect(d.borrower).acceptSignedRentalOffer(offer, signature, 0, DAYS, { value: DEPOSIT })
    ).wait();
    const events = (receipt?.logs ?? []).map((log) => d.rentals.interface.parseLog(log));
    expect(events.map((event) => event?.name)).to.deep.equal(['RentalCreated', 'CollateralDeposited', 'RentalBooked']);
    expect([...(events[0]?.args ?? [])]).to.deep.equal([1n, d.lender.address, TOOL_ID, RATE, COLLATERAL]);
    expect([...(events[1]?.args ?? [])]).to.deep.equal([1n, d.borrower.address, DAYS, DEPOSIT]);
    const { startTime } = await d.rentals.getAgreement(1n);
    expect([...(events[2]?.args ?? [])]).to.deep.equal([
      1n,
      d.lender.address,
      TOOL_ID,
      startTime,
      startTime + DAYS * DAY,
      ethers.ZeroAddress,
    ]);
  });

  it('does not use the signature up (v4): the nonce stays, and the same signature books another free range', async function () {
    const d = await loadFixture(deployFixture);
    const { offer, signature } = await signedOffer(d);
    expect(await d.rentals.offerNonce(d.lender.address, TOOL_ID)).to.equal(0n);
    await d.rentals.connect(d.borrower).acceptSignedRentalOffer(offer, signature, 0, DAYS, { value: DEPOSIT });
    expect(await d.rentals.offerNonce(d.lender.address, TOOL_ID)).to.equal(0n);
    const { endTime } = await d.rentals.getAgreement(1n);
    // The same range again is refused by the calendar, not by the nonce.
    await expect(d.rentals.connect(d.stranger).acceptSignedRentalOffer(offer, signature, 0, DAYS, { value: DEPOSIT }))
      .to.be.revertedWithCustomError(d.rentals, 'ToolAlreadyBooked')
      .withArgs(endTime - DAYS * DAY, endTime);
    await d.rentals.connect(d.stranger).acceptSignedRentalOffer(offer, signature, endTime, DAYS, { value: DEPOSIT });
    expect(await d.rentals.rentalCount()).to.equal(2n);
    expect(await d.rentals.offerNonce(d.lender.address, TOOL_ID)).to.equal(0n);
  });

  it("keeps a nonce per lender and tool: another tool's or another lender's offers are untouched", async function () {
    const d = await loadFixture(deployFixture);
    await signedRental(d, DAYS);
    expect(await d.rentals.offerNonce(d.lender.address, OTHER_TOOL_ID)).to.equal(0n);
    expect(await d.rentals.offerNonce(d.other.address, TOOL_ID)).to.equal(0n);
    const other = await signedOffer(d, { lender: d.other.address }, { signer: d.other });
    await expect(
      d.rentals.connect(d.borrower).acceptSignedRentalOffer(other.offer, other.signature, 0, DAYS, { value: DEPOSIT }),
    ).to.emit(d.rentals, 'RentalCreated');
  });

  it("rents the tool again from the lender's next signature, once the first rental is over", async function () {
    const d = await loadFixture(deployFixture);
    const first = await signedRental(d, DAYS);
    await d.rentals.connect(d.borrower).confirmToolPickup(first);
    await d.rentals.connect(d.borrower).markToolReturned(first);
    await d.rentals.connect(d.lender).releaseCollateral(first);
    const second = await signedRental(d, 1n);
    expect(second).to.equal(2n);
    expect((await d.rentals.getAgreement(second)).rentalDuration).to.equal(1n);
  });

  it('runs the rest of the lifecycle as an on-chain offer does: pickup, return, release, withdrawals', async function () {
    const d = await loadFixture(deployFixture);
    const id = await signedRental(d, DAYS);
    await d.rentals.connect(d.borrower).confirmToolPickup(id);
    await d.rentals.connect(d.borrower).markToolReturned(id);
    await d.rentals.connect(d.lender).confirmToolReceiptAndInspect(id);
    expect(await creditsOf(d, d.rentals.connect(d.lender).releaseCollateral(id))).to.deep.equal([
      [d.lender.address, RENT],
      [d.borrower.address, COLLATERAL],
    ]);
    await expect(d.rentals.connect(d.lender).withdraw()).to.changeEtherBalance(d.lender, RENT);
    await expect(d.rentals.connect(d.borrower).withdraw()).to.changeEtherBalance(d.borrower, COLLATERAL);
    expect(await balanceOf(d.rentals)).to.equal(0n);
  });

  describe('the expiry, to the second (good while block.timestamp <= expiry)', function () {
    for (const [label, delta] of [
      ['one second before', -1n],
      ['at', 0n],
    ] as const) {
      it(`accepts ${label} the expiry`, async function () {
        const d = await loadFixture(deployFixture);
        const expiry = (await now()) + HOUR;
        const { offer, signature } = await signedOffer(d, { expiry });
        await time.setNextBlockTimestamp(expiry + delta);
        await expect(
          d.rentals.connect(d.borrower).acceptSignedRentalOffer(offer, signature, 0, DAYS, { value: DEPOSIT }),
        ).to.emit(d.rentals, 'CollateralDeposited');
      });
    }

    it('refuses one second after the expiry with OfferExpired(expiry)', async function () {
      const d = await loadFixture(deployFixture);
      const expiry = (await now()) + HOUR;
      const { offer, signature } = await signedOffer(d, { expiry });
      await time.setNextBlockTimestamp(expiry + 1n);
      await expect(d.rentals.connect(d.borrower).acceptSignedRentalOffer(offer, signature, 0, DAYS, { value: DEPOSIT }))
        .to.be.revertedWithCustomError(d.rentals, 'OfferExpired')
        .withArgs(expiry);
    });
  });

  describe("a signature used for anything but the signing lender's terms on this contract and chain", function () {
    const otherTerms = {
      'another tool': { toolId: OTHER_TOOL_ID },
      'another rate': { rentalRate: RATE + 1n },
      'another collateral': { collateralAmount: COLLATERAL - 1n },
      'another inspection period': { inspectionPeriodDuration: INSPECTION + 1n },
      'a later expiry': { expiry: FAR_EXPIRY + 1n },
    } as const;
    for (const [label, change] of Object.entries(otherTerms)) {
      it(`is refused for ${label}`, async function () {
        const d = await loadFixture(deployFixture);
        const { offer, signature } = await signedOffer(d);
        const changed = { ...offer, ...change };
        const value = changed.collateralAmount + changed.rentalRate * DAYS;
        await expect(
          d.rentals.connect(d.borrower).acceptSignedRentalOffer(changed, signature, 0, DAYS, { value }),
        ).to.be.revertedWithCustomError(d.rentals, 'InvalidOfferSignature');
      });
    }

    it('is refused for another lender: the signer must be offer.lender', async function () {
      const d = await loadFixture(deployFixture);
      const { offer, signature } = await signedOffer(d);
      await expect(
        d.rentals
          .connect(d.borrower)
          .acceptSignedRentalOffer({ ...offer, lender: d.other.address }, signature, 0, DAYS, { value: DEPOSIT }),
      ).to.be.revertedWithCustomError(d.rentals, 'InvalidOfferSignature');
    });

    it("is refused when another account signed the lender's terms", async function () {
      const d = await loadFixture(deployFixture);
      const { offer, signature } = await signedOffer(d, {}, { signer: d.stranger });
      await expect(
        d.rentals.connect(d.borrower).acceptSignedRentalOffer(offer, signature, 0, DAYS, { value: DEPOSIT }),
      ).to.be.revertedWithCustomError(d.rentals, 'InvalidOfferSignature');
    });

    it('is refused on another contract (and good on the one it was signed for)', async function () {
      const d = await loadFixture(deployFixture);
      const second = await ethers.deployContract('RentalAgreement', d.admin);
      const { chainId } = await ethers.provider.getNetwork();
      const { offer, signature } = await signedOffer(
        d,
        {},
        { domain: rentalOfferDomain(chainId, await second.getAddress()) },
      );
      await expect(
        d.rentals.connect(d.borrower).acceptSignedRentalOffer(offer, signature, 0, DAYS, { value: DEPOSIT }),
      ).to.be.revertedWithCustomError(d.rentals, 'InvalidOfferSignature');
      await expect(
        second.connect(d.borrower).acceptSignedRentalOffer(offer, signature, 0, DAYS, { value: DEPOSIT }),
      ).to.emit(second, 'RentalCreated');
    });

    it('is refused when signed for another chain', async function () {
      const d = await loadFixture(deployFixture);
      const { offer, signature } = await signedOffer(
        d,
        {},
        { domain: rentalOfferDomain(1n, await d.rentals.getAddress()) },
      );
      await expect(
        d.rentals.connect(d.borrower).acceptSignedRentalOffer(offer, signature, 0, DAYS, { value: DEPOSIT }),
      ).to.be.revertedWithCustomError(d.rentals, 'InvalidOfferSignature');
    });

    it('is refused on another domain name or version (a v2-style or misnamed signature)', async function () {
      const d = await loadFixture(deployFixture);
      const domain = await domainOf(d);
      for (const wrong of [
        { ...domain, version: '2' },
        { ...domain, name: 'RentalAgreement' },
      ]) {
        const { offer, signature } = await signedOffer(d, {}, { domain: wrong });
        await expect(
          d.rentals.connect(d.borrower).acceptSignedRentalOffer(offer, signature, 0, DAYS, { value: DEPOSIT }),
        ).to.be.revertedWithCustomError(d.rentals, 'InvalidOfferSignature');
      }
    });

    it("is refused malleated to its high-s twin (same r, s' = n - s, v flipped)", async function () {
      const d = await loadFixture(deployFixture);
      const { offer, signature } = await signedOffer(d);
      const { r, s, v } = Signature.from(signature);
      const highS = toBeHex(SECP256K1_N - BigInt(s), 32);
      const twin = concat([r, highS, toBeHex(v === 27 ? 28 : 27, 1)]);
      await expect(
        d.rentals.connect(d.borrower).acceptSignedRentalOffer(offer, twin, 0, DAYS, { value: DEPOSIT }),
      ).to.be.revertedWithCustomError(d.rentals, 'InvalidOfferSignature');
      // The original still works: the twin was refused for its s, not for its message.
      await expect(
        d.rentals.connect(d.borrower).acceptSignedRentalOffer(offer, signature, 0, DAYS, { value: DEPOSIT }),
      ).to.emit(d.rentals, 'RentalCreated');
    });

    it('is refused malformed: empty, 64-byte compact (ERC-2098), 66 bytes, a bad v, or all zero', async function () {
      const d = await loadFixture(deployFixture);
      const { offer, signature } = await signedOffer(d);
      const sig = Signature.from(signature);
      const malformed = [
        '0x',
        sig.compactSerialized,
        concat([signature, '0x00']),
        concat([dataSlice(signature, 0, 64), '0x1d']),
        `0x${'00'.repeat(65)}`,
      ];
      for (const bad of malformed) {
        await expect(
          d.rentals.connect(d.borrower).acceptSignedRentalOffer(offer, bad, 0, DAYS, { value: DEPOSIT }),
        ).to.be.revertedWithCustomError(d.rentals, 'InvalidOfferSignature');
      }
    });
  });

  describe("the checks, in the design's order", function () {
    it('refuses with the first failing check: pause, lender, duration, period, amounts, expiry, nonce, signature, payment', async function () {
      const d = await loadFixture(deployFixture);
      await d.rentals.connect(d.admin).pause();
      const expiry = (await now()) + HOUR;
      const good = await offerTerms(d, { expiry });
      const wrongSignature = (await signedOffer(d, { expiry }, { signer: d.stranger })).signature;
      let offer = { ...good, inspectionPeriodDuration: HOUR, rentalRate: MAX_UINT128 + 1n, nonce: 5n };
      let signature = wrongSignature;
      let days = 0n;
      let value = 1n;
      let caller = d.lender;
      const attempt = () => d.rentals.connect(caller).acceptSignedRentalOffer(offer, signature, 0, days, { value });
      await time.setNextBlockTimestamp(expiry + 1n);
      await expect(attempt()).to.be.revertedWithCustomError(d.rentals, 'EnforcedPause');
      await d.rentals.connect(d.admin).unpause();
      await expect(attempt()).to.be.revertedWithCustomError(d.rentals, 'LenderCannotRent');
      caller = d.borrower;
      await expect(attempt()).to.be.revertedWithCustomError(d.rentals, 'InvalidDuration').withArgs(0n);
      days = DAYS;
      await expect(attempt()).to.be.revertedWithCustomError(d.rentals, 'InvalidInspectionPeriod').withArgs(HOUR);
      offer = { ...offer, inspectionPeriodDuration: INSPECTION };
      await expect(attempt())
        .to.be.revertedWithCustomError(d.rentals, 'AmountTooLarge')
        .withArgs(MAX_UINT128 + 1n);
      offer = { ...offer, rentalRate: RATE };
      await expect(attempt()).to.be.revertedWithCustomError(d.rentals, 'OfferExpired').withArgs(expiry);
      offer = { ...offer, expiry: FAR_EXPIRY };
      await expect(attempt()).to.be.revertedWithCustomError(d.rentals, 'StaleOfferNonce').withArgs(0n, 5n);
      offer = { ...offer, nonce: 0n };
      await expect(attempt()).to.be.revertedWithCustomError(d.rentals, 'InvalidOfferSignature');
      offer = { ...good, expiry: FAR_EXPIRY };
      signature = (await signedOffer(d, { expiry: FAR_EXPIRY })).signature;
      await expect(attempt()).to.be.revertedWithCustomError(d.rentals, 'WrongPayment').withArgs(DEPOSIT, 1n);
      value = DEPOSIT;
      await expect(attempt()).to.emit(d.rentals, 'RentalCreated');
    });

    it('refuses a too-large collateral as createRentalOffer does', async function () {
      const d = await loadFixture(deployFixture);
      const { offer, signature } = await signedOffer(d, { collateralAmount: MAX_UINT128 + 1n });
      await expect(d.rentals.connect(d.borrower).acceptSignedRentalOffer(offer, signature, 0, DAYS, { value: DEPOSIT }))
        .to.be.revertedWithCustomError(d.rentals, 'AmountTooLarge')
        .withArgs(MAX_UINT128 + 1n);
    });

    for (const [label, delta] of [
      ['one wei under', -1n],
      ['one wei over', 1n],
    ] as const) {
      it(`refuses a payment ${label} and keeps nothing`, async function () {
        const d = await loadFixture(deployFixture);
        const { offer, signature } = await signedOffer(d);
        await expect(
          d.rentals.connect(d.borrower).acceptSignedRentalOffer(offer, signature, 0, DAYS, { value: DEPOSIT + delta }),
        )
          .to.be.revertedWithCustomError(d.rentals, 'WrongPayment')
          .withArgs(DEPOSIT, DEPOSIT + delta);
        expect(await balanceOf(d.rentals)).to.equal(0n);
        expect(await d.rentals.offerNonce(d.lender.address, TOOL_ID)).to.equal(0n);
      });
    }

    for (const days of [0n, 31n]) {
      it(`refuses a duration of ${days} days`, async function () {
        const d = await loadFixture(deployFixture);
        const { offer, signature } = await signedOffer(d);
        await expect(
          d.rentals
            .connect(d.borrower)
            .acceptSignedRentalOffer(offer, signature, 0, days, { value: COLLATERAL + RATE * days }),
        )
          .to.be.revertedWithCustomError(d.rentals, 'InvalidDuration')
          .withArgs(days);
      });
    }
  });
});

describe('RentalAgreement: cancelSignedOffers', function () {
  it("raises the caller's nonce for the tool, emits SignedOffersCancelled, and makes the outstanding signature stale", async function () {
    const d = await loadFixture(deployFixture);
    const { offer, signature } = await signedOffer(d);
    await expect(d.rentals.connect(d.lender).cancelSignedOffers(TOOL_ID))
      .to.emit(d.rentals, 'SignedOffersCancelled')
      .withArgs(d.lender.address, TOOL_ID, 1n);
    expect(await d.rentals.offerNonce(d.lender.address, TOOL_ID)).to.equal(1n);
    await expect(d.rentals.connect(d.borrower).acceptSignedRentalOffer(offer, signature, 0, DAYS, { value: DEPOSIT }))
      .to.be.revertedWithCustomError(d.rentals, 'StaleOfferNonce')
      .withArgs(1n, 0n);
    // A new signature at the new nonce is good.
    const fresh = await signedOffer(d);
    expect(fresh.offer.nonce).to.equal(1n);
    await expect(
      d.rentals.connect(d.borrower).acceptSignedRentalOffer(fresh.offer, fresh.signature, 0, DAYS, { value: DEPOSIT }),
    ).to.emit(d.rentals, 'RentalCreated');
  });

  it('refuses an offer signed ahead of the current nonce, which only a cancellation would make good', async function () {
    const d = await loadFixture(deployFixture);
    const ahead = await signedOffer(d, { nonce: 1n });
    await expect(
      d.rentals.connect(d.borrower).acceptSignedRentalOffer(ahead.offer, ahead.signature, 0, DAYS, { value: DEPOSIT }),
    )
      .to.be.revertedWithCustomError(d.rentals, 'StaleOfferNonce')
      .withArgs(0n, 1n);
  });

  it("touches only the caller's own nonce: another account cannot cancel the lender's offers", async function () {
    const d = await loadFixture(deployFixture);
    const { offer, signature } = await signedOffer(d);
    await expect(d.rentals.connect(d.stranger).cancelSignedOffers(TOOL_ID))
      .to.emit(d.rentals, 'SignedOffersCancelled')
      .withArgs(d.stranger.address, TOOL_ID, 1n);
    expect(await d.rentals.offerNonce(d.lender.address, TOOL_ID)).to.equal(0n);
    await expect(
      d.rentals.connect(d.borrower).acceptSignedRentalOffer(offer, signature, 0, DAYS, { value: DEPOSIT }),
    ).to.emit(d.rentals, 'RentalCreated');
  });

  it('works while paused, and leaves a rental already opened from the signature untouched', async function () {
    const d = await loadFixture(deployFixture);
    const id = await signedRental(d, DAYS, { toolId: TOOL_ID });
    await d.rentals.connect(d.admin).pause();
    await expect(d.rentals.connect(d.lender).cancelSignedOffers(TOOL_ID))
      .to.emit(d.rentals, 'SignedOffersCancelled')
      .withArgs(d.lender.address, TOOL_ID, 1n);
    expect((await d.rentals.getAgreement(id)).currentState).to.equal(State.COLLATERAL_DEPOSITED);
    await expect(d.rentals.connect(d.borrower).confirmToolPickup(id)).to.emit(d.rentals, 'RentalActivated');
  });

  it('is refused to acceptance while paused, and works again after unpause', async function () {
    const d = await loadFixture(deployFixture);
    const { offer, signature } = await signedOffer(d);
    await d.rentals.connect(d.admin).pause();
    await expect(
      d.rentals.connect(d.borrower).acceptSignedRentalOffer(offer, signature, 0, DAYS, { value: DEPOSIT }),
    ).to.be.revertedWithCustomError(d.rentals, 'EnforcedPause');
    await d.rentals.connect(d.admin).unpause();
    await expect(
      d.rentals.connect(d.borrower).acceptSignedRentalOffer(offer, signature, 0, DAYS, { value: DEPOSIT }),
    ).to.emit(d.rentals, 'RentalCreated');
  });
});

describe('RentalAgreement: a smart-account lender (EIP-1271)', function () {
  async function smartLenderFixture() {
    const d = await deployFixture();
    const account = await ethers.deployContract('SmartAccountLender', [await d.rentals.getAddress(), d.lender.address]);
    return { ...d, account, accountAddress: await account.getAddress() };
  }

  it("rents out by its key's signature, is paid, and withdraws to the account", async function () {
    const d = await loadFixture(smartLenderFixture);
    const { offer, signature } = await signedOffer(d, { lender: d.accountAddress }, { signer: d.lender });
    await d.rentals.connect(d.borrower).acceptSignedRentalOffer(offer, signature, 0, DAYS, { value: DEPOSIT });
    expect((await d.rentals.getAgreement(1n)).lender).to.equal(d.accountAddress);
    // Version 4: accepting does not move the nonce.
    expect(await d.rentals.offerNonce(d.accountAddress, TOOL_ID)).to.equal(0n);
    await d.rentals.connect(d.borrower).confirmToolPickup(1n);
    await d.rentals.connect(d.borrower).markToolReturned(1n);
    const abi = d.rentals.interface;
    await d.account.act(abi.encodeFunctionData('releaseCollateral', [1n]));
    expect(await d.rentals.pendingWithdrawals(d.accountAddress)).to.equal(RENT);
    await expect(d.account.act(abi.encodeFunctionData('withdraw'))).to.changeEtherBalances(
      [d.account, d.rentals],
      [RENT, -RENT],
    );
    expect(await d.rentals.pendingWithdrawals(d.accountAddress)).to.equal(0n);
  });

  it('is refused when the account does not accept the signature (another key signed)', async function () {
    const d = await loadFixture(smartLenderFixture);
    const { offer, signature } = await signedOffer(d, { lender: d.accountAddress }, { signer: d.stranger });
    await expect(
      d.rentals.connect(d.borrower).acceptSignedRentalOffer(offer, signature, 0, DAYS, { value: DEPOSIT }),
    ).to.be.revertedWithCustomError(d.rentals, 'InvalidOfferSignature');
  });

  it('cancels its signed offers from the account', async function () {
    const d = await loadFixture(smartLenderFixture);
    const { offer, signature } = await signedOffer(d, { lender: d.accountAddress }, { signer: d.lender });
    await d.account.act(d.rentals.interface.encodeFunctionData('cancelSignedOffers', [TOOL_ID]));
    await expect(d.rentals.connect(d.borrower).acceptSignedRentalOffer(offer, signature, 0, DAYS, { value: DEPOSIT }))
      .to.be.revertedWithCustomError(d.rentals, 'StaleOfferNonce')
      .withArgs(1n, 0n);
  });
});
