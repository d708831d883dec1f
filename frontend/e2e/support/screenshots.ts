import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';

/**
 * With SCREENSHOTS_DIR set, a screenshot of `target` (the page by default) in light and dark, named
 * `<project>-<name>-<scheme>.png`: for looking at, not compared. Nothing without SCREENSHOTS_DIR.
 */
export async function screenshotBothThemes(
  page: Page,
  testInfo: TestInfo,
  name: string,
  target: Page | Locator = page,
): Promise<void> {
  const dir = process.env.SCREENSHOTS_DIR;
  if (!dir) return;
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    // The app follows the system theme through a listener: wait until it has, not for a while.
    await expect(page.locator('html')).toHaveClass(scheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
    await target.screenshot({ path: `${dir}/${testInfo.project.name}-${name}-${scheme}.png` });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}
