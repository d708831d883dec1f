import type { User } from '../../accounts';
import type { ChatDatabase } from '../sampleConversations';
import type { ChatMessage, ChatParticipant, Conversation } from '../types';

export const ME: ChatParticipant = { id: 'user-me', email: 'sam@toolshare.test', name: 'sam' };
/** ME's signed-in account, the session renderWithChat restores. */
export const ME_USER: User = { id: ME.id, email: ME.email };
export const ALICE: ChatParticipant = { id: 'user-alice', email: 'alice@toolshare.test', name: 'alice' };

export function conversation(overrides: Partial<Conversation> = {}): Conversation {
  return {
    id: 'c1',
    toolId: 'tool-1',
    toolName: 'Cordless Drill 18V',
    toolImageUrl: '',
    lenderId: ALICE.id,
    lenderName: ALICE.name,
    lenderEmail: ALICE.email,
    borrowerId: ME.id,
    borrowerName: ME.name,
    borrowerEmail: ME.email,
    lastMessage: 'Hello',
    lastMessageAt: '2026-11-20T10:00:00.000Z',
    unreadCount: 0,
    status: 'active',
    createdAt: '2026-11-20T09:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export function message(overrides: Partial<ChatMessage> = {}): ChatMessage {
  const sender = overrides.senderId === ALICE.id ? ALICE : ME;
  return {
    id: 'm1',
    conversationId: 'c1',
    senderId: sender.id,
    senderEmail: sender.email,
    senderName: sender.name,
    content: 'Hello',
    timestamp: '2026-11-20T10:00:00.000Z',
    read: true,
    messageType: 'text',
    ...overrides,
  };
}

/** A sample user's account (dave owns neither the drill nor alice's other tools): the specification's sample chats are theirs. */
export const DEMO_ME: ChatParticipant = { id: 'user-dave-local', email: 'dave@toolshare.test', name: 'dave' };

/** One sample conversation with alice (a sample user, who answers by herself) about the drill: my question and her two unread answers. */
export function smallDatabase(): ChatDatabase {
  return {
    conversations: [conversation({ unreadCount: 2, lastMessage: 'Saturday?', sample: true })],
    messages: {
      c1: [
        message({ id: 'm1', content: 'Is it free?' }),
        message({ id: 'm2', senderId: ALICE.id, content: 'Yes', read: false }),
        message({ id: 'm3', senderId: ALICE.id, content: 'Saturday?', read: false }),
      ],
    },
  };
}
