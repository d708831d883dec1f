import { asPromise } from '../../shared/asPromise';
import { nameFromEmail } from '../../shared/names';
import { LocalAccountsClient } from './LocalAccountsClient';
import { readStoredAccounts } from './localAccountsStore';
import { detailsToSave } from './profileDetails';
import type { MemberProfiles } from './types';

/**
 * Members' public profiles in this browser's accounts store (for the profile pages only: not on the
 * first page). Plain functions, not methods: the pages take them out of the object (useMemberProfiles).
 */
export function localMemberProfiles(): MemberProfiles {
  const store = new LocalAccountsClient();
  return {
    readPublicAccount: (id) =>
      asPromise(() => {
        const account = readStoredAccounts().find((candidate) => candidate.id === id);
        if (!account) return null;
        const { email, createdAt, walletAddress = '', bio = '', location = '' } = account;
        return { id, name: nameFromEmail(email), walletAddress, memberSince: createdAt, bio, location };
      }),
    saveProfileDetails: (user, details) =>
      asPromise(() => {
        const account = store.requireSessionOf(user);
        const saved = detailsToSave(details);
        store.writeAccounts(
          readStoredAccounts().map((candidate) =>
            candidate.id === account.id ? { ...candidate, ...saved } : candidate,
          ),
        );
      }),
    accountsOfWallets: (walletAddresses) =>
      asPromise(() => {
        const wanted = new Set(walletAddresses.map((address) => address.toLowerCase()));
        // Stored wallets are lower-case (localAccountsStore checks it).
        return new Map(
          readStoredAccounts().flatMap(({ id, walletAddress, email }) =>
            walletAddress && wanted.has(walletAddress)
              ? [[walletAddress, { id, name: nameFromEmail(email) }] as const]
              : [],
          ),
        );
      }),
  };
}
