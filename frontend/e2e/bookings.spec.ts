import { expect, test, type Page } from '@playwright/test';
import { signUp } from './support/accounts';
import { chain, rentalAgreement } from './support/chain';
import { actAs, chooseRentalsMode, listTool, rentalIdOf, toast } from './support/onchain';
import { confirmAction, expectRentalState, rentalCard } from './support/rentals';
import { installTestWallet } from './support/testWallet';
import { toolKey } from './support/signedOffers';
import { screenshotBothThemes } from './support/screenshots';
import { bookingPartiesOf } from './support/bookings';

// Booking dates ahead on RentalAgreement v4 (the contract scripts/e2e.mjs deployed): one signature
// serves every booking that fits the tool's calendar. The parties: support/bookings.ts.

// Whole hours are counted in UTC by the contract; in UTC the page's hours are the contract's.
test.use({ timezoneId: 'UTC' });

const DAY = 86_400;

/** The chain's "YYYY-MM-DD" `days` days after its latest block (UTC). */
async function chainDayPlus(days: number): Promise<string> {
  const latest = await chain.getBlock('latest');
  return new Date(((latest?.timestamp ?? 0) + days * DAY) * 1000).toISOString().slice(0, 10);
}

/** Opens the rental form and picks a start (a day and "9:00 AM"-style hour) and the days. */
async function pickBooking(page: Page, toolId: string, booking: { day: string; hour: string; days: number }) {
  await page.goto(`/tools/${toolId}`);
  await page.getByRole('button', { name: 'Rent This Tool' }).click();
  await page.getByLabel('Start day').fill(booking.day);
  await page.getByLabel('Start time').selectOption(booking.hour);
  await page.getByLabel(/duration/i).fill(String(booking.days));
}

test('a borrower books next week; a second is refused the overlapping range, books the adjacent one on the same signature, cancels, and the range is free again', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const { lender, first, second } = bookingPartiesOf(testInfo);
  const name = `Booked mixer ${testInfo.project.name} ${Date.now()}`;
  await installTestWallet(page, { account: lender, authorised: true });
  await signUp(page);
  await chooseRentalsMode(page, 'On-chain');
  const toolId = await listTool(page, { name, rate: '0.02', collateral: '0.05' });
  await page.getByRole('button', { name: 'Offer for on-chain rental' }).click();
  await expect(toast(page, `${name} is open for on-chain rental`)).toBeVisible();
  const lenderSent = await chain.getTransactionCount(lender);

  // The first borrower books next week, 09:00 UTC, for two days.
  const nextWeek = await chainDayPlus(7);
  const start = Date.parse(`${nextWeek}T09:00:00Z`) / 1000;
  await actAs(page, first, null);
  await pickBooking(page, toolId, { day: nextWeek, hour: '9:00 AM', days: 2 });
  const form = page.locator('form').filter({ has: page.getByLabel('Price summary') });
  await expect(form.getByTestId('booking-range')).toContainText(/09:00 to .+ 09:00 UTC/);
  await screenshotBothThemes(page, testInfo, 'booking-form', form);
  await form.getByRole('button', { name: 'Confirm Rental' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const firstCard = rentalCard(page, name);
  await expectRentalState(firstCard, 'COLLATERAL DEPOSITED');
  const firstId = await rentalIdOf(firstCard);
  const booked = await rentalAgreement().getAgreement(firstId);
  expect([booked.startTime, booked.endTime]).toEqual([BigInt(start), BigInt(start + 2 * DAY)]);

  // Before the window: no pickup on the card, which says when it opens; the contract refuses one too.
  await expect(firstCard.getByTestId('pickup-opens')).toContainText('Pickup opens');
  await expect(firstCard.getByTestId('return-deadline')).toBeVisible();
  await expect(firstCard.getByRole('button', { name: 'Confirm Pickup' })).toHaveCount(0);
  await screenshotBothThemes(page, testInfo, 'booked-card', firstCard);
  const asFirst = rentalAgreement().connect(await chain.getSigner(first));
  await expect(asFirst.confirmToolPickup.staticCall(firstId)).rejects.toThrow(/PickupNotOpen|0x/);

  // The second borrower: an hour inside the booking cannot be chosen, a range reaching into it is refused in words.
  await actAs(page, second, null);
  await pickBooking(page, toolId, { day: await chainDayPlus(6), hour: '9:00 AM', days: 1 });
  await page.getByLabel('Start day').fill(nextWeek);
  await expect(page.getByRole('option', { name: '10:00 AM (booked)' })).toBeDisabled();
  await page.getByLabel('Start day').fill(await chainDayPlus(6));
  // The day before: one day from 10:00 would end an hour into the booking.
  await expect(page.getByRole('option', { name: '10:00 AM (booked)' })).toBeDisabled();
  await page.getByLabel('Start time').selectOption('9:00 AM');
  await page.getByLabel(/duration/i).fill('2');
  await expect(page.getByRole('alert').filter({ hasText: 'This tool is already booked from' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm Rental' })).toBeDisabled();

  // The adjacent range, from the booking's end, on the same signature: the owner signs nothing more.
  const adjacentDay = await chainDayPlus(9);
  await page.getByLabel('Start day').fill(adjacentDay);
  await page.getByLabel('Start time').selectOption('9:00 AM');
  await page.getByRole('button', { name: 'Confirm Rental' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const secondCard = rentalCard(page, name);
  await expectRentalState(secondCard, 'COLLATERAL DEPOSITED');
  const secondId = await rentalIdOf(secondCard);
  const adjacent = await rentalAgreement().getAgreement(secondId);
  expect(adjacent.startTime).toBe(BigInt(start + 2 * DAY));
  expect(await chain.getTransactionCount(lender), 'the lender sent nothing more').toBe(lenderSent);
  expect(await rentalAgreement().offerNonce(lender, toolKey(toolId))).toBe(0n);

  // The second borrower cancels: the fee the offer named (0%) goes to the lender, the rest back, to the wei.
  const fromBlock = await chain.getBlockNumber();
  await secondCard.getByRole('button', { name: 'Cancel Rental' }).click();
  await confirmAction(page, 'Cancel Rental');
  await expectRentalState(secondCard, 'RENTAL CANCELLED');
  // Two days at 0.02 ETH and 0.05 ETH collateral.
  const escrow = 2n * 2n * 10n ** 16n + 5n * 10n ** 16n;
  const settlement = await rentalAgreement().settlementOf(secondId);
  expect([settlement[0], settlement[1]]).toEqual([0n, escrow]);
  const released = await rentalAgreement().queryFilter(
    rentalAgreement().filters.CollateralReleased(secondId),
    fromBlock + 1,
  );
  expect(released.map((log) => [log.args.recipient, log.args.amount])).toEqual([[second, escrow]]);

  // The range is free again: its hours can be chosen once more.
  await pickBooking(page, toolId, { day: adjacentDay, hour: '9:00 AM', days: 1 });
  await expect(page.getByRole('option', { name: '9:00 AM', exact: true })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Confirm Rental' })).toBeEnabled();
});
