import { lazy, Suspense, type ComponentProps } from 'react';
import type { ProfileReviews as View } from './components/ProfileReviews';

// Its own module, imported by one page only: it joins that page's chunk, and the first page's list of
// chunks to preload stays as it was. The view itself downloads when first shown (with ethers).
const Loaded = lazy(() => import('./components/reviewViews').then((views) => ({ default: views.ProfileReviews })));

export function ProfileReviews(props: ComponentProps<typeof View>) {
  return (
    <Suspense fallback={null}>
      <Loaded {...props} />
    </Suspense>
  );
}
