import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

// The database and Edge Function tests (`npm run test:db` from the repository root). They start
// their own PostgreSQL, so they run apart from the front end's jsdom suite.
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    include: ['supabase/tests/**/*.test.ts'],
    environment: 'node',
    globals: false,
    globalSetup: ['supabase/tests/support/globalSetup.ts'],
    // initdb and the server start take a few seconds on a busy machine.
    hookTimeout: 60_000,
    testTimeout: 20_000,
  },
});
