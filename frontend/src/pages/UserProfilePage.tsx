import { useParams } from 'react-router-dom';
import { AlertTriangle, UserX } from 'lucide-react';
import { MemberProfile, SampleProfileView, sampleProfileFor, useMemberLookup } from '../features/profile';
import { useAuth } from '../features/accounts';
import { ProfileReviews } from '../features/reviews';
import { EmptyState } from '../shared/ui/EmptyState';
import { PageSpinner } from '../shared/ui/Spinner';
import { ERROR_BANNER } from '../shared/ui/formStyles';

/**
 * /user/{id}: the public profile. A member's is real (their account, and their record from their
 * rentals); the specification's sample profile stays for the sample owners of the default mode's
 * catalogue (/user/user-alice), marked as a sample.
 */
export default function UserProfilePage() {
  const { id = '' } = useParams();
  const { isMockAuth } = useAuth();
  const sample = isMockAuth ? sampleProfileFor(id) : null;
  if (sample) return <SampleProfileView profile={sample} />;
  return <MemberProfilePage key={id} id={id} />;
}

function MemberProfilePage({ id }: { id: string }) {
  const lookup = useMemberLookup(id);
  if (lookup.status === 'loading') return <PageSpinner />;
  if (lookup.status === 'found') {
    // The reviews of the member's linked wallet, checked against its rentals: the rating and the list.
    const wallet = lookup.account.walletAddress;
    return (
      <MemberProfile
        account={lookup.account}
        listings={lookup.listings}
        reviews={wallet ? <ProfileReviews wallet={wallet} /> : null}
      />
    );
  }
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 lg:px-8">
      {lookup.status === 'error' ? (
        <div role="alert" className={ERROR_BANNER}>
          <AlertTriangle className="h-5 w-5 shrink-0" aria-hidden />
          Failed to fetch this profile. Check your connection and reload the page.
        </div>
      ) : (
        <EmptyState
          icon={<UserX className="h-10 w-10" aria-hidden />}
          title="User not found"
          hint="No member of Toolshare has this profile address."
        />
      )}
    </div>
  );
}
