// The public surface of features/accounts: other features, pages and the app import only what is here.
export { AuthProvider, useAuth, useMemberProfiles, useSignedInUser, type AuthContextValue, type MemberProfiles } from './AuthProvider';
export { AuthForm } from './components/AuthForm';
export { checkProfileDetails, PROFILE_DETAILS_ERRORS } from './profileDetails';
export { type ProfileDetails, type PublicAccount, type User } from './types';
