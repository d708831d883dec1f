import type { Locator, Page, TestInfo } from '@playwright/test';

/** With SCREENSHOTS_DIR set, a screenshot of `target` in light and dark (for looking at, not compared). */
export async function snap(page: Page, testInfo: TestInfo, name: string, target: Locator) {
  const dir = process.env.SCREENSHOTS_DIR;
  if (!dir) return;
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await target.screenshot({ path: `${dir}/${testInfo.project.name}-${name}-${scheme}.png` });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}
