import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { ChatMessage, Conversation, ConversationPage, MessageCursor, MessagePage } from './types';

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

/**
 * A thread as useInfiniteQuery keeps it: the newest page first, then each earlier page asked for
 * after it (by the keyset of the oldest message loaded), so that reading it again walks the same
 * keysets from the newest. Each page is oldest first.
 */
export type MessagePages = InfiniteData<MessagePage, MessageCursor | null>;

/** A thread of `messages` as one page, with nothing before them (a new conversation's, a kept one). */
export const threadOf = (messages: ChatMessage[]): MessagePages => ({
  pages: [{ messages, earlier: null }],
  pageParams: [null],
});

/** The loaded messages of a thread, oldest first, each once (a live message may also come in a page read after it). */
export function loadedMessages(thread: Pick<MessagePages, 'pages'> | undefined): ChatMessage[] {
  if (!thread) return [];
  const seen = new Set<string>();
  return [...thread.pages]
    .reverse()
    .flatMap((page) => page.messages)
    .filter((message) => !seen.has(message.id) && Boolean(seen.add(message.id)));
}

/** The thread with `message` added at the end of its newest page, unless it is there already. */
export function withMessage(thread: MessagePages, message: ChatMessage): MessagePages {
  const [newest, ...earlier] = thread.pages;
  if (!newest || thread.pages.some((page) => page.messages.some((existing) => existing.id === message.id)))
    return thread;
  return { ...thread, pages: [{ ...newest, messages: [...newest.messages, message] }, ...earlier] };
}

/** `readerId` has read the thread: the other party's messages are read. */
export const readBy = (thread: MessagePages, readerId: string): MessagePages => ({
  ...thread,
  pages: thread.pages.map((page) => ({
    ...page,
    messages: page.messages.map((message) =>
      message.senderId !== readerId && !message.read ? { ...message, read: true } : message,
    ),
  })),
});

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

/** Whether `queryKey`'s thread is reading an earlier page ("Show earlier messages"). */
const readingEarlier = (queryClient: QueryClient, queryKey: readonly unknown[]) => {
  const state = queryClient.getQueryState(queryKey);
  return state?.fetchStatus === 'fetching' && state.fetchMeta?.fetchMore?.direction === 'forward';
};

/** Resolves once `queryKey`'s read under way has ended (answered, failed or been cancelled). */
function readEnded(queryClient: QueryClient, queryKey: readonly unknown[]): Promise<void> {
  return new Promise((resolve) => {
    const ended = () => queryClient.getQueryState(queryKey)?.fetchStatus !== 'fetching';
    if (ended()) {
      resolve();
      return;
    }
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (!ended()) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Writes a message into a thread around its reads. A read of an earlier page answers with the pages
 * as they were when it began (TanStack Query adds the page to them), which would drop the write:
 * the write waits for it instead of cancelling the page the user asked for, and it need not be read
 * again, as it holds only messages older than those loaded. Any other read is handled by `rereadAround`.
 */
export async function writeIntoThread(queryClient: QueryClient, queryKey: readonly unknown[], write: () => void) {
  if (readingEarlier(queryClient, queryKey)) await readEnded(queryClient, queryKey);
  await rereadAround(queryClient, queryKey, write);
}
