import { useState } from 'react';
import { supabaseSettings } from '../../shared/supabase/supabaseClient';
import { localMemberProfiles } from './localMemberProfiles';
import { detailsToSave, wordedRefusal } from './profileDetails';
import type { MemberProfiles } from './types';

/**
 * Members' public profiles where the accounts live: Supabase when it is configured (its client loaded
 * on first use), else this browser's store. The details are checked here, not in the Supabase client,
 * so that the checks load with the profile pages only (one chunk, not one more on the first page's list).
 */
function createMemberProfiles(): MemberProfiles {
  const settings = supabaseSettings();
  if (!settings) return localMemberProfiles();
  const client = import('./supabase/SupabaseAccountsClient').then(({ createSupabaseAccountsClient }) => createSupabaseAccountsClient(settings));
  return {
    readPublicAccount: (id) => client.then((supabase) => supabase.readPublicAccount(id)),
    saveProfileDetails: async (user, details) => {
      const saved = detailsToSave(details);
      const supabase = await client;
      await supabase.saveProfileDetails(user, saved).catch((error: unknown) => {
        throw wordedRefusal(error);
      });
    },
    namesOfWallets: (walletAddresses) => client.then((supabase) => supabase.namesOfWallets(walletAddresses)),
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
