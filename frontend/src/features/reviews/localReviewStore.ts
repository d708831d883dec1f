import { readStoredJson } from '../../shared/storage/storedJson';
import { asPromise } from '../../shared/asPromise';
import { ALREADY_REVIEWED, checkReviewFields, isSignedReview, sameRentalAndReviewer } from './reviewRules';
import { ReviewRefusedError, type ReviewStore, type SignedReview } from './types';

export const LOCAL_REVIEWS_KEY = 'toolshare.reviews';

function readReviews(): SignedReview[] {
  return readStoredJson<SignedReview[]>(LOCAL_REVIEWS_KEY, [], (parsed, warn) => {
    if (!Array.isArray(parsed)) return null;
    return parsed.filter((entry): entry is SignedReview => {
      if (isSignedReview(entry)) return true;
      warn('a review that does not read was dropped');
      return false;
    });
  });
}

const newestFirst = (reviews: SignedReview[]) =>
  reviews.sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));

/** Reviews kept in this browser's localStorage (no Supabase): shared by the accounts of this browser, with the database's rules. */
export const localReviewStore: ReviewStore = {
  reviewsOf: (wallet) =>
    asPromise(() => newestFirst(readReviews().filter((review) => review.reviewee === wallet.toLowerCase()))),
  reviewsBy: (wallet) =>
    asPromise(() => newestFirst(readReviews().filter((review) => review.reviewer === wallet.toLowerCase()))),
  add: (review) =>
    asPromise(() => {
      checkReviewFields(review);
      const stored = readReviews();
      if (stored.some((other) => sameRentalAndReviewer(other, review))) throw new ReviewRefusedError(ALREADY_REVIEWED);
      localStorage.setItem(
        LOCAL_REVIEWS_KEY,
        JSON.stringify([...stored, { ...review, createdAt: new Date().toISOString() }]),
      );
    }),
};
