import { expect, type Locator, type Page } from '@playwright/test';

/** Helpers for the messages and profile specs. */

/** The open thread's messages ("Messages with alice"). */
export const chatThread = (scope: Page | Locator, otherParty: string): Locator =>
  scope.getByRole('list', { name: `Messages with ${otherParty}` });

/** A row of the conversation list, e.g. conversationRow(page, 'alice', 'Cordless Drill 18V'); a sample user's row is named "alice (sample), about …". */
export const conversationRow = (scope: Page | Locator, otherParty: string, toolName: string): Locator =>
  scope.getByRole('button', { name: new RegExp(`^${otherParty}( \\(sample\\))?, about ${toolName}`) });

/** Types a message in the open thread and sends it with Enter. */
export async function sendChatMessage(scope: Page | Locator, text: string): Promise<void> {
  const input = scope.getByPlaceholder('Type a message...');
  await input.fill(text);
  await input.press('Enter');
  await expect(input).toHaveValue('');
}

/** 'Contact Owner' on a tool's page; lands on /messages with the conversation open. */
export async function contactOwner(page: Page, toolId: string): Promise<void> {
  await page.goto(`/tools/${toolId}`);
  await page.getByRole('button', { name: 'Contact Owner' }).click();
  await expect(page).toHaveURL(/\/messages$/);
}

/** The header's message icon (its name carries the unread count). */
export const messagesIcon = (page: Page): Locator =>
  page.getByRole('banner').getByRole('button', { name: /^Open messages/ });
