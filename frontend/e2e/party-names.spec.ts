import { expect, test, type Locator, type Page } from '@playwright/test';
import { signOut, signUp, TEST_PASSWORD, uniqueEmail } from './support/accounts';
import { listTool, toast } from './support/onchain';
import { confirmAction, expectRentalState, rentTool, rentalCard } from './support/rentals';
import { screenshotBothThemes } from './support/screenshots';
import { DEV_ACCOUNTS, installTestWallet, switchWalletAccount } from './support/testWallet';

// Issue 31, point 6: people are named, not shown as bare addresses. A rental card's other party, the
// Dispute Center's parties and a review's author show the account's name, linked to their profile,
// with the short address second; the admin's ruling form shows what was filed and what each party
// would receive for the share being typed. Simulated rentals: every party is an account of this browser,
// and the rentals last for the visit, so once one exists the test moves only by the app's own links.

const nameOf = (email: string) => email.split('@')[0] ?? email;
/** "0x1234...AbCd", as the app shortens an address. */
const short = (address: string) => `${address.slice(0, 6)}...${address.slice(-4)}`;

/** Expects `where` to name `email`'s account, linked to its profile `/user/<id>`, with `address` shortened beside it. */
async function expectNamed(where: Locator, email: string, address: string): Promise<string> {
  const link = where.getByRole('link', { name: nameOf(email), exact: true });
  await expect(link).toHaveAttribute('href', /^\/user\/[0-9a-f-]{36}$/);
  await expect(where.getByTestId('party-address').filter({ hasText: short(address) })).toBeVisible();
  return (await link.getAttribute('href')) ?? '';
}

/** Follows the footer's link `name` (a link inside the app: the visit, and its simulated rentals, go on). */
async function follow(page: Page, name: 'Dashboard' | 'Dispute Center'): Promise<void> {
  await page.getByRole('contentinfo').getByRole('link', { name }).click();
}

/**
 * Signs out, switches the wallet to `wallet` and signs in as `email` (or up, as a new account, when
 * null) through the header's Sign In link, without loading the page again. Returns the e-mail.
 */
async function switchTo(page: Page, wallet: string, email: string | null): Promise<string> {
  await signOut(page);
  await switchWalletAccount(page, wallet);
  await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
  const account = email ?? uniqueEmail('admin');
  if (!email) await page.getByRole('button', { name: "Don't have an account? Sign up" }).click();
  await page.getByLabel('Email address').fill(account);
  await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
  if (!email) await page.getByLabel('Confirm password').fill(TEST_PASSWORD);
  await page.getByRole('button', { name: email ? 'Sign in' : 'Sign up', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  return account;
}

test('rental cards, the Dispute Center and reviews name each party with a link to their profile, and the ruling form shows what was filed and each share as typed', async ({
  page,
}, testInfo) => {
  // Three accounts and a whole disputed rental, resolved, finalized and reviewed.
  test.setTimeout(120_000);
  const [lender, borrower] = [DEV_ACCOUNTS[8], DEV_ACCOUNTS[9]];
  const admin = DEV_ACCOUNTS[0];

  await installTestWallet(page, { account: lender, authorised: true });
  const lenderEmail = await signUp(page, uniqueEmail('lena'));
  const toolName = `Named drill ${testInfo.project.name} ${Date.now()}`;
  const toolId = await listTool(page, { name: toolName, rate: '0.01', collateral: '0.05' });

  await signOut(page);
  await switchWalletAccount(page, borrower);
  const borrowerEmail = await signUp(page, uniqueEmail('sam'));
  await rentTool(page, toolId, 2);
  const borrowed = rentalCard(page, toolName);
  await expectRentalState(borrowed, 'COLLATERAL DEPOSITED');
  // The borrower's card names the lender, linked to her profile, the address second.
  const lenderProfile = await expectNamed(borrowed, lenderEmail, lender);
  await screenshotBothThemes(page, testInfo, 'rental-card-lender-named', borrowed);

  await borrowed.getByRole('button', { name: 'Confirm Pickup' }).click();
  await confirmAction(page, 'Confirm Pickup');
  await expectRentalState(borrowed, 'RENTAL ACTIVE');
  await borrowed.getByRole('button', { name: 'File Dispute' }).click();
  await borrowed.getByLabel('Reason for the dispute').fill('The chuck wobbles.');
  await borrowed.getByRole('button', { name: 'Submit Dispute' }).click();
  await confirmAction(page, 'File Dispute');
  await expectRentalState(borrowed, 'DISPUTE OPENED');

  await borrowed.getByRole('link', { name: 'Open the Dispute Center' }).click();
  const dispute = page.getByRole('article', { name: `Dispute about ${toolName}` });
  const parties = dispute.getByRole('definition');
  expect(await expectNamed(parties.nth(0), lenderEmail, lender)).toBe(lenderProfile);
  const borrowerProfile = await expectNamed(parties.nth(1), borrowerEmail, borrower);
  await dispute.getByRole('button', { name: 'Submit Evidence' }).click();
  const evidence = dispute.getByRole('form', { name: 'Submit evidence' });
  await evidence.getByLabel('Details').fill('Video of the wobble at pickup.');
  await evidence.getByRole('button', { name: 'Submit Evidence' }).click();
  await expect(dispute.getByText('Evidence submitted')).toBeVisible();

  // The lender's card names the borrower.
  await switchTo(page, lender, lenderEmail);
  await follow(page, 'Dashboard');
  await page.getByRole('tab', { name: /^Lending/ }).click();
  const lent = rentalCard(page, toolName);
  expect(await expectNamed(lent, borrowerEmail, borrower)).toBe(borrowerProfile);

  // The dispute admin's ruling form: what was filed, then each party's part of the 0.07 ETH escrow as the share is typed.
  await switchTo(page, admin, null);
  await follow(page, 'Dispute Center');
  const ruling = page
    .getByRole('article', { name: `Dispute about ${toolName}` })
    .getByRole('form', { name: 'Resolve dispute' });
  await expect(ruling.getByRole('region', { name: 'Evidence submitted' })).toContainText(
    'Video of the wobble at pickup.',
  );
  const share = ruling.getByLabel("Lender's share of the escrow (%)");
  // The default half.
  await expect(ruling.getByTestId('ruling-to-lender')).toHaveText('0.035 ETH');
  await expect(ruling.getByTestId('ruling-to-borrower')).toHaveText('0.035 ETH');
  await share.fill('70');
  await expect(ruling.getByTestId('ruling-to-lender')).toHaveText('0.049 ETH');
  await expect(ruling.getByTestId('ruling-to-borrower')).toHaveText('0.021 ETH');
  // A share that does not read shows no amounts.
  await share.fill('101');
  await expect(ruling.getByTestId('ruling-to-lender')).toHaveCount(0);
  await share.fill('70');
  await ruling.getByLabel('Resolution details').fill('The chuck was worn before the rental.');
  await screenshotBothThemes(page, testInfo, 'ruling-form', ruling);
  await ruling.getByRole('button', { name: 'Resolve Dispute' }).click();
  await expect(toast(page, 'Dispute resolved')).toBeVisible();

  // The borrower finalizes and reviews the lender; her profile's review is by the borrower, named.
  await switchTo(page, borrower, borrowerEmail);
  await follow(page, 'Dispute Center');
  const resolved = page.getByRole('article', { name: `Dispute about ${toolName}` });
  await expect(resolved.getByText('Resolution Details')).toBeVisible();
  await screenshotBothThemes(page, testInfo, 'dispute-center-named', resolved);
  await resolved.getByRole('button', { name: 'Finalize and Pay Out' }).click();
  await confirmAction(page, 'Finalize');
  await follow(page, 'Dashboard');
  const completed = rentalCard(page, toolName);
  await expectRentalState(completed, 'RENTAL COMPLETED');
  await completed.getByRole('button', { name: 'Leave a review' }).click();
  const review = completed.getByRole('form', { name: 'Review the lender' });
  await review.getByRole('radio', { name: '4 stars' }).check();
  await review.getByRole('button', { name: 'Sign and post review' }).click();
  await expect(toast(page, 'Review posted')).toBeVisible();
  // Her name on the card leads to her profile.
  await completed.getByRole('link', { name: nameOf(lenderEmail), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${lenderProfile}$`));
  const reviews = page.getByRole('list', { name: 'Reviews' });
  await expect(reviews.getByRole('listitem')).toHaveCount(1);
  expect(await expectNamed(reviews, borrowerEmail, borrower)).toBe(borrowerProfile);
  await screenshotBothThemes(page, testInfo, 'profile-review-named', reviews);
});
