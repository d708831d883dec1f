import type { MemberProfiles } from '../types';
import type { FakeAccountsClient } from './FakeAccountsClient';

// Members' public profiles given by a test (e.g. a FakeAccountsClient's) instead of the app's own:
// provide them to what calls useMemberProfiles (test/renderWithProviders.tsx takes them as `memberProfiles`).
export { MemberProfilesContext } from '../memberProfiles';

/** The profiles a FakeAccountsClient answers, as functions of their own: the app takes them apart. */
export const profilesOf = (accounts: FakeAccountsClient): MemberProfiles => ({
  readPublicAccount: (id) => accounts.readPublicAccount(id),
  saveProfileDetails: (user, details) => accounts.saveProfileDetails(user, details),
  accountsOfWallets: (walletAddresses) => accounts.accountsOfWallets(walletAddresses),
});
