import { useParams } from 'react-router-dom';
import { useAuth } from '../features/accounts/AuthProvider';
import { PublicProfileView } from '../features/profile/components/PublicProfileView';
import { publicProfileFor } from '../features/profile/samplePublicProfile';

/** /user/{id}: the public profile (sample content; the name follows the id or the signed-in user). */
export default function UserProfilePage() {
  const { id = '' } = useParams();
  const { user } = useAuth();
  return <PublicProfileView profile={publicProfileFor(id, user?.email ?? null)} />;
}
