import { defineConfig } from '@playwright/test';
import { E2E_APP_PORT } from './e2e/support/ports';

// Debian's Chromium, never a browser downloaded by Playwright (see architecture.md).
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

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  outputDir: './test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  globalSetup: './e2e/support/global-setup.ts',
  use: {
    baseURL: `http://127.0.0.1:${E2E_APP_PORT}`,
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
    screenshot: 'only-on-failure',
    trace: 'off',
  },
  projects: [
    { name: 'phone', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    command: `npx vite preview --host 127.0.0.1 --port ${E2E_APP_PORT} --strictPort`,
    url: `http://127.0.0.1:${E2E_APP_PORT}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
