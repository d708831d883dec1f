import { expect, test } from '@playwright/test';
import { toast } from './support/onchain';
import {
  confirmAction,
  expectRentalState,
  openDashboardSection,
  pickUpAndReturn,
  rentalCard,
  signUpWithWallet,
} from './support/rentals';
import { DEV_ACCOUNTS, switchWalletAccount } from './support/testWallet';
import { screenshotBothThemes } from './support/screenshots';

// Issue 31, points 2, 3 and 5: the words say what happened to the money (credited, not paid; simulated,
// not moved; rented, not requested), and a simulated rental does not dead-end at the lender's turn.

const BORROWER = DEV_ACCOUNTS[5];
const ALICE = DEV_ACCOUNTS[1];
const DRILL = 'Cordless Drill 18V';
const SIMULATED_CREDIT = 'is credited to you in the simulation (no money moved)';

test('a simulated rental says what happened: rented into escrow, simulated amounts, and the simulated lender completes it into History', async ({
  page,
}, testInfo) => {
  // Issue 31, point 11: no page of the walk logs React's "This library called use() to suspend…".
  const suspendWarnings: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('called use() to suspend')) suspendWarnings.push(message.text());
  });
  await signUpWithWallet(page, BORROWER);
  await page.goto('/tools/tool-1');
  await page.getByRole('button', { name: 'Rent This Tool' }).click();
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Confirm Rental' }) });
  // Escrow, not a payment to the owner.
  await expect(form).toContainText('held in escrow, not sent to the owner');
  await expect(form).not.toContainText('You pay the rental cost for the whole duration to the owner');
  await page.getByLabel(/duration/i).fill('3');
  await page.getByRole('button', { name: 'Confirm Rental' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  // Nothing was requested: the rental is paid (3 days at 0.012 ETH and 0.06 ETH collateral), in the simulation.
  await expect(toast(page, `Rented ${DRILL}: 0.096 ETH held in escrow (simulated)`)).toBeVisible();

  const card = rentalCard(page, DRILL);
  await expectRentalState(card, 'COLLATERAL DEPOSITED');
  await expect(card.getByTestId('simulated-amounts')).toHaveText('Simulated amounts');

  // The pickup question does not say a wallet's money is in escrow.
  await card.getByRole('button', { name: 'Confirm Pickup' }).click();
  const pickup = page.getByRole('dialog');
  await expect(pickup).toContainText('The simulated 0.096 ETH stays in the simulated escrow (no wallet was charged)');
  await expect(pickup).toContainText('Simulated amounts: no wallet is charged and no money moves.');
  await expect(pickup).not.toContainText('Your 0.096 ETH stays in escrow');
  await screenshotBothThemes(page, testInfo, 'simulated-pickup-question', pickup);
  await confirmAction(page, 'Go back');
  await pickUpAndReturn(page, card);

  // The lender's turn: in the simulation nobody is at the lender's wallet, and a button says it acts for them.
  const panel = card.getByTestId('simulated-lender');
  await expect(panel).toContainText('In the simulation nobody is at the lender’s wallet');
  await screenshotBothThemes(page, testInfo, 'simulated-lender', card);
  await panel.getByRole('button', { name: 'Act for the simulated lender' }).click();
  await expectRentalState(card, 'RENTAL COMPLETED');
  await expect(panel).toHaveCount(0);
  const outcome = card.getByTestId('rental-outcome');
  await expect(outcome).toContainText(
    'Rent: 0.036 ETH is credited to the lender in the simulation. Your collateral: 0.06 ETH ' + SIMULATED_CREDIT,
  );
  await expect(outcome).not.toContainText('has been returned');
  await screenshotBothThemes(page, testInfo, 'simulated-outcome', card);

  // Finished, it is in History for the visit.
  await openDashboardSection(page, 'History');
  const row = page.locator('[data-rental-id]').filter({ hasText: DRILL }).filter({ visible: true });
  await expect(row).toContainText('Borrower');
  await expect(row).toContainText('RENTAL COMPLETED');

  await openDashboardSection(page, 'Notifications');
  await expect(page.getByRole('main')).toContainText(
    `The ${DRILL} rental with alice is complete. Your collateral: 0.06 ETH ${SIMULATED_CREDIT}.`,
  );

  // The lender is told what happened: a rental, not a request.
  await switchWalletAccount(page, ALICE);
  const main = page.getByRole('main');
  await expect(main.getByText(/^New rental(?! request)/).first()).toBeVisible();
  await expect(main).toContainText(`rented your ${DRILL} for 3 days.`);
  await expect(main).toContainText(`Rent (and any late fee): 0.036 ETH ${SIMULATED_CREDIT}.`);
  expect(suspendWarnings).toEqual([]);
});
