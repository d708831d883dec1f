/**
 * Keeps the chat slice across reloads (specification §4, Persistence) with TanStack Query's
 * persister (`@tanstack/query-persist-client-core`): `chatPersistOptions` gives
 * `persistQueryClientRestore` and `persistQueryClientSubscribe` a persister of one signed-in user's
 * chat. It keeps, in local storage under one root key, one entry per user, so two people sharing a
 * browser never see each other's chats; of the cache only that user's chat is kept. A stored value
 * that cannot be read (corrupt, or written by something else) is logged and ignored: the user starts
 * again from the sample chat. Storage that refuses (a SecurityError, a full quota) is logged and the
 * chat goes on without being kept.
 *
 * The entry is the chat slice itself (`PersistedChat`), not the dehydrated cache TanStack's own
 * storage persisters write: it is what the specification keeps, it is checked field by field when
 * read, and it is the shape chats were kept in before the persister was used, so those are restored.
 */
import {
  dehydrate,
  hashKey,
  type DehydrateOptions,
  type DehydratedState,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import type { PersistQueryClientOptions, Persister } from '@tanstack/query-persist-client-core';
import type { ChatMessage, Conversation, ThreadsByConversation } from './types';
import {
  chatKeys,
  loadedConversations,
  loadedMessages,
  threadOf,
  type ConversationPages,
  type MessagePages,
} from './chatCache';
import { TEXT_LIMITS, fitsLimit } from '../../shared/limits';
import { asPromise } from '../../shared/asPromise';

export const CHAT_PERSIST_KEY = 'persist:root';
/** Restoring gives up after this long and the app starts with a fresh chat (§9). */
export const CHAT_RESTORE_TIMEOUT_MS = 5000;
const ROOT_VERSION = 1;

/** Where the chat is kept; asynchronous like TanStack's AsyncStorage. */
export interface ChatStorage {
  getItem: (key: string) => Promise<string | null>;
  setItem: (key: string, value: string) => Promise<void>;
}

// Storage the browser refuses (a SecurityError) is a rejection, as from an asynchronous engine.
export const browserChatStorage: ChatStorage = {
  getItem: (key) => asPromise(() => localStorage.getItem(key)),
  setItem: (key, value) => asPromise(() => localStorage.setItem(key, value)),
};

/** What is kept of one user's chat: the slice without what is only true while the page runs. */
export interface PersistedChat {
  /** When the sample conversations were made, so unopened sample threads can be rebuilt as they were. */
  samplesCreatedAt: string;
  conversations: Conversation[];
  activeConversationId: string | null;
  messagesByConversation: ThreadsByConversation;
}

interface PersistedRoot {
  version: typeof ROOT_VERSION;
  chat: Record<string, PersistedChat>;
}

type UnknownRecord = Record<string, unknown>;
const isRecord = (value: unknown): value is UnknownRecord =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const hasStrings = (value: UnknownRecord, keys: string[]) => keys.every((key) => typeof value[key] === 'string');
const isIsoTime = (value: unknown) => typeof value === 'string' && !Number.isNaN(Date.parse(value));

const CONVERSATION_TEXT_FIELDS = [
  'id',
  'toolId',
  'toolName',
  'toolImageUrl',
  'lenderId',
  'lenderName',
  'lenderEmail',
  'borrowerId',
  'borrowerName',
  'borrowerEmail',
  'lastMessage',
  'createdAt',
  'updatedAt',
];
const MESSAGE_TEXT_FIELDS = ['id', 'conversationId', 'senderId', 'senderEmail', 'senderName', 'content'];

function isConversation(value: unknown): value is Conversation {
  return (
    isRecord(value) &&
    hasStrings(value, CONVERSATION_TEXT_FIELDS) &&
    isIsoTime(value.lastMessageAt) &&
    typeof value.unreadCount === 'number' &&
    Number.isInteger(value.unreadCount) &&
    value.unreadCount >= 0 &&
    value.status === 'active'
  );
}

function isMessage(value: unknown): value is ChatMessage {
  return (
    isRecord(value) &&
    hasStrings(value, MESSAGE_TEXT_FIELDS) &&
    fitsLimit(value.content, TEXT_LIMITS.chatMessage) &&
    isIsoTime(value.timestamp) &&
    typeof value.read === 'boolean' &&
    value.messageType === 'text'
  );
}

function isPersistedChat(value: unknown): value is PersistedChat {
  if (!isRecord(value) || !isIsoTime(value.samplesCreatedAt)) return false;
  if (!Array.isArray(value.conversations) || !value.conversations.every(isConversation)) return false;
  if (value.activeConversationId !== null && typeof value.activeConversationId !== 'string') return false;
  const threads = value.messagesByConversation;
  return (
    isRecord(threads) && Object.values(threads).every((thread) => Array.isArray(thread) && thread.every(isMessage))
  );
}

function isPersistedRoot(value: unknown): value is PersistedRoot {
  return isRecord(value) && value.version === ROOT_VERSION && isRecord(value.chat);
}

/** The stored root, or null (logged) when there is none or it cannot be read. */
function parseRoot(raw: string | null): PersistedRoot | null {
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isPersistedRoot(parsed)) return parsed;
    console.error(`Ignoring the stored app state under "${CHAT_PERSIST_KEY}": it is not this app's format.`);
  } catch (error) {
    console.error(`Ignoring the stored app state under "${CHAT_PERSIST_KEY}": it is not valid JSON.`, error);
  }
  return null;
}

class RestoreTimeout extends Error {}

/**
 * The chat kept for `userId`, or null when there is none, it cannot be read, or the storage has
 * not answered within `timeoutMs`.
 */
async function restoreChat(userId: string, storage: ChatStorage, timeoutMs: number): Promise<PersistedChat | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RestoreTimeout()), timeoutMs);
  });
  try {
    const raw = await Promise.race([storage.getItem(CHAT_PERSIST_KEY), timeout]);
    const stored = parseRoot(raw)?.chat[userId];
    if (stored === undefined) return null;
    if (isPersistedChat(stored)) return stored;
    console.error('Ignoring the stored chat of the signed-in user: it is not in the expected shape.');
    return null;
  } catch (error) {
    if (error instanceof RestoreTimeout)
      console.warn(`Restoring the chat took longer than ${timeoutMs} ms: starting with a fresh chat.`);
    else console.error('Could not read the stored chat:', error);
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Saves `chat` as `userId`'s (or removes their entry when `chat` is null), keeping the other users'
 * entries (a root that cannot be read is replaced). True once written.
 */
async function writeChat(userId: string, chat: PersistedChat | null, storage: ChatStorage): Promise<boolean> {
  try {
    const root = parseRoot(await storage.getItem(CHAT_PERSIST_KEY)) ?? { version: ROOT_VERSION, chat: {} };
    const { [userId]: _replaced, ...others } = root.chat;
    const next: PersistedRoot = { version: ROOT_VERSION, chat: chat ? { ...others, [userId]: chat } : others };
    await storage.setItem(CHAT_PERSIST_KEY, JSON.stringify(next));
    return true;
  } catch (error) {
    // Full or unavailable storage: the chat still works, it is just not kept.
    console.error('Could not save the chat:', error);
    return false;
  }
}

/** Whether `queryKey` is part of `userId`'s kept chat: not the session, which holds the client. */
function isKeptKey(userId: string, queryKey: QueryKey): boolean {
  const [feature, owner, part] = queryKey;
  return feature === 'chat' && owner === userId && typeof part === 'string' && KEPT_PARTS.has(part);
}
const KEPT_PARTS = new Set(['conversations', 'messages', 'openThread', 'samplesCreatedAt']);

/** What `dehydrate` takes of the cache: `userId`'s kept chat, with whatever data it holds (a thread whose re-read failed keeps its messages). */
const keptChatOnly = (userId: string): DehydrateOptions => ({
  shouldDehydrateQuery: (query) => query.state.data !== undefined && isKeptKey(userId, query.queryKey),
  shouldDehydrateMutation: () => false,
});

/** `userId`'s chat slice in a dehydrated cache, or null before its list and samples' date are there. */
function chatIn(userId: string, cache: DehydratedState): PersistedChat | null {
  const byHash = new Map(cache.queries.map((query) => [query.queryHash, query.state.data]));
  const dataOf = (queryKey: QueryKey) => byHash.get(hashKey(queryKey));
  const pages = dataOf(chatKeys.conversations(userId)) as ConversationPages | undefined;
  const samplesCreatedAt = dataOf(chatKeys.samplesCreatedAt(userId));
  if (!pages || typeof samplesCreatedAt !== 'string') return null;
  const conversations = loadedConversations(pages);
  const messagesByConversation: ThreadsByConversation = {};
  for (const conversation of conversations) {
    const thread = dataOf(chatKeys.messages(userId, conversation.id)) as MessagePages | undefined;
    if (thread) messagesByConversation[conversation.id] = loadedMessages(thread);
  }
  const open = dataOf(chatKeys.openThread(userId));
  return {
    samplesCreatedAt,
    conversations,
    activeConversationId: typeof open === 'string' ? open : null,
    messagesByConversation,
  };
}

type DehydratedQuery = DehydratedState['queries'][number];

/** A cache entry holding `data`, as `dehydrate` writes one of a read that succeeded at `now`. */
function keptQuery(queryKey: QueryKey, data: unknown, now: number, queryType?: 'infinite'): DehydratedQuery {
  return {
    queryKey,
    queryHash: hashKey(queryKey),
    dehydratedAt: now,
    state: {
      data,
      dataUpdatedAt: now,
      dataUpdateCount: 1,
      error: null,
      errorUpdatedAt: 0,
      errorUpdateCount: 0,
      fetchFailureCount: 0,
      fetchFailureReason: null,
      fetchMeta: null,
      isInvalidated: false,
      status: 'success',
      fetchStatus: 'idle',
    },
    ...(queryType && { queryType }),
  };
}

/**
 * `chat` as the cache entries of `userId`'s chat: the list as one page, each kept thread as one page
 * (only the simulated chat is kept, and its thread is whole: `SimulatedChatClient.fetchMessages`),
 * the open thread, the samples' date.
 */
function cacheOf(userId: string, chat: PersistedChat, now: number): DehydratedState {
  const list: ConversationPages = {
    pages: [{ conversations: chat.conversations, nextCursor: null }],
    pageParams: [null],
  };
  const threads = Object.entries(chat.messagesByConversation).flatMap(([conversationId, thread]) =>
    thread ? [keptQuery(chatKeys.messages(userId, conversationId), threadOf(thread), now, 'infinite')] : [],
  );
  return {
    mutations: [],
    queries: [
      keptQuery(chatKeys.samplesCreatedAt(userId), chat.samplesCreatedAt, now),
      keptQuery(chatKeys.openThread(userId), chat.activeConversationId, now),
      keptQuery(chatKeys.conversations(userId), list, now, 'infinite'),
      ...threads,
    ],
  };
}

/**
 * The persister of `userId`'s chat, between TanStack's persisted client and their entry of the root.
 * It never rejects: what cannot be read restores nothing, what cannot be written is logged.
 */
export function chatPersister(userId: string, storage: ChatStorage, timeoutMs = CHAT_RESTORE_TIMEOUT_MS): Persister {
  // The entry last written, so that a change that leaves the chat as it was writes nothing.
  let kept: string | null = null;
  // The kept entries' data when `kept` was last found or written: TanStack calls persistClient at every
  // change of the whole cache (chain reads at each block among them), and those leave these very objects
  // in place, so the chat is neither rebuilt nor serialised for them.
  let keptData: unknown[] = [];
  const dataOf = (clientState: DehydratedState) => clientState.queries.map((query) => query.state.data);
  const sameData = (data: unknown[]) =>
    data.length === keptData.length && data.every((value, index) => value === keptData[index]);
  return {
    restoreClient: async () => {
      const chat = await restoreChat(userId, storage, timeoutMs);
      if (!chat) return undefined;
      kept = JSON.stringify(chat);
      const now = Date.now();
      return { timestamp: now, buster: '', clientState: cacheOf(userId, chat, now) };
    },
    persistClient: async ({ clientState }) => {
      const data = dataOf(clientState);
      if (sameData(data)) return;
      const chat = chatIn(userId, clientState);
      // Nothing is kept before the list has loaded (nor once it is dropped): a reload meanwhile restores the last kept chat.
      if (!chat) return;
      const entry = JSON.stringify(chat);
      if (entry === kept || (await writeChat(userId, chat, storage))) {
        kept = entry;
        keptData = data;
      }
    },
    removeClient: async () => {
      if (await writeChat(userId, null, storage)) {
        kept = null;
        keptData = [];
      }
    },
  };
}

/**
 * What `persistQueryClientRestore` and `persistQueryClientSubscribe` take to keep `userId`'s chat
 * (and nothing else of the cache) in `storage`. A kept chat does not expire.
 */
export function chatPersistOptions(
  queryClient: QueryClient,
  userId: string,
  storage: ChatStorage,
  timeoutMs = CHAT_RESTORE_TIMEOUT_MS,
): PersistQueryClientOptions {
  return {
    queryClient,
    persister: chatPersister(userId, storage, timeoutMs),
    maxAge: Infinity,
    dehydrateOptions: keptChatOnly(userId),
  };
}

/** `userId`'s chat as it stands in the cache (what would be kept now), or null before their list has loaded. */
export const chatInCache = (queryClient: QueryClient, userId: string) =>
  chatIn(userId, dehydrate(queryClient, keptChatOnly(userId)));
