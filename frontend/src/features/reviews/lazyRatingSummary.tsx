import { lazy, Suspense, type ComponentProps } from 'react';
import type { RatingSummary as View } from './components/RatingSummary';

// Its own module, imported by one page only: it joins that page's chunk, and the first page's list of
// chunks to preload stays as it was. The view itself downloads when first shown (with ethers).
const Loaded = lazy(() => import('./components/reviewViews').then((views) => ({ default: views.RatingSummary })));

export function RatingSummary(props: ComponentProps<typeof View>) {
  return (
    <Suspense fallback={null}>
      <Loaded {...props} />
    </Suspense>
  );
}
