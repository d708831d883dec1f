import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { useAuth } from '../features/accounts';
import { AuthRequired } from '../shared/ui/AuthRequired';
import { PageSpinner } from '../shared/ui/Spinner';

/** What a signed-out visitor sees instead of the page: the "Authentication Required" notice with `message`, or a page's own. */
export type SignedOutNotice = { message: string } | { notice: ReactNode };

/**
 * A route for signed-in users only (the router wraps each such page in one): a spinner while the
 * kept session is read, then the page, or the signed-out notice. Pages under it read the user with
 * `useSignedInUser()`.
 */
export function RequireSignIn(signedOut: SignedOutNotice) {
  const { user, loading } = useAuth();
  if (loading) return <PageSpinner />;
  if (!user) return 'notice' in signedOut ? signedOut.notice : <AuthRequired message={signedOut.message} />;
  return <Outlet />;
}
