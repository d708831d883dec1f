// The public surface of features/profile: other features, pages and the app import only what is here.
export { ProfileSettings } from './components/ProfileSettings';
export { PublicProfileView } from './components/PublicProfileView';
export { publicProfileFor, sharedPublicProfile, type PublicProfile } from './samplePublicProfile';
export { fetchPublicProfileName } from './supabase/publicProfileName';
