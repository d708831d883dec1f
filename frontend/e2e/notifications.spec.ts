import { expect, test } from '@playwright/test';
import { linkedWallet } from './support/accounts';
import { messagesIcon } from './support/chat';
import { notificationsBell as bell } from './support/layout';
import { DEV_ACCOUNTS, switchWalletAccount } from './support/testWallet';
import {
  confirmAction,
  expectRentalState,
  openDashboardSection,
  rentalCard,
  signUpWithWallet,
} from './support/rentals';

/** A wallet that is no sample user's (the sample users are alice, bob, carol and dave, accounts 1–4). */
const NEWCOMER = DEV_ACCOUNTS[5];
const ALICE = DEV_ACCOUNTS[1];

test('a new account starts with an honest empty state: no rentals, no chats, only the welcome notice', async ({
  page,
}) => {
  const signedUpAt = Date.now();
  await signUpWithWallet(page, NEWCOMER);
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  await expect(messagesIcon(page)).toHaveAccessibleName('Open messages');

  await page
    .getByRole('banner')
    .getByRole('link', { name: /^Notifications/ })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/notifications$/);
  await expect(page.getByText('No unread notifications')).toBeVisible();
  const items = page.getByRole('main').getByRole('listitem');
  await expect(items).toHaveCount(1);
  await expect(items.getByText('Welcome to Toolshare')).toBeVisible();
  // Dated when the account was made, not days ago.
  const dated = Date.parse((await items.locator('time').getAttribute('datetime')) ?? '');
  expect(Math.abs(dated - signedUpAt)).toBeLessThan(5 * 60_000);
  await expect(page.getByText('Sample', { exact: true })).toHaveCount(0);

  await openDashboardSection(page, 'My Rentals');
  await expect(page.getByRole('heading', { name: 'No Active Rentals' })).toBeVisible();
  await expect(page.getByRole('note').filter({ hasText: 'Simulated rentals last for this visit only' })).toBeVisible();
  await page.getByRole('tab', { name: /Lending/ }).click();
  await expect(page.getByRole('heading', { name: 'No Tools Being Rented' })).toBeVisible();
  await openDashboardSection(page, 'History');
  await expect(page.getByRole('heading', { name: 'No Rental History' })).toBeVisible();

  await messagesIcon(page).click();
  await expect(page.getByRole('dialog', { name: 'Messages' }).getByText('No conversations yet')).toBeVisible();
});

test('the bell follows the other party: the borrower is told when the lender completes, and the return reminder retires', async ({
  page,
}) => {
  await signUpWithWallet(page, NEWCOMER);
  await page.goto('/tools/tool-1');
  await page.getByRole('button', { name: 'Rent This Tool' }).click();
  // The form says, before renting, that a simulated rental lasts for this visit.
  await expect(
    page.getByRole('note').filter({ hasText: 'Simulated rental: it lasts for this visit only' }),
  ).toBeVisible();
  await page.getByLabel(/duration/i).fill('3');
  await page.getByRole('button', { name: 'Confirm Rental' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(
    page.getByRole('note').filter({ hasText: 'Switch to On-chain above to keep rentals for good' }),
  ).toBeVisible();

  const card = rentalCard(page, 'Cordless Drill 18V');
  await expectRentalState(card, 'COLLATERAL DEPOSITED');
  // The borrower's own steps are nothing new to them.
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  await card.getByRole('button', { name: 'Confirm Pickup' }).click();
  await confirmAction(page, 'Confirm Pickup');
  await expectRentalState(card, 'RENTAL ACTIVE');
  await expect(bell(page)).toHaveAccessibleName('Notifications (1 unread)');
  await card.getByRole('button', { name: 'Confirm Return' }).click();
  await confirmAction(page, 'Confirm Return');
  await expectRentalState(card, 'TOOL RETURNED');
  // Returned: the return reminder no longer applies and is gone.
  await expect(bell(page)).toHaveAccessibleName('Notifications');

  // alice, the lender, is told the tool is back, and completes the rental.
  await switchWalletAccount(page, ALICE);
  await page.getByRole('tab', { name: /Lending/ }).click();
  const lent = rentalCard(page, 'Cordless Drill 18V');
  await expect(bell(page)).toHaveAccessibleName(/^Notifications \((\d|9\+) unread\)$/);
  await lent.getByRole('button', { name: 'Complete Rental' }).click();
  await confirmAction(page, 'Complete Rental');
  await expectRentalState(lent, 'RENTAL COMPLETED');

  // Back to the borrower: the bell counts what the lender did, by name, credited (not escrow).
  await switchWalletAccount(page, NEWCOMER);
  await expect(bell(page)).toHaveAccessibleName('Notifications (1 unread)');
  await bell(page).click();
  const paid = page.getByRole('main').getByRole('listitem').filter({ hasText: 'Payment received' });
  await expect(paid).toHaveAttribute('data-read', 'false');
  await expect(paid).toContainText(
    'The Cordless Drill 18V rental with alice is complete. Your collateral: 0.06 ETH is credited to you in the simulation (no money moved).',
  );
  await expect(page.getByRole('main').getByText('Return reminder')).toHaveCount(0);
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(bell(page)).toHaveAccessibleName('Notifications');
});

test('a sample user sees the specification’s samples, each marked Sample', async ({ page }) => {
  await signUpWithWallet(page, ALICE);
  // The account becomes alice's demo account once her wallet is linked to it (a signed message, after sign-up).
  await expect.poll(() => linkedWallet(page)).toBe(ALICE.toLowerCase());
  await page.goto('/dashboard/history');
  const rows = page.locator('[data-rental-id]').filter({ visible: true });
  await expect(rows).toHaveCount(2);
  for (const row of await rows.all()) await expect(row.getByText('Sample', { exact: true })).toBeVisible();
  await openDashboardSection(page, 'Notifications');
  await expect(page.locator('[data-sample="true"]').first()).toBeVisible();
  await expect(page.getByText('A neighbour wants to rent your Cordless Drill 18V for 3 days.')).toBeVisible();
});
