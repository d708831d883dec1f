// The public surface of features/chat: other features, pages and the app import only what is here.
export { ChatProvider, useChat } from './ChatProvider';
export { ChatPanes } from './components/ChatPanes';
export { LazyChatOverlay } from './LazyChatOverlay';
export { MESSAGES_SIGNED_OUT } from './signedOut';
