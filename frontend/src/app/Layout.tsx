import { Outlet, useLocation } from 'react-router-dom';
import { Suspense } from 'react';
import { PageSpinner } from '../shared/ui/Spinner';

/** The page frame: header, page, footer. /auth shows the page alone, as specified. */
export function Layout() {
  const { pathname } = useLocation();
  const bare = pathname === '/auth';
  return (
    <div className="flex min-h-screen flex-col">
      {!bare && <header className="border-b border-slate-200 p-4 dark:border-slate-800">Toolshare</header>}
      <main className="flex-1">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      {!bare && <footer className="border-t border-slate-200 p-4 dark:border-slate-800">Toolshare</footer>}
    </div>
  );
}
