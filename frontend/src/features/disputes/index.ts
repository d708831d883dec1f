// The public surface of features/disputes: other features, pages and the app import only what is here.
export { DisputeCard } from './DisputeCard';
