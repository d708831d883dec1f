import { verifyTypedData } from 'ethers';
import { REVIEW_TYPES, reviewDomain } from '@toolshare/contract/signedReview';
import type { TypedDataToSign } from '../wallet';
import type { SignedReview } from './types';

/**
 * The contract a review of a simulated rental names: the zero address, which no RentalAgreement has.
 * Such a review is signed on the wallet's chain (wallets sign typed data only for their own chain)
 * and checked against the simulated rentals of this browser's session, never against a chain.
 */
export const SIMULATED_CONTRACT = `0x${'0'.repeat(40)}`;

/** What a reviewer signs, and where the rental lives. */
export type ReviewToSign = Pick<SignedReview, 'chainId' | 'contract' | 'rentalId' | 'reviewee' | 'rating' | 'text'>;

/** The EIP-712 data of a review: `Review(uint256 rentalId,address reviewee,uint8 rating,string text)` in the RentalAgreement's domain. */
export function reviewTypedData(review: ReviewToSign): TypedDataToSign {
  return {
    domain: reviewDomain(BigInt(review.chainId), review.contract),
    types: REVIEW_TYPES,
    message: { rentalId: BigInt(review.rentalId), reviewee: review.reviewee, rating: review.rating, text: review.text },
  };
}

/** The address that signed `review` (lower-case), or null when its signature is malformed. */
export function reviewSigner(review: ReviewToSign & Pick<SignedReview, 'signature'>): string | null {
  const { domain, types, message } = reviewTypedData(review);
  try {
    return verifyTypedData(domain, types, message, review.signature).toLowerCase();
  } catch {
    return null;
  }
}

const UUID_HEX = /^[0-9a-f]{32}$/;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A rental's id as the uint256 a review signs, in decimal: the contract's own number on chain; a
 * simulated rental's UUID read as a 128-bit number. Null for an id that is neither (nothing to review).
 */
export function reviewRentalId(rentalId: string, simulated: boolean): string | null {
  if (simulated) return UUID.test(rentalId) ? BigInt(`0x${rentalId.replaceAll('-', '')}`).toString() : null;
  return /^[0-9]{1,78}$/.test(rentalId) ? BigInt(rentalId).toString() : null;
}

/** The simulated rental's UUID a review's rental id names, or null when it names none. */
export function simulatedRentalUuid(rentalId: string): string | null {
  const hex = BigInt(rentalId).toString(16).padStart(32, '0');
  if (!UUID_HEX.test(hex)) return null;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
