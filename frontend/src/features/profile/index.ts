// The public surface of features/profile: other features, pages and the app import only what is here.
export { MemberProfile } from './components/MemberProfile';
export { ProfileSettings } from './components/ProfileSettings';
export { SampleProfileView } from './components/SampleProfileView';
export { useMemberLookup, type MemberLookup } from './hooks/useMemberLookup';
export { sampleProfileFor, type SampleProfile } from './samplePublicProfile';
