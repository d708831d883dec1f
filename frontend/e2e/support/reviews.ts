import { expect, type Locator } from '@playwright/test';

/** Opens a review form on a completed rental's card, with `stars` and `text` filled in; the form. */
export async function leaveReview(
  card: Locator,
  counterparty: 'lender' | 'borrower',
  stars: number,
  text: string,
): Promise<Locator> {
  await card.getByRole('button', { name: 'Leave a review' }).click();
  const form = card.getByRole('form', { name: `Review the ${counterparty}` });
  await form.getByRole('radio', { name: `${stars} stars` }).check();
  await form.getByLabel('Your review (optional)').fill(text);
  await expect(form.getByText(`${text.length} / 1,000 characters`)).toBeVisible();
  return form;
}
