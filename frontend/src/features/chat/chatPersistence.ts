/**
 * Keeps the chat slice across reloads (specification §4, Persistence): in local storage under one
 * root key, one entry per signed-in user so two people sharing a browser never see each other's
 * chats. Only the chat is kept. A stored value that cannot be read (corrupt, or written by
 * something else) is logged and ignored: the user starts again from the sample chat.
 */
import type { ChatMessage, Conversation, ThreadsByConversation } from './types';
import { TEXT_LIMITS, fitsLimit } from '../../shared/limits';
import { asPromise } from '../../shared/asPromise';

export const CHAT_PERSIST_KEY = 'persist:root';
/** Restoring gives up after this long and the app starts with a fresh chat (§9). */
export const CHAT_RESTORE_TIMEOUT_MS = 5000;
const ROOT_VERSION = 1;

/** Where the chat is kept; asynchronous like redux-persist's storage engines. */
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

export function isPersistedChat(value: unknown): value is PersistedChat {
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
export async function restoreChat(
  userId: string,
  storage: ChatStorage,
  timeoutMs = CHAT_RESTORE_TIMEOUT_MS,
): Promise<PersistedChat | null> {
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

/** Saves `chat` as `userId`'s, keeping the other users' entries (a root that cannot be read is replaced). */
export async function persistChat(userId: string, chat: PersistedChat, storage: ChatStorage): Promise<void> {
  try {
    const root = parseRoot(await storage.getItem(CHAT_PERSIST_KEY)) ?? { version: ROOT_VERSION, chat: {} };
    const next: PersistedRoot = { version: ROOT_VERSION, chat: { ...root.chat, [userId]: chat } };
    await storage.setItem(CHAT_PERSIST_KEY, JSON.stringify(next));
  } catch (error) {
    // Full or unavailable storage: the chat still works, it is just not kept.
    console.error('Could not save the chat:', error);
  }
}
