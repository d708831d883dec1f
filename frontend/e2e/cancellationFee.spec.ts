import { expect, test, type TestInfo } from '@playwright/test';
import { signUp } from './support/accounts';
import { chain, rentalAgreement } from './support/chain';
import { actAs, chooseRentalsMode, listTool, rentalIdOf, toast } from './support/onchain';
import { confirmAction, expectRentalState, rentalCard } from './support/rentals';
import { DEV_ACCOUNTS, installTestWallet } from './support/testWallet';
import { screenshotBothThemes } from './support/screenshots';

// The cancellation fee a lender names on the listing (issue 27, point 5), end to end on the real node:
// listed at 10%, signed into the offer, stated on the tool page and the rent form, said in the
// borrower's Cancel dialog, and credited by cancelRental to the wei. Amounts are checked per rental
// (its settlement and the credits its cancellation emitted), never as a balance another spec moves.
const PARTIES: Partial<Record<string, { lender: string; borrower: string }>> = {
  desktop: { lender: DEV_ACCOUNTS[6], borrower: DEV_ACCOUNTS[8] },
  phone: { lender: DEV_ACCOUNTS[7], borrower: DEV_ACCOUNTS[9] },
};

function partiesOf(testInfo: TestInfo) {
  const parties = PARTIES[testInfo.project.name];
  if (!parties) throw new Error(`No parties for project ${testInfo.project.name}`);
  return parties;
}

// Whole hours are counted in UTC by the contract; in UTC the page's hours are the contract's.
test.use({ timezoneId: 'UTC' });

const DAY = 86_400;
const MILLI_ETH = 10n ** 15n;

test('a listing with a 10% cancellation fee: stated before paying, said in the Cancel dialog, and credited on chain to the wei', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const { lender, borrower } = partiesOf(testInfo);
  const name = `Fee sander ${testInfo.project.name} ${Date.now()}`;
  await installTestWallet(page, { account: lender, authorised: true });
  await signUp(page);
  await chooseRentalsMode(page, 'On-chain');

  // The listing form refuses a fee above half the rent in words, then takes 10%.
  await page.goto('/lend');
  const feeField = page.getByLabel('Cancellation fee (% of the rent)');
  await expect(feeField).toHaveValue('0');
  await feeField.fill('50.5');
  await page.getByRole('button', { name: 'Create Listing' }).click();
  await expect(page.getByText('The cancellation fee must be 0% to 50% of the rent')).toBeVisible();
  await screenshotBothThemes(page, testInfo, 'cancellation-fee-field', feeField.locator('..'));
  const toolId = await listTool(page, { name, rate: '0.02', collateral: '0.05', cancellationFeePercent: '10' });
  await page.getByRole('button', { name: 'Offer for on-chain rental' }).click();
  await expect(toast(page, `${name} is open for on-chain rental`)).toBeVisible();

  // The borrower reads the fee on the tool page (per day booked) and in the rent form (for the days chosen).
  await actAs(page, borrower, null);
  await page.goto(`/tools/${toolId}`);
  await expect(page.getByTestId('cancellation-terms')).toHaveText(
    'Cancelling after booking costs 10% of the rent (0.002 ETH per day booked); free if the owner cancels.',
  );
  await screenshotBothThemes(
    page,
    testInfo,
    'tool-page-cancellation-terms',
    page.getByTestId('tool-terms').locator('..'),
  );
  await page.getByRole('button', { name: 'Rent This Tool' }).click();
  const latest = await chain.getBlock('latest');
  const nextWeek = new Date(((latest?.timestamp ?? 0) + 7 * DAY) * 1000).toISOString().slice(0, 10);
  await page.getByLabel('Start day').fill(nextWeek);
  await page.getByLabel('Start time').selectOption('9:00 AM');
  await page.getByLabel(/duration/i).fill('2');
  const form = page.locator('form').filter({ has: page.getByLabel('Price summary') });
  await expect(form.getByTestId('cancellation-terms')).toHaveText(
    'Cancelling after booking costs 10% of the rent (0.004 ETH); free if the owner cancels.',
  );
  await screenshotBothThemes(page, testInfo, 'rent-form-cancellation-terms', form);
  await form.getByRole('button', { name: 'Confirm Rental' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const card = rentalCard(page, name);
  await expectRentalState(card, 'COLLATERAL DEPOSITED');
  const rentalId = await rentalIdOf(card);
  expect(await rentalAgreement().cancellationFeeOf(rentalId)).toBe(1000n);

  // The borrower's Cancel dialog: 10% of the 0.04 ETH rent to the lender, the rest of 0.09 ETH back.
  const fromBlock = await chain.getBlockNumber();
  await card.getByRole('button', { name: 'Cancel Rental' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(
    'Cancelling costs the cancellation fee the owner set, 10% of the rent: 0.004 ETH is credited to the lender.',
  );
  await expect(dialog).toContainText('The rest of the 0.09 ETH deposit is refunded: 0.086 ETH is credited to you');
  await screenshotBothThemes(page, testInfo, 'cancel-dialog-with-fee', dialog);
  await confirmAction(page, 'Cancel Rental');
  await expectRentalState(card, 'RENTAL CANCELLED');

  // On chain, to the wei: the settlement and the two credits the cancellation emitted.
  const fee = 4n * MILLI_ETH;
  const escrow = 90n * MILLI_ETH;
  const settlement = await rentalAgreement().settlementOf(rentalId);
  expect([settlement[0], settlement[1]]).toEqual([fee, escrow - fee]);
  const released = await rentalAgreement().queryFilter(
    rentalAgreement().filters.CollateralReleased(rentalId),
    fromBlock + 1,
  );
  expect(released.map((log) => [log.args.recipient, log.args.amount])).toEqual([
    [lender, fee],
    [borrower, escrow - fee],
  ]);
});
