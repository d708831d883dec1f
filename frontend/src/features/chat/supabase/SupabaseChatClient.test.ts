import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse, ws } from 'msw';
import {
  ALICE,
  BOB,
  REST,
  STORAGE,
  SUPABASE_URL,
  postgrestError,
  signedInClient,
  tokenSubject,
  recordedSupabaseServer,
} from '../../../shared/supabase/test/supabaseFixtures';
import { expectDefined, nth } from '../../../test/defined';
import type { ChatMessage } from '../types';
import { SupabaseChatClient } from './SupabaseChatClient';
import { THREAD_PAGE_SIZE } from '../ChatClient';
import { MessageRefusedError } from '../messageRefused';

// PostgREST answers over HTTP and the Realtime server over its WebSocket (Phoenix protocol,
// serializer 2.0.0: [join_ref, ref, topic, event, payload]), both served by msw.

const TOOL_ID = '5d1e7c3a-9b2f-4e6d-8a1c-0f2e3d4c5b6a';
const CONVERSATION_ID = '7c1d2e3f-4a5b-4c6d-9e8f-0a1b2c3d4e5f';
const BOB_ME = { id: BOB.id, email: BOB.email, name: 'bob' };

/** A row of conversation_summaries() as Bob sees it. */
const conversationRow = (changes: object = {}) => ({
  id: CONVERSATION_ID,
  tool_id: TOOL_ID,
  tool_name: 'Cordless Drill 18V',
  tool_photo_path: `${ALICE.id}/${TOOL_ID}/cover.jpg`,
  lender_id: ALICE.id,
  borrower_id: BOB.id,
  other_party_id: ALICE.id,
  created_at: '2025-06-03T08:00:00+00:00',
  last_message: 'Saturday works',
  last_message_at: '2025-06-03T09:30:00+00:00',
  unread: 2,
  ...changes,
});
const summaries = (rows: object[]) => http.post(`${REST}/rpc/conversation_summaries`, () => HttpResponse.json(rows));
const messageRow = (changes: object = {}) => ({
  id: 'a1b2c3d4-0000-4000-8000-000000000001',
  conversation_id: CONVERSATION_ID,
  sender_id: ALICE.id,
  content: 'Saturday works',
  created_at: '2025-06-03T09:30:00+00:00',
  read_at: null,
  ...changes,
});

const { server, requests } = recordedSupabaseServer();

const clientAs = (supabase = signedInClient(BOB)) => new SupabaseChatClient(BOB_ME, async () => supabase);
const profiles = http.post(`${REST}/rpc/public_profiles`, () =>
  HttpResponse.json([{ id: ALICE.id, display_name: 'alice', wallet_address: ALICE.wallet }]),
);
const sent = (method: string, path: string) =>
  requests.filter((request) => request.method === method && request.url.startsWith(`${SUPABASE_URL}${path}`));
const firstSent = (method: string, path: string) => nth(sent(method, path), 0, `${method} ${path} request`);

describe('SupabaseChatClient over PostgREST', () => {
  it('lists conversations with the tool, the last message, the other party and the unread count', async () => {
    server.use(summaries([conversationRow()]), profiles);
    const {
      conversations: [conversation],
      nextCursor,
    } = await clientAs().fetchConversations();
    expect(nextCursor).toBeNull();
    expect(conversation).toEqual({
      id: CONVERSATION_ID,
      toolId: TOOL_ID,
      toolName: 'Cordless Drill 18V',
      toolImageUrl: `${STORAGE}/object/public/tool-photos/${ALICE.id}/${TOOL_ID}/cover.jpg`,
      lenderId: ALICE.id,
      lenderName: 'alice',
      lenderEmail: '',
      borrowerId: BOB.id,
      borrowerName: 'bob',
      borrowerEmail: '',
      lastMessage: 'Saturday works',
      lastMessageAt: '2025-06-03T09:30:00+00:00',
      unreadCount: 2,
      status: 'active',
      createdAt: '2025-06-03T08:00:00+00:00',
      updatedAt: '2025-06-03T09:30:00+00:00',
    });
    expect(tokenSubject(firstSent('POST', '/rest/v1/rpc/conversation_summaries').headers.get('Authorization'))).toBe(
      BOB.id,
    );
    expect(await firstSent('POST', '/rest/v1/rpc/public_profiles').json()).toEqual({ user_ids: [ALICE.id] });
    // The first page: no keyset yet.
    expect(await firstSent('POST', '/rest/v1/rpc/conversation_summaries').json()).toEqual({ page_size: 30 });
  });

  it('pages the list: a full page gives the keyset of its last row, which the next call sends as it came', async () => {
    // Ids descending within one instant: the database's order (last_message_at desc, id desc).
    const row = (index: number) =>
      conversationRow({
        id: `7c1d2e3f-4a5b-4c6d-9e8f-${String(99 - index).padStart(12, '0')}`,
        last_message_at: `2025-06-03T09:${String(59 - Math.floor(index / 2)).padStart(2, '0')}:00.123456+00:00`,
      });
    const rows = Array.from({ length: 31 }, (_, index) => row(index));
    server.use(
      http.post(`${REST}/rpc/conversation_summaries`, async ({ request }) => {
        const { page_size: size, after_id: afterId } = (await request.json()) as {
          page_size: number;
          after_id: string | null;
        };
        const start = afterId === null ? 0 : rows.findIndex((candidate) => candidate.id === afterId) + 1;
        return HttpResponse.json(rows.slice(start, start + size));
      }),
      profiles,
    );
    const client = clientAs();
    const first = await client.fetchConversations();
    expect(first.conversations).toHaveLength(30);
    const last = nth(rows, 29, 'row 30');
    expect(first.nextCursor).toEqual({ lastMessageAt: last.last_message_at, id: last.id });
    const second = await client.fetchConversations(expectDefined(first.nextCursor, 'the cursor after a full page'));
    expect(second.conversations.map((conversation) => conversation.id)).toEqual([nth(rows, 30, 'row 31').id]);
    expect(second.nextCursor).toBeNull();
    expect(await nth(sent('POST', '/rest/v1/rpc/conversation_summaries'), 1, 'second page request').json()).toEqual({
      page_size: 30,
      after_last_message_at: last.last_message_at,
      after_id: last.id,
    });
  });

  it("reads a thread in order, naming the other party's messages and marking the user's own as read", async () => {
    server.use(
      summaries([conversationRow({ unread: 1 })]),
      profiles,
      // One json[] value, newest first, as conversation_messages answers.
      http.post(`${REST}/rpc/conversation_messages`, () =>
        HttpResponse.json([
          messageRow({ id: 'a1b2c3d4-0000-4000-8000-000000000002', sender_id: BOB.id, content: 'See you then' }),
          messageRow(),
        ]),
      ),
    );
    const client = clientAs();
    await client.fetchConversations();
    const { messages, earlier } = await client.fetchMessages(CONVERSATION_ID);
    expect(messages.map(({ senderName, content, read }) => ({ senderName, content, read }))).toEqual([
      { senderName: 'alice', content: 'Saturday works', read: false },
      { senderName: 'bob', content: 'See you then', read: true },
    ]);
    expect(earlier).toBeNull();
    // The newest page and one message more (to know whether earlier ones remain), not every message.
    expect(await firstSent('POST', '/rest/v1/rpc/conversation_messages').json()).toEqual({
      conversation_id: CONVERSATION_ID,
      page_size: THREAD_PAGE_SIZE + 1,
    });
  });

  it('pages back through a long thread by the keyset of its oldest message shown, until none remain', async () => {
    // 2 pages and 3 messages, newest first as the database orders them (created_at desc, id desc),
    // two by two in the same instant so that the id decides, with the database's microseconds.
    const count = 2 * THREAD_PAGE_SIZE + 3;
    const rows = Array.from({ length: count }, (_, index) =>
      messageRow({
        id: `a1b2c3d4-0000-4000-8000-${String(count - index).padStart(12, '0')}`,
        content: `Message ${count - index}`,
        created_at: new Date(Date.UTC(2025, 5, 3, 9, 0, Math.floor((count - index) / 2)))
          .toISOString()
          .replace('.000Z', '.123456+00:00'),
      }),
    );
    server.use(
      summaries([conversationRow()]),
      profiles,
      // The database's keyset paging: the rows strictly before the given one, at most page_size.
      http.post(`${REST}/rpc/conversation_messages`, async ({ request }) => {
        const { page_size: size, before_id: beforeId } = (await request.json()) as {
          page_size: number;
          before_id?: string;
        };
        const start = beforeId === undefined ? 0 : rows.findIndex((row) => row.id === beforeId) + 1;
        return HttpResponse.json(rows.slice(start, start + size));
      }),
    );
    const client = clientAs();
    await client.fetchConversations();
    const contents = (page: { messages: ChatMessage[] }) => page.messages.map((item) => item.content);

    const newest = await client.fetchMessages(CONVERSATION_ID);
    expect(contents(newest)).toHaveLength(THREAD_PAGE_SIZE);
    expect(nth(contents(newest), 0, 'the oldest shown')).toBe(`Message ${count - THREAD_PAGE_SIZE + 1}`);
    expect(nth(contents(newest), -1, 'the newest')).toBe(`Message ${count}`);
    const oldestShown = nth(rows, THREAD_PAGE_SIZE - 1, 'the oldest row of the first page');
    // The keyset as the database gave it (microseconds and all).
    expect(newest.earlier).toEqual({ timestamp: oldestShown.created_at, id: oldestShown.id });

    const second = await client.fetchEarlierMessages(CONVERSATION_ID, expectDefined(newest.earlier, 'keyset'));
    expect(contents(second)).toEqual(
      Array.from({ length: THREAD_PAGE_SIZE }, (_, index) => `Message ${count - 2 * THREAD_PAGE_SIZE + 1 + index}`),
    );
    expect(await nth(sent('POST', '/rest/v1/rpc/conversation_messages'), 1, 'the second page').json()).toEqual({
      conversation_id: CONVERSATION_ID,
      page_size: THREAD_PAGE_SIZE + 1,
      before_created_at: oldestShown.created_at,
      before_id: oldestShown.id,
    });

    const last = await client.fetchEarlierMessages(CONVERSATION_ID, expectDefined(second.earlier, 'keyset'));
    expect(contents(last)).toEqual(['Message 1', 'Message 2', 'Message 3']);
    expect(last.earlier).toBeNull();
  });

  it('a thread of exactly one page has nothing before it, and a refused page is an error', async () => {
    const rows = Array.from({ length: THREAD_PAGE_SIZE }, (_, index) =>
      messageRow({ id: `a1b2c3d4-0000-4000-8000-${String(THREAD_PAGE_SIZE - index).padStart(12, '0')}` }),
    );
    server.use(http.post(`${REST}/rpc/conversation_messages`, () => HttpResponse.json(rows)));
    const page = await clientAs().fetchMessages(CONVERSATION_ID);
    expect(page.messages).toHaveLength(THREAD_PAGE_SIZE);
    expect(page.earlier).toBeNull();

    server.use(
      http.post(`${REST}/rpc/conversation_messages`, () =>
        postgrestError(500, '57014', 'canceling statement due to statement timeout'),
      ),
    );
    await expect(
      clientAs().fetchEarlierMessages(CONVERSATION_ID, { timestamp: '2025-06-03T09:30:00+00:00', id: 'x' }),
    ).rejects.toThrow('Failed to fetch messages: canceling statement due to statement timeout');
  });

  it('sends a message as the signed-in user and refuses one over 2000 characters before sending', async () => {
    server.use(
      // The stored message as one json object, as PostgREST answers a function that returns one.
      http.post(`${REST}/rpc/send_message`, () =>
        HttpResponse.json(messageRow({ sender_id: BOB.id, content: 'On my way' })),
      ),
    );
    const client = clientAs();
    const message = await client.sendMessage(CONVERSATION_ID, 'On my way');
    expect(message).toMatchObject({ senderId: BOB.id, senderName: 'bob', content: 'On my way', read: true });
    expect(await firstSent('POST', '/rest/v1/rpc/send_message').json()).toEqual({
      in_conversation: CONVERSATION_ID,
      message_text: 'On my way',
    });

    requests.length = 0;
    await expect(client.sendMessage(CONVERSATION_ID, 'x'.repeat(2001))).rejects.toThrow(
      'Messages can be at most 2000 characters; this one has 2001.',
    );
    expect(requests).toHaveLength(0);
  });

  it('passes on the database refusing a message (check constraint)', async () => {
    server.use(
      http.post(`${REST}/rpc/send_message`, () =>
        postgrestError(
          400,
          '23514',
          'new row for relation "messages" violates check constraint "messages_content_not_blank"',
        ),
      ),
    );
    await expect(clientAs().sendMessage(CONVERSATION_ID, 'hi')).rejects.toThrow(/messages_content_not_blank/);
  });

  it('words a quota the database refuses with its own sentence (30 messages a minute) as a MessageRefusedError', async () => {
    const sentence = 'You can send at most 30 messages a minute. Wait a moment, then send it again.';
    server.use(http.post(`${REST}/rpc/send_message`, () => postgrestError(400, '23514', sentence)));
    const refusal = clientAs().sendMessage(CONVERSATION_ID, 'hi');
    await expect(refusal).rejects.toBeInstanceOf(MessageRefusedError);
    await expect(refusal).rejects.toThrow(sentence);
  });

  it('opens a conversation with its first message (start_conversation), under the id it showed, then sends to it as usual', async () => {
    const lender = { id: ALICE.id, name: 'alice', email: '' };
    const input = { toolId: TOOL_ID, toolName: 'Cordless Drill 18V', toolImageUrl: '', lender };
    const client = new SupabaseChatClient(
      BOB_ME,
      async () => signedInClient(BOB),
      () => CONVERSATION_ID,
    );
    const created = await client.createConversation(input);
    expect(created).toMatchObject({
      id: CONVERSATION_ID,
      lenderId: ALICE.id,
      lenderName: 'alice',
      borrowerId: BOB.id,
      lastMessage: '',
      unreadCount: 0,
    });
    // Nothing is stored before the first message: no empty conversation in the lender's list.
    expect(requests).toHaveLength(0);

    const first = messageRow({
      id: 'a1b2c3d4-0000-4000-8000-00000000000a',
      sender_id: BOB.id,
      content: 'Free on Saturday?',
    });
    server.use(
      // The message as one json object, as PostgREST answers a function that returns one json value.
      http.post(`${REST}/rpc/start_conversation`, () => HttpResponse.json(first)),
      http.post(`${REST}/rpc/send_message`, () =>
        HttpResponse.json(messageRow({ id: 'a1b2c3d4-0000-4000-8000-00000000000b', sender_id: BOB.id })),
      ),
    );
    await expect(client.sendMessage(CONVERSATION_ID, 'Free on Saturday?')).resolves.toMatchObject({
      conversationId: CONVERSATION_ID,
      senderId: BOB.id,
      senderName: 'bob',
      content: 'Free on Saturday?',
    });
    expect(await firstSent('POST', '/rest/v1/rpc/start_conversation').json()).toEqual({
      about_tool: TOOL_ID,
      first_message: 'Free on Saturday?',
      new_conversation_id: CONVERSATION_ID,
    });
    await client.sendMessage(CONVERSATION_ID, 'Around 10?');
    expect(sent('POST', '/rest/v1/rpc/start_conversation')).toHaveLength(1);
    expect(sent('POST', '/rest/v1/rpc/send_message')).toHaveLength(1);
  });

  it('words the conversation quota the database refuses with its own sentence as a MessageRefusedError', async () => {
    const sentence =
      'You can start at most 20 conversations a day. Continue one you already have, or try again tomorrow.';
    server.use(http.post(`${REST}/rpc/start_conversation`, () => postgrestError(400, '23514', sentence)));
    const client = clientAs();
    const { id } = await client.createConversation({
      toolId: TOOL_ID,
      toolName: 'Cordless Drill 18V',
      toolImageUrl: '',
      lender: { id: ALICE.id, name: 'alice', email: '' },
    });
    const refusal = client.sendMessage(id, 'Hello');
    await expect(refusal).rejects.toBeInstanceOf(MessageRefusedError);
    await expect(refusal).rejects.toThrow(sentence);
  });

  it("marks the other party's messages read through mark_conversation_read", async () => {
    server.use(http.post(`${REST}/rpc/mark_conversation_read`, () => HttpResponse.json(2)));
    await clientAs().markRead(CONVERSATION_ID);
    expect(await firstSent('POST', '/rest/v1/rpc/mark_conversation_read').json()).toEqual({
      conversation_id: CONVERSATION_ID,
    });
  });
});

describe('SupabaseChatClient over Realtime', () => {
  const realtime = ws.link(`${SUPABASE_URL.replace('http', 'ws')}/realtime/v1/websocket`);
  type Frame = [string | null, string | null, string, string, Record<string, unknown>];

  it('joins a postgres_changes channel for new messages with the user token, and reads each insert by its id', async () => {
    const live = messageRow({
      id: 'a1b2c3d4-0000-4000-8000-000000000009',
      content: 'Are you still coming?',
      created_at: '2025-06-03T09:31:00+00:00',
    });
    const late = messageRow({ id: 'a1b2c3d4-0000-4000-8000-000000000010' });
    /** What messages_by_id finds. */
    const stored = [live, late];
    /** A message as Realtime sends it to a party: the columns their role may select, no text. */
    const announced = ({ content: _content, ...selectable }: ReturnType<typeof messageRow>) => selectable;
    const joined: Frame[] = [];
    let push: ((row: object) => void) | undefined;
    // Resolves when the server has the client's leave, with the server's acknowledgement of it to send.
    let onLeave: (acknowledge: () => void) => void = () => {};
    const left = new Promise<() => void>((resolve) => (onLeave = resolve));
    const ready = new Promise<void>((resolve) => {
      server.use(
        realtime.addEventListener('connection', ({ client }) => {
          client.addEventListener('message', (event) => {
            const frame = JSON.parse(typeof event.data === 'string' ? event.data : '') as Frame;
            const [joinRef, ref, topic, name] = frame;
            if (name === 'heartbeat') {
              client.send(JSON.stringify([null, ref, 'phoenix', 'phx_reply', { status: 'ok', response: {} }]));
              return;
            }
            if (name === 'phx_leave') {
              const reply = [joinRef, ref, topic, 'phx_reply', { status: 'ok', response: {} }];
              onLeave(() => client.send(JSON.stringify(reply)));
              return;
            }
            if (name !== 'phx_join') return;
            joined.push(frame);
            // The server answers the join with an id per postgres_changes binding; changes carry it.
            client.send(
              JSON.stringify([
                joinRef,
                ref,
                topic,
                'phx_reply',
                {
                  status: 'ok',
                  response: { postgres_changes: [{ id: 31, event: 'INSERT', schema: 'public', table: 'messages' }] },
                },
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
                    ids: [31],
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
            resolve();
          });
        }),
        summaries([conversationRow()]),
        profiles,
        http.post(`${REST}/rpc/messages_by_id`, async ({ request }) => {
          const { message_ids: ids } = (await request.json()) as { message_ids: string[] };
          return HttpResponse.json(stored.filter((message) => ids.includes(message.id)));
        }),
      );
    });

    const supabase = signedInClient(BOB);
    const client = clientAs(supabase);
    await client.fetchConversations();
    const received: ChatMessage[] = [];
    const unsubscribe = client.subscribe((message) => received.push(message));
    await ready;

    const [, , topic, , payload] = nth(joined, 0, 'channel join');
    expect(topic).toBe(`realtime:messages-of-${BOB.id}`);
    expect(payload).toMatchObject({
      config: { postgres_changes: [{ event: 'INSERT', schema: 'public', table: 'messages' }] },
    });
    // Realtime applies row-level security as the user whose token joins, not as the anon key.
    expect(tokenSubject(payload.access_token as string)).toBe(BOB.id);

    expectDefined(push, 'the Realtime push')(announced(live));
    await vi.waitFor(() => expect(received).toHaveLength(1));
    expect(await firstSent('POST', '/rest/v1/rpc/messages_by_id').json()).toEqual({ message_ids: [live.id] });
    expect(received[0]).toEqual({
      id: 'a1b2c3d4-0000-4000-8000-000000000009',
      conversationId: CONVERSATION_ID,
      senderId: ALICE.id,
      senderEmail: '',
      senderName: 'alice',
      content: 'Are you still coming?',
      timestamp: '2025-06-03T09:31:00+00:00',
      read: false,
      messageType: 'text',
    });

    unsubscribe();
    const acknowledgeLeave = await left;
    // A message on its way as the client leaves; the server then acknowledges the leave, and the client
    // handles the frames in order: once it has closed the channel, it has handled the message too.
    expectDefined(push, 'the Realtime push')(announced(late));
    acknowledgeLeave();
    await vi.waitFor(() => expect(supabase.realtime.getChannels()).toEqual([]));
    expect(received).toHaveLength(1);
    expect(sent('POST', '/rest/v1/rpc/messages_by_id')).toHaveLength(1);
  });
});
