import { describe, expect, it } from 'vitest';
import {
  loadedConversations,
  loadedMessages,
  mapConversations,
  readBy,
  unreadTotalOf,
  withFirst,
  withLatestMessage,
  withMessage,
  threadOf,
  type ConversationPages,
  type MessagePages,
} from './chatCache';
import { ALICE, ME, conversation, message } from './test/chatFixtures';

/** Two pages: c1 (2 unread) then c2 (1 unread) on the first, c3 on the second. */
const pages = (): ConversationPages => ({
  pages: [
    {
      conversations: [
        conversation({ id: 'c1', unreadCount: 2 }),
        conversation({ id: 'c2', toolId: 'tool-2', unreadCount: 1 }),
      ],
      nextCursor: { lastMessageAt: '2026-11-20T10:00:00.000Z', id: 'c2' },
    },
    { conversations: [conversation({ id: 'c3', toolId: 'tool-3' })], nextCursor: null },
  ],
  pageParams: [null, { lastMessageAt: '2026-11-20T10:00:00.000Z', id: 'c2' }],
});
const ids = (list: ConversationPages) => loadedConversations(list).map((item) => item.id);

describe('the chat in the query cache', () => {
  it('lists the loaded pages in order, each conversation once, with the unread total', () => {
    const list = pages();
    const repeated: ConversationPages = {
      ...list,
      pages: [...list.pages, { conversations: [conversation({ id: 'c1' })], nextCursor: null }],
    };
    expect(ids(repeated)).toEqual(['c1', 'c2', 'c3']);
    expect(unreadTotalOf(loadedConversations(list))).toBe(3);
    expect(loadedConversations(undefined)).toEqual([]);
  });

  it('a new message updates the last message and time and moves its conversation first, from any page', () => {
    const sent = message({
      id: 'new',
      conversationId: 'c3',
      content: 'Still free?',
      timestamp: '2026-11-21T08:00:00.000Z',
    });
    const list = withLatestMessage(pages(), sent, 0);
    expect(ids(list)).toEqual(['c3', 'c1', 'c2']);
    expect(loadedConversations(list)[0]).toMatchObject({
      id: 'c3',
      lastMessage: 'Still free?',
      lastMessageAt: sent.timestamp,
      updatedAt: sent.timestamp,
      unreadCount: 0,
    });
    expect(list.pages[1]?.conversations).toEqual([]);
  });

  it('a message from the other party counts as unread; one for a conversation not loaded changes nothing', () => {
    const received = withLatestMessage(
      pages(),
      message({ id: 'r1', conversationId: 'c2', senderId: ALICE.id, read: false }),
      1,
    );
    expect(unreadTotalOf(loadedConversations(received))).toBe(4);
    const elsewhere = pages();
    expect(withLatestMessage(elsewhere, message({ conversationId: 'c9' }), 1)).toBe(elsewhere);
  });

  it('a thread takes a message once, at its end', () => {
    const thread = threadOf([message({ id: 'm1' })]);
    expect(withMessage(thread, message({ id: 'm1' }))).toBe(thread);
    expect(loadedMessages(withMessage(thread, message({ id: 'm2' }))).map((item) => item.id)).toEqual(['m1', 'm2']);
  });

  it('a thread of several pages reads oldest first, each message once, and a new message goes after its newest', () => {
    // The newest page first, then the earlier page asked for by the keyset of its oldest message.
    const thread: MessagePages = {
      pages: [
        { messages: [message({ id: 'm3' }), message({ id: 'm4' })], earlier: { timestamp: 't3', id: 'm3' } },
        { messages: [message({ id: 'm1' }), message({ id: 'm2' }), message({ id: 'm3' })], earlier: null },
      ],
      pageParams: [null, { timestamp: 't3', id: 'm3' }],
    };
    expect(loadedMessages(thread).map((item) => item.id)).toEqual(['m1', 'm2', 'm3', 'm4']);
    expect(withMessage(thread, message({ id: 'm2' }))).toBe(thread);
    expect(loadedMessages(withMessage(thread, message({ id: 'm5' }))).map((item) => item.id)).toEqual([
      'm1',
      'm2',
      'm3',
      'm4',
      'm5',
    ]);
    expect(loadedMessages(undefined)).toEqual([]);
  });

  it('a created conversation goes first', () => {
    expect(ids(withFirst(pages(), conversation({ id: 'c4', toolId: 'tool-4' })))).toEqual(['c4', 'c1', 'c2', 'c3']);
  });

  it("marking read sets only the other party's messages read", () => {
    const thread = loadedMessages(
      readBy(
        {
          pages: [
            { messages: [message({ id: 'a', read: false })], earlier: { timestamp: 't', id: 'a' } },
            { messages: [message({ id: 'b', senderId: ALICE.id, read: false })], earlier: null },
          ],
          pageParams: [null, { timestamp: 't', id: 'a' }],
        },
        ME.id,
      ),
    );
    expect(thread.map((item) => [item.id, item.read])).toEqual([
      ['b', true], // on the earlier page too
      ['a', false], // my own message: not the reader's to mark
    ]);
    const list = mapConversations(pages(), (item) => (item.id === 'c1' ? { ...item, unreadCount: 0 } : item));
    expect(unreadTotalOf(loadedConversations(list))).toBe(1);
  });
});
