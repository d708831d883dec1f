import { ProfileSettings } from '../features/profile';
import { useAuth } from '../features/accounts';
import { AuthRequired } from '../shared/ui/AuthRequired';
import { PageSpinner } from '../shared/ui/Spinner';

/** /profile: Profile Settings for the signed-in user. */
export default function ProfilePage() {
  const { user, loading } = useAuth();
  if (loading) return <PageSpinner />;
  if (!user) return <AuthRequired message="Please sign in to view your profile." />;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 lg:px-8">
      <h1 className="mb-6 text-2xl font-bold">Profile Settings</h1>
      <ProfileSettings user={user} />
    </div>
  );
}
