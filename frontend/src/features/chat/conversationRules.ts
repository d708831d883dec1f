import type { User } from '../accounts/types';
import type { Tool } from '../tools/types';
import { otherParty, type Conversation } from './types';

/** The tool is the user's own listing (by account, or by the wallet linked to it): nobody messages themselves. */
export function isOwnTool(tool: Pick<Tool, 'ownerId' | 'ownerWalletAddress'>, user: Pick<User, 'id' | 'walletAddress'>): boolean {
  if (tool.ownerId === user.id) return true;
  return !!user.walletAddress && !!tool.ownerWalletAddress && tool.ownerWalletAddress.toLowerCase() === user.walletAddress.toLowerCase();
}

/** 'Contact Owner' reuses the conversation about the same tool between the same two people (§4). */
export function findConversationAbout(conversations: Conversation[], toolId: string, lenderId: string, borrowerId: string): Conversation | undefined {
  return conversations.find((conversation) => conversation.toolId === toolId && conversation.lenderId === lenderId && conversation.borrowerId === borrowerId);
}

/** Conversations whose other party's name, tool name or last message contains the query (case-insensitive). */
export function searchConversations(conversations: Conversation[], query: string, userId: string): Conversation[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return conversations;
  return conversations.filter((conversation) => {
    return [otherParty(conversation, userId).name, conversation.toolName, conversation.lastMessage].some((text) => text.toLowerCase().includes(needle));
  });
}
