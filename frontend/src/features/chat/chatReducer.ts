import type { ChatMessage, ChatState, Conversation } from './types';

export const CHAT_ERRORS = {
  fetchConversations: 'Failed to fetch conversations',
  fetchMessages: 'Failed to fetch messages',
} as const;

export const initialChatState: ChatState = {
  conversations: [],
  activeConversationId: null,
  messagesByConversation: {},
  loading: false,
  loadingMessagesFor: null,
  error: null,
  unreadTotal: 0,
  typingConversationIds: [],
};

export type ChatAction =
  /** Another user signed in (or out): their restored chat, or nothing. */
  | { type: 'reset'; state?: ChatState }
  | { type: 'conversationsRequested' }
  | { type: 'conversationsLoaded'; conversations: Conversation[] }
  | { type: 'conversationsFailed' }
  | { type: 'messagesRequested'; conversationId: string }
  | { type: 'messagesLoaded'; conversationId: string; messages: ChatMessage[] }
  | { type: 'messagesFailed'; conversationId: string }
  | { type: 'conversationSelected'; conversationId: string | null }
  | { type: 'conversationCreated'; conversation: Conversation }
  /** A message by the signed-in user. */
  | { type: 'messageSent'; message: ChatMessage }
  /** A message by the other party: unread until the user reads it. */
  | { type: 'messageReceived'; message: ChatMessage }
  /** `readerId` has read the conversation: the other party's messages are read. */
  | { type: 'conversationRead'; conversationId: string; readerId: string }
  | { type: 'typingChanged'; conversationId: string; typing: boolean };

const sumUnread = (conversations: Conversation[]) => conversations.reduce((total, conversation) => total + conversation.unreadCount, 0);

/** Every change to the conversations goes through here, so the unread total can never drift. */
function withConversations(state: ChatState, conversations: Conversation[]): ChatState {
  return { ...state, conversations, unreadTotal: sumUnread(conversations) };
}

/** The conversation with its last message updated, moved to the top of the list (the newest first). */
function withLatestMessage(state: ChatState, message: ChatMessage, unreadIncrement: number): ChatState {
  const conversation = state.conversations.find((candidate) => candidate.id === message.conversationId);
  const thread = state.messagesByConversation[message.conversationId];
  if (thread?.some((existing) => existing.id === message.id)) return state;
  // A thread that was never loaded stays unloaded: opening it fetches the whole thread, this message included.
  const messagesByConversation = thread ? { ...state.messagesByConversation, [message.conversationId]: [...thread, message] } : state.messagesByConversation;
  if (!conversation) return { ...state, messagesByConversation };
  const updated: Conversation = {
    ...conversation,
    lastMessage: message.content,
    lastMessageAt: message.timestamp,
    updatedAt: message.timestamp,
    unreadCount: conversation.unreadCount + unreadIncrement,
  };
  const others = state.conversations.filter((candidate) => candidate.id !== conversation.id);
  return withConversations({ ...state, messagesByConversation }, [updated, ...others]);
}

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'reset':
      return action.state ?? initialChatState;
    case 'conversationsRequested':
      return { ...state, loading: true };
    case 'conversationsLoaded':
      return { ...withConversations(state, action.conversations), loading: false, error: null };
    case 'conversationsFailed':
      return { ...state, loading: false, error: CHAT_ERRORS.fetchConversations };
    case 'messagesRequested':
      return { ...state, loadingMessagesFor: action.conversationId };
    case 'messagesLoaded':
      return {
        ...state,
        messagesByConversation: { ...state.messagesByConversation, [action.conversationId]: action.messages },
        loadingMessagesFor: state.loadingMessagesFor === action.conversationId ? null : state.loadingMessagesFor,
        error: null,
      };
    case 'messagesFailed':
      return {
        ...state,
        loadingMessagesFor: state.loadingMessagesFor === action.conversationId ? null : state.loadingMessagesFor,
        error: CHAT_ERRORS.fetchMessages,
      };
    case 'conversationSelected':
      return { ...state, activeConversationId: action.conversationId };
    case 'conversationCreated': {
      const others = state.conversations.filter((conversation) => conversation.id !== action.conversation.id);
      return { ...withConversations(state, [action.conversation, ...others]), activeConversationId: action.conversation.id };
    }
    case 'messageSent':
      return withLatestMessage(state, action.message, 0);
    case 'messageReceived':
      return withLatestMessage(state, action.message, action.message.read ? 0 : 1);
    case 'conversationRead': {
      const thread = state.messagesByConversation[action.conversationId];
      const messagesByConversation = thread
        ? {
            ...state.messagesByConversation,
            [action.conversationId]: thread.map((message) => (message.senderId !== action.readerId && !message.read ? { ...message, read: true } : message)),
          }
        : state.messagesByConversation;
      const conversations = state.conversations.map((conversation) =>
        conversation.id === action.conversationId ? { ...conversation, unreadCount: 0 } : conversation,
      );
      return withConversations({ ...state, messagesByConversation }, conversations);
    }
    case 'typingChanged': {
      const others = state.typingConversationIds.filter((id) => id !== action.conversationId);
      return { ...state, typingConversationIds: action.typing ? [...others, action.conversationId] : others };
    }
  }
}
