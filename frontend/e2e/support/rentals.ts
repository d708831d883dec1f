import { expect, type Locator, type Page } from '@playwright/test';
import { installTestWallet } from './testWallet';
import { signUp, uniqueEmail } from './accounts';

/**
 * Helpers for the rentals and disputes specs. Rentals live in the page's memory (only the chat
 * persists), so after renting, tests move around with in-app links, never page.goto.
 */

/** A fresh account through the /auth form, with the test wallet already authorised for the site. */
export async function signUpWithWallet(page: Page, account: string): Promise<string> {
  await installTestWallet(page, { account, authorised: true });
  return signUp(page, uniqueEmail('renter'));
}

/** Rents a tool from its page ('Rent This Tool', duration, 'Confirm Rental') and lands on /dashboard. */
export async function rentTool(page: Page, toolId: string, days: number): Promise<void> {
  await page.goto(`/tools/${toolId}`);
  await page.getByRole('button', { name: 'Rent This Tool' }).click();
  await page.getByLabel(/duration/i).fill(String(days));
  await page.getByRole('button', { name: 'Confirm Rental' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** The My Rentals card of a tool. */
export const rentalCard = (page: Page, toolName: string): Locator => page.getByRole('article', { name: toolName });

/** Expects a rental card to show a state, e.g. 'COLLATERAL DEPOSITED'. */
export async function expectRentalState(card: Locator, label: string): Promise<void> {
  await expect(card.getByText(label, { exact: true })).toBeVisible();
}

/** Follows a dashboard link (sidebar on desktop, the horizontal nav on phones). */
export async function openDashboardSection(
  page: Page,
  name: 'My Rentals' | 'History' | 'Notifications',
): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Dashboard sections' })
    .getByRole('link', { name, exact: true })
    .filter({ visible: true })
    .click();
}

/**
 * Answers the one confirmation an action that moves or freezes money asks before sending: with the
 * action's own button (`label`, e.g. 'Confirm Pickup'), or 'Go back' when `label` is null. Returns
 * the dialog's text (what happens to how much ETH, and who gets it).
 */
export async function confirmAction(page: Page, label: string | null): Promise<string> {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const text = await dialog.innerText();
  await dialog.getByRole('button', { name: label ?? 'Go back', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  return text;
}

/** The borrower picks the rental of `card` up and brings it back, each step confirmed in its dialog. */
export async function pickUpAndReturn(page: Page, card: Locator): Promise<void> {
  await card.getByRole('button', { name: 'Confirm Pickup' }).click();
  await confirmAction(page, 'Confirm Pickup');
  await expectRentalState(card, 'RENTAL ACTIVE');
  await card.getByRole('button', { name: 'Confirm Return' }).click();
  await confirmAction(page, 'Confirm Return');
  await expectRentalState(card, 'TOOL RETURNED');
}
