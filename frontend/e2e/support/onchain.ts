import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { encodeBytes32String, parseEther } from 'ethers';
import { chain, devAccounts, e2eDeployment, feesPaidSince, rentalAgreement } from './chain';
import { signIn, signOut, signUp } from './accounts';
import { confirmAction, expectRentalState, rentTool, rentalCard } from './rentals';
import { switchWalletAccount } from './testWallet';
import { solidPng } from './tools';
import { nth } from '../../src/test/defined';

/** Helpers for the on-chain spec: the rentals switch, a fresh listing, and what the chain holds. */

type Flow = 'rental' | 'dispute' | 'messages' | 'rules' | 'reviews';

/**
 * Development accounts no other spec uses (10..19 of the node's 20), distinct for each project and
 * flow: phone and desktop run at once, and each flow checks its parties' balances to the wei. The
 * chain-clock projects run after all others (playwright.config.ts), so they reuse accounts.
 */
const PARTY_INDEXES: Partial<Record<string, Partial<Record<Flow, [number, number]>>>> = {
  // The reviews flow checks no balance and the messages flow sends nothing: they may share 18 and 19.
  desktop: { rental: [10, 11], dispute: [12, 13], messages: [18, 18], reviews: [18, 19] },
  phone: { rental: [14, 15], dispute: [16, 17], messages: [19, 19], reviews: [19, 18] },
  'desktop-clock': { rules: [10, 11] },
  'phone-clock': { rules: [12, 13] },
};

export async function partiesFor(testInfo: TestInfo, flow: Flow) {
  const accounts = await devAccounts();
  const indexes = PARTY_INDEXES[testInfo.project.name]?.[flow];
  if (!indexes) throw new Error(`No accounts for the ${flow} flow in project ${testInfo.project.name}`);
  const [lenderIndex, borrowerIndex] = indexes;
  return {
    lender: nth(accounts, lenderIndex, 'development account'),
    borrower: nth(accounts, borrowerIndex, 'development account'),
    admin: e2eDeployment().disputeAdmin,
  };
}

/** My Rentals' "Simulated | On-chain" switch. */
export async function chooseRentalsMode(page: Page, mode: 'Simulated' | 'On-chain'): Promise<void> {
  await page.goto('/dashboard');
  const radio = page.getByRole('radiogroup', { name: 'Rentals mode' }).getByRole('radio', { name: mode });
  await radio.click();
  await expect(radio).toHaveAttribute('aria-checked', 'true');
}

/** Lists a tool through /lend (one photo; priced in ETH unless `currency` says) and waits for its page. Returns the tool's id, tool-N. */
export async function listTool(
  page: Page,
  listing: {
    name: string;
    rate: string;
    collateral: string;
    currency?: 'ETH' | 'USDC';
    cancellationFeePercent?: string;
  },
): Promise<string> {
  const currency = listing.currency ?? 'ETH';
  await page.goto('/lend');
  await page.getByLabel('Tool Name').fill(listing.name);
  await page.getByLabel('Description').fill('Listed by the on-chain browser test.');
  await page.getByLabel('Category').selectOption('power tools');
  await page.getByLabel('Location').fill('Elm Street, Springfield');
  await page.locator('input[type="file"]').setInputFiles([solidPng('tool.png', [37, 99, 235])]);
  await expect(page.getByRole('img', { name: 'Your tool, 1 of 1' })).toBeVisible();
  await page
    .getByRole('group', { name: 'Priced in' })
    .getByRole('radio', { name: new RegExp(`^${currency}`) })
    .check();
  await page.getByLabel(`Daily Rate (${currency})`).fill(listing.rate);
  await page.getByLabel(`Collateral Required (${currency})`).fill(listing.collateral);
  if (listing.cancellationFeePercent !== undefined)
    await page.getByLabel('Cancellation fee (% of the rent)').fill(listing.cancellationFeePercent);
  await page.getByRole('button', { name: 'Create Listing' }).click();
  await expect(page).toHaveURL(/\/tools\/tool-\d+$/);
  return new URL(page.url()).pathname.split('/').pop() ?? '';
}

/** Another user signs up with the wallet switched to `borrower`, rents the tool for `days` and lands on My Rentals. */
export async function rentAsNewBorrower(page: Page, borrower: string, toolId: string, days: number): Promise<void> {
  // Signed out first: a wallet switched while the lender is signed in would be linked to the lender's
  // account, and the lender's listings (paid to the linked wallet) would follow it.
  await signOut(page);
  await switchWalletAccount(page, borrower);
  await signUp(page);
  await rentTool(page, toolId, days);
}

/**
 * Signs out and in as the account of `wallet` (`email`; a new account when null) with the wallet switched to it
 * first, so that each account only ever links its own wallet. Lands on My Rentals; returns the e-mail.
 */
export async function actAs(page: Page, wallet: string, email: string | null): Promise<string> {
  await signOut(page);
  await switchWalletAccount(page, wallet);
  const signedIn = email ?? (await signUp(page));
  if (email) await signIn(page, email);
  await page.goto('/dashboard');
  return signedIn;
}

/** The newest toast with this text, of any kind (its data-toast-kind says which). */
export const toast = (page: Page, text: string | RegExp): Locator =>
  page.locator('[data-toast-kind]').filter({ hasText: text }).last();

/**
 * Runs `action` (sign-up, a navigation…) and waits for the toast it brings, watching from before the
 * action starts: a toast closes five seconds after it appears, and on a busy machine the rest of the
 * action can take that long, so a check begun after it would race the toast's timer.
 */
export async function toastDuring(shown: Locator, action: () => Promise<unknown>): Promise<void> {
  await Promise.all([shown.waitFor({ state: 'visible' }), action()]);
}

/** The rental id of a My Rentals card, as the contract numbers it. */
export async function rentalIdOf(card: Locator): Promise<bigint> {
  return BigInt((await card.getAttribute('data-rental-id')) ?? '');
}

/** Balances now, and a way to check later that each changed by exactly `expected` plus the gas it paid. */
export async function watchBalances(accounts: string[]) {
  const fromBlock = (await chain.getBlockNumber()) + 1;
  const before = await Promise.all(accounts.map((account) => chain.getBalance(account)));
  return {
    async expectChanges(expected: bigint[]) {
      for (const [index, account] of accounts.entries()) {
        const after = await chain.getBalance(account);
        const fees = await feesPaidSince(account, fromBlock);
        expect(after - nth(before, index, 'balance before') + fees, `balance change of ${account}, gas excluded`).toBe(
          nth(expected, index, 'expected change'),
        );
      }
    },
  };
}

/** What the contract holds for a rental and the parties' credited balances. */
export async function onchainRental(rentalId: bigint, parties: string[]) {
  const contract = rentalAgreement();
  const agreement = await contract.getAgreement(rentalId);
  const pending = await Promise.all(parties.map((party) => contract.pendingWithdrawals(party)));
  return { agreement, pending };
}

/** Moves the test chain's clock on by `seconds` and mines a block at the new time (the page re-reads on it). */
export async function moveChainTime(seconds: number): Promise<void> {
  await chain.send('evm_increaseTime', [seconds]);
  await chain.send('evm_mine', []);
}

/** The lender's side of a returned tool on My Rentals: Confirm Receipt, then Complete Rental (confirmed). Returns the lender's card. */
export async function completeAsLender(page: Page, toolName: string): Promise<Locator> {
  await page.getByRole('tab', { name: /Lending/ }).click();
  const lent = rentalCard(page, toolName);
  await lent.getByRole('button', { name: 'Confirm Receipt' }).click();
  await expectRentalState(lent, 'INSPECTION PERIOD');
  await lent.getByRole('button', { name: 'Complete Rental' }).click();
  await confirmAction(page, 'Complete Rental');
  await expectRentalState(lent, 'RENTAL COMPLETED');
  return lent;
}

/** The lender takes the wallet back and, in My Rentals' Lending tab, confirms the receipt and completes the rental of `name`. */
export async function receiveAndRelease(page: Page, lender: string, name: string): Promise<void> {
  await switchWalletAccount(page, lender);
  await completeAsLender(page, name);
}

/**
 * Outside the browser, as another app would: `lender` offers `toolId` on the contract (0.01 ETH a day,
 * 0.02 ETH collateral) and `borrower` takes it for one day. Returns the rental's id.
 */
export async function rentOnChainDirectly(lender: string, borrower: string, toolId: string): Promise<bigint> {
  const asLender = rentalAgreement().connect(await chain.getSigner(lender));
  const created = await (
    await asLender.createRentalOffer(encodeBytes32String(toolId), parseEther('0.01'), parseEther('0.02'), 86_400)
  ).wait();
  const rentalId = created?.logs
    .map((log) => asLender.interface.parseLog(log))
    .find((parsed) => parsed?.name === 'RentalCreated')?.args.rentalId as bigint;
  const asBorrower = rentalAgreement().connect(await chain.getSigner(borrower));
  await (await asBorrower.acceptRentalOfferAndDepositCollateral(rentalId, 1, { value: parseEther('0.03') })).wait();
  return rentalId;
}

/**
 * Outside the browser: a rental of `toolId` (`rentOnChainDirectly`) taken through its whole life,
 * picked up, returned, received and released by the lender. Returns the rental's id.
 */
export async function completeOnChainDirectly(lender: string, borrower: string, toolId: string): Promise<bigint> {
  const rentalId = await rentOnChainDirectly(lender, borrower, toolId);
  const asLender = rentalAgreement().connect(await chain.getSigner(lender));
  const asBorrower = rentalAgreement().connect(await chain.getSigner(borrower));
  await (await asBorrower.confirmToolPickup(rentalId)).wait();
  await (await asBorrower.markToolReturned(rentalId)).wait();
  await (await asLender.confirmToolReceiptAndInspect(rentalId)).wait();
  await (await asLender.releaseCollateral(rentalId)).wait();
  return rentalId;
}
