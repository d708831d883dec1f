import { expect, type Page } from '@playwright/test';

/** Public profiles as the browser tests read them: one's own, and the record's figures. */

const FIGURES = ['record-lender', 'record-borrower', 'record-on-time', 'record-late'] as const;
type Figures = Record<(typeof FIGURES)[number], number>;

/** The signed-in user's public profile, from Profile Settings' link, once their wallet is linked. Returns its path. */
export async function ownPublicProfile(page: Page): Promise<string> {
  await page.goto('/profile');
  await expect(page.getByText('Linked', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'View your public profile' }).click();
  await expect(page).toHaveURL(/\/user\/[0-9a-f-]{36}$/);
  return new URL(page.url()).pathname;
}

/** The record's figures on the profile shown, once read from the chain (all 0 while there is nothing yet). */
export async function recordFigures(page: Page): Promise<Figures> {
  const record = page.getByRole('region', { name: 'Rental record' });
  await expect(record.getByTestId('record-lender').or(record.getByText('No rentals completed yet.'))).toBeVisible();
  const figures = { 'record-lender': 0, 'record-borrower': 0, 'record-on-time': 0, 'record-late': 0 };
  if ((await record.getByTestId('record-lender').count()) === 0) return figures;
  for (const id of FIGURES) figures[id] = Number(await record.getByTestId(id).getByText(/^\d+$/).textContent());
  return figures;
}
