import { expect, test } from '@playwright/test';
import { conversationSummaries, listings, recordedSupabase } from './support/recordedSupabase';

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
