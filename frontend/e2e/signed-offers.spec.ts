import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { parseEther } from 'ethers';
import { signIn, signOut, signUp } from './support/accounts';
import { chain, rentalAgreement } from './support/chain';
import { chooseRentalsMode, listTool, onchainRental, receiveAndRelease, rentalIdOf, toast } from './support/onchain';
import { expectRentalState, pickUpAndReturn, rentalCard } from './support/rentals';
import { DEV_ACCOUNTS, installTestWallet, switchWalletAccount } from './support/testWallet';
import { SIGNED_OFFERS_KEY, signedOfferAsStored, toolKey } from './support/signedOffers';
import { notificationsBell } from './support/layout';
import { screenshotBothThemes } from './support/screenshots';

// Renting by signature against the RentalAgreement that scripts/e2e.mjs deployed: the lender signs
// (no transaction), a borrower rents in one transaction, and what the page says is checked against
// what the contract holds. The on-chain specs' parties (accounts 10..19) check balances to the wei:
// these flows use other development accounts, a pair per project, whose lenders own no sample tool
// and list nothing in the other specs (a lender's signed offers are keyed by its tool ids, tool-N).

const PARTIES: Partial<Record<string, { lender: string; borrower: string }>> = {
  desktop: { lender: DEV_ACCOUNTS[6], borrower: DEV_ACCOUNTS[8] },
  phone: { lender: DEV_ACCOUNTS[7], borrower: DEV_ACCOUNTS[9] },
};

function partiesOf(testInfo: TestInfo) {
  const parties = PARTIES[testInfo.project.name];
  if (!parties) throw new Error(`No signed-offer parties for project ${testInfo.project.name}`);
  return parties;
}

const OPEN = 'Open for on-chain rental: a borrower can rent it now.';

/** The lender signs up with the wallet on `lender` and switches the rentals to on-chain. Returns the e-mail. */
async function signUpAsLender(page: Page, lender: string): Promise<string> {
  await installTestWallet(page, { account: lender, authorised: true });
  const email = await signUp(page);
  await chooseRentalsMode(page, 'On-chain');
  return email;
}

/** Another user, with the wallet switched to `borrower`. Returns the e-mail. */
async function becomeBorrower(page: Page, borrower: string): Promise<string> {
  // Signed out first: a wallet switched while the lender is signed in would be linked to the lender's
  // account, and the lender's listings (paid to the linked wallet) would follow it.
  await signOut(page);
  await switchWalletAccount(page, borrower);
  return signUp(page);
}

/** The lender's contract, sending from its development account (the node signs). */
async function lenderContract(lender: string) {
  return rentalAgreement().connect(await chain.getSigner(lender));
}

test('a lender signs an offer (no transaction), another account rents it in one transaction, Currently Rented, and the listing stays open on the same signature after the rental', async ({
  page,
}, testInfo) => {
  const { lender, borrower } = partiesOf(testInfo);
  const name = `Signed drill ${testInfo.project.name} ${Date.now()}`;
  const lenderEmail = await signUpAsLender(page, lender);
  const toolId = await listTool(page, { name, rate: '0.015', collateral: '0.05' });
  const lenderSent = await chain.getTransactionCount(lender);

  await expect(page.getByLabel('Offer good for')).toHaveValue('30');
  await screenshotBothThemes(
    page,
    testInfo,
    'sign-offer',
    page.getByRole('region', { name: 'This is your own listing' }),
  );
  await page.getByRole('button', { name: 'Offer for on-chain rental' }).click();
  await expect(toast(page, `${name} is open for on-chain rental`)).toBeVisible();
  await expect(page.getByText(OPEN)).toBeVisible();
  expect(await chain.getTransactionCount(lender), 'the lender sent nothing to offer').toBe(lenderSent);

  // The borrower's form shows the signed terms; one transaction opens the rental and pays.
  const borrowerEmail = await becomeBorrower(page, borrower);
  await page.goto(`/tools/${toolId}`);
  await page.getByRole('button', { name: 'Rent This Tool' }).click();
  const summary = page.getByLabel('Price summary');
  await expect(summary).toHaveAttribute('data-terms-source', 'signed');
  await expect(page.getByTestId('signed-offer-terms')).toContainText('The owner signed these terms');
  await page.getByLabel(/duration/i).fill('2');
  await expect(summary).toContainText('0.08 ETH');
  await screenshotBothThemes(page, testInfo, 'signed-rental-form', page.locator('form').filter({ has: summary }));
  const borrowerSent = await chain.getTransactionCount(borrower);
  await page.getByRole('button', { name: 'Confirm Rental' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const card = rentalCard(page, name);
  await expectRentalState(card, 'COLLATERAL DEPOSITED');
  expect(await chain.getTransactionCount(borrower), 'one transaction').toBe(borrowerSent + 1);
  const rentalId = await rentalIdOf(card);
  const { agreement } = await onchainRental(rentalId, []);
  expect([agreement.lender, agreement.borrower, agreement.rentalRate, agreement.collateralAmount]).toEqual([
    lender,
    borrower,
    parseEther('0.015'),
    parseEther('0.05'),
  ]);
  // One signature serves every booking that fits the calendar: renting does not move the nonce (v4).
  expect(await rentalAgreement().offerNonce(lender, toolKey(toolId))).toBe(0n);

  // The catalogue and the tool's page read the rental from the chain.
  await page.goto('/');
  await expect(page.getByRole('article', { name }).getByText('Currently Rented')).toBeVisible();
  await page.goto(`/tools/${toolId}`);
  await expect(page.getByRole('heading', { name: 'Currently Unavailable' })).toBeVisible();

  // Pickup and return, then the lender's receipt and release.
  await page.goto('/dashboard');
  await pickUpAndReturn(page, card);
  await receiveAndRelease(page, lender, name);

  // My Tools keeps the listing open on the same signature: no new signature, no transaction.
  await signOut(page);
  await signIn(page, lenderEmail);
  // The lender's bell followed the borrower on chain too, naming them by their account's name.
  await expect(notificationsBell(page)).toHaveAccessibleName(/^Notifications \((\d|9\+) unread\)$/);
  await notificationsBell(page).click();
  await expect(
    page.getByRole('main').getByText(`${borrowerEmail.split('@')[0]} rented your ${name} for 2 days.`),
  ).toBeVisible();
  await page.goto('/dashboard/my-tools');
  const myCard = page.getByRole('article', { name });
  await expect(myCard.getByText(OPEN)).toBeVisible();
  await screenshotBothThemes(page, testInfo, 'open-after-rental', myCard);
  expect(await chain.getTransactionCount(lender), 'receipt and release only').toBe(lenderSent + 2);

  // Deleting the listing first offers to cancel the signature on chain, and says why.
  await myCard.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirmation = myCard.getByRole('alertdialog', { name: 'Confirm deletion' });
  await expect(confirmation).toContainText(
    /Your signed offer can still be used to rent this tool until .+, even once the listing is deleted\. Cancel it on chain first\./,
  );
  await screenshotBothThemes(page, testInfo, 'delete-cancel-offer', confirmation);
  await confirmation.getByRole('button', { name: 'Cancel signed offer (a transaction)' }).click();
  await expect(toast(page, `The signed offer for ${name} can no longer be used`)).toBeVisible();
  // Only the cancellation moved the nonce: the rental left it at 0.
  expect(await rentalAgreement().offerNonce(lender, toolKey(toolId))).toBe(1n);
  await expect(confirmation.getByRole('button', { name: 'Cancel signed offer (a transaction)' })).toHaveCount(0);
  await confirmation.getByRole('button', { name: 'Yes, Delete' }).click();
  await expect(myCard).toHaveCount(0);
});

test('a cancelled signature and an expired one are refused with readable words before anything is sent', async ({
  page,
}, testInfo) => {
  const { lender, borrower } = partiesOf(testInfo);
  const stamp = `${testInfo.project.name} ${Date.now()}`;
  await signUpAsLender(page, lender);
  const cancelledId = await listTool(page, { name: `Cancelled saw ${stamp}`, rate: '0.01', collateral: '0.02' });
  await page.getByRole('button', { name: 'Offer for on-chain rental' }).click();
  await expect(page.getByText(OPEN)).toBeVisible();
  // The lender cancels from elsewhere (on the contract itself): the offer kept with the listing is worthless now.
  await (await (await lenderContract(lender)).cancelSignedOffers(toolKey(cancelledId))).wait();

  // An offer that expired a second ago by the chain's clock, kept with another listing.
  const expiredId = await listTool(page, { name: `Expired ladder ${stamp}`, rate: '0.01', collateral: '0.02' });
  const latest = await chain.getBlock('latest');
  const kept = await signedOfferAsStored(lender, expiredId, {
    rentalRate: parseEther('0.01'),
    collateralAmount: parseEther('0.02'),
    nonce: await rentalAgreement().offerNonce(lender, toolKey(expiredId)),
    expiry: BigInt((latest?.timestamp ?? 0) - 1),
  });
  await page.evaluate(
    ([key, offer]) => {
      const stored = JSON.parse(localStorage.getItem(key) ?? '{"offers":[],"removed":[]}') as {
        offers: unknown[];
        removed: string[];
      };
      localStorage.setItem(key, JSON.stringify({ ...stored, offers: [...stored.offers, offer] }));
    },
    [SIGNED_OFFERS_KEY, kept] as const,
  );

  await becomeBorrower(page, borrower);
  const sent = await chain.getTransactionCount(borrower);
  await page.goto(`/tools/${cancelledId}`);
  await expect(page.getByRole('note')).toHaveText(
    "The owner's signed offer was cancelled: ask the owner to sign a new one. Contact the owner, or rent it with simulated rentals (switch in My Rentals).",
  );
  await expect(page.getByRole('button', { name: 'Rent This Tool' })).toBeDisabled();
  await page.goto(`/tools/${expiredId}`);
  await expect(page.getByRole('note')).toHaveText(
    /^The owner's signed offer expired on .+: ask the owner to sign a new one\./,
  );
  await screenshotBothThemes(page, testInfo, 'expired-refused', page.getByRole('note'));
  await expect(page.getByRole('button', { name: 'Rent This Tool' })).toBeDisabled();
  expect(await chain.getTransactionCount(borrower), 'nothing was sent').toBe(sent);
});

test('the quote-and-swap attack pays nothing: the lender swaps the on-chain offer between the quote and the click, and the form says the terms changed', async ({
  page,
}, testInfo) => {
  const { lender, borrower } = partiesOf(testInfo);
  const name = `Swapped sander ${testInfo.project.name} ${Date.now()}`;
  await signUpAsLender(page, lender);
  const toolId = await listTool(page, { name, rate: '0.13', collateral: '0.01' });
  // An offer made directly on the contract (createRentalOffer), as another app or a script would.
  const contract = await lenderContract(lender);
  await (await contract.createRentalOffer(toolKey(toolId), parseEther('0.13'), parseEther('0.01'), 86_400)).wait();
  const quotedId = await contract.rentalCount();

  await becomeBorrower(page, borrower);
  await page.goto(`/tools/${toolId}`);
  await page.getByRole('button', { name: 'Rent This Tool' }).click();
  const summary = page.getByLabel('Price summary');
  await expect(summary).toHaveAttribute('data-terms-source', 'offer');
  await expect(summary).toContainText('0.13 ETH');

  // The swap: the quoted offer withdrawn, one at a hundred times the rate opened for the same tool.
  await (await contract.cancelRental(quotedId)).wait();
  await (await contract.createRentalOffer(toolKey(toolId), parseEther('13'), parseEther('0.01'), 86_400)).wait();
  const sent = await chain.getTransactionCount(borrower);
  const balance = await chain.getBalance(borrower);
  await page.getByRole('button', { name: 'Confirm Rental' }).click();

  // The form's own alert (the failure's toast says it too).
  const form = page.locator('form').filter({ has: summary });
  const changed = form
    .getByRole('alert')
    .filter({ hasText: "The owner's offer changed since these terms were shown: nothing was sent." });
  await expect(changed).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm Rental' })).toBeEnabled();
  await screenshotBothThemes(page, testInfo, 'terms-changed', form);
  await expect(summary.getByText('Rate per day').locator('xpath=following-sibling::dd')).toHaveText('0.13 ETH');
  expect(await chain.getTransactionCount(borrower), 'nothing was sent').toBe(sent);
  expect(await chain.getBalance(borrower)).toBe(balance);
  expect(page.url()).toMatch(new RegExp(`/tools/${toolId}$`));
  // The new terms, only when asked.
  await changed.getByRole('button', { name: 'Show the new terms' }).click();
  await expect(summary.getByText('Rate per day').locator('xpath=following-sibling::dd')).toHaveText('13 ETH');
});
