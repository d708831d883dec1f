// The races of the hand-written chat state, each shown to be gone: a thread left before it loads is
// not marked read, a message sent or pushed while its thread loads stays in it, an older read of the
// list answering last never replaces a newer one, and nothing of a signed-out user reaches the screen.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import type { ChatClient } from './ChatClient';
import { useChat } from './ChatProvider';
import { ChatPanes } from './components/ChatPanes';
import { ALICE, ME_USER, conversation, message } from './test/chatFixtures';
import { renderWithChat, UnreadProbe } from './test/renderWithChat';
import type { ChatMessage, Conversation, ConversationPage, MessagePage } from './types';
import { deferred } from '../../test/deferred';
import { settledQueries } from '../../test/settledQueries';

const c1 = conversation({ id: 'c1', unreadCount: 2, lastMessageAt: '2026-11-20T10:00:00.000Z' });
const c2 = conversation({
  id: 'c2',
  toolId: 'tool-2',
  toolName: 'Circular Saw',
  lastMessageAt: '2026-11-19T10:00:00.000Z',
});
const older = message({ id: 'm1', content: 'Is it free?' });

/** The whole list as one page. */
const page = (conversations: Conversation[]): ConversationPage => ({
  conversations: conversations.map((item) => ({ ...item })),
  nextCursor: null,
});

/** `messages` as a page of a thread, with the keyset of `earlier` (its oldest message) when earlier ones remain. */
const messagePage = (messages: ChatMessage[], earlier?: ChatMessage): MessagePage => ({
  messages,
  earlier: earlier ? { timestamp: earlier.timestamp, id: earlier.id } : null,
});

/** A live chat whose every answer the test controls; `push` delivers a message as Realtime would. */
function fakeClient(conversations: Conversation[]) {
  const listeners = new Set<(message: ChatMessage) => void>();
  const client = {
    fetchConversations: vi.fn<ChatClient['fetchConversations']>(() => Promise.resolve(page(conversations))),
    fetchMessages: vi.fn<ChatClient['fetchMessages']>(() => Promise.resolve(messagePage([older]))),
    fetchEarlierMessages: vi.fn<ChatClient['fetchEarlierMessages']>(() => Promise.resolve(messagePage([]))),
    sendMessage: vi.fn<ChatClient['sendMessage']>((conversationId, content) =>
      Promise.resolve(message({ id: 'sent', conversationId, content, timestamp: '2026-11-21T10:00:00.000Z' })),
    ),
    createConversation: vi.fn<ChatClient['createConversation']>(),
    markRead: vi.fn<ChatClient['markRead']>(() => Promise.resolve()),
    subscribe: vi.fn((listener: (message: ChatMessage) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    }),
  } satisfies ChatClient;
  return { client, push: (pushed: ChatMessage) => listeners.forEach((listener) => listener(pushed)) };
}

const chat = { current: null as ReturnType<typeof useChat> | null };
/** The chat's context for the test, and the open thread's messages. */
function ThreadProbe() {
  const value = useChat();
  useEffect(() => {
    chat.current = value;
  });
  return (
    <output aria-label="thread">{value.activeMessages?.map((item) => item.content).join('|') ?? 'not loaded'}</output>
  );
}
const thread = () => screen.getByLabelText('thread').textContent;

beforeEach(() => {
  localStorage.clear();
});

describe('ChatProvider threads', () => {
  it('does not mark a thread read when the user left it before its messages arrived', async () => {
    const { client } = fakeClient([c1, c2]);
    const slow = deferred<MessagePage>();
    client.fetchMessages.mockImplementation((id) => (id === 'c1' ? slow.promise : Promise.resolve(messagePage([]))));
    await renderWithChat(
      <>
        <UnreadProbe />
        <ChatPanes />
      </>,
      { user: ME_USER, createClient: () => client },
    );
    fireEvent.click(await screen.findByRole('button', { name: /about Cordless Drill/ }));
    fireEvent.click(screen.getByRole('button', { name: /about Circular Saw/ }));
    await act(async () =>
      slow.resolve(messagePage([older, message({ id: 'm2', senderId: ALICE.id, content: 'Yes', read: false })])),
    );
    await settledQueries();
    expect(client.markRead).not.toHaveBeenCalledWith('c1');
    expect(screen.getByLabelText('unread total')).toHaveTextContent('2');
  });

  it('keeps a message sent while its thread was loading', async () => {
    const { client } = fakeClient([c1]);
    const slow = deferred<MessagePage>();
    client.fetchMessages
      .mockImplementationOnce(() => slow.promise)
      .mockImplementation(() => Promise.resolve(messagePage([older, message({ id: 'sent', content: 'Still free?' })])));
    await renderWithChat(<ThreadProbe />, { user: ME_USER, createClient: () => client });
    await waitFor(() => expect(chat.current?.conversations).toHaveLength(1));
    act(() => chat.current?.openConversation('c1'));
    await act(async () => {
      await chat.current?.sendMessage('Still free?');
    });
    // The read began before the message was written.
    await act(async () => slow.resolve(messagePage([older])));
    await settledQueries();
    expect(thread()).toBe('Is it free?|Still free?');
  });

  it('keeps a message pushed live while its thread was loading', async () => {
    const { client, push } = fakeClient([c1]);
    const slow = deferred<MessagePage>();
    const live = message({
      id: 'live',
      senderId: ALICE.id,
      content: 'Saturday?',
      read: false,
      timestamp: '2026-11-21T10:00:00.000Z',
    });
    client.fetchMessages
      .mockImplementationOnce(() => slow.promise)
      .mockImplementation(() => Promise.resolve(messagePage([older, live])));
    await renderWithChat(<ThreadProbe />, { user: ME_USER, createClient: () => client });
    await waitFor(() => expect(chat.current?.conversations).toHaveLength(1));
    act(() => chat.current?.openConversation('c1'));
    act(() => push(live));
    await act(async () => slow.resolve(messagePage([older])));
    await settledQueries();
    expect(thread()).toBe('Is it free?|Saturday?');
  });

  it('keeps a message pushed live while an earlier page was loading, once, after the messages loaded before it', async () => {
    const { client, push } = fakeClient([c1]);
    const first = message({ id: 'm0', content: 'Hello', timestamp: '2026-11-20T09:00:00.000Z' });
    const live = message({
      id: 'live',
      senderId: ALICE.id,
      content: 'Saturday?',
      timestamp: '2026-11-21T10:00:00.000Z',
    });
    const earlier = deferred<MessagePage>();
    client.fetchMessages.mockImplementation(() => Promise.resolve(messagePage([older], older)));
    client.fetchEarlierMessages.mockImplementationOnce(() => earlier.promise);
    await renderWithChat(<ThreadProbe />, { user: ME_USER, createClient: () => client });
    await waitFor(() => expect(chat.current?.conversations).toHaveLength(1));
    act(() => chat.current?.openConversation('c1'));
    await waitFor(() => expect(thread()).toBe('Is it free?'));
    act(() => chat.current?.earlierMessages?.load());
    await waitFor(() => expect(chat.current?.earlierMessages?.loading).toBe(true));
    act(() => push(live));
    // The page the user asked for answers after the live message came.
    await act(async () => earlier.resolve(messagePage([first])));
    await settledQueries();
    expect(thread()).toBe('Hello|Is it free?|Saturday?');
    expect(client.fetchEarlierMessages).toHaveBeenCalledTimes(1);
    expect(client.fetchEarlierMessages).toHaveBeenCalledWith('c1', { timestamp: older.timestamp, id: older.id });
    // Nothing before the first page: no more earlier messages to offer.
    expect(chat.current?.earlierMessages).toBeNull();
  });
});

describe('ChatProvider conversations', () => {
  it('shows the newest read of the list when an older read answers last', async () => {
    const { client, push } = fakeClient([]);
    const first = deferred<ConversationPage>();
    const opened = conversation({ id: 'c-new', toolName: 'Hedge Trimmer', lastMessageAt: '2026-11-21T10:00:00.000Z' });
    client.fetchConversations
      .mockImplementationOnce(() => first.promise)
      .mockImplementation(() => Promise.resolve(page([opened, c1])));
    await renderWithChat(<ThreadProbe />, { user: ME_USER, createClient: () => client });
    await waitFor(() => expect(client.subscribe).toHaveBeenCalled());
    // Someone opens a conversation while the list is first read: the list is read again.
    act(() =>
      push(message({ id: 'hello', conversationId: 'c-new', senderId: ALICE.id, content: 'Hello', read: false })),
    );
    await waitFor(() => expect(chat.current?.conversations.map((item) => item.id)).toEqual(['c-new', 'c1']));
    await act(async () => first.resolve(page([c1])));
    await settledQueries();
    expect(chat.current?.conversations.map((item) => item.id)).toEqual(['c-new', 'c1']);
  });

  it('shows nothing of a user who signed out while their conversations were loading', async () => {
    const { client } = fakeClient([c1]);
    const slow = deferred<ConversationPage>();
    client.fetchConversations.mockImplementationOnce(() => slow.promise);
    const view = await renderWithChat(<UnreadProbe />, { user: ME_USER, createClient: () => client });
    await waitFor(() => expect(client.fetchConversations).toHaveBeenCalled());
    act(() => view.accountsClient.emit(null));
    await act(async () => slow.resolve(page([c1])));
    await settledQueries();
    expect(screen.getByLabelText('unread total')).toHaveTextContent('0');
  });
});
