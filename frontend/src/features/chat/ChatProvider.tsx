import { createContext, useCallback, useContext, useEffect, useEffectEvent, useLayoutEffect, useMemo, useReducer, useRef, useState, type ReactNode } from 'react';
import { type Tool, isOwnTool, viewerWallets } from '../tools';
import { useAuth, type User } from '../accounts';
import { useToast } from '../toast';
import type { ChatClient } from './ChatClient';
import { createChatBackend, type ChatClientFactory } from './createChatBackend';
import { chatStateFrom, persistChat, restoreChat, toPersistedChat, type ChatStorage, type PersistedChat } from './chatPersistence';
import { chatReducer, initialChatState } from './chatReducer';
import { findConversationAbout, messageLengthProblem } from './conversationRules';
import { sampleChat, sampleOwner, type ChatDatabase } from './sampleConversations';
import { participantName, type ChatMessage, type ChatParticipant, type Conversation } from './types';

export const CHAT_MESSAGES = {
  ownTool: 'You cannot message yourself about your own tool.',
  signedOut: 'Please sign in to message the owner.',
  sendFailed: 'Failed to send message',
} as const;

export interface ChatContextValue {
  /** Unread messages across all conversations (the header badge). */
  unreadTotal: number;
  /** 'Contact Owner': reuses the conversation about `tool` between the signed-in user and its owner, or creates one, and makes it active. Rejects with a readable message for the user's own tool or when signed out. */
  startConversation: (tool: Tool) => Promise<void>;
  /** The signed-in user's id, or null. */
  currentUserId: string | null;
  conversations: Conversation[];
  activeConversation: Conversation | null;
  /** The active conversation's messages, or null while they have not been loaded. */
  activeMessages: ChatMessage[] | null;
  /** Conversations are being fetched. */
  loading: boolean;
  /** The active conversation's messages are being fetched. */
  loadingMessages: boolean;
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

export type { ChatClientFactory } from './createChatBackend';

const participantOf = (user: User): ChatParticipant => ({ id: user.id, email: user.email, name: participantName(user.email) });

/** The simulated chat a user resumes: their kept conversations and threads, the unopened sample threads rebuilt. */
function databaseFor(me: ChatParticipant & { walletAddress?: string }, restored: PersistedChat | null, samplesCreatedAt: string): ChatDatabase {
  const samples = sampleChat(me, samplesCreatedAt);
  if (!restored) return samples;
  const messages: ChatDatabase['messages'] = {};
  for (const conversation of restored.conversations) {
    messages[conversation.id] = restored.messagesByConversation[conversation.id] ?? samples.messages[conversation.id] ?? [];
  }
  return { conversations: restored.conversations, messages };
}

interface ChatSession {
  userId: string;
  me: ChatParticipant;
  client: ChatClient;
  samplesCreatedAt: string;
  /** The first list of conversations fetched (empty if that failed). */
  loaded: Promise<Conversation[]>;
}

const ChatContext = createContext<ChatContextValue | null>(null);

interface ChatProviderProps {
  children: ReactNode;
  storage?: ChatStorage;
  createClient?: ChatClientFactory;
}

export function ChatProvider({ children, storage: givenStorage, createClient: givenCreateClient }: ChatProviderProps) {
  // Simulated in this browser, or Supabase when configured; tests give their own.
  const [backend] = useState(createChatBackend);
  const storage = givenStorage ?? backend.storage;
  const createClient = givenCreateClient ?? backend.createClient;
  const { user } = useAuth();
  const { showToast } = useToast();
  const [state, dispatch] = useReducer(chatReducer, initialChatState);
  // The committed state, for callbacks that run later (live messages, opening a conversation).
  const latestState = useRef(state);
  useLayoutEffect(() => {
    latestState.current = state;
  });

  // The signed-in user's chat; results that arrive after the user changed (another session) are dropped.
  const session = useRef<ChatSession | null>(null);
  // Resolves with the session of the user who is signed in, once their chat is restored.
  const sessionReady = useRef<Promise<ChatSession | null>>(Promise.resolve(null));
  const markingRead = useRef(new Set<string>());

  const userId = user?.id ?? null;
  const userEmail = user?.email ?? '';
  const userWallet = user?.walletAddress;
  // Read when a chat is made (to leave the user's own tools out of the samples); linking a wallet later does not restart the chat.
  const currentWallet = useEffectEvent(() => userWallet);

  /** A message pushed by a live chat: into its thread (the list is read again for a conversation not yet in it). */
  const receiveLive = useCallback((started: ChatSession, message: ChatMessage) => {
    const known = latestState.current.conversations.some((conversation) => conversation.id === message.conversationId);
    if (!known) {
      // Someone opened a conversation with this user: the list is read again to show it.
      started.client
        .fetchConversations()
        .then((conversations) => {
          if (session.current === started) dispatch({ type: 'conversationsLoaded', conversations });
        })
        .catch((error: unknown) => console.error('Failed to fetch conversations:', error));
      return;
    }
    if (message.senderId === started.me.id) {
      dispatch({ type: 'messageSent', message });
      return;
    }
    // The open thread marks it read itself (ChatThread), as for a simulated reply.
    dispatch({ type: 'messageReceived', message });
  }, []);

  // A different user (or none): their own chat, restored from storage or made from the samples.
  useEffect(() => {
    session.current = null;
    markingRead.current.clear();
    dispatch({ type: 'reset' });
    if (!userId) {
      sessionReady.current = Promise.resolve(null);
      return;
    }
    let current = true;
    let unsubscribe: (() => void) | undefined;
    const me = participantOf({ id: userId, email: userEmail });
    // A named function, not an immediately invoked one, so that `current` is read as it is when the storage answers.
    const start = async () => {
      const restored = await restoreChat(userId, storage);
      if (!current) return null;
      const samplesCreatedAt = restored?.samplesCreatedAt ?? new Date().toISOString();
      const client = createClient(me, databaseFor({ ...me, walletAddress: currentWallet() }, restored, samplesCreatedAt));
      dispatch({ type: 'reset', state: restored ? chatStateFrom(restored) : undefined });
      dispatch({ type: 'conversationsRequested' });
      const loaded = client
        .fetchConversations()
        .then((conversations) => {
          if (current) dispatch({ type: 'conversationsLoaded', conversations });
          return conversations;
        })
        .catch((error: unknown) => {
          console.error('Failed to fetch conversations:', error);
          if (current) dispatch({ type: 'conversationsFailed' });
          return [];
        });
      const started: ChatSession = { userId, me, client, samplesCreatedAt, loaded };
      session.current = started;
      // A live chat pushes new messages (Realtime); the simulated one answers through awaitReply.
      unsubscribe = client.subscribe?.((message) => {
        if (current && session.current === started) receiveLive(started, message);
      });
      return started;
    };
    sessionReady.current = start();
    return () => {
      current = false;
      unsubscribe?.();
    };
  }, [userId, userEmail, storage, createClient, receiveLive]);

  // Keep the chat (only the chat) whenever it changes.
  const { conversations, activeConversationId, messagesByConversation } = state;
  useEffect(() => {
    const active = session.current;
    if (!active) return;
    void persistChat(active.userId, toPersistedChat({ ...initialChatState, conversations, activeConversationId, messagesByConversation }, active.samplesCreatedAt), storage);
  }, [conversations, activeConversationId, messagesByConversation, storage]);

  const markConversationRead = useCallback(async (conversationId: string) => {
    const active = session.current;
    if (!active || markingRead.current.has(conversationId)) return;
    markingRead.current.add(conversationId);
    try {
      await active.client.markRead(conversationId);
      if (session.current === active) dispatch({ type: 'conversationRead', conversationId, readerId: active.me.id });
    } catch (error) {
      console.error('Failed to mark the conversation read:', error);
    } finally {
      markingRead.current.delete(conversationId);
    }
  }, []);

  const loadMessages = useCallback(async (started: ChatSession, conversationId: string) => {
    dispatch({ type: 'messagesRequested', conversationId });
    try {
      const messages = await started.client.fetchMessages(conversationId);
      if (session.current === started) dispatch({ type: 'messagesLoaded', conversationId, messages });
    } catch (error) {
      console.error('Failed to fetch messages:', error);
      if (session.current === started) dispatch({ type: 'messagesFailed', conversationId });
    }
  }, []);

  const openConversation = useCallback(
    (conversationId: string | null) => {
      dispatch({ type: 'conversationSelected', conversationId });
      const active = session.current;
      if (!conversationId || !active) return;
      void loadMessages(active, conversationId).then(() => markConversationRead(conversationId));
    },
    [loadMessages, markConversationRead],
  );

  // A restored open thread is loaded again once the conversations are there.
  const restoredActive = useRef<string | null>(null);
  useEffect(() => {
    const active = session.current;
    if (!active || state.loading || !state.activeConversationId) return;
    const key = `${active.userId}|${state.activeConversationId}`;
    if (restoredActive.current === key) return;
    restoredActive.current = key;
    if (!state.messagesByConversation[state.activeConversationId]) void loadMessages(active, state.activeConversationId);
  }, [state.loading, state.activeConversationId, state.messagesByConversation, loadMessages]);

  const sendMessage = useCallback(
    async (text: string) => {
      const content = text.trim();
      const active = session.current;
      const conversationId = latestState.current.activeConversationId;
      if (!content || !active || !conversationId) return false;
      const tooLong = messageLengthProblem(content);
      if (tooLong) {
        showToast(tooLong, 'error');
        return false;
      }
      let sent: ChatMessage;
      try {
        sent = await active.client.sendMessage(conversationId, content);
      } catch (error) {
        console.error('Failed to send message:', error);
        showToast(CHAT_MESSAGES.sendFailed, 'error');
        return false;
      }
      if (session.current !== active) return false;
      dispatch({ type: 'messageSent', message: sent });
      // The simulated other party answers after typing for a moment, so the thread feels alive.
      if (!active.client.awaitReply) return true;
      dispatch({ type: 'typingChanged', conversationId, typing: true });
      active.client
        .awaitReply(conversationId)
        .then((reply) => {
          if (session.current === active) dispatch({ type: 'messageReceived', message: reply });
        })
        .catch((error: unknown) => console.error('The simulated reply failed:', error))
        .finally(() => {
          if (session.current === active) dispatch({ type: 'typingChanged', conversationId, typing: false });
        });
      return true;
    },
    [showToast],
  );

  const startConversation = useCallback(
    async (tool: Tool) => {
      // Refusals reject with a readable message; the caller shows it.
      if (!user) throw new Error(CHAT_MESSAGES.signedOut);
      if (isOwnTool(tool, user.id, viewerWallets(user.walletAddress))) throw new Error(CHAT_MESSAGES.ownTool);
      const started = await sessionReady.current;
      if (started?.userId !== user.id) throw new Error(CHAT_MESSAGES.signedOut);
      // Right after loading, the rendered state may not hold the list yet: look in both.
      const firstLoaded = await started.loaded;
      const existing = findConversationAbout([...latestState.current.conversations, ...firstLoaded], tool.id, tool.ownerId, user.id);
      if (existing) {
        openConversation(existing.id);
        return;
      }
      const owner = sampleOwner(tool.ownerId);
      const conversation = await started.client.createConversation({
        toolId: tool.id,
        toolName: tool.name,
        toolImageUrl: tool.imageUrls[0] ?? '',
        lender: owner ?? { id: tool.ownerId, name: tool.ownerName, email: '' },
      });
      if (session.current !== started) return;
      dispatch({ type: 'conversationCreated', conversation });
      dispatch({ type: 'messagesLoaded', conversationId: conversation.id, messages: [] });
    },
    [user, openConversation],
  );

  const activeConversation = state.conversations.find((conversation) => conversation.id === state.activeConversationId) ?? null;
  const value = useMemo<ChatContextValue>(
    () => ({
      unreadTotal: state.unreadTotal,
      startConversation,
      currentUserId: userId,
      conversations: state.conversations,
      activeConversation,
      activeMessages: activeConversation ? (state.messagesByConversation[activeConversation.id] ?? null) : null,
      loading: state.loading,
      loadingMessages: activeConversation !== null && state.loadingMessagesFor === activeConversation.id,
      error: state.error,
      isTyping: (conversationId) => state.typingConversationIds.includes(conversationId),
      openConversation,
      sendMessage,
      markConversationRead,
    }),
    [state, activeConversation, userId, startConversation, openConversation, sendMessage, markConversationRead],
  );

  return <ChatContext.Provider value={value}>{children}</ChatContext.Provider>;
}

export function useChat(): ChatContextValue {
  const context = useContext(ChatContext);
  if (!context) throw new Error('useChat must be used within a ChatProvider');
  return context;
}
