import { expect, test } from '@playwright/test';
import { DEV_ACCOUNTS } from './support/testWallet';
import { boxOf, restingBoxOf, scrollTop } from './support/layout';
import { confirmAction, expectRentalState, rentTool, rentalCard, signUpWithWallet } from './support/rentals';

test('after Confirm Rental from a scrolled tool page, My Rentals opens at its top', async ({ page }) => {
  await signUpWithWallet(page, DEV_ACCOUNTS[5]);
  await page.goto('/tools/tool-5');
  await page.getByRole('button', { name: 'Rent This Tool' }).click();
  await page.getByLabel(/duration/i).fill('2');
  const confirm = page.getByRole('button', { name: 'Confirm Rental' });
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  expect(await scrollTop(page)).toBeGreaterThan(100);
  await confirm.click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expectRentalState(rentalCard(page, 'Claw Hammer and Chisel Set'), 'COLLATERAL DEPOSITED');
  expect(await scrollTop(page)).toBe(0);
  // The header's top is the page's: nothing of the new rental hides under it.
  const header = await boxOf(page.getByRole('banner'));
  expect((await boxOf(page.getByRole('heading', { level: 1 }).first())).y).toBeGreaterThanOrEqual(
    header.y + header.height,
  );
});

test('“Open the Dispute Center” lands with the rental’s dispute in view below the sticky header', async ({ page }) => {
  await signUpWithWallet(page, DEV_ACCOUNTS[5]);
  await rentTool(page, 'tool-5', 2);
  const card = rentalCard(page, 'Claw Hammer and Chisel Set');
  await card.getByRole('button', { name: 'Confirm Pickup' }).click();
  await confirmAction(page, 'Confirm Pickup');
  await expectRentalState(card, 'RENTAL ACTIVE');
  await card.getByRole('button', { name: 'File Dispute' }).click();
  await card.getByLabel('Reason for the dispute').fill('The chisels were blunt.');
  await card.getByRole('button', { name: 'Submit Dispute' }).click();
  await confirmAction(page, 'File Dispute');
  await expectRentalState(card, 'DISPUTE OPENED');

  await card.getByRole('link', { name: 'Open the Dispute Center' }).click();
  await expect(page).toHaveURL(/\/disputes#rental-[0-9a-f-]+$/);
  const dispute = page.getByRole('article', { name: 'Dispute about Claw Hammer and Chisel Set' });
  await expect(dispute).toBeVisible();
  const banner = page.getByRole('banner');
  const box = await restingBoxOf(dispute);
  const header = await boxOf(banner);
  expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
  expect(box.y).toBeLessThan(page.viewportSize()?.height ?? 0);
});
