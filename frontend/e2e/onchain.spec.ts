import { expect, test, type Locator } from '@playwright/test';
import { parseEther } from 'ethers';
import { signUp } from './support/accounts';
import { chain } from './support/chain';
import {
  chooseRentalsMode,
  listTool,
  onchainRental,
  partiesFor,
  receiveAndRelease,
  rentAsNewBorrower,
  rentalIdOf,
  toast,
  watchBalances,
} from './support/onchain';
import { confirmAction, expectRentalState, rentalCard } from './support/rentals';
import {
  holdTransactionReceipts,
  installTestWallet,
  rejectNextWalletRequest,
  switchWalletAccount,
  switchWalletChain,
  walletChainId,
} from './support/testWallet';

// The rentals of this spec go through the RentalAgreement that scripts/e2e.mjs deployed on the test
// chain; the injected wallet's account is switched between lender, borrower and dispute admin, and
// what the page says is checked against what the contract holds.

/** The contract's RentalState for a finished rental. */
const TRANSACTION_COMPLETED = 8n;

test('a full on-chain rental: a signed offer (a declined first signature changes nothing), rent, pickup, return, release, both withdraw', async ({
  page,
}, testInfo) => {
  const { lender, borrower } = await partiesFor(testInfo, 'rental');
  const balances = await watchBalances([lender, borrower]);
  const name = `Drill ${testInfo.project.name} ${Date.now()}`;

  // The lender lists a drill at 0.012 ETH a day with 0.06 ETH collateral and opens it on chain.
  await installTestWallet(page, { account: lender, authorised: true });
  await signUp(page);
  await chooseRentalsMode(page, 'On-chain');
  const toolId = await listTool(page, { name, rate: '0.012', collateral: '0.06' });
  const offerButton = page.getByRole('button', { name: 'Offer for on-chain rental' });

  // Declined in the wallet: nothing signed, nothing sent, and the button works again.
  // (The lender's nonce counts what it sent: the other project's tests run on the same chain.)
  const sentBefore = await chain.getTransactionCount(lender);
  await rejectNextWalletRequest(page);
  await offerButton.click();
  await expect(toast(page, 'Signature rejected: nothing was signed.')).toHaveAttribute('data-toast-kind', 'error');
  await expect(offerButton).toBeEnabled();
  expect(await chain.getTransactionCount(lender)).toBe(sentBefore);

  await offerButton.click();
  await expect(toast(page, `${name} is open for on-chain rental`)).toBeVisible();
  // The page reads the open offer back from the contract; offering again is no longer possible.
  await expect(page.getByText('Open for on-chain rental: a borrower can rent it now.')).toBeVisible();
  await expect(offerButton).toHaveCount(0);

  // A borrower (another account, another wallet account) rents it for 3 days.
  await rentAsNewBorrower(page, borrower, toolId, 3);
  const card = rentalCard(page, name);
  await expectRentalState(card, 'COLLATERAL DEPOSITED');
  const rentalId = await rentalIdOf(card);
  expect((await onchainRental(rentalId, [])).agreement.borrower).toBe(borrower);
  // The catalogue reads the chain too: the drill is out.
  await page.goto('/');
  await expect(page.getByRole('article', { name }).getByText('Currently Rented')).toBeVisible();
  await page.goto('/dashboard');

  // Pickup while the wallet reports the transaction as not mined yet: the pending toast names it,
  // and the button stays disabled until its receipt arrives.
  await holdTransactionReceipts(page, true);
  await card.getByRole('button', { name: 'Confirm Pickup' }).click();
  await confirmAction(page, 'Confirm Pickup');
  await expect(
    toast(page, /^Confirming pickup\.\.\. Transaction 0x[0-9a-f]{8}…[0-9a-f]{6} is being mined$/),
  ).toBeVisible();
  await expect(card.getByRole('button', { name: 'Confirm Pickup' })).toBeDisabled();
  await holdTransactionReceipts(page, false);
  await expectRentalState(card, 'RENTAL ACTIVE');
  await expect(toast(page, 'Pickup confirmed: the rental is active')).toBeVisible();
  await card.getByRole('button', { name: 'Confirm Return' }).click();
  await confirmAction(page, 'Confirm Return');
  await expectRentalState(card, 'TOOL RETURNED');

  // The lender takes the wallet back: receipt, then release.
  await receiveAndRelease(page, lender, name);

  // Rent to the lender, collateral back to the borrower: credited, then withdrawn by each.
  const pendingWithdrawal = page.getByTestId('pending-withdrawal');
  await expect(pendingWithdrawal).toHaveText('0.036 ETH');
  await page.getByRole('button', { name: 'Withdraw' }).click();
  await confirmAction(page, 'Withdraw');
  await expect(toast(page, 'Withdrew 0.036 ETH')).toBeVisible();
  await expect(pendingWithdrawal).toHaveText('0 ETH');
  await switchWalletAccount(page, borrower);
  await expect(pendingWithdrawal).toHaveText('0.06 ETH');
  await page.getByRole('button', { name: 'Withdraw' }).click();
  await confirmAction(page, 'Withdraw');
  await expect(toast(page, 'Withdrew 0.06 ETH')).toBeVisible();
  await expect(pendingWithdrawal).toHaveText('0 ETH');

  // The chain agrees: completed, nothing left credited, and each balance moved by exactly the rent.
  const { agreement, pending } = await onchainRental(rentalId, [lender, borrower]);
  expect(agreement.currentState).toBe(TRANSACTION_COMPLETED);
  expect(agreement.rentalRate).toBe(parseEther('0.012'));
  expect(agreement.collateralAmount).toBe(parseEther('0.06'));
  expect(pending).toEqual([0n, 0n]);
  await balances.expectChanges([parseEther('0.036'), -parseEther('0.036')]);
});

test('a disputed on-chain rental: reason, evidence from both sides, 25% to the lender by the dispute admin, finalize, both withdraw', async ({
  page,
}, testInfo) => {
  const { lender, borrower, admin } = await partiesFor(testInfo, 'dispute');
  const balances = await watchBalances([lender, borrower]);
  const name = `Saw ${testInfo.project.name} ${Date.now()}`;
  const reason = `The blade of ${name} came back chipped.`;

  await installTestWallet(page, { account: lender, authorised: true });
  await signUp(page);
  await chooseRentalsMode(page, 'On-chain');
  const toolId = await listTool(page, { name, rate: '0.02', collateral: '0.1' });
  await page.getByRole('button', { name: 'Offer for on-chain rental' }).click();
  await expect(page.getByText('Open for on-chain rental: a borrower can rent it now.')).toBeVisible();

  // The borrower rents it for 2 days: 0.04 ETH rent + 0.1 ETH collateral in escrow.
  await rentAsNewBorrower(page, borrower, toolId, 2);
  const card = rentalCard(page, name);
  await expectRentalState(card, 'COLLATERAL DEPOSITED');
  const rentalId = await rentalIdOf(card);
  await card.getByRole('button', { name: 'Confirm Pickup' }).click();
  await confirmAction(page, 'Confirm Pickup');
  await expectRentalState(card, 'RENTAL ACTIVE');

  await card.getByRole('button', { name: 'File Dispute' }).click();
  await card.getByLabel('Reason for the dispute').fill(reason);
  await card.getByRole('button', { name: 'Submit Dispute' }).click();
  await confirmAction(page, 'File Dispute');
  await expectRentalState(card, 'DISPUTE OPENED');

  // Evidence from the borrower, then from the lender, in the Dispute Center.
  // An evidence entry as listed from the chain (not the form's textarea, which holds the same text).
  const evidenceEntry = (dispute: Locator, details: string) =>
    dispute.getByRole('listitem').filter({ hasText: details });
  const submitEvidence = async (party: 'Borrower' | 'Lender', details: string, fileName: string) => {
    await page.goto('/disputes');
    const dispute = page.getByRole('article', { name: `Dispute about ${name}` });
    await expect(dispute.getByText(reason)).toBeVisible();
    await dispute.getByRole('button', { name: 'Submit Evidence' }).click();
    const form = dispute.getByRole('form', { name: 'Submit evidence' });
    await form
      .getByLabel(/Evidence files/)
      .setInputFiles([{ name: fileName, mimeType: 'image/jpeg', buffer: Buffer.from([0xff, 0xd8, 0xff, 0xd9]) }]);
    await form.getByLabel('Details').fill(details);
    await form.getByRole('button', { name: 'Submit Evidence' }).click();
    await expect(evidenceEntry(dispute, details)).toContainText(`${party} ·`);
    await expect(evidenceEntry(dispute, details)).toContainText(fileName);
  };
  await submitEvidence('Borrower', 'The blade was already chipped at pickup.', 'pickup.jpg');
  await switchWalletAccount(page, lender);
  await submitEvidence('Lender', 'The blade was new when lent.', 'receipt.jpg');

  // The dispute admin sees the reason and both pieces of evidence, and gives the lender 25%.
  await switchWalletAccount(page, admin);
  await page.goto('/disputes');
  const dispute = page.getByRole('article', { name: `Dispute about ${name}` });
  await expect(dispute.getByText(reason)).toBeVisible();
  await expect(evidenceEntry(dispute, 'The blade was already chipped at pickup.')).toContainText('Borrower ·');
  await expect(evidenceEntry(dispute, 'The blade was new when lent.')).toContainText('Lender ·');
  const resolve = dispute.getByRole('form', { name: 'Resolve dispute' });
  await resolve.getByLabel("Lender's share of the escrow (%)").fill('25');
  await resolve.getByLabel('Resolution details').fill('Wear and tear: most of the escrow goes back to the borrower.');
  await resolve.getByRole('button', { name: 'Resolve Dispute' }).click();
  await expect(dispute.getByText('Resolved', { exact: true })).toBeVisible();
  await dispute.getByRole('button', { name: 'Finalize and Pay Out' }).click();
  await confirmAction(page, 'Finalize');
  await expect(toast(page, 'Rental finalized: the resolved shares have been paid out')).toBeVisible();

  // 25% of the 0.14 ETH escrow is credited to the lender, the rest to the borrower.
  expect((await onchainRental(rentalId, [lender, borrower])).pending).toEqual([
    parseEther('0.035'),
    parseEther('0.105'),
  ]);
  const pendingWithdrawal = page.getByTestId('pending-withdrawal');
  for (const [party, amount] of [
    [lender, '0.035'],
    [borrower, '0.105'],
  ] as const) {
    await switchWalletAccount(page, party);
    await page.goto('/dashboard');
    await expect(pendingWithdrawal).toHaveText(`${amount} ETH`);
    await page.getByRole('button', { name: 'Withdraw' }).click();
    await confirmAction(page, 'Withdraw');
    await expect(toast(page, `Withdrew ${amount} ETH`)).toBeVisible();
    await expect(pendingWithdrawal).toHaveText('0 ETH');
  }

  const { agreement, pending } = await onchainRental(rentalId, [lender, borrower]);
  expect(agreement.currentState).toBe(TRANSACTION_COMPLETED);
  expect(pending).toEqual([0n, 0n]);
  await balances.expectChanges([parseEther('0.035'), -parseEther('0.035')]);
});

test('on-chain mode says what is missing (no wallet, then the network) and fixes the network', async ({
  page,
}, testInfo) => {
  const { lender: account } = await partiesFor(testInfo, 'messages');
  // A wallet on Polygon that has never heard of the local chain.
  await installTestWallet(page, { account, chainId: '0x89', knownChains: ['0x1'] });
  await signUp(page);
  await chooseRentalsMode(page, 'On-chain');
  const missing = page.getByTestId('wrong-network');

  const walletNotice = page.getByRole('heading', { name: 'Wallet Connection Required' });
  await expect(walletNotice).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Connect Wallet' }).click();
  await expect(missing).toHaveText(/^Toolshare runs on the local test chain; your wallet is on chain 137\./);
  // Said once: the rentals panel does not repeat it as an error.
  await expect(page.getByText(/your wallet is on/)).toHaveCount(1);

  // The wallet does not know chain 5: the app adds it (which switches the wallet), and the page reloads.
  await missing.getByRole('button', { name: 'Switch to the local test chain' }).click();
  await expect(missing).toHaveCount(0);
  await expect(page.getByRole('tab', { name: /Borrowing/ })).toBeVisible();
  expect(await walletChainId(page)).toBe('0x5');

  // Mainnet is a supported network, but Toolshare does not run there: the same words, naming it.
  await switchWalletChain(page, '0x1');
  await expect(missing).toContainText('Toolshare runs on the local test chain; your wallet is on Ethereum mainnet.');
  await missing.getByRole('button', { name: 'Switch to the local test chain' }).click();
  await expect(missing).toHaveCount(0);
  await expect(page.getByRole('tab', { name: /Borrowing/ })).toBeVisible();
});
