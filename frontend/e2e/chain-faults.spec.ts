import { expect, test, type Page } from '@playwright/test';
import { signOut, signUp } from './support/accounts';
import { FaultChain } from './support/faultChain';
import { E2E_RPC_URL } from './support/ports';
import { chooseRentalsMode, listTool } from './support/onchain';
import { expectRentalState, rentTool, rentalCard } from './support/rentals';
import { DEV_ACCOUNTS, installTestWallet, switchWalletAccount } from './support/testWallet';

// A public network drops requests, rate-limits, reorganises and replaces transactions; a local node
// gets restarted. These tests make each fault on a chain of their own (FaultChain: a Hardhat node
// with the test deployment made again, behind an RPC proxy), never on the chain the other specs share.
// The phone and desktop projects run this spec one after the other (playwright.config.ts).

// Each test is a whole flow (two sign-ups, a listing, a rental): the 90 s the other whole-flow tests have.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

let faults: FaultChain;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  faults = await FaultChain.start();
});

test.afterAll(async () => {
  await faults.stop();
});

const LENDER = DEV_ACCOUNTS[1];
const BORROWER = DEV_ACCOUNTS[5];

/**
 * The lender lists a tool and opens it on chain (a signature, no transaction), then a borrower
 * signs up with the wallet on the fault chain and lands on the tool's page, ready to rent it.
 */
async function offeredTool(page: Page, name: string): Promise<string> {
  // The build reads the shared test chain (same chain id, same contract address): the page's read-only
  // requests go to the fault chain too, or the page would meet two chains and rightly call it a restart.
  await page.route(`${E2E_RPC_URL}/**`, (route) => route.continue({ url: faults.proxy.url }));
  await installTestWallet(page, { account: LENDER, authorised: true, rpcUrl: faults.proxy.url });
  await signUp(page);
  await chooseRentalsMode(page, 'On-chain');
  const toolId = await listTool(page, { name, rate: '0.01', collateral: '0.05' });
  await page.getByRole('button', { name: 'Offer for on-chain rental' }).click();
  await expect(page.getByText('Open for on-chain rental: a borrower can rent it now.')).toBeVisible();
  await signOut(page);
  await switchWalletAccount(page, BORROWER);
  await signUp(page);
  return toolId;
}

test('a rental dropped by a reorganisation disappears from My Rentals at the next block', async ({
  page,
}, testInfo) => {
  const name = `Reorg saw ${testInfo.project.name} ${Date.now()}`;
  const toolId = await offeredTool(page, name);
  const sentBefore = await faults.node.getTransactionCount(BORROWER);
  const beforeRental = await faults.snapshot();
  await rentTool(page, toolId, 2);
  const card = rentalCard(page, name);
  await expectRentalState(card, 'COLLATERAL DEPOSITED');

  // The block with the rental is replaced by a longer branch without it (the snapshot's revert, then four blocks).
  await faults.reorganise(beforeRental, 4);
  await expect(card).toHaveCount(0);
  // On the new branch the borrower never sent it.
  expect(await faults.node.getTransactionCount(BORROWER)).toBe(sentBefore);
  // A reload reads the kept logs again: the dropped rental does not come back.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'My Rentals' })).toBeVisible();
  await expect(rentalCard(page, name)).toHaveCount(0);
});

test('a rental made while half the requests are dropped, then while the node answers 429, completes and shows once', async ({
  page,
}, testInfo) => {
  const name = `Flaky drill ${testInfo.project.name} ${Date.now()}`;
  const toolId = await offeredTool(page, name);
  // Every other request to the node is cut (the wallet sends a request that got no answer again, as MetaMask does).
  faults.proxy.setFaults({ dropRate: 0.5 });
  await rentTool(page, toolId, 2);
  const card = rentalCard(page, name);
  await expectRentalState(card, 'COLLATERAL DEPOSITED');
  expect(faults.proxy.counts.dropped).toBeGreaterThan(0);

  // Then the provider rate-limits every request: the list stays, and the page says the network is unreachable.
  faults.proxy.setFaults({ rateLimited: true });
  const notice = page.getByTestId('chain-notice');
  await expect(notice).toContainText('The network is unreachable');
  await expect(notice).toContainText(/has not answered since \d/);
  await expect(card).toBeVisible();

  // The network recovers: the notice goes by itself, and the rental is there once.
  faults.proxy.heal();
  await expect(notice).toHaveCount(0);
  await expect(rentalCard(page, name)).toHaveCount(1);
  expect(await faults.node.getTransactionCount(BORROWER)).toBe(1);
});

/** Opens the tool's rent form and confirms a rental of `days`, without waiting for it to be mined. */
async function startRental(page: Page, toolId: string, days: number): Promise<void> {
  await page.goto(`/tools/${toolId}`);
  await page.getByRole('button', { name: 'Rent This Tool' }).click();
  await page.getByLabel(/duration/i).fill(String(days));
  await page.getByRole('button', { name: 'Confirm Rental' }).click();
}

/** The borrower's transaction waiting in the node's pool (automine off), as the node holds it. */
async function pendingTransactionOf(from: string) {
  const block = (await faults.node.send('eth_getBlockByNumber', ['pending', true])) as {
    transactions: {
      from: string;
      to: string;
      input: string;
      value: string;
      gas: string;
      nonce: string;
      hash: string;
      maxFeePerGas: string;
      maxPriorityFeePerGas: string;
    }[];
  };
  const transaction = block.transactions.find((candidate) => candidate.from.toLowerCase() === from.toLowerCase());
  if (!transaction) throw new Error(`No pending transaction from ${from}`);
  return transaction;
}

/** What the wallet's "speed up" or "cancel" sends: the same nonce at a fee high enough to replace the pending one. */
async function replacePending(from: string, replacement: 'speed up' | 'cancel'): Promise<string> {
  const pending = await pendingTransactionOf(from);
  // Twice the pending transaction's own fees: the node replaces only a transaction outbid by at least 10%.
  const doubled = (fee: string) => `0x${(BigInt(fee) * 2n).toString(16)}`;
  const same =
    replacement === 'speed up'
      ? { to: pending.to, data: pending.input, value: pending.value, gas: pending.gas }
      : { to: from, data: '0x', value: '0x0', gas: '0x5208' };
  return (await faults.node.send('eth_sendTransaction', [
    {
      from,
      nonce: pending.nonce,
      maxFeePerGas: doubled(pending.maxFeePerGas),
      maxPriorityFeePerGas: doubled(pending.maxPriorityFeePerGas),
      ...same,
    },
  ])) as string;
}

const MINING =
  /^Renting: paying rent and collateral into escrow\.\.\. Transaction 0x[0-9a-f]{8}…[0-9a-f]{6} is being mined$/;

test.describe('transactions the wallet replaces, and a reload while one is mined', () => {
  test.beforeEach(async () => {
    // Blocks are mined on command only: the rental's transaction stays pending until the test mines.
    await faults.node.send('evm_setAutomine', [false]);
  });

  test.afterEach(async () => {
    await faults.node.send('evm_setAutomine', [true]);
  });

  test('a sped-up rental ends as the original would have, under its new hash', async ({ page }, testInfo) => {
    const name = `Sped-up sander ${testInfo.project.name} ${Date.now()}`;
    const toolId = await offeredTool(page, name);
    await startRental(page, toolId, 2);
    await expect(page.locator('[data-toast-kind="pending"]').filter({ hasText: MINING })).toBeVisible();
    const original = (await pendingTransactionOf(BORROWER)).hash;
    const replacement = await replacePending(BORROWER, 'speed up');
    await faults.node.send('evm_mine', []);
    // The page ends the rental as it would have ended the original: on My Rentals, deposited.
    await expect(page).toHaveURL(/\/dashboard$/);
    await expectRentalState(rentalCard(page, name), 'COLLATERAL DEPOSITED');
    // It was the replacement that was mined; the original never will be.
    expect((await faults.node.getTransactionReceipt(replacement))?.status).toBe(1);
    expect(await faults.node.getTransactionReceipt(original)).toBeNull();
  });

  test('a cancelled rental says that nothing happened', async ({ page }, testInfo) => {
    const name = `Cancelled ladder ${testInfo.project.name} ${Date.now()}`;
    const toolId = await offeredTool(page, name);
    await startRental(page, toolId, 2);
    await expect(page.locator('[data-toast-kind="pending"]').filter({ hasText: MINING })).toBeVisible();
    await replacePending(BORROWER, 'cancel');
    await faults.node.send('evm_mine', []);
    await expect(
      page
        .locator('[data-toast-kind="error"]')
        .filter({ hasText: 'The transaction was cancelled in your wallet: nothing happened.' }),
    ).toBeVisible();
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'My Rentals' })).toBeVisible();
    await expect(rentalCard(page, name)).toHaveCount(0);
  });

  test('a reload while the rental is mined: still said to be pending, then its end is reported', async ({
    page,
  }, testInfo) => {
    const name = `Reloaded mower ${testInfo.project.name} ${Date.now()}`;
    const toolId = await offeredTool(page, name);
    await startRental(page, toolId, 2);
    const mining = page.locator('[data-toast-kind="pending"]').filter({ hasText: MINING });
    await expect(mining).toBeVisible();
    const hash = (await pendingTransactionOf(BORROWER)).hash;
    await page.reload();
    const resumed = page.locator('[data-toast-kind]').filter({ hasText: `Transaction ${hash.slice(0, 10)}` });
    await expect(resumed).toContainText('is still pending (sent before this page was loaded)');
    await expect(resumed).toHaveAttribute('data-toast-kind', 'pending');
    await faults.node.send('evm_mine', []);
    await expect(resumed).toContainText('Renting: paying rent and collateral into escrow: done.');
    await expect(resumed).toHaveAttribute('data-toast-kind', 'success');
    await page.goto('/dashboard');
    await expectRentalState(rentalCard(page, name), 'COLLATERAL DEPOSITED');
  });
});

// Last: it leaves the fault chain restarted, without the contract.
test('a local node restarted under an open page: the page says what happened and what to run, and drops the old chain', async ({
  page,
}, testInfo) => {
  const name = `Restarted drill ${testInfo.project.name} ${Date.now()}`;
  const toolId = await offeredTool(page, name);
  await rentTool(page, toolId, 2);
  const card = rentalCard(page, name);
  await expectRentalState(card, 'COLLATERAL DEPOSITED');
  // Far enough past the confirmation depth that the rental is final, and kept in this browser.
  await faults.node.send('hardhat_mine', ['0x8']);

  await faults.restartNode();
  const notice = page.getByTestId('chain-notice');
  await expect(notice).toContainText('The chain started over');
  await expect(notice).toContainText('No rental contract on this chain');
  await expect(notice).toContainText('npm start');
  // What was read of the old chain is gone, here and after a reload.
  await expect(card).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('chain-notice')).toContainText('No rental contract on this chain');
  await expect(rentalCard(page, name)).toHaveCount(0);
});
