import { expect, test } from '@playwright/test';
import { fillListing } from './support/listingForm';
import { listings, recordedSupabase } from './support/recordedSupabase';

test('the home page pages through the shared catalogue with Load more, and shows no TEST badge', async ({ page }) => {
  const project = await recordedSupabase(page, { tools: listings(20), signedIn: false });
  await page.goto('/');
  await expect(page.getByRole('article')).toHaveCount(12);
  await expect(page.getByText('12 tools shown')).toBeVisible();
  await expect(page.getByText('TEST', { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(page.getByRole('article')).toHaveCount(20);
  await expect(page.getByText('20 tools', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  expect(project.requests.filter((request) => request === 'POST /rest/v1/rpc/search_listings')).toHaveLength(2);
});

test('a dropped connection during the photo upload says what failed and keeps the form; the retry lists the tool', async ({
  page,
}) => {
  const project = await recordedSupabase(page, { tools: listings(3), signedIn: true });
  let release: () => void = () => {};
  const uploadHeld = new Promise<void>((resolve) => (release = resolve));
  project.answerUpload = async (route) => {
    await uploadHeld;
    await route.abort('connectionreset');
  };
  await page.goto('/lend');
  await fillListing(page);
  await page.getByRole('button', { name: 'Create Listing' }).click();
  await expect(page.getByRole('progressbar', { name: 'Photo upload' })).toBeVisible();
  await expect(page.getByText(/Uploading photo 1 of 1/)).toBeVisible();
  release();

  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'The connection dropped while uploading photo 1 of 1. Nothing was saved; your listing is still in the form. Check your connection and try again.',
  );
  await expect(page.getByLabel('Tool Name')).toHaveValue('Tile Cutter');
  await expect(page.getByRole('img', { name: 'Your tool, 1 of 1' })).toBeVisible();
  // The unfinished listing was removed again.
  expect(project.requests).toContain('DELETE /rest/v1/tools');

  project.answerUpload = (route) => route.fulfill({ json: { Key: 'tool-photos/x', Id: 'y' } });
  await page.getByRole('button', { name: 'Create Listing' }).click();
  await expect(page).toHaveURL(/\/tools\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tile Cutter' })).toBeVisible();
});
