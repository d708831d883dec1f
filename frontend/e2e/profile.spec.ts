import { expect, test } from '@playwright/test';
import { signUp } from './support/accounts';
import { DEV_ACCOUNTS, installTestWallet } from './support/testWallet';

test('Profile Settings asks signed-out visitors to sign in', async ({ page }) => {
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
  await expect(page.getByText('Please sign in to view your profile.')).toBeVisible();
});

test('a user connects a wallet from the profile and sees it linked, shortened', async ({ page }) => {
  await installTestWallet(page, { account: DEV_ACCOUNTS[7], authorised: false });
  const email = await signUp(page);
  await page.goto('/profile');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
  await expect(page.getByText('Connect your Ethereum wallet to enable lending and borrowing tools')).toBeVisible();
  await expect(page.getByRole('checkbox')).toHaveCount(4);
  for (const box of await page.getByRole('checkbox').all()) await expect(box).toBeChecked();

  await page.getByRole('main').getByRole('button', { name: 'Connect Wallet' }).click();
  await expect(page.getByText('Wallet connected successfully!')).toBeVisible();
  await expect(page.getByTestId('profile-wallet-address')).toHaveText('0x14dC...9955');
  // The wallet feature links it to the account (a signature): the profile then shows it as linked.
  await expect(page.getByText('Linked', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('profile-wallet-address')).toHaveText('0x14dC...9955');
});

test("the public profile's tools show their photo count and open the Tool Photos gallery", async ({ page }) => {
  await page.goto('/user/user-alice');
  await expect(page.getByRole('heading', { level: 1, name: 'alice' })).toBeVisible();
  const drill = page.getByRole('button', { name: /^Cordless Drill 18V: view 3 photos$/ });
  await drill.hover();
  await expect(drill.getByTestId('photo-count')).toHaveCSS('opacity', '1');
  await expect(drill.getByTestId('photo-count')).toHaveText('3 photos');

  await drill.click();
  const gallery = page.getByRole('dialog', { name: 'Tool Photos' });
  await expect(gallery.getByTestId('photo-position')).toHaveText('1 / 3');
  await gallery.getByRole('button', { name: 'Next photo' }).click();
  await expect(gallery.getByTestId('photo-position')).toHaveText('2 / 3');
  await expect(gallery.getByRole('img', { name: 'Cordless Drill 18V, photo 2 of 3' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(gallery).toHaveCount(0);
});
