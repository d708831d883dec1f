import { expect, test } from '@playwright/test';

test('an unknown address shows the not-found page with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Browse tools' }).click();
  await expect(page).toHaveURL(/\/$/);
});
