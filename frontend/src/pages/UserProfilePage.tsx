import { useParams } from 'react-router-dom';
import { PublicProfileView, publicProfileFor } from '../features/profile';
import { useAuth } from '../features/accounts';

/** /user/{id}: the public profile (sample content; the name follows the id or the signed-in user). */
export default function UserProfilePage() {
  const { id = '' } = useParams();
  const { user } = useAuth();
  return <PublicProfileView profile={publicProfileFor(id, user?.email ?? null)} />;
}
