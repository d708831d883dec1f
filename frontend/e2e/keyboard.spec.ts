import { expect, test } from '@playwright/test';
import { isPhoneLayout, signUp } from './support/accounts';
import { messagesIcon } from './support/chat';
import { signUpWithWallet } from './support/rentals';
import { DEV_ACCOUNTS } from './support/testWallet';

/** Issue 14: keyboard use of dialogs, tabs and menus (WAI-ARIA patterns), focus kept where it belongs. */

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('the chat overlay keeps Tab inside and gives the focus back to the messages button', async ({ page }) => {
  await signUp(page);
  const icon = messagesIcon(page);
  await icon.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close messages' })).toBeVisible();
  for (let press = 0; press < 25; press += 1) {
    await page.keyboard.press(press % 3 === 0 ? 'Shift+Tab' : 'Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement)), `press ${press}`).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(icon).toBeFocused();
});

test("the header's menu (the account menu, on phones the menu) closes with Escape and gives the focus back to its button", async ({
  page,
}) => {
  await signUp(page);
  const phone = isPhoneLayout(page);
  const button = page.getByRole('button', { name: phone ? /^(Open|Close) menu$/ : 'Account menu' });
  const menu = phone ? page.locator('#mobile-menu') : page.getByRole('navigation', { name: 'Account' });
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(menu).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  // Tab goes on into the menu, as a keyboard user reaches its links.
  await page.keyboard.press('Tab');
  expect(await menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toBeFocused();
});

test('My Rentals tabs move with the arrow keys, one tab stop for the row', async ({ page }) => {
  await signUpWithWallet(page, DEV_ACCOUNTS[4]);
  await page.goto('/dashboard');
  const borrowing = page.getByRole('tab', { name: /Borrowing/ });
  const lending = page.getByRole('tab', { name: /Lending/ });
  await expect(borrowing).toHaveAttribute('aria-selected', 'true');
  await expect(lending).toHaveAttribute('tabindex', '-1');
  await borrowing.focus();
  await page.keyboard.press('ArrowRight');
  await expect(lending).toBeFocused();
  await expect(lending).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/tab=lending/);
  await page.keyboard.press('ArrowRight');
  await expect(borrowing).toBeFocused();
  await page.keyboard.press('End');
  await expect(lending).toBeFocused();
  await page.keyboard.press('Home');
  await expect(borrowing).toHaveAttribute('aria-selected', 'true');
});

test('the My Tools menu follows the arrow keys, and Delete keeps the focus on the page', async ({ page }) => {
  test.setTimeout(90_000);
  await signUp(page);
  await page.goto('/lend');
  await page.getByLabel('Tool Name').fill('Keyboard Clamp');
  await page.getByLabel('Description').fill('For the keyboard test.');
  await page.getByLabel('Category').selectOption('hand tools');
  await page.getByLabel('Location').fill('Birch Road');
  await page.locator('input[type="file"]').setInputFiles({ name: 'p.png', mimeType: 'image/png', buffer: PNG });
  await page.getByLabel('Daily Rate (ETH)').fill('0.01');
  await page.getByLabel('Collateral Required (ETH)').fill('0.05');
  await page.getByRole('button', { name: 'Create Listing' }).click();
  await expect(page).toHaveURL(/\/tools\/tool-\d+$/);

  await page.goto('/dashboard/my-tools');
  const button = page.getByRole('button', { name: 'Actions for Keyboard Clamp' });
  await button.focus();
  await page.keyboard.press('ArrowDown');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'View' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Edit' })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(menu.getByRole('menuitem', { name: 'Delete' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();

  // Delete: the confirmation takes the focus (Cancel, the safe choice); Cancel gives it back to the menu button.
  await page.keyboard.press('ArrowUp');
  await expect(menu.getByRole('menuitem', { name: 'Delete' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(button).toBeFocused();

  // Confirmed, the card goes and the page heading takes the focus (not the document body).
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Yes, Delete' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'My Tools' })).toBeFocused();
});
