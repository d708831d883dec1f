import { lazy, Suspense } from 'react';

// Loaded after the first paint: notices are rare, following a transaction needs ethers, and the home
// page's JavaScript has a budget.
const ChainWatch = lazy(() => import('./ChainWatch'));

/** ChainWatch (the chain's notice, transactions sent before a reload), its code fetched after the page's own. */
export function LazyChainNotice() {
  return (
    <Suspense fallback={null}>
      <ChainWatch />
    </Suspense>
  );
}
