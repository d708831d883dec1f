import { lazy, Suspense, type ComponentProps } from 'react';
import type { RatingSummary as View } from './components/RatingSummary';
import { CHECKING_REVIEWS, RatingLine } from './components/RatingLine';

// Its own module, imported by one page only: it joins that page's chunk, and the first page's list of
// chunks to preload stays as it was. The view itself downloads when first shown (with ethers).
const Loaded = lazy(() => import('./components/reviewViews').then((views) => ({ default: views.RatingSummary })));

export function RatingSummary(props: ComponentProps<typeof View>) {
  return (
    <Suspense fallback={props.wallet ? <RatingLine label={props.label}>{CHECKING_REVIEWS}</RatingLine> : null}>
      <Loaded {...props} />
    </Suspense>
  );
}
