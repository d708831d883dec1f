import { expect, test } from '@playwright/test';
import { signUp } from './support/accounts';
import { actAs, chooseRentalsMode, completeAsLender, listTool } from './support/onchain';
import { expectRentalState, pickUpAndReturn, rentalCard, rentTool } from './support/rentals';
import { ownPublicProfile, recordFigures } from './support/profiles';
import { screenshotBothThemes } from './support/screenshots';
import { DEV_ACCOUNTS, installTestWallet } from './support/testWallet';

test('Profile Settings asks signed-out visitors to sign in', async ({ page }) => {
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
  await expect(page.getByText('Please sign in to view your profile.')).toBeVisible();
});

test('a user connects a wallet from the profile and sees it linked, shortened', async ({ page }) => {
  await installTestWallet(page, { account: DEV_ACCOUNTS[7], authorised: false });
  const email = await signUp(page);
  await page.goto('/profile');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
  await expect(page.getByText('Connect your Ethereum wallet to enable lending and borrowing tools')).toBeVisible();
  // No setting that does nothing: the unsaved notification preferences are gone.
  await expect(page.getByRole('checkbox')).toHaveCount(0);

  await page.getByRole('main').getByRole('button', { name: 'Connect Wallet' }).click();
  await expect(page.getByText('Wallet connected successfully!')).toBeVisible();
  await expect(page.getByTestId('profile-wallet-address')).toHaveText('0x14dC...9955');
  // The wallet feature links it to the account (a signature): the profile then shows it as linked.
  await expect(page.getByText('Linked', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('profile-wallet-address')).toHaveText('0x14dC...9955');
});

test("the public profile's tools show their photo count and open the Tool Photos gallery", async ({ page }) => {
  await page.goto('/user/user-alice');
  await expect(page.getByRole('heading', { level: 1, name: 'alice' })).toBeVisible();
  const drill = page.getByRole('button', { name: /^Cordless Drill 18V: view 3 photos$/ });
  await drill.hover();
  await expect(drill.getByTestId('photo-count')).toHaveCSS('opacity', '1');
  await expect(drill.getByTestId('photo-count')).toHaveText('3 photos');

  await drill.click();
  const gallery = page.getByRole('dialog', { name: 'Tool Photos' });
  await expect(gallery.getByTestId('photo-position')).toHaveText('1 / 3');
  await gallery.getByRole('button', { name: 'Next photo' }).click();
  await expect(gallery.getByTestId('photo-position')).toHaveText('2 / 3');
  await expect(gallery.getByRole('img', { name: 'Cordless Drill 18V, photo 2 of 3' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(gallery).toHaveCount(0);
});

/**
 * The parties of the on-chain profile test, one pair per project (phone and desktop run at once): accounts
 * that no other spec completes a rental with on chain (5 to 9 are the signed offers' and the networks',
 * 10 to 19 partiesFor's), so the figures compared before and after move only by this test.
 */
const PROFILE_PARTIES: Partial<Record<string, { lender: string; borrower: string }>> = {
  desktop: { lender: DEV_ACCOUNTS[3], borrower: DEV_ACCOUNTS[1] },
  phone: { lender: DEV_ACCOUNTS[4], borrower: DEV_ACCOUNTS[2] },
};

test("after a completed on-chain rental, each party's public profile shows the figures and the tools", async ({
  page,
}, testInfo) => {
  const parties = PROFILE_PARTIES[testInfo.project.name];
  if (!parties) throw new Error(`No parties for project ${testInfo.project.name}`);
  const { lender, borrower } = parties;
  const name = `Sander ${testInfo.project.name} ${Date.now()}`;

  // The lender writes a bio and a location, and opens a listing on chain once the wallet is linked.
  await installTestWallet(page, { account: lender, authorised: true });
  const lenderEmail = await signUp(page);
  await chooseRentalsMode(page, 'On-chain');
  await page.goto('/profile');
  await page.getByLabel('Location').fill('Elm Street, Springfield');
  await page.getByLabel('Bio').fill('Woodworker. Sanders come back clean.');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText('Profile saved')).toBeVisible();
  await screenshotBothThemes(page, testInfo, 'profile-settings', page.getByRole('main'));
  const lenderProfile = await ownPublicProfile(page);
  const lenderBefore = await recordFigures(page);
  const toolId = await listTool(page, { name, rate: '0.01', collateral: '0.05' });
  await page.getByRole('button', { name: 'Offer for on-chain rental' }).click();
  await expect(page.getByText('Open for on-chain rental: a borrower can rent it now.')).toBeVisible();

  // Another member, with the borrower's wallet, rents it for 2 days, picks it up and brings it back at once.
  await actAs(page, borrower, null);
  const borrowerProfile = await ownPublicProfile(page);
  const borrowerBefore = await recordFigures(page);
  await rentTool(page, toolId, 2);
  const card = rentalCard(page, name);
  await expectRentalState(card, 'COLLATERAL DEPOSITED');
  await pickUpAndReturn(page, card);
  // The lender, signed in again with their wallet, receives it and completes the rental.
  await actAs(page, lender, lenderEmail);
  await completeAsLender(page, name);

  // The lender's profile, as anyone sees it: one more rental completed as lender, the tool rented once.
  await page.goto(lenderProfile);
  await expect(page.getByText('Woodworker. Sanders come back clean.')).toBeVisible();
  await expect(page.getByText('Elm Street, Springfield')).toBeVisible();
  await expect(page.getByText('From the rentals on chain: anyone can check them against the contract.')).toBeVisible();
  expect(await recordFigures(page)).toEqual({ ...lenderBefore, 'record-lender': lenderBefore['record-lender'] + 1 });
  const lentTile = page
    .getByRole('region', { name: "Tools I've Lent" })
    .getByRole('button', { name: new RegExp(`^${name}: view 1 photo$`) });
  await expect(lentTile).toContainText('Rented 1 time');
  await screenshotBothThemes(page, testInfo, 'public-profile-lender', page.getByRole('main'));

  // The borrower's: one more completed as borrower, returned on time, the tool among those borrowed with the date.
  await page.goto(borrowerProfile);
  expect(await recordFigures(page)).toEqual({
    ...borrowerBefore,
    'record-borrower': borrowerBefore['record-borrower'] + 1,
    'record-on-time': borrowerBefore['record-on-time'] + 1,
  });
  const borrowedTile = page
    .getByRole('region', { name: "Tools I've Borrowed" })
    .getByRole('button', { name: new RegExp(`^${name}: view 1 photo$`) });
  await expect(borrowedTile).toContainText(/Borrowed [A-Z][a-z]{2} \d{1,2}, \d{4}/);
  await expect(page.getByText('No bio yet.')).toBeVisible();
  await screenshotBothThemes(page, testInfo, 'public-profile-borrower', page.getByRole('main'));
});
