import { createContext, useContext } from 'react';
import type { Tool } from '../tools';
import type { ChatMessage, Conversation } from './types';

// The chat's context on its own: the header and the pages read it, while the provider (ChatProvider.tsx)
// loads after the first paint (LazyChatProvider.tsx).

export interface ChatContextValue {
  /** Unread messages across the loaded conversations (the header badge). */
  unreadTotal: number;
  /** 'Contact Owner': reuses the conversation about `tool` between the signed-in user and its owner, or creates one, and makes it active. Rejects with a readable message for the user's own tool or when signed out. */
  startConversation: (tool: Tool) => Promise<void>;
  /** The signed-in user's id, or null. */
  currentUserId: string | null;
  /** The conversations loaded so far, latest activity first. */
  conversations: Conversation[];
  /** More conversations follow the loaded ones. */
  hasMoreConversations: boolean;
  /** The next page of conversations is being fetched. */
  loadingMoreConversations: boolean;
  /** Fetches the next page of conversations (nothing when none follows or one is under way). */
  loadMoreConversations: () => void;
  activeConversation: Conversation | null;
  /** The active conversation's messages, or null while they have not been loaded. */
  activeMessages: ChatMessage[] | null;
  /**
   * The active conversation's messages before the oldest loaded one, or null (or absent, before the
   * chat's code has loaded: the first page's code stays as it was) when all are loaded or none yet.
   */
  earlierMessages?: EarlierMessages | null;
  /** Conversations are being fetched. */
  loading: boolean;
  /** The active conversation's messages are being fetched. */
  loadingMessages: boolean;
  /** 'Failed to fetch conversations' or 'Failed to fetch messages' (the active thread's), or null. */
  error: string | null;
  /** The other party of `conversationId` is typing a reply. */
  isTyping: (conversationId: string) => boolean;
  /** Opens a thread (loads its messages, marks them read), or closes it with null. */
  openConversation: (conversationId: string | null) => void;
  /** Sends the trimmed text in the active conversation; false when there was nothing to send or it failed. */
  sendMessage: (text: string) => Promise<boolean>;
  /** The signed-in user has seen the conversation. */
  markConversationRead: (conversationId: string) => Promise<void>;
}

/** A thread's messages still in the store, before those shown ("Show earlier messages"). */
export interface EarlierMessages {
  /** Their page is being fetched. */
  loading: boolean;
  /** The last attempt to fetch their page failed (the thread offers to try again). */
  failed: boolean;
  /** Fetches the page just before the oldest message loaded (nothing while one is under way). */
  load: () => void;
}

export const ChatContext = createContext<ChatContextValue | null>(null);

export function useChat(): ChatContextValue {
  const context = useContext(ChatContext);
  if (!context) throw new Error('useChat must be used within a ChatProvider');
  return context;
}
