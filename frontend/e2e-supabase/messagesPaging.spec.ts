import { expect, test } from '@playwright/test';
import { conversationSummaries, listings, recordedSupabase, threadMessages } from './support/recordedSupabase';

test('the Messages list loads its next page as it scrolls to the end, and keyboards reach it with Load more conversations', async ({
  page,
}) => {
  const project = await recordedSupabase(page, {
    tools: listings(3),
    signedIn: true,
    conversations: conversationSummaries(65),
  });
  await page.goto('/messages');
  const rows = page.getByRole('list', { name: 'Conversations' }).getByRole('listitem');
  await expect(rows).toHaveCount(30);
  await expect(rows.last()).toContainText('Shared Tool 30');

  // Scrolling to the end of the list asks for the rows after the 30th.
  await rows.last().scrollIntoViewIfNeeded();
  await expect(rows).toHaveCount(60);
  await expect(rows.nth(30)).toContainText('Shared Tool 31');

  // The last page from the keyboard: focused without scrolling (so only the button can ask), Enter, then nothing more to load.
  const loadMore = page.getByRole('button', { name: 'Load more conversations' });
  await loadMore.evaluate((button: HTMLElement) => button.focus({ preventScroll: true }));
  await page.keyboard.press('Enter');
  await expect(rows).toHaveCount(65);
  await expect(loadMore).toHaveCount(0);
  expect(project.requests.filter((request) => request === 'POST /rest/v1/rpc/conversation_summaries')).toHaveLength(3);
});

test('a long thread shows its newest messages, and "Show earlier messages" puts the earlier ones above, keeping what was read in place', async ({
  page,
}) => {
  const conversations = conversationSummaries(1);
  const [conversation] = conversations;
  if (!conversation) throw new Error('no conversation');
  const project = await recordedSupabase(page, {
    tools: listings(1),
    signedIn: true,
    conversations,
    messages: threadMessages(conversation, 120),
  });
  await page.goto('/messages');
  await page.getByRole('button', { name: /about Shared Tool 1/ }).click();
  const thread = page.getByRole('list', { name: /^Messages with/ });
  const bubbles = thread.getByRole('listitem');
  // The newest page (50 messages), the newest at the bottom in view.
  await expect(bubbles).toHaveCount(50);
  await expect(bubbles.first()).toContainText('Message 71');
  await expect(bubbles.last()).toContainText('Message 120');
  await expect(bubbles.last()).toBeInViewport();

  // The reader goes up to the oldest message shown and asks for the earlier ones.
  const showEarlier = page.getByRole('button', { name: 'Show earlier messages' });
  await showEarlier.scrollIntoViewIfNeeded();
  // A message's bubble, by its whole text (the sender's name, read to screen readers, before it).
  const bubble = (text: string) => thread.locator('li > p').filter({ hasText: new RegExp(`: ${text}$`) });
  const reading = bubble('Message 71');
  const before = await reading.boundingBox();
  await showEarlier.click();
  await expect(bubbles).toHaveCount(100);
  await expect(bubbles.first()).toContainText('Message 21');
  // Message 71 stays where it was on screen: the earlier page went above it, out of view (only the
  // end of Message 70 may show, where the button was).
  const after = await reading.boundingBox();
  expect(Math.abs((after?.y ?? Infinity) - (before?.y ?? 0))).toBeLessThanOrEqual(1);
  await expect(bubble('Message 21')).not.toBeInViewport();
  await expect(bubble('Message 69')).not.toBeInViewport();

  // The last page: every message shown, and no button any more.
  await showEarlier.scrollIntoViewIfNeeded();
  await showEarlier.click();
  await expect(bubbles).toHaveCount(120);
  await expect(bubbles.first()).toContainText('Message 1');
  await expect(showEarlier).toHaveCount(0);
  await expect(reading).toBeAttached();
  expect(project.requests.filter((request) => request === 'POST /rest/v1/rpc/conversation_messages')).toHaveLength(3);
});
