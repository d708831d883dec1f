import { otherParty, type ChatMessage, type Conversation, type ConversationCursor, type MessageCursor } from './types';
import { TEXT_LIMITS } from '../../shared/limits';

/** 'Contact Owner' reuses the conversation about the same tool between the same two people (§4). */
export function findConversationAbout(
  conversations: Conversation[],
  toolId: string,
  lenderId: string,
  borrowerId: string,
): Conversation | undefined {
  return conversations.find(
    (conversation) =>
      conversation.toolId === toolId && conversation.lenderId === lenderId && conversation.borrowerId === borrowerId,
  );
}

/** Conversations whose other party's name, tool name or last message contains the query (case-insensitive). */
export function searchConversations(conversations: Conversation[], query: string, userId: string): Conversation[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return conversations;
  return conversations.filter((conversation) => {
    return [otherParty(conversation, userId).name, conversation.toolName, conversation.lastMessage].some((text) =>
      text.toLowerCase().includes(needle),
    );
  });
}

/** The longest message the database keeps (supabase/migrations: messages_content_length), after trimming. */
export const MAX_MESSAGE_LENGTH = TEXT_LIMITS.chatMessage;

/** Why `text` cannot be sent as a message, for the writer, or null. */
export function messageLengthProblem(text: string): string | null {
  const length = text.trim().length;
  return length > MAX_MESSAGE_LENGTH
    ? `Messages can be at most ${MAX_MESSAGE_LENGTH} characters; this one has ${length}. Shorten it or send it in parts.`
    : null;
}

/** The list's order (and the database's keyset): latest activity first, then by id, descending. */
export function byLatestActivity(a: Conversation, b: Conversation): number {
  return Date.parse(b.lastMessageAt) - Date.parse(a.lastMessageAt) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
}

/** Where a page that ends with `conversation` ends. */
export const cursorOf = (conversation: Conversation): ConversationCursor => ({
  lastMessageAt: conversation.lastMessageAt,
  id: conversation.id,
});

/** Whether `conversation` comes after the keyset `cursor` in the list's order. */
export function isAfterCursor(conversation: Conversation, cursor: ConversationCursor): boolean {
  const cursorAt = Date.parse(cursor.lastMessageAt);
  const at = Date.parse(conversation.lastMessageAt);
  return at < cursorAt || (at === cursorAt && conversation.id < cursor.id);
}

/** A thread's order (and the database's keyset): oldest first, then by id. */
export function byTimeSent(a: ChatMessage, b: ChatMessage): number {
  return Date.parse(a.timestamp) - Date.parse(b.timestamp) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** Where a page that starts with `message` (its oldest) ends, for the next page of earlier messages. */
export const messageCursorOf = (message: ChatMessage): MessageCursor => ({
  timestamp: message.timestamp,
  id: message.id,
});

/** Whether `message` comes strictly before the keyset `cursor` in the thread's order. */
export const isBeforeCursor = (message: ChatMessage, cursor: MessageCursor) =>
  byTimeSent(message, { ...message, ...cursor }) < 0;
