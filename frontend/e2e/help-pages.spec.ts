import { expect, test, type Page } from '@playwright/test';
import { DEV_ACCOUNTS } from './support/testWallet';
import { scrollTop } from './support/layout';
import { signUpWithWallet } from './support/rentals';
import { screenshotBothThemes } from './support/screenshots';

/** The footer, once the catalogue above it has loaded (it pushes the footer down as it loads). */
async function footerOf(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('article').first()).toBeVisible();
  return page.getByRole('contentinfo');
}

test('the footer’s How It Works opens the page at its top, with the rule table’s numbers', async ({ page }) => {
  const footer = await footerOf(page);
  await footer.getByRole('link', { name: 'How It Works' }).click();
  await expect(page).toHaveURL(/\/how-it-works$/);
  await expect(page.getByRole('heading', { level: 1, name: 'How it works' })).toBeVisible();
  await expect(page).toHaveTitle('How it works · Toolshare');
  // The footer was scrolled into view to be clicked: the new page opens at its top, not there.
  expect(await scrollTop(page)).toBe(0);
  const main = page.getByRole('main');
  for (const step of [
    '1. Find a tool and rent it',
    '2. Pick it up',
    '3. Bring it back',
    '4. Inspection and payout',
    'The deposit',
    'Disputes',
  ]) {
    await expect(main.getByRole('heading', { level: 2, name: step })).toBeVisible();
  }
  await expect(main).toContainText('an inspection period of 1 day to 30 days');
  await expect(main).toContainText('within 30 days of the dispute');
  await expect(main).toContainText('the rest of the collateral is split in half');
  await main.getByRole('link', { name: 'Rental terms' }).click();
  await expect(page).toHaveURL(/\/rental-terms$/);
});

test('the footer’s Rental Agreement opens the Rental terms; every entry is a link to a page', async ({ page }) => {
  const footer = await footerOf(page);
  // No entry looks like a link and leads nowhere: each is one, or it is not there.
  for (const label of ['Community Guidelines', 'Terms of Service', 'Cookie Policy'])
    await expect(footer.getByText(label, { exact: true })).toHaveCount(0);
  await expect(footer.locator('li:not(:has(a))')).toHaveCount(0);
  await footer.getByRole('link', { name: 'Rental Agreement' }).click();
  await expect(page).toHaveURL(/\/rental-terms$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Rental terms' })).toBeVisible();
  await expect(page).toHaveTitle('Rental terms · Toolshare');
  expect(await scrollTop(page)).toBe(0);
  await expect(page.getByRole('main')).toContainText(
    'if the tool was never marked returned: the lender gets the whole escrow',
  );
});

for (const { link, path, title, says } of [
  { link: 'Safety Tips', path: '/safety-tips', title: 'Safety tips', says: 'Never pay outside the app' },
  { link: 'FAQ', path: '/faq', title: 'Frequently asked questions', says: 'What is the inspection period?' },
  { link: 'Privacy Policy', path: '/privacy', title: 'Privacy', says: 'Toolshare sets no cookies' },
]) {
  test(`the footer’s ${link} opens its page at its top`, async ({ page }, testInfo) => {
    const footer = await footerOf(page);
    await footer.getByRole('link', { name: link }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveTitle(`${title} · Toolshare`);
    expect(await scrollTop(page)).toBe(0);
    await expect(page.getByRole('main')).toContainText(says);
    await screenshotBothThemes(page, testInfo, `help-${path.slice(1)}`);
  });
}

test('the rental form’s “rental terms and conditions” opens the Rental terms', async ({ page }) => {
  await signUpWithWallet(page, DEV_ACCOUNTS[5]);
  await page.goto('/tools/tool-5');
  await page.getByRole('button', { name: 'Rent This Tool' }).click();
  await page.getByRole('link', { name: 'rental terms and conditions' }).click();
  await expect(page).toHaveURL(/\/rental-terms$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Rental terms' })).toBeVisible();
  expect(await scrollTop(page)).toBe(0);
});
