import { expect, type Locator, type Page } from '@playwright/test';

/** How far the page is scrolled down, in CSS pixels. */
export const scrollTop = (page: Page): Promise<number> => page.evaluate(() => window.scrollY);

/** An element's box in the viewport. */
export async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('The element is not laid out.');
  return box;
}

/** Where an element is once it has come to rest (a card is scrolled to smoothly): two readings alike. */
export async function restingBoxOf(locator: Locator) {
  let previous = Number.NaN;
  await expect
    .poll(async () => {
      const { y } = await boxOf(locator);
      const still = y === previous;
      previous = y;
      return still;
    })
    .toBe(true);
  return boxOf(locator);
}

/** The header's bell: its name carries the unread count, e.g. "Notifications (2 unread)". */
export const notificationsBell = (page: Page): Locator =>
  page.getByRole('banner').getByRole('link', { name: /^Notifications/ });
