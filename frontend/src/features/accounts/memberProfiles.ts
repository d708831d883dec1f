import { useState } from 'react';
import { createAccountsClient } from './createAccountsClient';
import type { MemberProfiles } from './types';

/**
 * Members' public profiles where the accounts live (this browser's store, or Supabase when it is
 * configured), for the profile pages. Not in the auth context, which holds exactly the
 * specification's fields (and is on the first page).
 */
export function useMemberProfiles(): MemberProfiles {
  const [profiles] = useState<MemberProfiles>(() => {
    const client = createAccountsClient();
    return { readPublicAccount: (id) => client.readPublicAccount(id), saveProfileDetails: (user, details) => client.saveProfileDetails(user, details) };
  });
  return profiles;
}
