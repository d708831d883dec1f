import { describe, expect, it } from 'vitest';
import { CHAT_ERRORS, chatReducer, initialChatState } from './chatReducer';
import type { ChatState } from './types';
import { ALICE, ME, conversation, message } from './test/chatFixtures';

const loaded = (state: Partial<ChatState> = {}): ChatState => {
  const conversations = state.conversations ?? [conversation({ id: 'c1', unreadCount: 2 }), conversation({ id: 'c2', toolId: 'tool-2', unreadCount: 1 })];
  return chatReducer({ ...initialChatState, ...state }, { type: 'conversationsLoaded', conversations });
};

describe('chatReducer', () => {
  it('fetching conversations sets loading, then the list and the unread total', () => {
    const requested = chatReducer(initialChatState, { type: 'conversationsRequested' });
    expect(requested.loading).toBe(true);
    const state = chatReducer(requested, { type: 'conversationsLoaded', conversations: [conversation({ unreadCount: 2 }), conversation({ id: 'c2', unreadCount: 3 })] });
    expect(state.loading).toBe(false);
    expect(state.conversations).toHaveLength(2);
    expect(state.unreadTotal).toBe(5);
  });

  it('keeps the specified errors as the chat error and clears them on the next success', () => {
    const failed = chatReducer({ ...initialChatState, loading: true }, { type: 'conversationsFailed' });
    expect(failed).toMatchObject({ loading: false, error: 'Failed to fetch conversations' });
    const messagesFailed = chatReducer({ ...failed, loadingMessagesFor: 'c1' }, { type: 'messagesFailed', conversationId: 'c1' });
    expect(messagesFailed).toMatchObject({ loadingMessagesFor: null, error: CHAT_ERRORS.fetchMessages });
    expect(CHAT_ERRORS.fetchMessages).toBe('Failed to fetch messages');
    expect(chatReducer(messagesFailed, { type: 'messagesLoaded', conversationId: 'c1', messages: [] }).error).toBeNull();
  });

  it('fetching messages stores them by conversation', () => {
    const requested = chatReducer(loaded(), { type: 'messagesRequested', conversationId: 'c1' });
    expect(requested.loadingMessagesFor).toBe('c1');
    const state = chatReducer(requested, { type: 'messagesLoaded', conversationId: 'c1', messages: [message()] });
    expect(state.loadingMessagesFor).toBeNull();
    expect(state.messagesByConversation.c1).toEqual([message()]);
  });

  it('sending appends to the thread and updates the last message and time, the conversation moving first', () => {
    let state = loaded();
    state = chatReducer(state, { type: 'messagesLoaded', conversationId: 'c2', messages: [] });
    const sent = message({ id: 'new', conversationId: 'c2', content: 'Still free?', timestamp: '2026-11-21T08:00:00.000Z' });
    state = chatReducer(state, { type: 'messageSent', message: sent });
    expect(state.messagesByConversation.c2).toEqual([sent]);
    expect(state.conversations[0]).toMatchObject({ id: 'c2', lastMessage: 'Still free?', lastMessageAt: sent.timestamp, updatedAt: sent.timestamp, unreadCount: 1 });
    expect(state.unreadTotal).toBe(3);
  });

  it("a message from the other party counts as unread; a thread never opened is not half-filled", () => {
    const state = chatReducer(loaded(), { type: 'messageReceived', message: message({ id: 'r1', senderId: ALICE.id, read: false, content: 'Hi' }) });
    expect(state.conversations.find((c) => c.id === 'c1')?.unreadCount).toBe(3);
    expect(state.unreadTotal).toBe(4);
    expect(state.messagesByConversation.c1).toBeUndefined();
  });

  it('ignores a message it already has', () => {
    let state = chatReducer(loaded(), { type: 'messagesLoaded', conversationId: 'c1', messages: [message({ id: 'm1' })] });
    state = chatReducer(state, { type: 'messageSent', message: message({ id: 'm1' }) });
    expect(state.messagesByConversation.c1).toHaveLength(1);
  });

  it('creating a conversation puts it first and makes it active', () => {
    const created = conversation({ id: 'c3', toolId: 'tool-3' });
    const state = chatReducer(loaded(), { type: 'conversationCreated', conversation: created });
    expect(state.conversations.map((c) => c.id)).toEqual(['c3', 'c1', 'c2']);
    expect(state.activeConversationId).toBe('c3');
  });

  it("marking read sets only the other party's messages read, the conversation's count to 0 and recomputes the total", () => {
    let state = loaded();
    state = chatReducer(state, {
      type: 'messagesLoaded',
      conversationId: 'c1',
      messages: [message({ id: 'a', read: false }), message({ id: 'b', senderId: ALICE.id, read: false })],
    });
    state = chatReducer(state, { type: 'conversationRead', conversationId: 'c1', readerId: ME.id });
    expect(state.messagesByConversation.c1?.map((m) => [m.id, m.read])).toEqual([
      ['a', false], // my own message: not the reader's to mark
      ['b', true],
    ]);
    expect(state.conversations.find((c) => c.id === 'c1')?.unreadCount).toBe(0);
    expect(state.unreadTotal).toBe(1);
  });

  it('selects and closes a conversation, tracks typing, and resets for another user', () => {
    let state = chatReducer(loaded(), { type: 'conversationSelected', conversationId: 'c2' });
    expect(state.activeConversationId).toBe('c2');
    state = chatReducer(state, { type: 'typingChanged', conversationId: 'c2', typing: true });
    expect(state.typingConversationIds).toEqual(['c2']);
    state = chatReducer(state, { type: 'typingChanged', conversationId: 'c2', typing: false });
    expect(state.typingConversationIds).toEqual([]);
    expect(chatReducer(state, { type: 'conversationSelected', conversationId: null }).activeConversationId).toBeNull();
    expect(chatReducer(state, { type: 'reset' })).toEqual(initialChatState);
  });
});
