import { defineConfig } from '@playwright/test';
import baseConfig from './playwright.config';
import { E2E_APP_PORT } from './e2e/support/ports';

/**
 * The browser tests of the app built with Supabase configured (scripts/e2e-supabase.mjs): the
 * hosted service cannot run here, so each test answers the project's HTTP requests with
 * recorded-style responses (e2e-supabase/support/recordedSupabase.ts). No chain is needed.
 */
export default defineConfig({
  ...baseConfig,
  testDir: './e2e-supabase',
  globalSetup: undefined,
  retries: 0,
  webServer: {
    command: `npx vite preview --outDir dist-supabase --host 127.0.0.1 --port ${E2E_APP_PORT} --strictPort`,
    url: `http://127.0.0.1:${E2E_APP_PORT}`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
