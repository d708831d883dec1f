import { useState } from 'react';
import { supabaseSettings } from '../../shared/supabase/supabaseClient';
import { localMemberProfiles } from './localMemberProfiles';
import type { MemberProfiles } from './types';

/** Members' public profiles where the accounts live: Supabase when it is configured (its client loaded on first use), else this browser's store. */
function createMemberProfiles(): MemberProfiles {
  const settings = supabaseSettings();
  if (!settings) return localMemberProfiles();
  const client = import('./supabase/SupabaseAccountsClient').then(({ createSupabaseAccountsClient }) => createSupabaseAccountsClient(settings));
  return {
    readPublicAccount: (id) => client.then((supabase) => supabase.readPublicAccount(id)),
    saveProfileDetails: (user, details) => client.then((supabase) => supabase.saveProfileDetails(user, details)),
  };
}

/**
 * Members' public profiles, for the profile pages. Not in the auth context, which holds exactly the
 * specification's fields, and not in the accounts clients, which the first page carries.
 */
export function useMemberProfiles(): MemberProfiles {
  const [profiles] = useState(createMemberProfiles);
  return profiles;
}
