import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { RootErrorPage, RouteErrorPage } from './RouteErrorPage';
import { ErrorCatcher } from '../shared/ui/ErrorCatcher';

/**
 * A page's error boundary: a page that fails to render or whose code cannot be downloaded shows the
 * friendly error page in its place, inside the frame. Keyed by the path, so going to another page
 * tries again.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorCatcher key={pathname} fallback={(error) => <RouteErrorPage error={error} />}>
      {children}
    </ErrorCatcher>
  );
}

/** The frame's: when the frame itself fails (the header, say), the same message on its own. */
export function RootErrorBoundary({ children }: { children: ReactNode }) {
  return <ErrorCatcher fallback={(error) => <RootErrorPage error={error} />}>{children}</ErrorCatcher>;
}
