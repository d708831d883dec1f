import { REVIEW_TEXT_LIMIT } from '../../shared/limits';
import { ReviewRefusedError, type SignedReview } from './types';

/** What a store says when a reviewer has already reviewed a rental (the database's reviews_once_per_rental). */
export const ALREADY_REVIEWED = 'You have already reviewed this rental.';
export const RATING_RANGE = 'Choose a rating from 1 to 5 stars.';
export const TEXT_TOO_LONG = `A review can have at most ${REVIEW_TEXT_LIMIT.toLocaleString('en-US')} characters.`;

const ADDRESS = /^0x[0-9a-f]{40}$/;

/** The bounds the database checks (supabase/migrations/20261125000300_reviews.sql), for the browser's store and the form. */
export function checkReviewFields(review: Pick<SignedReview, 'rating' | 'text'>): void {
  if (!Number.isInteger(review.rating) || review.rating < 1 || review.rating > 5)
    throw new ReviewRefusedError(RATING_RANGE);
  if (review.text.length > REVIEW_TEXT_LIMIT) throw new ReviewRefusedError(TEXT_TOO_LONG);
}

/** Whether `value` is a stored review in the shape the stores write. */
export function isSignedReview(value: unknown): value is SignedReview {
  if (typeof value !== 'object' || value === null) return false;
  const review = value as Partial<Record<keyof SignedReview, unknown>>;
  return (
    typeof review.chainId === 'number' &&
    Number.isSafeInteger(review.chainId) &&
    typeof review.contract === 'string' &&
    ADDRESS.test(review.contract) &&
    typeof review.rentalId === 'string' &&
    /^(0|[1-9][0-9]{0,77})$/.test(review.rentalId) &&
    typeof review.reviewer === 'string' &&
    ADDRESS.test(review.reviewer) &&
    typeof review.reviewee === 'string' &&
    ADDRESS.test(review.reviewee) &&
    typeof review.rating === 'number' &&
    typeof review.text === 'string' &&
    typeof review.signature === 'string' &&
    typeof review.createdAt === 'string'
  );
}

/** Whether two reviews are of the same rental by the same reviewer. */
export const sameRentalAndReviewer = (a: Omit<SignedReview, 'createdAt'>, b: Omit<SignedReview, 'createdAt'>) =>
  a.chainId === b.chainId && a.contract === b.contract && a.rentalId === b.rentalId && a.reviewer === b.reviewer;
