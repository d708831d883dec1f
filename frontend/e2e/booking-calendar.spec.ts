import { expect, test, type Locator, type Page } from '@playwright/test';
import { signUp } from './support/accounts';
import { chain, rentalAgreement } from './support/chain';
import { actAs, chooseRentalsMode, listTool, toast } from './support/onchain';
import { expectRentalState, rentalCard } from './support/rentals';
import { DEV_ACCOUNTS, installTestWallet } from './support/testWallet';
import { screenshotBothThemes } from './support/screenshots';
import { bookingPartiesOf } from './support/bookings';

// The tool page's booking calendar and the rent form's dispute admin, against RentalAgreement v4 on
// the test chain, with the booking spec's parties (support/bookings.ts). The appointment made here is
// undone before the test ends, whatever happens.

// In UTC the page's days and hours are the contract's; the words below are written in it.
test.use({ timezoneId: 'UTC' });

const DAY = 86_400;
const inUtc = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });
const bookingTime = inUtc({ weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
const monthName = inUtc({ month: 'long', year: 'numeric' });
const deadline = inUtc({ month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });

/** The calendar's cell of day `date` ("YYYY-MM-DD"), after moving to its month. */
async function calendarDay(calendar: Locator, date: string): Promise<Locator> {
  const month = monthName.format(Date.parse(`${date}T12:00:00Z`));
  for (let step = 0; step < 7 && !(await calendar.getByText(month, { exact: true }).isVisible()); step++)
    await calendar.getByRole('button', { name: 'Next month' }).click();
  await expect(calendar.getByText(month, { exact: true })).toBeVisible();
  return calendar.locator(`td[data-day="${Number(date.slice(8))}"]`);
}

async function openRentForm(page: Page, toolId: string): Promise<Locator> {
  await page.goto(`/tools/${toolId}`);
  await page.getByRole('button', { name: 'Rent This Tool' }).click();
  return page.locator('form').filter({ has: page.getByLabel('Price summary') });
}

test('the tool page shows the booked days and ranges, and the rent form names the dispute admin, and a new one scheduled', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const { lender, first: borrower } = bookingPartiesOf(testInfo);
  const name = `Calendar saw ${testInfo.project.name} ${Date.now()}`;
  await installTestWallet(page, { account: lender, authorised: true });
  await signUp(page);
  await chooseRentalsMode(page, 'On-chain');
  const toolId = await listTool(page, { name, rate: '0.02', collateral: '0.05' });
  await page.getByRole('button', { name: 'Offer for on-chain rental' }).click();
  await expect(toast(page, `${name} is open for on-chain rental`)).toBeVisible();

  // Before any booking: every day is free, today is marked.
  await actAs(page, borrower, null);
  await page.goto(`/tools/${toolId}`);
  const calendar = page.getByRole('region', { name: 'Bookings' });
  await expect(calendar.getByText('No bookings yet: every day is free.')).toBeVisible();
  await expect(calendar.locator('td[aria-current="date"]')).toHaveCount(1);

  // The rent form names the admin in office before paying.
  const contract = rentalAgreement();
  const admin = await contract.disputeAdmin();
  const form = await openRentForm(page, toolId);
  await expect(form.getByTestId('dispute-admin-before-paying')).toContainText(
    `Disputes are ruled by ${admin} (the marketplace's dispute admin).`,
  );
  await expect(form.getByTestId('dispute-admin-pending')).toHaveCount(0);

  // Book from 09:00 UTC a week ahead (by the chain's clock) for two days.
  const latest = await chain.getBlock('latest');
  const startDay = new Date(((latest?.timestamp ?? 0) + 7 * DAY) * 1000).toISOString().slice(0, 10);
  const start = Date.parse(`${startDay}T09:00:00Z`) / 1000;
  await page.getByLabel('Start day').fill(startDay);
  await page.getByLabel('Start time').selectOption('9:00 AM');
  await page.getByLabel(/duration/i).fill('2');
  await form.getByRole('button', { name: 'Confirm Rental' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expectRentalState(rentalCard(page, name), 'COLLATERAL DEPOSITED');

  // The calendar: the first day partly booked (from 9:00 AM), the next wholly, the last until 9:00 AM; the list reads the range exactly.
  await page.goto(`/tools/${toolId}`);
  await expect(calendar.getByRole('list', { name: 'Booked ranges' }).getByRole('listitem')).toHaveText([
    `Booked ${bookingTime.format(start * 1000)} to ${bookingTime.format((start + 2 * DAY) * 1000)}`,
  ]);
  const isoDay = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);
  const first = await calendarDay(calendar, startDay);
  await expect(first).toHaveAttribute('data-booking', 'partlyBooked');
  await expect(first).toHaveAttribute('title', 'Booked from 9:00 AM');
  // The days after may lie in the next month: calendarDay moves there.
  await expect(await calendarDay(calendar, isoDay(start + DAY))).toHaveAttribute('title', 'Booked all day');
  const last = await calendarDay(calendar, isoDay(start + 2 * DAY));
  await expect(last).toHaveAttribute('title', 'Booked until 9:00 AM');
  await expect(await calendarDay(calendar, isoDay(start + 3 * DAY))).toHaveAttribute('data-booking', 'free');
  await calendar.scrollIntoViewIfNeeded();
  await screenshotBothThemes(page, testInfo, 'booking-calendar', calendar);

  // The owner schedules a new admin: the open form says who takes office and when, and that this booking keeps the admin in office.
  const owner = await chain.getSigner(await contract.owner());
  const newAdmin = DEV_ACCOUNTS[3];
  const rentForm = await openRentForm(page, toolId);
  try {
    await (await contract.connect(owner).setDisputeAdmin(newAdmin)).wait();
    const [, effectiveAt] = await contract.pendingDisputeAdmin();
    await expect(rentForm.getByTestId('dispute-admin-pending')).toHaveText(
      `A new dispute admin, ${newAdmin}, takes office on ${deadline.format(Number(effectiveAt) * 1000)}. Paid before then, this booking stays with ${admin}, even after the change.`,
    );
    await expect(rentForm.getByTestId('dispute-admin-before-paying')).toContainText(`Disputes are ruled by ${admin}`);
    await screenshotBothThemes(page, testInfo, 'dispute-admin-before-paying', rentForm);
  } finally {
    // Appointing the admin in office again replaces the pending appointment: the other specs keep their admin.
    await (await contract.connect(owner).setDisputeAdmin(admin)).wait();
  }
  await expect(rentForm.getByTestId('dispute-admin-pending')).toHaveCount(0);
});
