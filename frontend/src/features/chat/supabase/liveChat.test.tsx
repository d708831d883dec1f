import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, ws } from 'msw';
import { setupServer } from 'msw/node';
import { ALICE, BOB, REST, SUPABASE_URL, signedInClient } from '../../../shared/supabase/test/supabaseFixtures';
import { ChatPanes } from '../components/ChatPanes';
import { renderWithChat } from '../test/renderWithChat';
import { SupabaseChatClient } from './SupabaseChatClient';

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
const message = (id: string, conversationId: string, content: string) => ({
  id,
  conversation_id: conversationId,
  sender_id: ALICE.id,
  content,
  created_at: '2025-06-03T09:31:00+00:00',
  read_at: null,
});

type MessageRow = ReturnType<typeof message>;
const FIRST_MESSAGE = message('a1b2c3d4-0000-4000-8000-000000000001', CONVERSATION_ID, 'Saturday works');

const server = setupServer();
const marked: string[] = [];
/** The messages the database holds, which messages_by_id reads. */
let stored: MessageRow[] = [];
let summaries = [summary(CONVERSATION_ID, 'Cordless Drill 18V', 'Saturday works')];
let push: (record: object) => void = () => {
  throw new Error('No channel joined yet');
};
const realtime = ws.link(`${SUPABASE_URL.replace('http', 'ws')}/realtime/v1/websocket`);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  marked.length = 0;
  stored = [FIRST_MESSAGE];
  summaries = [summary(CONVERSATION_ID, 'Cordless Drill 18V', 'Saturday works')];
  server.use(
    http.post(`${REST}/rpc/conversation_summaries`, () => HttpResponse.json(summaries)),
    http.post(`${REST}/rpc/public_profiles`, () =>
      HttpResponse.json([{ id: ALICE.id, display_name: 'alice', wallet_address: '' }]),
    ),
    http.post(`${REST}/rpc/conversation_messages`, () => HttpResponse.json([FIRST_MESSAGE])),
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
});
