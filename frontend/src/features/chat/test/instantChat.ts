import type { ChatClientFactory } from '../createChatBackend';
import { newConversation, type NewConversation } from '../ChatClient';
import type { Conversation } from '../types';

/**
 * A chat whose client answers at once (the delays are the chat's own tests' concern), for screens that
 * need the chat: `conversations` are the signed-in user's (each thread empty), e.g. some with unread
 * messages for the header's badge; `started` records the conversations the user starts.
 */
export function instantChat(conversations: Conversation[] = []) {
  const started: NewConversation[] = [];
  const createClient: ChatClientFactory = (me) => ({
    fetchConversations: async () => ({
      conversations: conversations.map((conversation) => ({ ...conversation })),
      nextCursor: null,
    }),
    fetchMessages: async () => ({ messages: [], earlier: null }),
    fetchEarlierMessages: async () => ({ messages: [], earlier: null }),
    sendMessage: () => Promise.reject(new Error('no messages are sent here')),
    markRead: async () => {},
    createConversation: async (input) => {
      started.push(input);
      return newConversation(input, me, `c${started.length}`, new Date().toISOString());
    },
  });
  return { createClient, started };
}
