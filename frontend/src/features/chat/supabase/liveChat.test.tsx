import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, ws } from 'msw';
import { setupServer } from 'msw/node';
import { ALICE, BOB, REST, SUPABASE_URL, signedInClient } from '../../../shared/supabase/test/supabaseFixtures';
import { ChatPanes } from '../components/ChatPanes';
import { renderWithChat } from '../test/renderWithChat';
import { SupabaseChatClient } from './SupabaseChatClient';
import { THREAD_PAGE_SIZE } from '../ChatClient';
import { EARLIER_MESSAGES_FAILED } from '../components/EarlierMessagesButton';
import { deferred } from '../../../test/deferred';
import { announced, announcements } from '../../../test/announcements';

// The Messages screen on the Supabase chat client, against PostgREST and the Realtime WebSocket
// answered by msw: what a user sees when the other party writes.

const TOOL_ID = '5d1e7c3a-9b2f-4e6d-8a1c-0f2e3d4c5b6a';
const CONVERSATION_ID = '7c1d2e3f-4a5b-4c6d-9e8f-0a1b2c3d4e5f';
const NEW_CONVERSATION_ID = '7c1d2e3f-4a5b-4c6d-9e8f-0a1b2c3d4e60';
const summary = (id: string, toolName: string, lastMessage: string) => ({
  id,
  tool_id: TOOL_ID,
  tool_name: toolName,
  tool_photo_path: '',
  lender_id: ALICE.id,
  borrower_id: BOB.id,
  other_party_id: ALICE.id,
  created_at: '2025-06-03T08:00:00+00:00',
  last_message: lastMessage,
  last_message_at: '2025-06-03T09:30:00+00:00',
  unread: 0,
});
const message = (id: string, conversationId: string, content: string, createdAt = '2025-06-03T09:31:00+00:00') => ({
  id,
  conversation_id: conversationId,
  sender_id: ALICE.id,
  content,
  created_at: createdAt,
  read_at: null,
});

type MessageRow = ReturnType<typeof message>;
const FIRST_MESSAGE = message('a1b2c3d4-0000-4000-8000-000000000001', CONVERSATION_ID, 'Saturday works');

const server = setupServer();
const marked: string[] = [];
/** The messages the database holds, which messages_by_id reads. */
let stored: MessageRow[] = [];
let summaries = [summary(CONVERSATION_ID, 'Cordless Drill 18V', 'Saturday works')];
/** What conversation_messages answers before it reads a page of earlier messages (a test holds or fails it). */
let earlierPage: () => Promise<Response | undefined> = () => Promise.resolve(undefined);

/** `rows` as conversation_messages pages them: newest first (created_at, then id), strictly before the keyset. */
function keysetPage(rows: MessageRow[], size: number, beforeAt?: string, beforeId?: string): MessageRow[] {
  const key = (row: MessageRow) => `${new Date(row.created_at).toISOString()} ${row.id}`;
  const bound = beforeAt && beforeId ? `${new Date(beforeAt).toISOString()} ${beforeId}` : null;
  return rows
    .filter((row) => bound === null || key(row) < bound)
    .sort((a, b) => (key(a) < key(b) ? 1 : -1))
    .slice(0, size);
}
let push: (record: object) => void = () => {
  throw new Error('No channel joined yet');
};
const realtime = ws.link(`${SUPABASE_URL.replace('http', 'ws')}/realtime/v1/websocket`);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  marked.length = 0;
  stored = [FIRST_MESSAGE];
  earlierPage = () => Promise.resolve(undefined);
  summaries = [summary(CONVERSATION_ID, 'Cordless Drill 18V', 'Saturday works')];
  server.use(
    http.post(`${REST}/rpc/conversation_summaries`, () => HttpResponse.json(summaries)),
    http.post(`${REST}/rpc/public_profiles`, () =>
      HttpResponse.json([{ id: ALICE.id, display_name: 'alice', wallet_address: '' }]),
    ),
    http.post(`${REST}/rpc/conversation_messages`, async ({ request }) => {
      const body = (await request.json()) as {
        conversation_id: string;
        page_size: number;
        before_created_at?: string;
        before_id?: string;
      };
      const answer = body.before_id === undefined ? undefined : await earlierPage();
      if (answer) return answer;
      const thread = stored.filter((row) => row.conversation_id === body.conversation_id);
      return HttpResponse.json(keysetPage(thread, body.page_size, body.before_created_at, body.before_id));
    }),
    http.post(`${REST}/rpc/messages_by_id`, async ({ request }) => {
      const { message_ids: ids } = (await request.json()) as { message_ids: string[] };
      return HttpResponse.json(stored.filter((row) => ids.includes(row.id)));
    }),
    http.post(`${REST}/rpc/mark_conversation_read`, async ({ request }) => {
      marked.push(((await request.json()) as { conversation_id: string }).conversation_id);
      return HttpResponse.json(1);
    }),
    realtime.addEventListener('connection', ({ client }) => {
      client.addEventListener('message', (event) => {
        const [joinRef, ref, topic, name, payload] = JSON.parse(typeof event.data === 'string' ? event.data : '') as [
          string,
          string,
          string,
          string,
          { config: { postgres_changes: object[] } },
        ];
        if (name !== 'phx_join') return;
        client.send(
          JSON.stringify([
            joinRef,
            ref,
            topic,
            'phx_reply',
            { status: 'ok', response: { postgres_changes: [{ ...payload.config.postgres_changes[0], id: 5 }] } },
          ]),
        );
        push = (record) =>
          client.send(
            JSON.stringify([
              joinRef,
              null,
              topic,
              'postgres_changes',
              {
                ids: [5],
                data: {
                  type: 'INSERT',
                  schema: 'public',
                  table: 'messages',
                  commit_timestamp: '2025-06-03T09:31:00Z',
                  columns: [],
                  record,
                  old_record: {},
                  errors: null,
                },
              },
            ]),
          );
      });
    }),
  );
});
afterEach(() => server.resetHandlers());

/**
 * Alice writes `row`: the database stores it and Realtime announces it to Bob with the columns his
 * role may select, which leave out the text (20261202000100_messages_through_functions.sql).
 */
function aliceWrites(row: MessageRow) {
  stored.push(row);
  const { content: _content, ...selectable } = row;
  push(selectable);
}
afterAll(() => server.close());

describe('live chat on Supabase', () => {
  it('shows a new message of the open thread at once and marks it read; a new conversation appears in the list', async () => {
    const supabase = signedInClient(BOB);
    await renderWithChat(<ChatPanes />, {
      user: { id: BOB.id, email: BOB.email },
      createClient: (me) => new SupabaseChatClient(me, async () => supabase),
    });
    await userEvent.click(await screen.findByRole('button', { name: /alice, about Cordless Drill 18V/ }));
    const thread = await screen.findByRole('list', { name: 'Messages with alice' });
    await waitFor(() => expect(within(thread).getAllByRole('listitem')).toHaveLength(1));

    await waitFor(() =>
      aliceWrites(message('a1b2c3d4-0000-4000-8000-000000000002', CONVERSATION_ID, 'Are you still coming?')),
    );
    expect(await within(thread).findByText('Are you still coming?')).toBeInTheDocument();
    await waitFor(() => expect(marked.filter((id) => id === CONVERSATION_ID).length).toBeGreaterThanOrEqual(2));

    // Alice opens a conversation with Bob about another tool: the list is read again.
    summaries = [summary(NEW_CONVERSATION_ID, 'Hedge Trimmer', 'Is it free on Sunday?'), ...summaries];
    aliceWrites(message('a1b2c3d4-0000-4000-8000-000000000003', NEW_CONVERSATION_ID, 'Is it free on Sunday?'));
    expect(await screen.findByRole('button', { name: /alice, about Hedge Trimmer/ })).toBeInTheDocument();
  });

  it('shows earlier messages above the thread on "Show earlier messages", busy meanwhile, with "Try again" when it fails', async () => {
    // 120 messages a minute apart: the newest page, a second page, and 20 before them.
    const count = 2 * THREAD_PAGE_SIZE + 20;
    stored = Array.from({ length: count }, (_, index) =>
      message(
        `a1b2c3d4-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
        CONVERSATION_ID,
        `Message ${index + 1}`,
        new Date(Date.UTC(2025, 5, 3, 7, index)).toISOString(),
      ),
    );
    const supabase = signedInClient(BOB);
    await renderWithChat(<ChatPanes />, {
      user: { id: BOB.id, email: BOB.email },
      createClient: (me) => new SupabaseChatClient(me, async () => supabase),
    });
    await userEvent.click(await screen.findByRole('button', { name: /alice, about Cordless Drill 18V/ }));
    const thread = await screen.findByRole('list', { name: 'Messages with alice' });
    // Each bubble's text, without the sender's name read to screen readers (found by element: asking
    // jsdom for the roles of 120 items each time is slow).
    const contents = () =>
      [...thread.querySelectorAll('li > p')].map((bubble) => bubble.textContent.replace(/^alice: /, ''));
    await waitFor(() => expect(within(thread).getAllByRole('listitem')).toHaveLength(THREAD_PAGE_SIZE));
    expect(contents()[0]).toBe(`Message ${count - THREAD_PAGE_SIZE + 1}`);

    // A message arrives live, then the earlier page is asked for and held: the button says it is busy.
    await waitFor(() =>
      aliceWrites(
        message(
          'a1b2c3d4-0000-4000-8000-000000000999',
          CONVERSATION_ID,
          'Are you still coming?',
          '2025-06-03T10:00:00+00:00',
        ),
      ),
    );
    expect(await within(thread).findByText('Are you still coming?')).toBeInTheDocument();
    const held = deferred<undefined>();
    earlierPage = () => held.promise;
    await userEvent.click(screen.getByRole('button', { name: 'Show earlier messages' }));
    expect(await screen.findByRole('button', { name: 'Loading earlier messages…' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    held.resolve(undefined);

    // The earlier page goes above, in order; the live message stays last, once.
    await waitFor(() => expect(within(thread).getAllByRole('listitem')).toHaveLength(2 * THREAD_PAGE_SIZE + 1));
    const shown = contents();
    expect(shown.slice(0, 2)).toEqual([
      `Message ${count - 2 * THREAD_PAGE_SIZE + 1}`,
      `Message ${count - 2 * THREAD_PAGE_SIZE + 2}`,
    ]);
    expect(shown.slice(-2)).toEqual([`Message ${count}`, 'Are you still coming?']);

    // The next page fails: the reason, and "Try again", which loads it.
    earlierPage = () =>
      Promise.resolve(
        HttpResponse.json(
          { code: '57014', message: 'canceling statement due to statement timeout', details: null, hint: null },
          { status: 500 },
        ),
      );
    await userEvent.click(screen.getByRole('button', { name: 'Show earlier messages' }));
    await waitFor(() => expect(announced('alert')).toHaveTextContent(EARLIER_MESSAGES_FAILED));
    // The thread itself is still there: the failure is the earlier page's alone.
    expect(within(thread).getAllByRole('listitem')).toHaveLength(2 * THREAD_PAGE_SIZE + 1);
    earlierPage = () => Promise.resolve(undefined);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(thread).getAllByRole('listitem')).toHaveLength(count + 1));
    expect(contents()[0]).toBe('Message 1');
    expect(announcements('alert')).toEqual([]);
    // Every message is shown: no button any more, and its focus is on the messages, not lost.
    expect(thread).toHaveFocus();
    expect(screen.queryByRole('button', { name: /earlier messages|Try again/ })).not.toBeInTheDocument();
  });
});
