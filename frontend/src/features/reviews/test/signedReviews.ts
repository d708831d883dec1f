import { Wallet } from 'ethers';
import { BORROWER, LENDER, STRANGER } from '../../rentals/test/rentalFixtures';
import { SIMULATED_CONTRACT, reviewRentalId, reviewTypedData, type ReviewToSign } from '../reviewTypedData';
import { localReviewStore } from '../localReviewStore';
import type { SignedReview } from '../types';

/** Hardhat development accounts 1, 5 and 6 (the rentals fixtures' lender, borrower and stranger), which sign for real. */
export const KEYS = {
  [LENDER]: new Wallet('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'),
  [BORROWER]: new Wallet('0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba'),
  [STRANGER]: new Wallet('0x92db14e403b83dfe3df233f83dfa3a0d7096f21ca9b0d6d6b8d88b2b4ec1564e'),
};

export const CONTRACT = '0x5fbdb2315678afecb367f032d93f642f64180aa3';

/** The lender's review of the borrower for rental 1 on chain 5; `overrides` change what is signed. */
export const lenderReview = (
  overrides: Partial<ReviewToSign & { reviewer: string }> = {},
): ReviewToSign & { reviewer: string } => ({
  chainId: 5,
  contract: CONTRACT,
  rentalId: '1',
  reviewer: LENDER.toLowerCase(),
  reviewee: BORROWER.toLowerCase(),
  rating: 5,
  text: 'Brought it back clean.',
  ...overrides,
});

/** `review` signed by `signer` (one of KEYS), as a store keeps it. */
export async function signed(
  review: ReviewToSign & { reviewer: string },
  signer: keyof typeof KEYS,
  createdAt = '2026-11-01T10:00:00.000Z',
): Promise<SignedReview> {
  const { domain, types, message } = reviewTypedData(review);
  return { ...review, signature: await KEYS[signer].signTypedData(domain, types, message), createdAt };
}

/**
 * A review of the simulated rental `rentalUuid`, signed by `signer` and kept in this browser's store,
 * as the review form would have left it (for other features' tests, e.g. the profile's).
 */
export async function keepSimulatedReview(
  rentalUuid: string,
  review: { reviewee: string; rating: number; text: string },
  signer: keyof typeof KEYS,
): Promise<void> {
  const rentalId = reviewRentalId(rentalUuid, true);
  if (!rentalId) throw new Error(`${rentalUuid} is no simulated rental id`);
  const toSign = {
    chainId: 5,
    contract: SIMULATED_CONTRACT,
    rentalId,
    reviewer: signer.toLowerCase(),
    ...review,
    reviewee: review.reviewee.toLowerCase(),
  };
  await localReviewStore.add(await signed(toSign, signer));
}
