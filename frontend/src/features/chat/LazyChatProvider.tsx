import { lazyProvider, type WhenLoaded } from '../../shared/lazy/lazyProvider';
import { ChatContext, type ChatContextValue } from './chatContext';

/** The chat before its code has loaded: no conversations yet; what the user asks of it waits for it. */
const chatBeforeLoad = (whenLoaded: WhenLoaded<ChatContextValue>): ChatContextValue => ({
  unreadTotal: 0,
  startConversation: (tool) => whenLoaded().then((chat) => chat.startConversation(tool)),
  currentUserId: null,
  conversations: [],
  hasMoreConversations: false,
  loadingMoreConversations: false,
  loadMoreConversations: () => void whenLoaded().then((chat) => chat.loadMoreConversations()),
  activeConversation: null,
  activeMessages: null,
  loading: true,
  loadingMessages: false,
  error: null,
  isTyping: () => false,
  openConversation: (conversationId) => void whenLoaded().then((chat) => chat.openConversation(conversationId)),
  sendMessage: (text) => whenLoaded().then((chat) => chat.sendMessage(text)),
  markConversationRead: (conversationId) => whenLoaded().then((chat) => chat.markConversationRead(conversationId)),
});

/** The app's chat provider: ChatProvider, its code (the chat's cache, persistence and rules) loaded after the first paint. */
export const LazyChatProvider = lazyProvider(ChatContext, chatBeforeLoad, () =>
  import('./ChatProvider').then(({ ChatProvider }) => ChatProvider),
);
