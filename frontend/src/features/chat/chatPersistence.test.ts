import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CHAT_PERSIST_KEY,
  browserChatStorage,
  persistChat,
  restoreChat,
  type ChatStorage,
  type PersistedChat,
} from './chatPersistence';
import { conversation, message } from './test/chatFixtures';

const chat = (overrides: Partial<PersistedChat> = {}): PersistedChat => ({
  samplesCreatedAt: '2026-11-21T12:00:00.000Z',
  conversations: [conversation({ unreadCount: 2 })],
  activeConversationId: 'c1',
  messagesByConversation: { c1: [message()] },
  ...overrides,
});

describe('chat persistence', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => vi.restoreAllMocks());

  it('round-trips the chat slice in localStorage under the root key', async () => {
    await persistChat('user-1', chat(), browserChatStorage);
    expect(JSON.parse(localStorage.getItem(CHAT_PERSIST_KEY) ?? '{}')).toMatchObject({
      version: 1,
      chat: { 'user-1': chat() },
    });
    expect(await restoreChat('user-1', browserChatStorage)).toEqual(chat());
  });

  it("keeps each user's chat apart", async () => {
    await persistChat('user-1', chat(), browserChatStorage);
    await persistChat(
      'user-2',
      chat({ conversations: [], activeConversationId: null, messagesByConversation: {} }),
      browserChatStorage,
    );
    expect((await restoreChat('user-1', browserChatStorage))?.conversations).toHaveLength(1);
    expect((await restoreChat('user-2', browserChatStorage))?.conversations).toHaveLength(0);
    expect(await restoreChat('user-3', browserChatStorage)).toBeNull();
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
    expect(await restoreChat('user-1', browserChatStorage)).toBeNull();
    expect(console.error).toHaveBeenCalled();
    await persistChat('user-1', chat(), browserChatStorage);
    expect(await restoreChat('user-1', browserChatStorage)).toEqual(chat());
  });

  it('gives up restoring after 5 s and starts fresh', async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const stuck: ChatStorage = { getItem: () => new Promise(() => {}), setItem: async () => {} };
    let result: PersistedChat | null | undefined;
    void restoreChat('user-1', stuck).then((value) => (result = value));
    await vi.advanceTimersByTimeAsync(4999);
    expect(result).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(result).toBeNull();
    expect(warn).toHaveBeenCalled();
    vi.useRealTimers();
  });

  it('a failing storage does not break saving (logged)', async () => {
    const broken: ChatStorage = {
      getItem: async () => null,
      setItem: async () => Promise.reject(new Error('QuotaExceededError')),
    };
    await expect(persistChat('user-1', chat(), broken)).resolves.toBeUndefined();
    expect(console.error).toHaveBeenCalled();
  });
});
