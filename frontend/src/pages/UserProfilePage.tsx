import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { AlertTriangle, UserX } from 'lucide-react';
import { PublicProfileView, publicProfileFor, sharedPublicProfile, type PublicProfile, fetchPublicProfileName } from '../features/profile';
import { useAuth } from '../features/accounts';
import { useTools } from '../features/tools';
import { ProfileReviews } from '../features/reviews';
import { supabaseSettings, type SupabaseSettings } from '../shared/supabase/supabaseClient';
import { EmptyState } from '../shared/ui/EmptyState';
import { PageSpinner } from '../shared/ui/Spinner';
import { ERROR_BANNER } from '../shared/ui/formStyles';
import { readStatus } from '../shared/query/readStatus';

/**
 * /user/{id}: the public profile. In this browser's store, sample content (the name follows the id
 * or the signed-in user), as specified; with Supabase, the real user's name and listings.
 */
export default function UserProfilePage() {
  const { id = '' } = useParams();
  const { user } = useAuth();
  const [settings] = useState(() => supabaseSettings());
  // The reviews of the wallet linked to the account, when the page knows it (the member's own profile).
  const wallet = user?.id === id ? (user.walletAddress ?? null) : null;
  return (
    <>
      {settings ? <SharedUserProfile key={id} id={id} settings={settings} /> : <PublicProfileView profile={publicProfileFor(id, user?.email ?? null)} />}
      {wallet && (
        <div className="mx-auto max-w-7xl px-4 pb-8 sm:px-6 lg:px-8">
          <ProfileReviews wallet={wallet} />
        </div>
      )}
    </>
  );
}

/** Users' ids are UUIDs (Supabase Auth). */
const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

type Lookup = { status: 'loading' } | { status: 'found'; profile: PublicProfile } | { status: 'notFound' } | { status: 'error' };

function SharedUserProfile({ id, settings }: { id: string; settings: SupabaseSettings }) {
  const { fetchOwnTools } = useTools();
  // One read per profile id, under the tools' key so that a listing, edit or delete reaches it.
  // Users' ids are UUIDs: anything else names nobody, without asking the database.
  const read = useQuery({
    queryKey: ['tools', 'publicProfile', id],
    queryFn: () => Promise.all([fetchPublicProfileName(settings, id), fetchOwnTools(id)]),
    enabled: isUuid(id),
  });
  const { loading, failed } = readStatus(read);
  const lookup: Lookup = !isUuid(id)
    ? { status: 'notFound' }
    : failed
      ? { status: 'error' }
      : loading || !read.data
        ? { status: 'loading' }
        : read.data[0] === null && read.data[1].length === 0
          ? { status: 'notFound' }
          : { status: 'found', profile: sharedPublicProfile(read.data[0] ?? '', read.data[1]) };

  if (lookup.status === 'loading') return <PageSpinner />;
  if (lookup.status === 'found') return <PublicProfileView profile={lookup.profile} />;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 lg:px-8">
      {lookup.status === 'error' ? (
        <div role="alert" className={ERROR_BANNER}>
          <AlertTriangle className="h-5 w-5 shrink-0" aria-hidden />
          Failed to fetch this profile. Check your connection and reload the page.
        </div>
      ) : (
        <EmptyState icon={<UserX className="h-10 w-10" aria-hidden />} title="User not found" hint="No member of Toolshare has this profile address." />
      )}
    </div>
  );
}
