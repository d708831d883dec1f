import { ProfileSettings } from '../features/profile';
import { useSignedInUser } from '../features/accounts';

/** /profile (signed in): Profile Settings for the signed-in user. */
export default function ProfilePage() {
  const user = useSignedInUser();
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 lg:px-8">
      <h1 className="mb-6 text-2xl font-bold">Profile Settings</h1>
      <ProfileSettings user={user} />
    </div>
  );
}
