import { createContext, useContext, useState } from 'react';
import { supabaseSettings } from '../../shared/supabase/supabaseClient';
import { forwardTo, loadOnce } from '../../shared/lazy/loadOnce';
import { detailsToSave, wordedRefusal } from './profileDetails';
import type { MemberProfiles } from './types';

/**
 * Members' public profiles where the accounts live: Supabase when it is configured, else this
 * browser's store, either loaded on first use (the header's bell asks for names after the first page,
 * and a Supabase build need not download the local store for it). The details are checked here, not in
 * the Supabase client, so that the checks stay off the first page (one chunk, not one more on its list).
 */
function createMemberProfiles(): MemberProfiles {
  const settings = supabaseSettings();
  if (!settings) {
    const local = forwardTo(
      loadOnce(() => import('./localMemberProfiles').then(({ localMemberProfiles }) => localMemberProfiles())),
    );
    return {
      readPublicAccount: local('readPublicAccount'),
      saveProfileDetails: local('saveProfileDetails'),
      accountsOfWallets: local('accountsOfWallets'),
    };
  }
  const client = import('./supabase/SupabaseAccountsClient').then(({ createSupabaseAccountsClient }) =>
    createSupabaseAccountsClient(settings),
  );
  return {
    readPublicAccount: (id) => client.then((supabase) => supabase.readPublicAccount(id)),
    saveProfileDetails: async (user, details) => {
      const saved = detailsToSave(details);
      const supabase = await client;
      await supabase.saveProfileDetails(user, saved).catch((error: unknown) => {
        throw wordedRefusal(error);
      });
    },
    accountsOfWallets: (walletAddresses) => client.then((supabase) => supabase.accountsOfWallets(walletAddresses)),
  };
}

/**
 * Where useMemberProfiles finds the profiles when a test gives its own (e.g. a FakeAccountsClient);
 * the app provides none, and each use then makes its own.
 */
export const MemberProfilesContext = createContext<MemberProfiles | null>(null);

/**
 * Members' public profiles, for the profile pages. Not in the auth context, which holds exactly the
 * specification's fields, and not in the accounts clients, which the first page carries.
 */
export function useMemberProfiles(): MemberProfiles {
  const given = useContext(MemberProfilesContext);
  const [profiles] = useState(() => given ?? createMemberProfiles());
  return given ?? profiles;
}
