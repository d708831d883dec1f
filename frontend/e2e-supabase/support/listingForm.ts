import { expect, type Page } from '@playwright/test';

// 1×1 PNG: the picker downscales it to a JPEG, as it would a camera photo.
const PHOTO = {
  name: 'cutter.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
};

/** Fills the Lend page's form with a valid listing of a tile cutter and one photo. */
export async function fillListing(page: Page): Promise<void> {
  await page.getByLabel('Tool Name').fill('Tile Cutter');
  await page.getByLabel('Description').fill('Cuts tiles up to 600 mm.');
  await page.getByLabel('Category').selectOption('construction');
  await page.getByLabel('Location').fill('Birch Close');
  await page.getByLabel('Daily Rate (ETH)').fill('0.007');
  await page.getByLabel('Collateral Required (ETH)').fill('0.03');
  await page.locator('input[type=file][accept="image/*"]').setInputFiles(PHOTO);
  await expect(page.getByRole('img', { name: 'Your tool, 1 of 1' })).toBeVisible();
}
