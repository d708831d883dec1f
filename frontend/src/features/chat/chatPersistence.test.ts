import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
} from '@tanstack/query-persist-client-core';
import {
  CHAT_PERSIST_KEY,
  browserChatStorage,
  chatInCache,
  chatPersistOptions,
  type ChatStorage,
  type PersistedChat,
} from './chatPersistence';
import { chatKeys, threadOf, type ConversationPages, type MessagePages } from './chatCache';
import { conversation, message } from './test/chatFixtures';

const chat = (overrides: Partial<PersistedChat> = {}): PersistedChat => ({
  samplesCreatedAt: '2026-11-21T12:00:00.000Z',
  conversations: [conversation({ unreadCount: 2 })],
  activeConversationId: 'c1',
  messagesByConversation: { c1: [message()] },
  ...overrides,
});

/** A page's cache holding `userId`'s chat as the chat provider leaves it, beside reads of other features. */
function cacheWith(userId: string, kept: PersistedChat): QueryClient {
  const cache = new QueryClient();
  cache.setQueryData(chatKeys.samplesCreatedAt(userId), kept.samplesCreatedAt);
  cache.setQueryData(chatKeys.openThread(userId), kept.activeConversationId);
  cache.setQueryData<ConversationPages>(chatKeys.conversations(userId), {
    pages: [{ conversations: kept.conversations, nextCursor: null }],
    pageParams: [null],
  });
  for (const [conversationId, thread] of Object.entries(kept.messagesByConversation))
    if (thread) cache.setQueryData(chatKeys.messages(userId, conversationId), threadOf(thread));
  cache.setQueryData(chatKeys.session(userId), { client: 'not kept' });
  cache.setQueryData(['tools', 'list'], ['not kept']);
  return cache;
}

const save = (userId: string, kept: PersistedChat, storage: ChatStorage = browserChatStorage) =>
  persistQueryClientSave(chatPersistOptions(cacheWith(userId, kept), userId, storage));

/** A reload: a fresh cache with what the persister restores of `userId`'s chat. */
async function restore(userId: string, storage: ChatStorage = browserChatStorage) {
  const cache = new QueryClient();
  await persistQueryClientRestore(chatPersistOptions(cache, userId, storage));
  return cache;
}

const stored = () => JSON.parse(localStorage.getItem(CHAT_PERSIST_KEY) ?? '{}') as unknown;

describe('chat persistence (TanStack persister)', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => vi.restoreAllMocks());

  it('keeps only the chat slice, in localStorage under the root key, and restores it into the cache', async () => {
    await save('user-1', chat());
    expect(stored()).toEqual({ version: 1, chat: { 'user-1': chat() } });

    const reloaded = await restore('user-1');
    expect(chatInCache(reloaded, 'user-1')).toEqual(chat());
    expect(reloaded.getQueryData(['tools', 'list'])).toBeUndefined();
    expect(reloaded.getQueryData(chatKeys.session('user-1'))).toBeUndefined();
  });

  it("keeps a thread of several pages as the thread's messages, oldest first, restored whole as one page", async () => {
    const cache = cacheWith('user-1', chat());
    const cursor = { timestamp: '2026-11-20T10:00:00.000Z', id: 'm2' };
    cache.setQueryData<MessagePages>(chatKeys.messages('user-1', 'c1'), {
      pages: [
        { messages: [message({ id: 'm2', content: 'Newer' })], earlier: cursor },
        { messages: [message({ id: 'm1', content: 'Older' })], earlier: null },
      ],
      pageParams: [null, cursor],
    });
    await persistQueryClientSave(chatPersistOptions(cache, 'user-1', browserChatStorage));
    const kept = chat({
      messagesByConversation: {
        c1: [message({ id: 'm1', content: 'Older' }), message({ id: 'm2', content: 'Newer' })],
      },
    });
    expect(stored()).toEqual({ version: 1, chat: { 'user-1': kept } });
    const reloaded = await restore('user-1');
    expect(reloaded.getQueryData(chatKeys.messages('user-1', 'c1'))).toEqual(
      threadOf(kept.messagesByConversation.c1 ?? []),
    );
  });

  it('restores a chat kept by the earlier hand-built persistence (the same stored shape)', async () => {
    localStorage.setItem(CHAT_PERSIST_KEY, JSON.stringify({ version: 1, chat: { 'user-1': chat() } }));
    expect(chatInCache(await restore('user-1'), 'user-1')).toEqual(chat());
  });

  it("keeps each user's chat apart", async () => {
    await save('user-1', chat());
    await save('user-2', chat({ conversations: [], activeConversationId: null, messagesByConversation: {} }));
    expect(chatInCache(await restore('user-1'), 'user-1')?.conversations).toHaveLength(1);
    expect(chatInCache(await restore('user-2'), 'user-2')?.conversations).toHaveLength(0);
    expect(chatInCache(await restore('user-3'), 'user-3')).toBeNull();
  });

  it("does not read the chat again for the cache's changes elsewhere (a chain read at each block)", async () => {
    const cache = cacheWith('user-1', chat());
    const unsubscribe = persistQueryClientSubscribe(chatPersistOptions(cache, 'user-1', browserChatStorage));
    // The list's page counts the times the persister reads the conversations out of it.
    let listReads = 0;
    const page = { nextCursor: null, conversations: [conversation()] };
    Object.defineProperty(page, 'conversations', {
      get: () => {
        listReads += 1;
        return [conversation()];
      },
    });
    // Stored as given (not copied by structural sharing), so the counting page is what the cache holds.
    cache.removeQueries({ queryKey: chatKeys.conversations('user-1') });
    cache.setQueryDefaults(chatKeys.conversations('user-1'), { structuralSharing: false });
    cache.setQueryData<ConversationPages>(chatKeys.conversations('user-1'), { pages: [page], pageParams: [null] });
    await vi.waitFor(() =>
      expect(stored()).toEqual({ version: 1, chat: { 'user-1': chat({ conversations: [conversation()] }) } }),
    );
    const readsOnceKept = listReads;

    for (let block = 1; block <= 20; block += 1) cache.setQueryData(['rentals', 'block'], block);
    await Promise.resolve();
    expect(listReads).toBe(readsOnceKept);
    unsubscribe();
  });

  it('keeps nothing before the list has loaded, so a reload then restores the last kept chat', async () => {
    await save('user-1', chat());
    const loading = new QueryClient();
    loading.setQueryData(chatKeys.samplesCreatedAt('user-1'), '2026-11-22T12:00:00.000Z');
    await persistQueryClientSave(chatPersistOptions(loading, 'user-1', browserChatStorage));
    expect(stored()).toEqual({ version: 1, chat: { 'user-1': chat() } });
  });

  it.each([
    ['not JSON', '{"chat": '],
    ['another format', JSON.stringify({ chat: '{"conversations":[]}', _persist: '{"version":-1}' })],
    ['a wrong shape for the user', JSON.stringify({ version: 1, chat: { 'user-1': { conversations: 'lots' } } })],
    [
      'a conversation missing fields',
      JSON.stringify({ version: 1, chat: { 'user-1': chat({ conversations: [{ id: 'c1' } as never] }) } }),
    ],
  ])('ignores %s (logged) and can save over it', async (_, raw) => {
    localStorage.setItem(CHAT_PERSIST_KEY, raw);
    expect(chatInCache(await restore('user-1'), 'user-1')).toBeNull();
    expect(console.error).toHaveBeenCalled();
    await save('user-1', chat());
    expect(chatInCache(await restore('user-1'), 'user-1')).toEqual(chat());
  });

  it('gives up restoring after 5 s and starts fresh', async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const stuck: ChatStorage = { getItem: () => new Promise(() => {}), setItem: async () => {} };
    let restored: QueryClient | undefined;
    void restore('user-1', stuck).then((cache) => (restored = cache));
    await vi.advanceTimersByTimeAsync(4999);
    expect(restored).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(chatInCache(expectRestored(restored), 'user-1')).toBeNull();
    expect(warn).toHaveBeenCalled();
    vi.useRealTimers();
  });

  it('storage that refuses (SecurityError, full quota) never breaks the chat (logged)', async () => {
    const refusing: ChatStorage = {
      getItem: () => Promise.reject(new DOMException('The operation is insecure.', 'SecurityError')),
      setItem: () => Promise.reject(new DOMException('The quota has been exceeded.', 'QuotaExceededError')),
    };
    expect(chatInCache(await restore('user-1', refusing), 'user-1')).toBeNull();
    await expect(save('user-1', chat(), refusing)).resolves.toBeUndefined();
    const full: ChatStorage = { ...browserChatStorage, setItem: refusing.setItem };
    await expect(save('user-1', chat(), full)).resolves.toBeUndefined();
    expect(console.error).toHaveBeenCalledTimes(3);
  });
});

function expectRestored(cache: QueryClient | undefined): QueryClient {
  if (!cache) throw new Error('the restore never finished');
  return cache;
}
