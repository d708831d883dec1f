// The public surface of features/accounts: other features, pages and the app import only what is here.
export { AuthProvider, useAuth, useSignedInUser, type AuthContextValue } from './AuthProvider';
export { AuthForm } from './components/AuthForm';
export { useLinkedWalletAccount, useLinkedWalletAccounts } from './linkedWalletAccounts';
export { checkProfileDetails, PROFILE_DETAILS_ERRORS } from './profileDetails';
export { useMemberProfiles } from './memberProfiles';
export { type MemberProfiles, type ProfileDetails, type PublicAccount, type User, type WalletAccount } from './types';
export { localLinkedWallets } from './localAccountsStore';
