import { nameFromEmail } from '../../shared/names';

/** A conversation about one tool between its lender (the owner) and a borrower (specification §3). */
export interface Conversation {
  id: string;
  toolId: string;
  toolName: string;
  /** The tool's first photo when the conversation was started, or "" (a neutral tile is shown). */
  toolImageUrl: string;
  lenderId: string;
  lenderName: string;
  lenderEmail: string;
  borrowerId: string;
  borrowerName: string;
  borrowerEmail: string;
  lastMessage: string;
  /** ISO time. */
  lastMessageAt: string;
  /** Messages from the other party that the signed-in user has not read. */
  unreadCount: number;
  status: 'active';
  createdAt: string;
  updatedAt: string;
  /** With a sample user (the sample catalogue's owners): the specification's sample chat, marked "Sample"; only these get simulated replies. */
  sample?: boolean;
}

/** One message in a conversation (specification §3). */
export interface ChatMessage {
  id: string;
  conversationId: string;
  senderId: string;
  senderEmail: string;
  senderName: string;
  content: string;
  /** ISO time. */
  timestamp: string;
  read: boolean;
  messageType: 'text';
}

/** Someone taking part in a conversation. */
export interface ChatParticipant {
  id: string;
  email: string;
  /** The local part of the e-mail. */
  name: string;
}

/** Threads by conversation id; a conversation whose thread was never loaded has no entry. */
export type ThreadsByConversation = Partial<Record<string, ChatMessage[]>>;

/** Where a page of the conversation list ends: the keyset of its last conversation. */
export interface ConversationCursor {
  /** ISO time, as the store gave it (the database's microseconds kept). */
  lastMessageAt: string;
  id: string;
}

/** One page of the conversation list, and where the next one starts (null when none follows). */
export interface ConversationPage {
  conversations: Conversation[];
  nextCursor: ConversationCursor | null;
}

/** Where a page of a thread ends: the keyset of its oldest message (the database's created_at, id). */
export interface MessageCursor {
  /** ISO time, as the store gave it (the database's microseconds kept). */
  timestamp: string;
  id: string;
}

/** One page of a thread, oldest first, and where the earlier messages start (null when none precede it). */
export interface MessagePage {
  messages: ChatMessage[];
  earlier: MessageCursor | null;
}

/** The name a person goes by in chat: the app's name for them, else the whole address. */
export function participantName(email: string): string {
  return nameFromEmail(email, email || 'Unknown');
}

/** The other person in a conversation, seen by `userId`. */
export function otherParty(conversation: Conversation, userId: string): ChatParticipant {
  return conversation.borrowerId === userId
    ? { id: conversation.lenderId, email: conversation.lenderEmail, name: conversation.lenderName }
    : { id: conversation.borrowerId, email: conversation.borrowerEmail, name: conversation.borrowerName };
}
