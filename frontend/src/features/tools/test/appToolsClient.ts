// The app's own catalogue client (Supabase's when it is configured), for screen tests of another feature
// that read the catalogue the way the app does (test/renderWithProviders.tsx takes it as `toolsClient`).
export { createToolsClient } from '../createToolsClient';
