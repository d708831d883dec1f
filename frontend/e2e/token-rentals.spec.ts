import { expect, test, type TestInfo } from '@playwright/test';
import { Contract, Interface } from 'ethers';
import { signUp } from './support/accounts';
import { chain, devAccounts, e2eDeployment, rentalAgreement } from './support/chain';
import { actAs, chooseRentalsMode, completeAsLender, listTool, rentalIdOf, toast } from './support/onchain';
import { confirmAction, expectRentalState, pickUpAndReturn, rentalCard } from './support/rentals';
import { installTestWallet, switchWalletAccount } from './support/testWallet';
import { screenshotBothThemes } from './support/screenshots';
import { nth } from '../src/test/defined';

// A rental priced in the deployment's dollar token (the Test USDC that scripts/e2e.mjs deployed and
// gave every development account 10,000 of), paid with one EIP-2612 permit signature and one
// transaction, released, and withdrawn by both parties in USDC. No other spec moves USDC, so each
// party's token balance is checked to the unit. The parties list nothing in any other spec (their
// tool ids, tool-N, would share the contract's calendar) and check no ETH balance here.
const PARTY_INDEXES: Partial<Record<string, [lender: number, borrower: number]>> = {
  desktop: [11, 13],
  phone: [15, 17],
};

async function partiesOf(testInfo: TestInfo) {
  const indexes = PARTY_INDEXES[testInfo.project.name];
  if (!indexes) throw new Error(`No token-rental parties for project ${testInfo.project.name}`);
  const accounts = await devAccounts();
  return {
    lender: nth(accounts, indexes[0], 'development account'),
    borrower: nth(accounts, indexes[1], 'development account'),
  };
}

/** The test deployment's dollar token, read-only. */
function dollarToken() {
  const token = e2eDeployment().paymentToken;
  if (!token) throw new Error('The test deployment accepts no dollar token: scripts/deploy.ts deploys one locally.');
  const abi = [
    'function balanceOf(address) view returns (uint256)',
    'function allowance(address, address) view returns (uint256)',
  ];
  return { address: token.address, contract: new Contract(token.address, abi, chain) };
}

/** USDC in its base units (6 decimals): usdc('12.50') is 12_500_000n. */
const usdc = (amount: string): bigint => {
  const [whole = '0', fraction = ''] = amount.split('.');
  return BigInt(whole) * 1_000_000n + BigInt(fraction.padEnd(6, '0'));
};

/** Base units as the app writes USDC: every unit shown, at least the cents (10_000_000_000n is "10000.00 USDC"). */
const usdcText = (units: bigint): string =>
  `${units / 1_000_000n}.${(units % 1_000_000n).toString().padStart(6, '0').replace(/0+$/, '').padEnd(2, '0')} USDC`;

test('a USDC rental: listed and signed in USDC, paid with one permit signature and one transaction (no approve), released, both withdraw USDC, to the unit', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const { lender, borrower } = await partiesOf(testInfo);
  const token = dollarToken();
  const agreementAddress = e2eDeployment().address;
  const balanceOf = async (account: string) => (await token.contract.getFunction('balanceOf')(account)) as bigint;
  const [lenderBefore, borrowerBefore] = await Promise.all([balanceOf(lender), balanceOf(borrower)]);
  const name = `USDC sander ${testInfo.project.name} ${Date.now()}`;

  // The lender lists a sander at 12.50 USDC a day with 80 USDC collateral and signs its offer.
  await installTestWallet(page, { account: lender, authorised: true });
  await signUp(page);
  await chooseRentalsMode(page, 'On-chain');
  const toolId = await listTool(page, { name, rate: '12.50', collateral: '80', currency: 'USDC' });
  await expect(page.getByText('12.50 USDC / day').first()).toBeVisible();
  await page.getByRole('button', { name: 'Offer for on-chain rental' }).click();
  await expect(toast(page, `${name} is open for on-chain rental`)).toBeVisible();

  // The borrower sees the price and their USDC balance before paying: 3 days, 37.50 rent + 80 collateral.
  await actAs(page, borrower, null);
  await page.goto(`/tools/${toolId}`);
  await page.getByRole('button', { name: 'Rent This Tool' }).click();
  await page.getByLabel(/duration/i).fill('3');
  const form = page.locator('form').filter({ has: page.getByLabel('Price summary') });
  await expect(form.getByLabel('Price summary')).toContainText('117.50 USDC');
  const paymentSummary = form.getByTestId('payment-summary');
  await expect(paymentSummary.getByText('Your USDC balance')).toBeVisible();
  await expect(paymentSummary.getByTestId('payment-balance')).toHaveText(usdcText(borrowerBefore));
  await expect(paymentSummary.getByTestId('network-fee')).toHaveText(/^about \d+\.\d+ ETH$/);
  await screenshotBothThemes(page, testInfo, 'usdc-rent-form', form);

  // One permit signature (no transaction) and one transaction: the rental with the permit in it.
  const borrowerSent = await chain.getTransactionCount(borrower);
  await form.getByRole('button', { name: 'Confirm Rental' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const card = rentalCard(page, name);
  await expectRentalState(card, 'COLLATERAL DEPOSITED');
  const rentalId = await rentalIdOf(card);
  expect(await chain.getTransactionCount(borrower), 'one transaction, no approve').toBe(borrowerSent + 1);
  const [deposit] = await rentalAgreement().queryFilter(rentalAgreement().filters.RentalBooked(rentalId));
  const sent = await chain.getTransaction(deposit?.transactionHash ?? '');
  expect(sent?.from).toBe(borrower);
  expect(sent?.to).toBe(agreementAddress);
  const selector = new Interface(rentalAgreement().interface.fragments).getFunction(
    'acceptSignedRentalOfferWithPermit',
  )?.selector;
  expect(sent?.data.slice(0, 10)).toBe(selector);
  expect(await token.contract.getFunction('allowance')(borrower, agreementAddress), 'the allowance stays 0').toBe(0n);
  const agreement = await rentalAgreement().getAgreement(rentalId);
  expect(agreement.paymentToken).toBe(token.address);
  expect([agreement.rentalRate, agreement.collateralAmount]).toEqual([usdc('12.50'), usdc('80')]);
  expect(await balanceOf(borrower)).toBe(borrowerBefore - usdc('117.50'));
  await screenshotBothThemes(page, testInfo, 'usdc-rental-card', card);

  // Pickup, return; the lender confirms the receipt and completes the rental.
  await pickUpAndReturn(page, card);
  await switchWalletAccount(page, lender);
  await completeAsLender(page, name);

  // Both withdraw in USDC: the rent to the lender, the collateral back to the borrower.
  const tokenCredit = page.getByTestId('pending-token-withdrawal');
  const withdrawUsdc = page.getByRole('button', { name: 'Withdraw USDC' });
  for (const [party, amount] of [
    [lender, '37.50'],
    [borrower, '80.00'],
  ] as const) {
    await switchWalletAccount(page, party);
    await page.goto('/dashboard');
    await expect(tokenCredit).toHaveText(`${amount} USDC`);
    if (party === lender) {
      // My Rentals with both panels, ETH and USDC (the innermost section holding them).
      const myRentals = page.locator('section').filter({ has: tokenCredit }).last();
      await screenshotBothThemes(page, testInfo, 'usdc-withdraw-panels', myRentals);
    }
    await withdrawUsdc.click();
    expect(await confirmAction(page, 'Withdraw')).toContain(`${amount} USDC`);
    await expect(toast(page, `Withdrew ${amount} USDC`)).toBeVisible();
    await expect(tokenCredit).toHaveCount(0);
  }

  // The chain agrees, to the unit: nothing left credited, the rent moved from the borrower to the lender.
  const contract = rentalAgreement();
  expect(await contract.pendingTokenWithdrawals(token.address, lender)).toBe(0n);
  expect(await contract.pendingTokenWithdrawals(token.address, borrower)).toBe(0n);
  expect(await balanceOf(lender)).toBe(lenderBefore + usdc('37.50'));
  expect(await balanceOf(borrower)).toBe(borrowerBefore - usdc('37.50'));
});
