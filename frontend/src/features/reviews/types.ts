/**
 * A review as it is stored: what the reviewer signed (rental, reviewee, rating, text) and where the
 * rental lives (chain and contract), with the signature. Addresses are lower-case 0x hex; the rental id
 * is the contract's uint256 in decimal (a simulated rental's id as a number, see reviewTypedData.ts).
 */
export interface SignedReview {
  chainId: number;
  /** The RentalAgreement's address, or SIMULATED_CONTRACT for a simulated rental. */
  contract: string;
  rentalId: string;
  reviewer: string;
  reviewee: string;
  /** 1..5 stars. */
  rating: number;
  /** At most REVIEW_TEXT_LIMIT characters. */
  text: string;
  signature: string;
  /** ISO time it was stored. */
  createdAt: string;
}

/** Where reviews are kept: this browser, or Supabase when configured. Both refuse what the database refuses. */
export interface ReviewStore {
  /** Every stored review of `wallet`, newest first (verified or not: the reader checks them). */
  reviewsOf: (wallet: string) => Promise<SignedReview[]>;
  /** Every stored review written by `wallet`, newest first. */
  reviewsBy: (wallet: string) => Promise<SignedReview[]>;
  /** Stores a review; refused (ReviewRefusedError) when this reviewer has already reviewed this rental, or its fields are out of bounds. */
  add: (review: Omit<SignedReview, 'createdAt'>) => Promise<void>;
}

/** Why a stored review is not shown. */
export type ReviewRefusal =
  | 'badSignature'
  | 'unknownContract'
  | 'unknownRental'
  | 'notCompleted'
  | 'notParty'
  | 'wrongReviewee'
  | 'duplicate'
  | 'unreadable';

/** What the chain (or the simulation) holds of a rental that a review names: enough to check it. */
export interface RentalFacts {
  completed: boolean;
  lender: string;
  borrower: string;
}

/** A wallet's reviews after checking: those shown, and how many were left out and why. */
export interface VerifiedReviews {
  reviews: SignedReview[];
  /** The mean of the shown reviews' ratings; null when none is shown. */
  average: number | null;
  unverified: number;
  refusals: Partial<Record<ReviewRefusal, number>>;
}

/** A review the store refused, with the sentence for the user. */
export class ReviewRefusedError extends Error {
  override readonly name = 'ReviewRefusedError';
}
