import { useQuery } from '@tanstack/react-query';
import { useMemberProfiles, type PublicAccount } from '../../accounts';
import { useTools, type Tool } from '../../tools';
import { readStatus } from '../../../shared/query/readStatus';

/** Who /user/{id} is about: being read, nobody, a failed read, or the member and their listings. */
export type MemberLookup =
  | { status: 'loading' }
  | { status: 'notFound' }
  | { status: 'error' }
  | { status: 'found'; account: PublicAccount; listings: Tool[] };

/** Accounts' ids are UUIDs (Supabase Auth, and crypto.randomUUID in this browser's store). */
export const isAccountId = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

/**
 * The member with account `id` and the tools they list: one read per id, under the tools' key so that
 * a listing, edit or delete reaches it. Anything but an account id names nobody, without asking.
 */
export function useMemberLookup(id: string): MemberLookup {
  const { readPublicAccount } = useMemberProfiles();
  const { fetchOwnTools } = useTools();
  const read = useQuery({
    queryKey: ['tools', 'publicProfile', id],
    queryFn: () => Promise.all([readPublicAccount(id), fetchOwnTools(id)]),
    enabled: isAccountId(id),
  });
  const { loading, failed } = readStatus(read);
  if (!isAccountId(id)) return { status: 'notFound' };
  if (failed) return { status: 'error' };
  if (loading || !read.data) return { status: 'loading' };
  const [account, listings] = read.data;
  return account ? { status: 'found', account, listings } : { status: 'notFound' };
}
