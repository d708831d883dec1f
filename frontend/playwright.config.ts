import { defineConfig } from '@playwright/test';
import { E2E_APP_PORT } from './e2e/support/ports';

// Debian's Chromium, never a browser downloaded by Playwright (docs/testing.md).
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 800 } };
/** Specs that move the chain's clock (evm_increaseTime). */
const CHAIN_CLOCK_SPECS = /onchain-rules\.spec\.ts$/;
/** Specs that reorganise and restart a chain of their own on fixed ports (e2e/support/faultChain.ts). */
const CHAIN_FAULT_SPECS = /chain-faults\.spec\.ts$/;

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  outputDir: './test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: 2,
  // No retries, in CI too: a test that passes only on a second try is a race to find, not to hide.
  retries: 0,
  reporter: [['list']],
  globalSetup: './e2e/support/global-setup.ts',
  use: {
    baseURL: `http://127.0.0.1:${E2E_APP_PORT}`,
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
    screenshot: 'only-on-failure',
    trace: 'off',
  },
  projects: [
    { name: 'phone', use: PHONE, testIgnore: [CHAIN_CLOCK_SPECS, CHAIN_FAULT_SPECS] },
    { name: 'desktop', use: DESKTOP, testIgnore: [CHAIN_CLOCK_SPECS, CHAIN_FAULT_SPECS] },
    // Their chain is their own, so they run beside the others; one size after the other, as both use its ports.
    // Alone: `npm run test:e2e -- e2e/chain-faults.spec.ts --project desktop-faults --project phone-faults`.
    { name: 'desktop-faults', use: DESKTOP, testMatch: CHAIN_FAULT_SPECS },
    { name: 'phone-faults', use: PHONE, testMatch: CHAIN_FAULT_SPECS, dependencies: ['desktop-faults'] },
    // These move the test chain's clock on by days (late returns, the 30-day dispute ruling period),
    // which would make another spec's rental late: they run once every other spec has finished.
    // Alone: `npm run test:e2e -- --project desktop-clock --no-deps` (or phone-clock).
    // One after the other, too: each checks amounts that the other's clock moves would change.
    { name: 'desktop-clock', use: DESKTOP, testMatch: CHAIN_CLOCK_SPECS, dependencies: ['phone', 'desktop'] },
    { name: 'phone-clock', use: PHONE, testMatch: CHAIN_CLOCK_SPECS, dependencies: ['desktop-clock'] },
  ],
  webServer: {
    command: `npx vite preview --host 127.0.0.1 --port ${E2E_APP_PORT} --strictPort`,
    url: `http://127.0.0.1:${E2E_APP_PORT}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
