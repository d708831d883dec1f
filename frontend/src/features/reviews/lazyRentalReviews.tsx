import { lazy, Suspense, type ComponentProps } from 'react';
import type { RentalReviews as View } from './components/RentalReviews';
import { CHECKING_REVIEWS, RatingLine } from './components/RatingLine';
import { otherParty } from '../rentals';

// Its own module, imported by one page only: it joins that page's chunk, and the first page's list of
// chunks to preload stays as it was. The view itself downloads when first shown (with ethers).
const Loaded = lazy(() => import('./components/reviewViews').then((views) => ({ default: views.RentalReviews })));

export function RentalReviews(props: ComponentProps<typeof View>) {
  return (
    // The rating's line is kept while the view downloads: the card's buttons below it stay where they are.
    <Suspense
      fallback={
        <RatingLine label={`${otherParty(props.rental, props.party).label}'s rating`}>{CHECKING_REVIEWS}</RatingLine>
      }
    >
      <Loaded {...props} />
    </Suspense>
  );
}
