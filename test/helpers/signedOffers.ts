// Signed offers (RentalAgreement v4) for the tests: the standard terms signed by a lender on the
// deployment's EIP-712 domain, with any field overridden.
import { ethers } from 'hardhat';
import type { Signer, TypedDataDomain } from 'ethers';
import { rentalOfferDomain, signRentalOffer } from '@toolshare/contract/signedRentalOffer';
import type { RentalOfferTerms } from '@toolshare/contract/signedRentalOffer';
import { COLLATERAL, INSPECTION, RATE, TOOL_ID, freshToolId } from './rentalFixtures';
import type { Deployed } from './rentalFixtures';

/**
 * The standard test offer's expiry: far in the future. Not "now + 30 days": earlier tests move the node's
 * clock on by years, and the next block's time runs ahead of the latest block's after a snapshot is
 * restored, so only the tests of the expiry itself set it (with the block time they mine at).
 */
export const FAR_EXPIRY = 1n << 40n;

/** The domain of `d`'s deployment on the chain the tests run on. */
export async function domainOf(d: Deployed): Promise<TypedDataDomain> {
  const { chainId } = await ethers.provider.getNetwork();
  return rentalOfferDomain(chainId, await d.rentals.getAddress());
}

/** The latest block's time. */
export async function now(): Promise<bigint> {
  const block = await ethers.provider.getBlock('latest');
  if (!block) throw new Error('no latest block');
  return BigInt(block.timestamp);
}

/** The standard terms of `lender` (the test lender by default) at its current nonce, expiring at FAR_EXPIRY. */
export async function offerTerms(d: Deployed, overrides: Partial<RentalOfferTerms> = {}): Promise<RentalOfferTerms> {
  const lender = overrides.lender ?? d.lender.address;
  const toolId = overrides.toolId ?? TOOL_ID;
  return {
    lender,
    toolId,
    paymentToken: ethers.ZeroAddress,
    rentalRate: RATE,
    collateralAmount: COLLATERAL,
    inspectionPeriodDuration: INSPECTION,
    cancellationFeeBps: 0n,
    nonce: await d.rentals.offerNonce(lender, toolId),
    expiry: FAR_EXPIRY,
    ...overrides,
  };
}

/** Terms signed by `signer` (the test lender by default) on `domain` (the deployment's by default). */
export async function signedOffer(
  d: Deployed,
  overrides: Partial<RentalOfferTerms> = {},
  { signer = d.lender, domain }: { signer?: Signer; domain?: TypedDataDomain } = {},
): Promise<{ offer: RentalOfferTerms; signature: string }> {
  const offer = await offerTerms(d, overrides);
  const signature = await signRentalOffer(signer, domain ?? (await domainOf(d)), offer);
  return { offer, signature };
}

/**
 * Opens a rental from a signed standard ETH offer, accepted by the test borrower for `days` from `startTime`
 * (0: the current hour), for a fresh tool unless `overrides` names one; returns its id.
 */
export async function signedRental(
  d: Deployed,
  days: bigint,
  overrides: Partial<RentalOfferTerms> = {},
  startTime = 0n,
): Promise<bigint> {
  const { offer, signature } = await signedOffer(d, { toolId: freshToolId(), ...overrides });
  await d.rentals.connect(d.borrower).acceptSignedRentalOffer(offer, signature, startTime, days, {
    value: offer.collateralAmount + offer.rentalRate * days,
  });
  return d.rentals.rentalCount();
}
