import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSubscribe } from '@tanstack/query-persist-client-core';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { type Tool, isOwnTool, viewerWallets } from '../tools';
import { useAuth, type User } from '../accounts';
import { useToast } from '../toast';
import type { ChatClient } from './ChatClient';
import { MessageRefusedError } from './messageRefused';
import { createChatBackend, type ChatClientFactory } from './createChatBackend';
import { chatInCache, chatPersistOptions, type ChatStorage } from './chatPersistence';
import {
  CHAT_ERRORS,
  chatKeys,
  loadedConversations,
  mapConversations,
  readBy,
  rereadAround,
  unreadTotalOf,
  withFirst,
  withLatestMessage,
  withMessage,
  threadOf,
  loadedMessages,
  writeIntoThread,
  type ConversationPages,
  type MessagePages,
} from './chatCache';
import { findConversationAbout, messageLengthProblem } from './conversationRules';
import { ChatContext, type ChatContextValue } from './chatContext';
import {
  participantName,
  type ChatMessage,
  type ChatParticipant,
  type ConversationCursor,
  type ConversationPage,
  type MessageCursor,
  type MessagePage,
} from './types';

export const CHAT_MESSAGES = {
  ownTool: 'You cannot message yourself about your own tool.',
  signedOut: 'Please sign in to message the owner.',
  sendFailed: 'Failed to send message',
} as const;

export type { ChatClientFactory } from './createChatBackend';
export { useChat } from './chatContext';

const participantOf = (user: User): ChatParticipant => ({
  id: user.id,
  email: user.email,
  name: participantName(user.email),
});

/** One signed-in user's chat: their client, and what their last visit left open. */
interface ChatSession {
  me: ChatParticipant;
  client: ChatClient;
  restoredActiveId: string | null;
}

/**
 * Where a user's chat comes from: what their last visit kept, restored into the cache to show at
 * once (TanStack's persister, at most 5 s), else the samples made now.
 */
function sessionQuery(queryClient: QueryClient, user: User, storage: ChatStorage, createClient: ChatClientFactory) {
  return {
    queryKey: chatKeys.session(user.id),
    queryFn: async (): Promise<ChatSession> => {
      const me = participantOf(user);
      // The kept chat stays for the visit: for the simulated chat it is the only copy, and an entry
      // collected after a few minutes unseen would drop out of what is kept.
      queryClient.setQueryDefaults(chatKeys.user(user.id), { gcTime: Infinity });
      // The samples load with the first signed-in chat: a visitor's first page does not download them.
      const [{ resumedChat }] = await Promise.all([
        import('./sampleConversations'),
        persistQueryClientRestore(chatPersistOptions(queryClient, user.id, storage)).catch((error: unknown) =>
          console.error('Could not restore the chat:', error),
        ),
      ]);
      const restored = chatInCache(queryClient, user.id);
      const samplesCreatedAt = restored?.samplesCreatedAt ?? new Date().toISOString();
      queryClient.setQueryData(chatKeys.samplesCreatedAt(user.id), samplesCreatedAt);
      // The wallet is read when the chat is made (to leave the user's own tools out of the samples); linking one later does not restart it.
      const client = createClient(
        me,
        resumedChat({ ...me, walletAddress: user.walletAddress }, restored, samplesCreatedAt),
      );
      return { me, client, restoredActiveId: restored?.activeConversationId ?? null };
    },
    staleTime: Infinity,
    retry: false,
  };
}

/** The user's conversation list, a page at a time (keyset cursors). */
function conversationsQuery(userId: string, client: ChatClient | undefined) {
  return {
    queryKey: chatKeys.conversations(userId),
    queryFn: ({ pageParam }: { pageParam: ConversationCursor | null }) => {
      if (!client) throw new Error('The chat has not started');
      return client.fetchConversations(pageParam ?? undefined);
    },
    initialPageParam: null as ConversationCursor | null,
    getNextPageParam: (last: ConversationPage) => last.nextCursor,
  };
}

/**
 * The thread of one conversation: its newest page, then each earlier page asked for ("Show earlier
 * messages") by the keyset of the oldest message loaded.
 */
function messagesQuery(userId: string, client: ChatClient | undefined, conversationId: string) {
  return {
    queryKey: chatKeys.messages(userId, conversationId),
    queryFn: ({ pageParam }: { pageParam: MessageCursor | null }) => {
      if (!client) throw new Error('The chat has not started');
      return pageParam ? client.fetchEarlierMessages(conversationId, pageParam) : client.fetchMessages(conversationId);
    },
    initialPageParam: null as MessageCursor | null,
    getNextPageParam: (last: MessagePage) => last.earlier,
  };
}

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
  const queryClient = useQueryClient();

  const userId = user?.id ?? null;
  const sessionRead = useQuery({
    ...sessionQuery(queryClient, user ?? { id: '', email: '' }, storage, createClient),
    enabled: user !== null,
  });
  const session = userId ? sessionRead.data : undefined;
  const listRead = useInfiniteQuery({
    ...conversationsQuery(userId ?? '', session?.client),
    enabled: session !== undefined,
  });
  const { fetchNextPage, hasNextPage, isFetchingNextPage, isFetching: listFetching } = listRead;
  const conversations = useMemo(() => (session ? loadedConversations(listRead.data) : []), [session, listRead.data]);

  // The thread on screen: chosen by this user in this visit, else the one their last visit left open.
  const [selection, setSelection] = useState<{ userId: string; conversationId: string | null } | null>(null);
  const activeId =
    userId && selection?.userId === userId ? selection.conversationId : (session?.restoredActiveId ?? null);
  /** Shows `conversationId`'s thread at once, and puts it in the cache, whose chat is kept for the next visit. */
  const choose = useCallback(
    (forUser: string, conversationId: string | null) => {
      setSelection({ userId: forUser, conversationId });
      queryClient.setQueryData(chatKeys.openThread(forUser), conversationId);
    },
    [queryClient],
  );
  const activeConversation = conversations.find((conversation) => conversation.id === activeId) ?? null;
  const threadRead = useInfiniteQuery({
    ...messagesQuery(userId ?? '', session?.client, activeConversation?.id ?? ''),
    enabled: session !== undefined && activeConversation !== null,
  });
  const {
    hasNextPage: hasEarlierMessages,
    isFetchingNextPage: loadingEarlierMessages,
    fetchNextPage: fetchEarlierPage,
  } = threadRead;

  // Who is typing a reply, for this user's conversations.
  const [typing, setTyping] = useState<{ userId: string; conversationIds: string[] }>({
    userId: '',
    conversationIds: [],
  });
  const setTypingIn = useCallback((forUser: string, conversationId: string, isTyping: boolean) => {
    setTyping((current) => {
      const others = current.userId === forUser ? current.conversationIds.filter((id) => id !== conversationId) : [];
      return { userId: forUser, conversationIds: isTyping ? [...others, conversationId] : others };
    });
  }, []);

  /** A message in `forUser`'s chat: into its thread if loaded, its conversation moved first (the list is read again for one not loaded). */
  const writeMessage = useCallback(
    async (forUser: string, message: ChatMessage, unreadIncrement: number) => {
      const listKey = chatKeys.conversations(forUser);
      const known = loadedConversations(queryClient.getQueryData<ConversationPages>(listKey)).some(
        (conversation) => conversation.id === message.conversationId,
      );
      await writeIntoThread(queryClient, chatKeys.messages(forUser, message.conversationId), () =>
        queryClient.setQueryData<MessagePages>(
          chatKeys.messages(forUser, message.conversationId),
          (thread) => thread && withMessage(thread, message),
        ),
      );
      // Someone opened a conversation with this user: the list is read again to show it.
      await rereadAround(
        queryClient,
        listKey,
        () =>
          queryClient.setQueryData<ConversationPages>(
            listKey,
            (pages) => pages && withLatestMessage(pages, message, unreadIncrement),
          ),
        { always: !known },
      );
    },
    [queryClient],
  );

  // A live chat pushes new messages (Realtime) into the cache; the simulated one answers through awaitReply.
  useEffect(() => {
    if (!userId || !session?.client.subscribe) return;
    return session.client.subscribe((message) => {
      // The open thread marks it read itself (ChatThread), as for a simulated reply.
      void writeMessage(userId, message, message.senderId === session.me.id || message.read ? 0 : 1);
    });
  }, [userId, session, writeMessage]);

  // Keep the chat (only this user's chat) as the cache changes, once it has been restored.
  useEffect(() => {
    if (!userId || !session) return;
    return persistQueryClientSubscribe(chatPersistOptions(queryClient, userId, storage));
  }, [userId, session, storage, queryClient]);

  const { mutateAsync: markRead } = useMutation({
    mutationKey: MARK_READ,
    mutationFn: ({ client, conversationId }: { forUser: string; client: ChatClient; conversationId: string }) =>
      client.markRead(conversationId),
    onSuccess: (_nothing, { forUser, conversationId }) => {
      queryClient.setQueryData<MessagePages>(
        chatKeys.messages(forUser, conversationId),
        (thread) => thread && readBy(thread, forUser),
      );
      queryClient.setQueryData<ConversationPages>(
        chatKeys.conversations(forUser),
        (pages) =>
          pages &&
          mapConversations(pages, (conversation) =>
            conversation.id === conversationId ? { ...conversation, unreadCount: 0 } : conversation,
          ),
      );
    },
  });
  const markConversationRead = useCallback(
    async (conversationId: string) => {
      if (!userId || !session) return;
      // One request per conversation at a time: the thread asks again as messages arrive.
      const underWay = queryClient.isMutating({
        mutationKey: MARK_READ,
        predicate: (mutation) => {
          const variables = mutation.state.variables as { forUser: string; conversationId: string } | undefined;
          return variables?.forUser === userId && variables.conversationId === conversationId;
        },
      });
      if (underWay > 0) return;
      await markRead({ forUser: userId, client: session.client, conversationId }).catch((error: unknown) =>
        console.error('Failed to mark the conversation read:', error),
      );
    },
    [userId, session, queryClient, markRead],
  );

  // Opening a thread marks it read once its messages have arrived, if it is still the one open (an
  // earlier page brings nothing unread to mark).
  const threadArrived = threadRead.isSuccess && (!threadRead.isFetching || loadingEarlierMessages);
  const openThreadId = activeConversation?.id;
  const repliesBySample = activeConversation?.sample === true;
  useEffect(() => {
    if (openThreadId && threadArrived) void markConversationRead(openThreadId);
  }, [openThreadId, threadArrived, markConversationRead]);

  /** Shows `conversationId`'s thread (or none); its messages are asked for at once, not after the next render. */
  const select = useCallback(
    (forUser: string, client: ChatClient, conversationId: string | null) => {
      choose(forUser, conversationId);
      if (conversationId)
        queryClient.infiniteQuery(messagesQuery(forUser, client, conversationId)).catch(() => undefined);
    },
    [queryClient, choose],
  );
  const openConversation = useCallback(
    (conversationId: string | null) => {
      if (userId && session) select(userId, session.client, conversationId);
    },
    [userId, session, select],
  );

  const sendMessage = useCallback(
    async (text: string) => {
      const content = text.trim();
      if (!content || !userId || !session || !activeId) return false;
      const tooLong = messageLengthProblem(content);
      if (tooLong) {
        showToast(tooLong, 'error');
        return false;
      }
      let sent: ChatMessage;
      try {
        sent = await session.client.sendMessage(activeId, content);
      } catch (error) {
        console.error('Failed to send message:', error);
        showToast(error instanceof MessageRefusedError ? error.message : CHAT_MESSAGES.sendFailed, 'error');
        return false;
      }
      await writeMessage(userId, sent, 0);
      // A sample user answers after typing for a moment, so the thread feels alive; nobody answers in a real user's name.
      if (!session.client.awaitReply || !repliesBySample) return true;
      setTypingIn(userId, activeId, true);
      session.client
        .awaitReply(activeId)
        .then((reply) => writeMessage(userId, reply, reply.read ? 0 : 1))
        .catch((error: unknown) => console.error('The simulated reply failed:', error))
        .finally(() => setTypingIn(userId, activeId, false));
      return true;
    },
    [userId, session, activeId, repliesBySample, showToast, writeMessage, setTypingIn],
  );

  const startConversation = useCallback(
    async (tool: Tool) => {
      // Refusals reject with a readable message; the caller shows it.
      if (!user) throw new Error(CHAT_MESSAGES.signedOut);
      if (isOwnTool(tool, user.id, viewerWallets(user.walletAddress))) throw new Error(CHAT_MESSAGES.ownTool);
      // Asked before the chat has loaded, it waits for the first page rather than making a duplicate.
      const started = await queryClient.query({
        ...sessionQuery(queryClient, user, storage, createClient),
        staleTime: 'static',
      });
      const listed = await queryClient
        .infiniteQuery({ ...conversationsQuery(user.id, started.client), staleTime: 'static' })
        .catch(() => undefined);
      const existing = findConversationAbout(
        loadedConversations(listed ?? queryClient.getQueryData(chatKeys.conversations(user.id))),
        tool.id,
        tool.ownerId,
        user.id,
      );
      if (existing) {
        select(user.id, started.client, existing.id);
        return;
      }
      const { sampleOwner } = await import('./sampleConversations');
      const owner = sampleOwner(tool.ownerId);
      const conversation = await started.client.createConversation({
        toolId: tool.id,
        toolName: tool.name,
        toolImageUrl: tool.imageUrls[0] ?? '',
        lender: owner ?? { id: tool.ownerId, name: tool.ownerName, email: '' },
        sample: owner !== null,
      });
      queryClient.setQueryData<ConversationPages>(
        chatKeys.conversations(user.id),
        (pages) => pages && withFirst(pages, conversation),
      );
      queryClient.setQueryData<MessagePages>(
        chatKeys.messages(user.id, conversation.id),
        (thread) => thread ?? threadOf([]),
      );
      choose(user.id, conversation.id);
    },
    [user, queryClient, storage, createClient, select, choose],
  );

  const listFailed = listRead.isError && !listFetching && !listRead.isFetchNextPageError;
  // An earlier page that failed is the thread's own to tell (with "Try again"), not the chat's error.
  const threadFailed = threadRead.isError && !threadRead.isFetching && !threadRead.isFetchNextPageError;
  const earlierMessagesFailed = threadRead.isFetchNextPageError && !threadRead.isFetching;
  const error = threadFailed ? CHAT_ERRORS.fetchMessages : listFailed ? CHAT_ERRORS.fetchConversations : null;
  const typingIds = typing.userId === userId ? typing.conversationIds : NO_IDS;
  const threadData = activeConversation ? threadRead.data : undefined;
  const activeMessages = useMemo(() => (threadData ? loadedMessages(threadData) : null), [threadData]);
  const value = useMemo<ChatContextValue>(
    () => ({
      unreadTotal: unreadTotalOf(conversations),
      startConversation,
      currentUserId: userId,
      conversations,
      hasMoreConversations: hasNextPage,
      loadingMoreConversations: isFetchingNextPage,
      loadMoreConversations: () => {
        if (hasNextPage && !listFetching) void fetchNextPage();
      },
      activeConversation,
      activeMessages,
      earlierMessages:
        activeMessages && hasEarlierMessages
          ? {
              loading: loadingEarlierMessages,
              failed: earlierMessagesFailed,
              load: () => {
                // A read of the newest page under way is cancelled for it (TanStack's cancelRefetch):
                // a write it was asked again for is in the pages already, which this read starts from.
                if (!loadingEarlierMessages) void fetchEarlierPage();
              },
            }
          : null,
      loading: userId !== null && (session === undefined || listFetching),
      loadingMessages: activeConversation !== null && activeMessages === null && threadRead.isFetching,
      error,
      isTyping: (conversationId) => typingIds.includes(conversationId),
      openConversation,
      sendMessage,
      markConversationRead,
    }),
    [
      conversations,
      startConversation,
      userId,
      hasNextPage,
      isFetchingNextPage,
      listFetching,
      fetchNextPage,
      activeConversation,
      activeMessages,
      hasEarlierMessages,
      loadingEarlierMessages,
      earlierMessagesFailed,
      fetchEarlierPage,
      session,
      threadRead.isFetching,
      error,
      typingIds,
      openConversation,
      sendMessage,
      markConversationRead,
    ],
  );

  return <ChatContext.Provider value={value}>{children}</ChatContext.Provider>;
}

const NO_IDS: string[] = [];
const MARK_READ = ['chat', 'markRead'] as const;
