import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { ChatMessage, Conversation, ConversationPage } from './types';

/** The chat's read errors of the specification's catalogue (§8), exactly as written. */
export const CHAT_ERRORS = {
  fetchConversations: 'Failed to fetch conversations',
  fetchMessages: 'Failed to fetch messages',
} as const;

/**
 * Where one user's chat lives in the query cache: all under `['chat', userId]`, so nothing read or
 * written for one user reaches another's screen, and signing out drops it at once.
 */
export const chatKeys = {
  user: (userId: string) => ['chat', userId] as const,
  session: (userId: string) => ['chat', userId, 'session'] as const,
  /** When the user's sample conversations were made (kept, so unopened sample threads are rebuilt as they were). */
  samplesCreatedAt: (userId: string) => ['chat', userId, 'samplesCreatedAt'] as const,
  /** The conversation on screen (or null): kept, so a reload opens the thread the last visit left open. */
  openThread: (userId: string) => ['chat', userId, 'openThread'] as const,
  conversations: (userId: string) => ['chat', userId, 'conversations'] as const,
  messages: (userId: string, conversationId: string) => ['chat', userId, 'messages', conversationId] as const,
  threads: (userId: string) => ['chat', userId, 'messages'] as const,
};

/** The conversation list as useInfiniteQuery keeps it: pages, each asked for after a cursor. */
export type ConversationPages = InfiniteData<ConversationPage>;

/** The loaded conversations in the list's order, each once. */
export function loadedConversations(pages: ConversationPages | undefined): Conversation[] {
  if (!pages) return [];
  const seen = new Set<string>();
  return pages.pages
    .flatMap((page) => page.conversations)
    .filter((conversation) => !seen.has(conversation.id) && Boolean(seen.add(conversation.id)));
}

/** The list with `conversation` first (taken out of whichever page held it). */
export function withFirst(pages: ConversationPages, conversation: Conversation): ConversationPages {
  const [first, ...rest] = pages.pages.map((page) => ({
    ...page,
    conversations: page.conversations.filter((candidate) => candidate.id !== conversation.id),
  }));
  if (!first) return { pages: [{ conversations: [conversation], nextCursor: null }], pageParams: [null] };
  return { ...pages, pages: [{ ...first, conversations: [conversation, ...first.conversations] }, ...rest] };
}

/** Each loaded conversation passed through `change`. */
export function mapConversations(
  pages: ConversationPages,
  change: (conversation: Conversation) => Conversation,
): ConversationPages {
  return { ...pages, pages: pages.pages.map((page) => ({ ...page, conversations: page.conversations.map(change) })) };
}

/** The conversation of `message` with it as the last message, moved first; unchanged when the conversation is not loaded. */
export function withLatestMessage(
  pages: ConversationPages,
  message: ChatMessage,
  unreadIncrement: number,
): ConversationPages {
  const conversation = loadedConversations(pages).find((candidate) => candidate.id === message.conversationId);
  if (!conversation) return pages;
  return withFirst(pages, {
    ...conversation,
    lastMessage: message.content,
    lastMessageAt: message.timestamp,
    updatedAt: message.timestamp,
    unreadCount: conversation.unreadCount + unreadIncrement,
  });
}

/** The thread with `message` added at the end, unless it is there already. */
export const withMessage = (thread: ChatMessage[], message: ChatMessage) =>
  thread.some((existing) => existing.id === message.id) ? thread : [...thread, message];

/** `readerId` has read the thread: the other party's messages are read. */
export const readBy = (thread: ChatMessage[], readerId: string) =>
  thread.map((message) => (message.senderId !== readerId && !message.read ? { ...message, read: true } : message));

/** Sum of the loaded conversations' unread counts (the header badge). */
export const unreadTotalOf = (conversations: Conversation[]) =>
  conversations.reduce((total, conversation) => total + conversation.unreadCount, 0);

/**
 * Asks a read again so that it includes a write just made: a read under way began before the
 * write, so it is cancelled first (even a first read, which TanStack Query would otherwise let
 * finish and answer without the write). `write` changes the cache in between.
 */
export async function rereadAround(
  queryClient: QueryClient,
  queryKey: readonly unknown[],
  write: () => void,
  { always = false } = {},
) {
  const underWay = queryClient.isFetching({ queryKey, exact: true }) > 0;
  if (underWay) await queryClient.cancelQueries({ queryKey, exact: true });
  write();
  if (underWay || always) await queryClient.invalidateQueries({ queryKey, exact: true });
}
