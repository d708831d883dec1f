// The reviews' components in one module, so that they load as one chunk (the first page lists every
// chunk a route may preload: fewer chunks keep it lighter).
export { ProfileReviews } from './ProfileReviews';
export { RatingSummary } from './RatingSummary';
export { RentalReviews } from './RentalReviews';
