import { expect, test } from '@playwright/test';
import { isPhoneLayout, openMobileMenu, signUp } from './support/accounts';

test('signed out: Sign In and Connect Wallet; the footer’s Quick Links', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  await openMobileMenu(page);
  const scope = isPhoneLayout(page) ? page.locator('#mobile-menu') : page.getByRole('banner');
  await expect(scope.getByRole('button', { name: 'Connect Wallet' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  await expect(page.getByRole('banner').getByText('TEST', { exact: true })).toHaveCount(0);

  // The catalogue pushes the footer down as it loads: click in the footer once the tools are shown.
  await expect(page.getByRole('article').first()).toBeVisible();
  const footer = page.getByRole('contentinfo');
  for (const name of ['Home', 'Dashboard', 'Lend a Tool', 'Dispute Center'])
    await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
  await expect(footer.getByRole('heading', { name: 'Resources' })).toBeVisible();
  await expect(footer.getByRole('heading', { name: 'Legal' })).toBeVisible();
  await footer.getByRole('link', { name: 'Dispute Center' }).click();
  await expect(page).toHaveURL(/\/disputes$/);
});

test('signed in: the links, message icon, TEST badge and account menu; on phones in the menu', async ({ page }) => {
  await signUp(page);
  const banner = page.getByRole('banner');
  await expect(banner.getByText('TEST', { exact: true })).toBeVisible();
  await expect(banner.getByRole('button', { name: /^Open messages/ })).toBeVisible();

  if (isPhoneLayout(page)) {
    await expect(banner.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await openMobileMenu(page);
    const menu = page.locator('#mobile-menu');
    for (const name of ['Home', 'Dashboard', 'Lend a Tool', 'Profile', 'My Rentals'])
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: /^Messages/ })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await menu.getByRole('link', { name: 'Lend a Tool' }).click();
    await expect(page).toHaveURL(/\/lend$/);
    await expect(page.locator('#mobile-menu')).toHaveCount(0);
  } else {
    const nav = banner.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText(['Home', 'Dashboard', 'Lend a Tool', 'Messages']);
    await nav.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await banner.getByRole('button', { name: 'Account menu' }).click();
    const account = banner.getByRole('navigation', { name: 'Account' });
    await expect(account.getByRole('link')).toHaveText(['Profile', 'My Rentals', /^Messages/]);
    await account.getByRole('link', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);
  }
});

test('the message icon opens the chat overlay', async ({ page }) => {
  await signUp(page);
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Open messages/ })
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('the header search goes to /?search=…', async ({ page }) => {
  await page.goto('/no/such/page');
  await openMobileMenu(page);
  const search = page.getByRole('searchbox', { name: 'Search tools' }).filter({ visible: true });
  await search.fill('cordless drill');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/\?search=cordless\+drill$/);
});

test('the theme toggle switches light and dark, and the choice survives a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).not.toHaveClass(/dark/);
  await openMobileMenu(page);
  await page.getByRole('button', { name: 'Switch to dark theme' }).filter({ visible: true }).click();
  await expect(html).toHaveClass(/dark/);
  await page.reload();
  await expect(html).toHaveClass(/dark/);
  await openMobileMenu(page);
  await page.getByRole('button', { name: 'Switch to light theme' }).filter({ visible: true }).click();
  await expect(html).not.toHaveClass(/dark/);
});

test('an unknown address shows the not-found page with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await page.getByRole('link', { name: 'Browse tools' }).click();
  await expect(page).toHaveURL(/\/$/);
});
