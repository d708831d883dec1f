import { expect, test, type Page } from '@playwright/test';
import {
  ANNOUNCED_TEST_WALLETS,
  DEV_ACCOUNTS,
  installAnnouncedTestWallets,
  installTestWallet,
  lockWallet,
  rejectNextWalletRequest,
  switchWalletChain,
} from './support/testWallet';
import { isPhoneLayout, linkedWallet, openMobileMenu, signUp } from './support/accounts';
import { screenshotBothThemes } from './support/screenshots';

const BORROWER = DEV_ACCOUNTS[5];
const SHORT_BORROWER = '0x9965...A4dc';

/** The header's wallet button (inside the mobile menu on phones). */
async function walletButton(page: Page, name: string | RegExp) {
  await openMobileMenu(page);
  const scope = isPhoneLayout(page) ? page.locator('#mobile-menu') : page.getByRole('banner');
  return scope.getByRole('button', { name });
}

test('connect the wallet: the shortened address in green, and the wallet is linked to the account', async ({
  page,
}) => {
  await installTestWallet(page, { account: BORROWER });
  await signUp(page);
  await (await walletButton(page, 'Connect Wallet')).click();
  const connected = await walletButton(page, SHORT_BORROWER);
  await expect(connected).toBeVisible();
  // Pressing it opens the wallet's menu, and its name says whose wallet it is.
  await expect(connected).toHaveAccessibleName(`Wallet ${SHORT_BORROWER}`);
  await expect(connected).toHaveClass(/bg-green-700/);
  // The link is signed by the wallet (SIWE, through the Hardhat node) and verified before it is saved.
  await expect.poll(() => linkedWallet(page)).toBe(BORROWER.toLowerCase());

  // Disconnecting is a choice in the menu.
  await connected.click();
  await page.getByRole('menu', { name: 'Wallet' }).getByRole('menuitem', { name: 'Disconnect wallet' }).click();
  await expect(await walletButton(page, 'Connect Wallet')).toBeVisible();
});

test('switching the wallet to another chain reloads the page and shows Wrong Network', async ({ page }) => {
  await installTestWallet(page, { account: BORROWER, authorised: true });
  await signUp(page);
  await expect(await walletButton(page, SHORT_BORROWER)).toBeVisible();

  const reloaded = page.waitForEvent('load');
  await switchWalletChain(page, '0x89');
  await reloaded;
  const wrong = await walletButton(page, 'Wrong Network');
  await expect(wrong).toBeVisible();
  await expect(wrong).toHaveClass(/bg-red-600/);
});

test('a wallet the site already knows reconnects at start-up without a click', async ({ page }) => {
  await installTestWallet(page, { account: BORROWER, authorised: true });
  await signUp(page);
  await page.reload();
  await expect(await walletButton(page, SHORT_BORROWER)).toBeVisible();
});

test('a locked wallet disconnects the app', async ({ page }) => {
  await installTestWallet(page, { account: BORROWER, authorised: true });
  await signUp(page);
  await expect(await walletButton(page, SHORT_BORROWER)).toBeVisible();
  await lockWallet(page);
  await expect(await walletButton(page, 'Connect Wallet')).toBeVisible();
});

test('a declined link signature leaves the wallet connected but unlinked, and says so', async ({ page }) => {
  await installTestWallet(page, { account: BORROWER });
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  await expect(page.getByRole('button', { name: 'Wallet Connected' })).toBeVisible();

  // Signing up links the connected wallet: the user declines the signature.
  await rejectNextWalletRequest(page);
  await signUp(page);
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Wallet not linked to your account: the signature request was declined.' }),
  ).toBeVisible();
  await expect(await walletButton(page, SHORT_BORROWER)).toBeVisible();
  expect(await linkedWallet(page)).toBeNull();
});

test('without a browser wallet, connecting says how to get one', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Ethereum wallet not detected. Please install MetaMask or a compatible wallet.',
  );
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeEnabled();
});

const [AMBER, TEAL] = ANNOUNCED_TEST_WALLETS;
const SHORT_TEAL = '0x976E...0aa9';

test('with two announced wallets, Connect asks which (by keyboard too), connects the second, and a reload reconnects to it', async ({
  page,
}, testInfo) => {
  // Both trust the site already: only the remembered choice says which one to reconnect.
  await installAnnouncedTestWallets(page, [
    { ...AMBER, authorised: true },
    { ...TEAL, authorised: true },
  ]);
  await signUp(page);
  await (await walletButton(page, 'Connect Wallet')).click();

  const chooser = page.getByRole('dialog', { name: 'Choose a wallet' });
  await expect(chooser).toBeVisible();
  // Each wallet by the name and icon it announced; window.ethereum (the first wallet) is not listed again.
  const choices = chooser.getByRole('listitem');
  await expect(choices).toHaveText([AMBER.name, TEAL.name]);
  await expect(choices.nth(0).locator('img')).toHaveAttribute('src', AMBER.icon);
  await expect(choices.nth(1).locator('img')).toHaveAttribute('src', TEAL.icon);
  await screenshotBothThemes(page, testInfo, 'wallet-chooser');

  // Tab goes from the dialog to its close button, then down the wallets.
  await page.keyboard.press('Tab');
  await expect(chooser.getByRole('button', { name: 'Close without connecting' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(chooser.getByRole('button', { name: TEAL.name })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(chooser).toBeHidden();
  await expect(await walletButton(page, SHORT_TEAL)).toBeVisible();
  // The second wallet's account is the one linked (signed through that wallet).
  await expect.poll(() => linkedWallet(page)).toBe(TEAL.account.toLowerCase());

  await page.reload();
  await expect(await walletButton(page, SHORT_TEAL)).toBeVisible();
  await expect(chooser).toBeHidden();
});

test('closing the wallet chooser connects nothing and says nothing', async ({ page }) => {
  await installAnnouncedTestWallets(page, ANNOUNCED_TEST_WALLETS);
  await signUp(page);
  await (await walletButton(page, 'Connect Wallet')).click();
  const chooser = page.getByRole('dialog', { name: 'Choose a wallet' });
  await expect(chooser).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(chooser).toBeHidden();
  // The page's alert regions stay empty: closing the chooser is no failure.
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);
  await expect(await walletButton(page, 'Connect Wallet')).toBeEnabled();
});

test('a single announced wallet connects without a choice', async ({ page }) => {
  await installAnnouncedTestWallets(page, [TEAL]);
  await signUp(page);
  await (await walletButton(page, 'Connect Wallet')).click();
  await expect(await walletButton(page, SHORT_TEAL)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
