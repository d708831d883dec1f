import { lazy, Suspense, type ComponentProps, type ComponentType } from 'react';
import type { ProfileReviews as ProfileReviewsView } from './components/ProfileReviews';
import type { RatingSummary as RatingSummaryView } from './components/RatingSummary';
import type { RentalReviews as RentalReviewsView } from './components/RentalReviews';

// The reviews' components, each downloaded when first shown (with ethers, which checks signatures):
// the pages that show them stay light, and nothing of reviews reaches the home page.

function deferred<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Loaded = lazy(() => load().then((component) => ({ default: component })));
  return function Deferred(props: P) {
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}

const views = () => import('./components/reviewViews');

export const RatingSummary = deferred<ComponentProps<typeof RatingSummaryView>>(() => views().then((module) => module.RatingSummary));
export const ProfileReviews = deferred<ComponentProps<typeof ProfileReviewsView>>(() => views().then((module) => module.ProfileReviews));
export const RentalReviews = deferred<ComponentProps<typeof RentalReviewsView>>(() => views().then((module) => module.RentalReviews));
