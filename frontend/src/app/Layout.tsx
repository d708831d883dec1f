import { Outlet, useLocation } from 'react-router-dom';
import { Suspense } from 'react';
import { PageSpinner } from '../shared/ui/Spinner';
import { Header, Footer } from '../features/shell';
import { LazyChainNotice } from '../features/rentals';
import { ScrollOnNavigation } from './ScrollOnNavigation';

/**
 * The page frame: header, page, footer. /auth shows the page alone, as specified. A new page opens
 * at its top (or at the element its #hash names); Back and Forward return to where the page was.
 */
export function Layout() {
  const { pathname } = useLocation();
  const bare = pathname === '/auth';
  return (
    <div className="flex min-h-screen flex-col">
      {!bare && <Header />}
      {!bare && <LazyChainNotice />}
      <main className="flex-1">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      {!bare && <Footer />}
      <ScrollOnNavigation />
    </div>
  );
}
