import { expect, test } from '@playwright/test';
import { DEV_ACCOUNTS, switchWalletAccount } from './support/testWallet';
import {
  confirmAction,
  expectRentalState,
  openDashboardSection,
  rentTool,
  rentalCard,
  signUpWithWallet,
} from './support/rentals';

const BORROWER = DEV_ACCOUNTS[5];
const ALICE = DEV_ACCOUNTS[1];

test('a borrower rents alice’s drill, picks it up and returns it; alice completes it and both see it in History', async ({
  page,
}) => {
  await signUpWithWallet(page, BORROWER);
  await rentTool(page, 'tool-1', 3);

  const card = rentalCard(page, 'Cordless Drill 18V');
  await expectRentalState(card, 'AWAITING COLLATERAL');
  // The collateral is deposited by itself 2 s after the request.
  await expectRentalState(card, 'COLLATERAL DEPOSITED');
  await expect(card.getByText('0x7099...79C8')).toBeVisible(); // the lender, shortened

  await card.getByRole('button', { name: 'Confirm Pickup' }).click();
  await confirmAction(page, 'Confirm Pickup');
  await expectRentalState(card, 'RENTAL ACTIVE');
  await expect(card.getByRole('button', { name: 'Confirm Pickup' })).toHaveCount(0);
  await card.getByRole('button', { name: 'Confirm Return' }).click();
  await confirmAction(page, 'Confirm Return');
  await expectRentalState(card, 'TOOL RETURNED');
  // Completing is the lender's step: the borrower has no button for it.
  await expect(card.getByRole('button', { name: 'Complete Rental' })).toHaveCount(0);

  // alice takes over the wallet and finds the rental on her Lending tab.
  await switchWalletAccount(page, ALICE);
  await page.getByRole('tab', { name: /Lending/ }).click();
  const lent = rentalCard(page, 'Cordless Drill 18V');
  await expect(lent.getByText('0x9965...A4dc')).toBeVisible(); // the borrower, shortened
  // Two buttons at one moment, each with a word on what it does (issue 31, point 11).
  const difference = lent.getByTestId('receipt-or-complete');
  await expect(difference).toContainText('Confirm Receipt: Tells the borrower you have the tool back');
  await expect(difference).toContainText('Complete Rental: The inspection passed: ends the rental');
  await lent.getByRole('button', { name: 'Complete Rental' }).click();
  expect(await confirmAction(page, 'Complete Rental')).toContain(
    'The rent: 0.036 ETH is credited to you in the simulation (no money moved).',
  );
  await expectRentalState(lent, 'RENTAL COMPLETED');
  await expect(lent.getByTestId('rental-outcome').getByText('Rental Completed')).toBeVisible();
  await expect(lent.getByTestId('rental-outcome')).toContainText(
    'Rent: 0.036 ETH is credited to you in the simulation (no money moved).',
  );

  await openDashboardSection(page, 'History');
  const row = page.locator('[data-rental-id]').filter({ hasText: 'Cordless Drill 18V' }).filter({ visible: true });
  await expect(row).toContainText('3 days');
  await expect(row).toContainText('0.036 ETH');
  await expect(row).toContainText('Lender');
  await expect(row).toContainText('RENTAL COMPLETED');

  // The request and the deposit reached alice's notifications.
  await openDashboardSection(page, 'Notifications');
  await expect(page.getByText('rented your Cordless Drill 18V for 3 days.').first()).toBeVisible();
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByRole('heading', { name: 'All Caught Up!' })).toBeVisible();
});

test('cancelling asks once with the refund, going back sends nothing, and the cancelled card says what was refunded', async ({
  page,
}) => {
  await signUpWithWallet(page, BORROWER);
  await rentTool(page, 'tool-1', 2);
  const card = rentalCard(page, 'Cordless Drill 18V');
  await expectRentalState(card, 'COLLATERAL DEPOSITED');
  await expect(card.getByTestId('dispute-admin')).toContainText(
    'The dispute admin 0xf39F...2266 would rule a dispute on this rental.',
  );

  await card.getByRole('button', { name: 'Cancel Rental' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this rental?' });
  // 2 days at 0.012 ETH and 0.06 ETH collateral.
  await expect(dialog).toContainText(
    'The deposit (rent and collateral) is refunded in full: 0.084 ETH is credited to you in the simulation (no money moved).',
  );
  // Escape, like Go back, closes it and sends nothing.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await card.getByRole('button', { name: 'Cancel Rental' }).click();
  await confirmAction(page, null);
  await expectRentalState(card, 'COLLATERAL DEPOSITED');

  await card.getByRole('button', { name: 'Cancel Rental' }).click();
  await confirmAction(page, 'Cancel Rental');
  await expectRentalState(card, 'RENTAL CANCELLED');
  await expect(card.getByTestId('rental-outcome')).toContainText(
    'The deposit (rent and collateral) is refunded in full: 0.084 ETH is credited to you in the simulation (no money moved).',
  );
});

test('the dashboard asks signed-out visitors to sign in', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
});
