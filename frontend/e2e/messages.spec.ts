import { expect, test } from '@playwright/test';
import { signUp, viewportWidth } from './support/accounts';
import { chatThread, contactOwner, conversationRow, messagesIcon, sendChatMessage } from './support/chat';
import { signUpWithWallet } from './support/rentals';
import { DEV_ACCOUNTS } from './support/testWallet';

const FIRST_REPLY = 'Thanks for your message! When would you like to pick it up?';

test('a borrower contacts an owner from a tool page, exchanges messages and finds the chat after a reload', async ({
  page,
}) => {
  await signUpWithWallet(page, DEV_ACCOUNTS[5]);

  // A tool nobody has talked about yet: a new conversation, open and first in the list.
  await contactOwner(page, 'tool-10');
  await expect(page.getByRole('heading', { name: 'bob', exact: true })).toBeVisible();
  await expect(page.getByText('About: Angle Grinder 125 mm')).toBeVisible();
  await sendChatMessage(page, '   Is the grinder free on Sunday?   ');
  const thread = chatThread(page, 'bob');
  await expect(thread.getByText('Is the grinder free on Sunday?')).toBeVisible();
  await expect(page.getByRole('status', { name: 'bob is typing' })).toBeVisible();
  await expect(thread.getByText(FIRST_REPLY)).toBeVisible();
  await expect(page.getByRole('status', { name: 'bob is typing' })).toHaveCount(0);

  // Asking again about the same tool reuses the conversation.
  await contactOwner(page, 'tool-10');
  await expect(chatThread(page, 'bob').getByText('Is the grinder free on Sunday?')).toBeVisible();
  if (viewportWidth(page) < 768) await page.getByRole('button', { name: 'Back to conversations' }).click();
  await expect(page.getByRole('button', { name: /about Angle Grinder 125 mm/ })).toHaveCount(1);

  await page.reload();
  // Phones come back to the list (the thread was closed with Back); larger screens to the open thread.
  if (viewportWidth(page) < 768) await conversationRow(page, 'bob', 'Angle Grinder 125 mm').click();
  await expect(chatThread(page, 'bob').getByText('Is the grinder free on Sunday?')).toBeVisible();
  await expect(chatThread(page, 'bob').getByText(FIRST_REPLY)).toBeVisible();
});

test('the header icon opens the overlay: unread count, a thread read, Escape closes it', async ({ page }) => {
  // dave's demo account (a sample user): the specification's sample chats, two unread from alice, one from carol.
  await signUp(page, 'dave@toolshare.test');
  const icon = messagesIcon(page);
  await expect(icon).toHaveAccessibleName('Open messages (3 unread)');
  await icon.click();
  const overlay = page.getByRole('dialog', { name: 'Messages' });
  await expect(overlay.getByRole('heading', { name: 'Messages' })).toBeVisible();
  // Marked as samples, in the list and in the thread.
  await expect(
    overlay.getByRole('button', { name: 'alice (sample), about Cordless Drill 18V, 2 unread' }),
  ).toBeVisible();
  await conversationRow(overlay, 'alice', 'Cordless Drill 18V').click();
  await expect(chatThread(overlay, 'alice').getByText('Hi, yes it is. Both batteries are charged.')).toBeVisible();
  await expect(icon).toHaveAccessibleName('Open messages (1 unread)');

  if (viewportWidth(page) < 768) {
    // Full screen on phones: the thread replaces the list, Back brings it back.
    await expect(overlay.getByPlaceholder('Search conversations...')).toBeHidden();
    await overlay.getByRole('button', { name: 'Back to conversations' }).click();
    await expect(overlay.getByPlaceholder('Search conversations...')).toBeVisible();
  } else {
    await expect(overlay.getByPlaceholder('Search conversations...')).toBeVisible();
  }
  await overlay.getByPlaceholder('Search conversations...').fill('trimmer');
  await expect(conversationRow(overlay, 'carol', 'Hedge Trimmer')).toBeVisible();
  await expect(conversationRow(overlay, 'alice', 'Cordless Drill 18V')).toHaveCount(0);

  await page.keyboard.press('Escape');
  await expect(overlay).toHaveCount(0);
  await icon.click();
  await page.getByRole('button', { name: 'Close messages' }).click();
  await expect(page.getByRole('dialog', { name: 'Messages' })).toHaveCount(0);
});

test('the messages page asks signed-out visitors to sign in (the header shows no message icon to them)', async ({
  page,
}) => {
  await page.goto('/messages');
  await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
  await expect(page.getByText('Please sign in to access your messages.')).toBeVisible();
});
