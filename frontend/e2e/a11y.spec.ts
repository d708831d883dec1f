import { expect, test, type Page } from '@playwright/test';
import { signUpWithWallet } from './support/rentals';
import { DEV_ACCOUNTS } from './support/testWallet';
import { seriousViolations, type AxeViolation } from './support/axe';

/** Every route of the specification's table (plus an unknown path), as a visitor reaches it. */
const ROUTES = [
  '/',
  '/auth',
  '/tools/tool-1',
  '/dashboard',
  '/dashboard/my-tools',
  '/dashboard/history',
  '/dashboard/notifications',
  '/lend',
  '/messages',
  '/profile',
  '/disputes',
  '/user/user-alice',
  '/no/such/page',
];

/** The page has settled: no spinner, a heading is there. */
async function settled(page: Page) {
  await expect(page.getByRole('heading').first()).toBeVisible();
  await expect(page.locator('main .animate-spin')).toHaveCount(0, { timeout: 15_000 });
  // Toasts and transitions finish (colour contrast is measured on the final colours).
  await page.waitForTimeout(400);
}

for (const theme of ['light', 'dark'] as const) {
  for (const signedIn of [false, true]) {
    test(`axe: no serious or critical violations on any route (${theme}, ${signedIn ? 'signed in with a wallet' : 'signed out'})`, async ({ page }, testInfo) => {
      test.setTimeout(240_000);
      await page.addInitScript((chosen) => localStorage.setItem('toolshare.theme', chosen), theme);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      if (signedIn) await signUpWithWallet(page, DEV_ACCOUNTS[7]);

      const found: Record<string, AxeViolation[]> = {};
      for (const route of ROUTES) {
        // In-app navigation keeps the session's in-memory state, as a user moving around would.
        await page.goto(route);
        await settled(page);
        found[route] = await seriousViolations(page);
      }
      const figures = ROUTES.map((route) => `${route}: ${found[route].length}${found[route].length ? ` (${found[route].map((v) => `${v.id}×${v.nodes.length}`).join(', ')})` : ''}`);
      console.log(`[axe] ${testInfo.project.name} ${theme} ${signedIn ? 'signed-in' : 'signed-out'}\n  ${figures.join('\n  ')}`);
      expect(found, JSON.stringify(found, null, 1)).toEqual(Object.fromEntries(ROUTES.map((route) => [route, []])));
    });
  }
}
