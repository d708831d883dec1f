import { lazy, Suspense } from 'react';
import { ErrorCatcher } from '../../shared/ui/ErrorCatcher';

// The footer sits below the fold on every page: its code is a chunk of its own, loaded after the
// first paint rather than before it.
const LoadedFooter = lazy(() => import('./Footer').then(({ Footer }) => ({ default: Footer })));

/** The site's footer; a page whose footer cannot be downloaded (offline) shows none. */
export function Footer() {
  return (
    <ErrorCatcher fallback={footerFailed}>
      <Suspense fallback={null}>
        <LoadedFooter />
      </Suspense>
    </ErrorCatcher>
  );
}

function footerFailed(error: unknown): null {
  console.error('The footer failed to load:', error);
  return null;
}
