import { expect, test } from '@playwright/test';
import { RECORDED_SUPABASE_URL } from './support/project.mjs';
import { fillListing } from './support/listingForm';
import { listings, recordedSupabase } from './support/recordedSupabase';

// The database's refusals as the app shows them: a search over its bounds (200 characters,
// 10 words) and a quota reached (50 listings per account). The project answers as Supabase does:
// PostgREST passes the database's SQLSTATE and message on.

test('a search over the database’s bounds asks to shorten it instead of failing', async ({ page }) => {
  await recordedSupabase(page, { tools: listings(3), signedIn: false });
  const sent: string[] = [];
  await page.route(`${RECORDED_SUPABASE_URL}/rest/v1/rpc/search_listings*`, async (route) => {
    const { search } = route.request().postDataJSON() as { search: string };
    sent.push(search);
    if (search === '') return route.fallback();
    return route.fulfill({
      status: 400,
      json: {
        code: '22001',
        message: 'Search is too long',
        details: 'A search has at most 200 characters and 10 words.',
        hint: 'Shorten your search.',
      },
    });
  });
  await page.goto('/');
  await expect(page.getByRole('article')).toHaveCount(3);

  const tooLong = 'cordless drill with two batteries and a case for the weekend please';
  await page.getByRole('searchbox', { name: 'Search the catalogue' }).fill(tooLong);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('main').getByRole('alert')).toContainText(
    'Shorten your search: it can have at most 200 characters and 10 words.',
  );
  await expect(page.getByText('Failed to fetch tools')).toHaveCount(0);
  expect(sent).toContain(tooLong);
  // The banner stays inside the page on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 0,
  );
});

test('listing a tool past the quota shows the database’s sentence and keeps the form', async ({ page }) => {
  const project = await recordedSupabase(page, { tools: listings(3), signedIn: true });
  const quota =
    'You already have 50 listings, the most an account can have at a time. Delete one to list another tool.';
  await page.route(`${RECORDED_SUPABASE_URL}/rest/v1/tools*`, async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    return route.fulfill({ status: 400, json: { code: '23514', message: quota, details: null, hint: null } });
  });
  await page.goto('/lend');
  await fillListing(page);
  await page.getByRole('button', { name: 'Create Listing' }).click();

  await expect(page.getByRole('main').getByRole('alert')).toHaveText(quota);
  await expect(page.getByLabel('Tool Name')).toHaveValue('Tile Cutter');
  await expect(page).toHaveURL(/\/lend$/);
  expect(project.requests).not.toContain('POST /storage/v1/object/tool-photos');
});
