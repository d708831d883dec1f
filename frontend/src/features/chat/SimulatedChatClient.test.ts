import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CHAT_DELAYS_MS,
  CONVERSATIONS_PAGE_SIZE,
  SIMULATED_REPLIES,
  SimulatedChatClient,
  THREAD_PAGE_SIZE,
} from './ChatClient';
import { sampleChat } from './sampleConversations';
import { expectDefined, nth } from '../../test/defined';
import { ALICE, DEMO_ME, ME, conversation as conversationWith, message, smallDatabase } from './test/chatFixtures';

/** Resolves `promise` only after exactly `ms` of fake time: not a millisecond earlier. */
async function settlesAfter<T>(promise: Promise<T>, ms: number): Promise<T> {
  let settled = false;
  promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  await vi.advanceTimersByTimeAsync(ms - 1);
  expect(settled).toBe(false);
  await vi.advanceTimersByTimeAsync(1);
  expect(settled).toBe(true);
  return promise;
}

/** The conversations of the first page. */
const firstPage = (chat: SimulatedChatClient) => chat.fetchConversations().then((page) => page.conversations);

let ids = 0;
const client = () =>
  new SimulatedChatClient(ME, smallDatabase(), {
    newId: () => `id-${++ids}`,
    now: () => new Date('2026-11-21T12:00:00.000Z'),
  });

describe('SimulatedChatClient', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('has the specified delays', () => {
    expect(CHAT_DELAYS_MS).toMatchObject({
      fetchConversations: 800,
      fetchMessages: 500,
      send: 300,
      createConversation: 500,
      markRead: 200,
    });
  });

  it('fetches conversations after 800 ms, newest first', async () => {
    const chat = new SimulatedChatClient(DEMO_ME, sampleChat(DEMO_ME, '2026-11-21T12:00:00.000Z'));
    const conversations = await settlesAfter(firstPage(chat), 800);
    expect(conversations.map((c) => c.toolName)).toEqual([
      'Cordless Drill 18V',
      'Circular Saw 185 mm',
      'Hedge Trimmer',
    ]);
    expect(conversations.map((c) => c.unreadCount)).toEqual([2, 0, 1]);
  });

  it('fetches a thread after 500 ms, and refuses an unknown conversation', async () => {
    const chat = client();
    const { messages, earlier } = await settlesAfter(chat.fetchMessages('c1'), 500);
    expect(messages.map((m) => m.content)).toEqual(['Is it free?', 'Yes', 'Saturday?']);
    expect(earlier).toBeNull();
    const missing = chat.fetchMessages('nope');
    const check = expect(missing).rejects.toThrow('Conversation not found');
    await vi.advanceTimersByTimeAsync(500);
    await check;
  });

  it('gives the whole thread at once (the kept chat is its only copy), and pages back from a keyset as the database does', async () => {
    const count = 2 * THREAD_PAGE_SIZE + 5;
    // All in one second: the thread's own order, not the time, decides.
    const thread = Array.from({ length: count }, (_, index) =>
      message({ id: `m${String(index + 1).padStart(3, '0')}`, content: `Message ${index + 1}` }),
    );
    const chat = new SimulatedChatClient(ME, { conversations: [conversationWith()], messages: { c1: thread } });
    const whole = await settlesAfter(chat.fetchMessages('c1'), CHAT_DELAYS_MS.fetchMessages);
    expect(whole.messages).toHaveLength(count);
    expect(whole.earlier).toBeNull();

    const newest = nth(thread, -1, 'the newest message');
    const before = { timestamp: newest.timestamp, id: newest.id };
    const page = await settlesAfter(chat.fetchEarlierMessages('c1', before), CHAT_DELAYS_MS.fetchMessages);
    expect(page.messages.map((m) => m.content)).toEqual(
      thread.slice(count - 1 - THREAD_PAGE_SIZE, count - 1).map((m) => m.content),
    );
    const oldestShown = nth(page.messages, 0, 'the oldest of the page');
    expect(page.earlier).toEqual({ timestamp: oldestShown.timestamp, id: oldestShown.id });
    const next = await settlesAfter(
      chat.fetchEarlierMessages('c1', expectDefined(page.earlier, 'the keyset of the next page')),
      CHAT_DELAYS_MS.fetchMessages,
    );
    expect(next.messages).toHaveLength(THREAD_PAGE_SIZE);
    const last = await settlesAfter(
      chat.fetchEarlierMessages('c1', expectDefined(next.earlier, 'the keyset of the last page')),
      CHAT_DELAYS_MS.fetchMessages,
    );
    // The last page: the first four messages, and nothing before them.
    expect(last.messages.map((m) => m.content)).toEqual(['Message 1', 'Message 2', 'Message 3', 'Message 4']);
    expect(last.earlier).toBeNull();
  });

  it('sends after 300 ms as the signed-in user and updates the last message', async () => {
    const chat = client();
    const sent = await settlesAfter(chat.sendMessage('c1', 'See you then'), 300);
    expect(sent).toMatchObject({
      conversationId: 'c1',
      senderId: ME.id,
      senderName: 'sam',
      content: 'See you then',
      read: true,
      messageType: 'text',
      timestamp: '2026-11-21T12:00:00.000Z',
    });
    const [conversation] = await settlesAfter(firstPage(chat), 800);
    expect(conversation).toMatchObject({ lastMessage: 'See you then', lastMessageAt: '2026-11-21T12:00:00.000Z' });
  });

  it('creates a conversation after 500 ms with the user as borrower and the owner as lender', async () => {
    const chat = client();
    const created = await settlesAfter(
      chat.createConversation({
        toolId: 'tool-2',
        toolName: 'Circular Saw 185 mm',
        toolImageUrl: '/saw.svg',
        lender: { id: 'user-bob', email: 'bob@toolshare.test', name: 'bob' },
      }),
      500,
    );
    expect(created).toMatchObject({
      toolId: 'tool-2',
      lenderId: 'user-bob',
      lenderName: 'bob',
      borrowerId: ME.id,
      borrowerEmail: ME.email,
      unreadCount: 0,
      status: 'active',
    });
    expect(await settlesAfter(chat.fetchMessages(created.id), 500)).toEqual({ messages: [], earlier: null });
    // bob is not passed as a sample user here: the conversation is a real one.
    expect(created.sample).toBeUndefined();
  });

  it("nobody answers in a real user's name: only a sample conversation gets simulated replies", async () => {
    const chat = new SimulatedChatClient(ME, {
      conversations: [
        conversationWith({ id: 'real', lenderId: 'user-kim', lenderName: 'kim', lenderEmail: 'kim@example.com' }),
      ],
      messages: {},
    });
    const refused = expect(chat.awaitReply('real')).rejects.toThrow('Only sample users answer by themselves');
    await vi.advanceTimersByTimeAsync(CHAT_DELAYS_MS.reply);
    await refused;
    const sample = await settlesAfter(
      chat.createConversation({
        toolId: 'tool-2',
        toolName: 'Circular Saw 185 mm',
        toolImageUrl: '',
        lender: { id: 'user-bob', email: 'bob@toolshare.test', name: 'bob' },
        sample: true,
      }),
      500,
    );
    expect(sample.sample).toBe(true);
    expect(await settlesAfter(chat.awaitReply(sample.id), CHAT_DELAYS_MS.reply)).toMatchObject({
      senderName: 'bob',
      content: SIMULATED_REPLIES[0],
    });
  });

  it("marks the other party's messages read after 200 ms", async () => {
    const chat = client();
    await settlesAfter(chat.sendMessage('c1', 'mine'), 300);
    await settlesAfter(chat.markRead('c1'), 200);
    const { messages: thread } = await settlesAfter(chat.fetchMessages('c1'), 500);
    expect(thread.filter((m) => m.senderId === ALICE.id).every((m) => m.read)).toBe(true);
    const conversations = await settlesAfter(firstPage(chat), 800);
    expect(nth(conversations, 0, 'conversation').unreadCount).toBe(0);
  });

  it('the other party replies, unread, with the next simulated line each time', async () => {
    const chat = client();
    const first = await settlesAfter(chat.awaitReply('c1'), CHAT_DELAYS_MS.reply);
    expect(first).toMatchObject({
      senderId: ALICE.id,
      senderName: 'alice',
      content: SIMULATED_REPLIES[0],
      read: false,
    });
    const second = await settlesAfter(chat.awaitReply('c1'), CHAT_DELAYS_MS.reply);
    expect(second.content).toBe(SIMULATED_REPLIES[1]);
    const [conversation] = await settlesAfter(firstPage(chat), 800);
    expect(conversation).toMatchObject({ unreadCount: 4, lastMessage: SIMULATED_REPLIES[1] });
  });

  it('pages the list by latest activity, then id, 30 at a time, each page strictly after the last', async () => {
    // 65 conversations; the first two share their time, so the id decides between them.
    const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 10, minute)).toISOString();
    const conversations = Array.from({ length: 65 }, (_, index) =>
      conversationWith({ id: `c${String(index).padStart(2, '0')}`, lastMessageAt: at(index < 2 ? 65 : index) }),
    );
    const chat = new SimulatedChatClient(ME, { conversations, messages: {} });
    const pages = [];
    let page = await settlesAfter(chat.fetchConversations(), 800);
    pages.push(page);
    while (page.nextCursor) {
      page = await settlesAfter(chat.fetchConversations(page.nextCursor), 800);
      pages.push(page);
    }
    expect(pages.map((each) => each.conversations.length)).toEqual([
      CONVERSATIONS_PAGE_SIZE,
      CONVERSATIONS_PAGE_SIZE,
      5,
    ]);
    const ids = pages.flatMap((each) => each.conversations.map((item) => item.id));
    expect(ids.slice(0, 4)).toEqual(['c01', 'c00', 'c64', 'c63']);
    expect(new Set(ids).size).toBe(65);
    expect(nth(pages, 0, 'page').nextCursor).toEqual({ lastMessageAt: at(37), id: 'c37' });
    expect(nth(pages, -1, 'page').nextCursor).toBeNull();
  });

  it('a full last page is followed by an empty one', async () => {
    const conversations = Array.from({ length: CONVERSATIONS_PAGE_SIZE }, (_, index) =>
      conversationWith({ id: `c${String(index).padStart(2, '0')}` }),
    );
    const chat = new SimulatedChatClient(ME, { conversations, messages: {} });
    const first = await settlesAfter(chat.fetchConversations(), 800);
    const after = await settlesAfter(
      chat.fetchConversations(expectDefined(first.nextCursor, 'the cursor after a full page')),
      800,
    );
    expect(after).toEqual({ conversations: [], nextCursor: null });
  });

  it('returns copies: changing a result does not change the chat', async () => {
    const chat = client();
    const conversation = nth(await settlesAfter(firstPage(chat), 800), 0, 'conversation');
    conversation.lastMessage = 'tampered';
    const again = nth(await settlesAfter(firstPage(chat), 800), 0, 'conversation');
    expect(again.lastMessage).toBe('Saturday?');
  });
});

describe('sample conversations', () => {
  it("are the sample users' only, each marked as a sample: a new account starts with none", () => {
    expect(sampleChat(ME, '2026-11-21T12:00:00.000Z')).toEqual({ conversations: [], messages: {} });
    const demo = sampleChat(DEMO_ME, '2026-11-21T12:00:00.000Z');
    expect(demo.conversations.map((c) => [c.lenderName, c.sample])).toEqual([
      ['alice', true],
      ['bob', true],
      ['carol', true],
    ]);
  });

  it('leave out the tools the user owns (by e-mail or wallet)', () => {
    const asAlice = sampleChat({ ...ALICE, id: 'local-alice' }, '2026-11-21T12:00:00.000Z');
    expect(asAlice.conversations.every((c) => c.lenderEmail !== ALICE.email)).toBe(true);
    // Any account with alice's wallet is her demo account: it gets the samples, without her own tools.
    const byWallet = sampleChat(
      { ...ME, walletAddress: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8' },
      '2026-11-21T12:00:00.000Z',
    );
    expect(byWallet.conversations.map((c) => c.lenderName)).toEqual(['bob', 'carol']);
  });

  it('are rebuilt identically from the time they were made', () => {
    expect(sampleChat(DEMO_ME, '2026-11-21T12:00:00.000Z')).toEqual(sampleChat(DEMO_ME, '2026-11-21T12:00:00.000Z'));
  });
});
