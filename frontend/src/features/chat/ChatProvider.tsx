// STUB (replaced by the chat work): the shape the header relies on.
import { createContext, useContext, type ReactNode } from 'react';
import type { Tool } from '../tools/types';

export interface ChatContextValue {
  /** Unread messages across all conversations (the header badge). */
  unreadTotal: number;
  /** 'Contact Owner': reuses the conversation about `tool` between the signed-in user and its owner, or creates one, and makes it active. */
  startConversation(tool: Tool): Promise<void>;
}

const ChatContext = createContext<ChatContextValue | null>(null);

export function ChatProvider({ children }: { children: ReactNode }) {
  return <>{children}</>;
}

export function useChat(): ChatContextValue {
  const context = useContext(ChatContext);
  if (!context) throw new Error('useChat must be used within a ChatProvider');
  return context;
}
