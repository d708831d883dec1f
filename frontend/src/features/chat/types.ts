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

/** The chat slice (specification §3): the part of the app's state kept across reloads. */
export interface ChatState {
  conversations: Conversation[];
  activeConversationId: string | null;
  messagesByConversation: ThreadsByConversation;
  /** Conversations are being fetched. */
  loading: boolean;
  /** The conversation whose messages are being fetched, if any. */
  loadingMessagesFor: string | null;
  /** 'Failed to fetch conversations' or 'Failed to fetch messages', kept until the next success. */
  error: string | null;
  /** Sum of the conversations' unread counts (the header badge). */
  unreadTotal: number;
  /** Conversations whose other party is typing a reply. */
  typingConversationIds: string[];
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
