import { otherParty, type Conversation } from './types';
import { TEXT_LIMITS } from '../../shared/limits';

/** 'Contact Owner' reuses the conversation about the same tool between the same two people (§4). */
export function findConversationAbout(conversations: Conversation[], toolId: string, lenderId: string, borrowerId: string): Conversation | undefined {
  return conversations.find((conversation) => conversation.toolId === toolId && conversation.lenderId === lenderId && conversation.borrowerId === borrowerId);
}

/** Conversations whose other party's name, tool name or last message contains the query (case-insensitive). */
export function searchConversations(conversations: Conversation[], query: string, userId: string): Conversation[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return conversations;
  return conversations.filter((conversation) => {
    return [otherParty(conversation, userId).name, conversation.toolName, conversation.lastMessage].some((text) => text.toLowerCase().includes(needle));
  });
}

/** The longest message the database keeps (supabase/migrations: messages_content_length), after trimming. */
export const MAX_MESSAGE_LENGTH = TEXT_LIMITS.chatMessage;

/** Why `text` cannot be sent as a message, for the writer, or null. */
export function messageLengthProblem(text: string): string | null {
  const length = text.trim().length;
  return length > MAX_MESSAGE_LENGTH ? `Messages can be at most ${MAX_MESSAGE_LENGTH} characters; this one has ${length}. Shorten it or send it in parts.` : null;
}
