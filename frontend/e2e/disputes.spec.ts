import { expect, test } from '@playwright/test';
import { DEV_ACCOUNTS } from './support/testWallet';
import { confirmAction, expectRentalState, rentTool, rentalCard, signUpWithWallet } from './support/rentals';

test('a borrower files a dispute with a reason and submits evidence in the Dispute Center', async ({ page }) => {
  await signUpWithWallet(page, DEV_ACCOUNTS[5]);
  await rentTool(page, 'tool-5', 2);
  const card = rentalCard(page, 'Claw Hammer and Chisel Set');
  await expectRentalState(card, 'COLLATERAL DEPOSITED');
  // No dispute before pickup (cancelling refunds the deposit instead): it is filed during the rental.
  await expect(card.getByRole('button', { name: 'File Dispute' })).toHaveCount(0);
  await card.getByRole('button', { name: 'Confirm Pickup' }).click();
  await confirmAction(page, 'Confirm Pickup');
  await expectRentalState(card, 'RENTAL ACTIVE');

  await card.getByRole('button', { name: 'File Dispute' }).click();
  await expect(card.getByRole('button', { name: 'Submit Dispute' })).toBeDisabled();
  await card.getByLabel('Reason for the dispute').fill('The chisels were blunt and one handle was cracked.');
  // Filing asks first, naming the frozen escrow and who would rule; going back files nothing.
  await card.getByRole('button', { name: 'Submit Dispute' }).click();
  expect(await confirmAction(page, null)).toContain(
    'in escrow is frozen until the dispute admin (0xf39F...2266) rules how it is shared.',
  );
  await expectRentalState(card, 'RENTAL ACTIVE');
  await card.getByRole('button', { name: 'Submit Dispute' }).click();
  await confirmAction(page, 'File Dispute');
  await expectRentalState(card, 'DISPUTE OPENED');
  await expect(card.getByText('The chisels were blunt and one handle was cracked.')).toBeVisible();

  await card.getByRole('link', { name: 'Open the Dispute Center' }).click();
  // The link leads to this rental's dispute.
  await expect(page).toHaveURL(/\/disputes#rental-[0-9a-f-]+$/);
  const dispute = page.getByRole('article', { name: 'Dispute about Claw Hammer and Chisel Set' });
  await expect(dispute.getByText('Active Dispute')).toBeVisible();
  await expect(dispute.getByText('The chisels were blunt and one handle was cracked.')).toBeVisible();

  await dispute.getByRole('button', { name: 'Submit Evidence' }).click();
  const form = dispute.getByRole('form', { name: 'Submit evidence' });
  await form.getByLabel(/Evidence files/).setInputFiles([
    { name: 'cracked-handle.jpg', mimeType: 'image/jpeg', buffer: Buffer.from([0xff, 0xd8, 0xff, 0xd9]) },
    { name: 'rental-notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF') },
  ]);
  await expect(form.getByText('Evidence uploaded successfully')).toBeVisible();
  await form.getByLabel('Details').fill('Photos taken at pickup show the crack.');
  await form.getByRole('button', { name: 'Submit Evidence' }).click();
  await expect(form.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
  // The listed entry, not the form's textarea (which holds the same text until it is cleared).
  const entry = dispute.getByRole('listitem').filter({ hasText: 'Photos taken at pickup show the crack.' });
  await expect(dispute.getByText('Evidence submitted')).toBeVisible();
  await expect(entry).toContainText('Borrower ·');
  await expect(entry).toContainText('cracked-handle.jpg, rental-notes.pdf');
});

test('a sample user’s wallet sees the sample resolved dispute, marked Sample, with its resolution', async ({
  page,
}) => {
  // bob is a sample user (account 2); a newcomer's wallet has no sample dispute.
  await signUpWithWallet(page, DEV_ACCOUNTS[2]);
  await page.goto('/disputes');
  const resolved = page.getByRole('article', { name: /Dispute about/ }).filter({ hasText: 'Resolved' });
  await expect(resolved.getByText('Sample', { exact: true })).toBeVisible();
  await expect(resolved.getByText('Resolution Details')).toBeVisible();
});

test('the Dispute Center asks signed-out visitors to sign in', async ({ page }) => {
  await page.goto('/disputes');
  await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
  await expect(page.getByText('Please sign in to access the dispute center.')).toBeVisible();
});
