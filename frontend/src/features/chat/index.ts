// The public surface of features/chat: other features, pages and the app import only what is here.
export { useChat } from './chatContext';
export { LazyChatProvider } from './LazyChatProvider';
export { LazyChatOverlay } from './LazyChatOverlay';
export { ChatPanes } from './components/ChatPanes';
export { MESSAGES_SIGNED_OUT } from './signedOut';
