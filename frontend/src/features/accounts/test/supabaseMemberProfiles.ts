import type { MemberProfiles } from '../AuthProvider';
import { createAccountsClient } from '../createAccountsClient';

/** Members' profiles read and written by the app's own Supabase accounts client for this project (tests serve its responses with msw). */
export function supabaseMemberProfiles(url: string, anonKey: string): MemberProfiles {
  const client = createAccountsClient({ VITE_SUPABASE_URL: url, VITE_SUPABASE_ANON_KEY: anonKey });
  return { readPublicAccount: (id) => client.readPublicAccount(id), saveProfileDetails: (user, details) => client.saveProfileDetails(user, details) };
}
