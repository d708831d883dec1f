import { expect, test } from '@playwright/test';
import { signOut, signUp } from './support/accounts';
import { chooseRentalsMode, listTool, toast } from './support/onchain';
import { screenshotBothThemes } from './support/screenshots';
import {
  DEV_ACCOUNTS,
  installTestWallet,
  switchWalletAccount,
  switchWalletChain,
  walletChainId,
} from './support/testWallet';

// Issue 31, point 8: with the wallet on another chain than Toolshare's, every form that would send a
// transaction offers the switch instead, in words that name both networks.

const ON_MAINNET = 'Toolshare runs on the local test chain; your wallet is on Ethereum mainnet.';

/** A lender and a borrower per project (both run on one chain at once); nothing here is sent, only signed. */
const PARTIES: Record<string, { lender: string; borrower: string }> = {
  desktop: { lender: DEV_ACCOUNTS[9], borrower: DEV_ACCOUNTS[7] },
  phone: { lender: DEV_ACCOUNTS[5], borrower: DEV_ACCOUNTS[8] },
};

test('a wallet on mainnet is offered the switch instead of Confirm Rental, and the form is back after it', async ({
  page,
}, testInfo) => {
  const parties = PARTIES[testInfo.project.name];
  if (!parties) throw new Error(`no parties for project ${testInfo.project.name}`);

  // A lender opens a tool for on-chain rental (a signature, no transaction) on the local chain.
  await installTestWallet(page, { account: parties.lender, authorised: true });
  await signUp(page);
  await chooseRentalsMode(page, 'On-chain');
  const name = `Wrong network ${testInfo.project.name} ${Date.now()}`;
  const toolId = await listTool(page, { name, rate: '0.002', collateral: '0.01' });
  await page.getByRole('button', { name: 'Offer for on-chain rental' }).click();
  await expect(toast(page, `${name} is open for on-chain rental`)).toBeVisible();

  // A borrower whose wallet is on Ethereum mainnet.
  await signOut(page);
  await switchWalletAccount(page, parties.borrower);
  // The app reloads on a chain change (as specified): wait for that load before going anywhere.
  const reloaded = page.waitForEvent('load');
  await switchWalletChain(page, '0x1');
  await reloaded;
  await signUp(page);

  await page.goto(`/tools/${toolId}`);
  await page.getByRole('button', { name: 'Rent This Tool' }).click();
  const gate = page.getByTestId('wrong-network');
  await expect(gate).toHaveText(new RegExp(`^${ON_MAINNET.replaceAll('.', '\\.')}`));
  await expect(gate.getByRole('button', { name: 'Switch to the local test chain' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm Rental' })).toHaveCount(0);
  await screenshotBothThemes(page, testInfo, 'wrong-network-rent-form', page.getByRole('main'));

  // My Rentals says the same, once, in place of the rentals and their actions.
  await page.goto('/dashboard');
  await expect(page.getByTestId('wrong-network')).toHaveCount(1);
  await expect(page.getByTestId('wrong-network')).toContainText(ON_MAINNET);
  await expect(page.getByText(/RentalAgreement|deployed on chain/)).toHaveCount(0);
  await screenshotBothThemes(page, testInfo, 'wrong-network-my-rentals', page.getByRole('main'));

  // Switching reloads the page on the local chain: the rent form is back as it was, with Confirm Rental.
  await page.goto(`/tools/${toolId}`);
  await page.getByRole('button', { name: 'Rent This Tool' }).click();
  await page.getByTestId('wrong-network').getByRole('button', { name: 'Switch to the local test chain' }).click();
  await expect(page.getByRole('button', { name: 'Confirm Rental' })).toBeVisible();
  await expect(page.getByTestId('wrong-network')).toHaveCount(0);
  expect(await walletChainId(page)).toBe('0x5');
});
