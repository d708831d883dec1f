// The public surface of features/reviews: other features, pages and the app import only what is here.
// The components load on first use (lazy*.tsx, components/reviewViews.ts).
export { ProfileReviews } from './lazyProfileReviews';
export { RatingSummary } from './lazyRatingSummary';
export { RentalReviews } from './lazyRentalReviews';
export { type SignedReview } from './types';
