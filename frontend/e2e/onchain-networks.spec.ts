import { expect, test } from '@playwright/test';
import { Contract } from 'ethers';
import { readFileSync } from 'node:fs';
import { isPhoneLayout, linkedWallet, openMobileMenu, signOut, signUp } from './support/accounts';
import { chain, e2eDeployment } from './support/chain';
import { chooseRentalsMode, listTool, rentOnChainDirectly, toast } from './support/onchain';
import { DEV_ACCOUNTS, holdTransactionReceipts, installTestWallet, switchWalletAccount } from './support/testWallet';
import { RENTALS_MODE_KEY } from '../src/features/rentals/clients/rentalsMode';
import type { RentalAgreement } from '@toolshare/contract/typechain';
import sampleTools from '../src/features/tools/sampleTools.json' with { type: 'json' };
import { expectDefined } from '../src/test/defined';

// On-chain mode as a public network needs it: visitors without a wallet read availability through
// the read-only RPC, a chain id other than 5 with a deployment record works, and two transactions
// pending at once (two rentals of signed offers) each show their own hash.

const ARTIFACT = new URL('../../artifacts/contracts/RentalAgreement.sol/RentalAgreement.json', import.meta.url);

/** The contract, acting as `account` (the node signs for its development accounts). */
async function contractAs(account: string): Promise<RentalAgreement> {
  const { abi } = JSON.parse(readFileSync(ARTIFACT, 'utf8')) as { abi: unknown[] };
  return new Contract(
    e2eDeployment().address,
    abi as never,
    await chain.getSigner(account),
  ) as unknown as RentalAgreement;
}

/** A sample tool per project (both run on one chain at once) and a borrower no other spec uses. */
const VISITOR_CASE: Record<string, { toolId: string; borrower: string }> = {
  desktop: { toolId: 'tool-9', borrower: DEV_ACCOUNTS[7] },
  phone: { toolId: 'tool-10', borrower: DEV_ACCOUNTS[8] },
};

test('a visitor without a wallet sees a tool rented on chain as Currently Rented', async ({ page }, testInfo) => {
  const { toolId, borrower } = expectDefined(
    VISITOR_CASE[testInfo.project.name],
    `a visitor case for project ${testInfo.project.name}`,
  );
  const tool = sampleTools.tools.find((candidate) => candidate.id === toolId);
  const owner = sampleTools.owners.find((candidate) => candidate.id === tool?.ownerId);
  if (!tool || !owner) throw new Error(`no sample tool ${toolId}`);

  // Its owner offers it on chain and a borrower takes it, outside the browser.
  const rentalId = await rentOnChainDirectly(owner.walletAddress, borrower, toolId);
  const asBorrower = await contractAs(borrower);

  // No window.ethereum at all: the page reads the chain through its read-only RPC.
  await page.addInitScript((key) => localStorage.setItem(key, 'onchain'), RENTALS_MODE_KEY);
  await page.goto('/');
  expect(await page.evaluate(() => 'ethereum' in window)).toBe(false);
  await expect(page.getByRole('article', { name: tool.name }).getByText('Currently Rented')).toBeVisible({
    timeout: 15_000,
  });

  // Once the rental ends (cancelled before pickup), the same visitor sees it free again, block by block.
  await (await asBorrower.cancelRental(rentalId)).wait();
  await expect(page.getByRole('article', { name: tool.name }).getByText('Currently Rented')).toHaveCount(0, {
    timeout: 15_000,
  });
});

test('a second chain id with a deployment record is supported: green wallet button, and an offer goes through', async ({
  page,
}, testInfo) => {
  const lender = testInfo.project.name === 'desktop' ? DEV_ACCOUNTS[9] : DEV_ACCOUNTS[5];
  await installTestWallet(page, { account: lender, chainId: '0x7a69', authorised: true });
  await signUp(page);
  // Not "Wrong Network": chain 31337 has a deployment record, so the wallet button is green.
  await openMobileMenu(page);
  const scope = isPhoneLayout(page) ? page.locator('#mobile-menu') : page.getByRole('banner');
  const walletButton = scope.getByRole('button', { name: `${lender.slice(0, 6)}...${lender.slice(-4)}` });
  await expect(walletButton).toBeVisible();
  await expect(walletButton).toHaveAttribute('data-wallet-state', 'connected');
  await expect(page.getByText('Wrong Network')).toHaveCount(0);
  await chooseRentalsMode(page, 'On-chain');
  await expect(page.getByRole('status').filter({ hasText: /your wallet is on|Connect your wallet/ })).toHaveCount(0);

  const name = `Chain31337 ${testInfo.project.name} ${Date.now()}`;
  await listTool(page, { name, rate: '0.003', collateral: '0.01' });
  await page.getByRole('button', { name: 'Offer for on-chain rental' }).click();
  await expect(toast(page, `${name} is open for on-chain rental`)).toBeVisible();
  await expect(page.getByText('Open for on-chain rental: a borrower can rent it now.')).toBeVisible();
});

test('two transactions pending at once each show their own hash', async ({ page }, testInfo) => {
  const lender = testInfo.project.name === 'desktop' ? DEV_ACCOUNTS[9] : DEV_ACCOUNTS[5];
  const { borrower } = expectDefined(
    VISITOR_CASE[testInfo.project.name],
    `the borrower of project ${testInfo.project.name}`,
  );
  await installTestWallet(page, { account: lender, authorised: true });
  await signUp(page);
  await expect.poll(() => linkedWallet(page)).toBe(lender.toLowerCase());
  await chooseRentalsMode(page, 'On-chain');
  const stamp = Date.now();
  const names = [`Pending A ${testInfo.project.name} ${stamp}`, `Pending B ${testInfo.project.name} ${stamp}`];
  const toolIds: string[] = [];
  // The lender signs both offers (no transaction).
  for (const name of names) {
    toolIds.push(await listTool(page, { name, rate: '0.004', collateral: '0.02' }));
    await page.getByRole('button', { name: 'Offer for on-chain rental' }).click();
    await expect(toast(page, `${name} is open for on-chain rental`)).toBeVisible();
  }

  // A borrower rents both while the wallet reports the transactions not mined yet: two toasts, two different hashes.
  await signOut(page);
  await switchWalletAccount(page, borrower);
  await signUp(page);
  await holdTransactionReceipts(page, true);
  for (const toolId of toolIds) {
    // In-app navigation (no reload): the first rental's transaction keeps running meanwhile.
    await page.evaluate((path) => {
      window.history.pushState({}, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, `/tools/${toolId}`);
    await page.getByRole('button', { name: 'Rent This Tool' }).click();
    await page.getByRole('button', { name: 'Confirm Rental' }).click();
    await expect(page.getByRole('button', { name: 'Processing...' })).toBeVisible();
  }
  const pending = page.locator('[data-toast-kind="pending"]').filter({
    hasText:
      /^Renting: paying rent and collateral into escrow\.\.\. Transaction 0x[0-9a-f]{8}…[0-9a-f]{6} is being mined$/,
  });
  await expect(pending).toHaveCount(2);
  const texts = await pending.allTextContents();
  expect(new Set(texts).size).toBe(2);

  await holdTransactionReceipts(page, false);
  // Both are mined together: both toasts are watched for at once, not the second after the first.
  await Promise.all(
    names.map((name) => expect(toast(page, new RegExp(`^Rented ${name}: [0-9.]+ ETH held in escrow$`))).toBeVisible()),
  );
});
