import { Link, useSearchParams } from 'react-router-dom';
import { Lock } from 'lucide-react';
import { PRIMARY_BUTTON } from '../../shared/ui/formStyles';
import { EmptyState } from '../../shared/ui/EmptyState';
import { ListingFrame } from './ListingFrame';

/** What /lend shows a signed-out visitor (the sign-in guard's notice for this page). */
export function LendSignedOut() {
  const [searchParams] = useSearchParams();
  return (
    <ListingFrame title={searchParams.get('edit') ? 'Edit Your Tool' : 'List Your Tool'}>
      <EmptyState
        icon={<Lock className="h-10 w-10" aria-hidden />}
        title="You must be logged in to list a tool"
        hint="Sign in or create an account, then come back to list your tool."
        action={
          <Link to="/auth" className={PRIMARY_BUTTON}>
            Sign In
          </Link>
        }
      />
    </ListingFrame>
  );
}
