import { expect, test, type Page } from '@playwright/test';
import { signUpWithWallet } from './support/rentals';
import { DEV_ACCOUNTS } from './support/testWallet';
import { axeViolations, landmarkOnes, seriousOnes, type AxeViolation } from './support/axe';

/** Every route of the specification's table (plus the help pages and an unknown path), as a visitor reaches it. */
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
  '/how-it-works',
  '/rental-terms',
  '/safety-tips',
  '/faq',
  '/privacy',
  '/no/such/page',
];

/** The page has settled: no spinner, a heading is there. */
async function settled(page: Page) {
  await expect(page.getByRole('heading').first()).toBeVisible();
  await expect(page.locator('main .animate-spin')).toHaveCount(0, { timeout: 15_000 });
  // Transitions finish (colour contrast is measured on the final colours): waited for, not timed.
  // (A spinner's endless animation never finishes, so only finite ones are waited for.)
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        // A cancelled one (its element left the page) rejects: it is finished too.
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** "2 (color-contrast×1, region×3)": how many rules failed, and on how many elements each. */
const summary = (violations: AxeViolation[]) =>
  `${violations.length}${violations.length ? ` (${violations.map((violation) => `${violation.id}×${violation.nodes.length}`).join(', ')})` : ''}`;

for (const theme of ['light', 'dark'] as const) {
  for (const signedIn of [false, true]) {
    test(`axe: no serious or critical violations and no landmark violations on any route (${theme}, ${signedIn ? 'signed in with a wallet' : 'signed out'})`, async ({
      page,
    }, testInfo) => {
      test.setTimeout(240_000);
      await page.addInitScript((chosen) => localStorage.setItem('toolshare.theme', chosen), theme);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      if (signedIn) await signUpWithWallet(page, DEV_ACCOUNTS[7]);

      // One axe run per route: the serious ones and the landmark ones (moderate) are read from it.
      const serious: Record<string, AxeViolation[]> = {};
      const landmarks: Record<string, AxeViolation[]> = {};
      const figures: string[] = [];
      for (const route of ROUTES) {
        // In-app navigation keeps the session's in-memory state, as a user moving around would.
        await page.goto(route);
        await settled(page);
        const violations = await axeViolations(page);
        const seriousHere = seriousOnes(violations);
        const landmarksHere = landmarkOnes(violations);
        serious[route] = seriousHere;
        landmarks[route] = landmarksHere;
        figures.push(`${route}: serious ${summary(seriousHere)}, landmarks ${summary(landmarksHere)}`);
      }
      console.log(
        `[axe] ${testInfo.project.name} ${theme} ${signedIn ? 'signed-in' : 'signed-out'}\n  ${figures.join('\n  ')}`,
      );
      const none = Object.fromEntries(ROUTES.map((route) => [route, []]));
      expect.soft(serious, JSON.stringify(serious, null, 1)).toEqual(none);
      expect(landmarks, JSON.stringify(landmarks, null, 1)).toEqual(none);
    });
  }
}
