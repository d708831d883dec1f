// The public surface of features/reviews: other features, pages and the app import only what is here.
// The components load on first use (lazyReviews.tsx).
export { ProfileReviews, RatingSummary, RentalReviews } from './lazyReviews';
export { type SignedReview } from './types';
