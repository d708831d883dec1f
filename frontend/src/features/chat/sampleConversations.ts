/**
 * The sample conversations a signed-in user starts with (the original app showed sample chats):
 * the user asks three sample owners about their tools. They are rebuilt from the time they were
 * first made, so a restored chat and its unopened threads always agree.
 */
import { sampleCatalogue as catalogue, sampleUserOfAccount } from '../tools';
import type { ChatMessage, ChatParticipant, Conversation, ThreadsByConversation } from './types';
import { participantName } from './types';
import type { PersistedChat } from './chatPersistence';

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** A sample tool owner as a chat participant, or null for an owner the catalogue does not know. */
export function sampleOwner(ownerId: string): (ChatParticipant & { walletAddress: string }) | null {
  const owner = catalogue.owners.find((candidate) => candidate.id === ownerId);
  return owner
    ? { id: owner.id, email: owner.email, name: participantName(owner.email), walletAddress: owner.walletAddress }
    : null;
}

interface SampleLine {
  /** Who speaks: the signed-in user or the tool's owner. */
  from: 'me' | 'owner';
  text: string;
  /** How long before the samples were made. */
  agoMs: number;
}

interface SampleThread {
  toolIds: string[];
  lines: SampleLine[];
  /** How many of the owner's last messages are still unread. */
  unread: number;
}

const SAMPLE_THREADS: SampleThread[] = [
  {
    toolIds: ['tool-1', 'tool-5', 'tool-9'],
    lines: [
      { from: 'me', text: 'Hi! Is the drill free this weekend?', agoMs: 3 * HOUR_MS },
      { from: 'owner', text: 'Hi, yes it is. Both batteries are charged.', agoMs: 2 * HOUR_MS },
      { from: 'owner', text: 'You can pick it up on Saturday morning if that suits you.', agoMs: 20 * MINUTE_MS },
    ],
    unread: 2,
  },
  {
    toolIds: ['tool-2', 'tool-6', 'tool-10'],
    lines: [
      { from: 'me', text: 'Does the saw come with a spare blade?', agoMs: 2 * DAY_MS },
      { from: 'owner', text: 'It does, a 40-tooth one for finer cuts.', agoMs: 2 * DAY_MS - 30 * MINUTE_MS },
      { from: 'me', text: 'Perfect, thanks!', agoMs: 2 * DAY_MS - 20 * MINUTE_MS },
    ],
    unread: 0,
  },
  {
    toolIds: ['tool-3', 'tool-7', 'tool-8'],
    lines: [
      { from: 'me', text: 'Could I rent the trimmer for three days next week?', agoMs: 5 * DAY_MS },
      { from: 'owner', text: 'Sure, just send the rental request when you are ready.', agoMs: 4 * DAY_MS },
    ],
    unread: 1,
  },
];

export interface ChatDatabase {
  conversations: Conversation[];
  messages: ThreadsByConversation;
}

const ownsTool = (me: ChatParticipant & { walletAddress?: string }, ownerId: string) => {
  const owner = sampleOwner(ownerId);
  if (ownerId === me.id || !owner) return true;
  if (owner.email.toLowerCase() === me.email.toLowerCase()) return true;
  return !!me.walletAddress && owner.walletAddress.toLowerCase() === me.walletAddress.toLowerCase();
};

/**
 * The sample chat of `me`, as it was at `createdAt` (ISO): for a sample user only (features/tools
 * sampleUsers.ts), with the other sample users about their tools; every other account starts with
 * no conversations. Tools `me` owns are left out.
 */
export function sampleChat(me: ChatParticipant & { walletAddress?: string }, createdAt: string): ChatDatabase {
  const anchor = Date.parse(createdAt);
  const iso = (agoMs: number) => new Date(anchor - agoMs).toISOString();
  const database: ChatDatabase = { conversations: [], messages: {} };
  if (!sampleUserOfAccount(me)) return database;

  SAMPLE_THREADS.forEach((thread, index) => {
    const tool = thread.toolIds
      .map((id) => catalogue.tools.find((candidate) => candidate.id === id))
      .find((candidate) => candidate && !ownsTool(me, candidate.ownerId));
    const owner = tool && sampleOwner(tool.ownerId);
    if (!tool || !owner) return;
    const conversationId = `sample-${me.id}-${index + 1}`;
    const messages: ChatMessage[] = thread.lines.map((line, lineIndex) => {
      const sender = line.from === 'me' ? me : owner;
      return {
        id: `${conversationId}-m${lineIndex + 1}`,
        conversationId,
        senderId: sender.id,
        senderEmail: sender.email,
        senderName: sender.name,
        content: line.text,
        timestamp: iso(line.agoMs),
        read: line.from === 'me' || lineIndex < thread.lines.length - thread.unread,
        messageType: 'text',
      };
    });
    const first = messages.at(0);
    const last = messages.at(-1);
    if (!first || !last) return;
    database.messages[conversationId] = messages;
    database.conversations.push({
      id: conversationId,
      toolId: tool.id,
      toolName: tool.name,
      toolImageUrl: '',
      lenderId: owner.id,
      lenderName: owner.name,
      lenderEmail: owner.email,
      borrowerId: me.id,
      borrowerName: me.name,
      borrowerEmail: me.email,
      lastMessage: last.content,
      lastMessageAt: last.timestamp,
      unreadCount: thread.unread,
      status: 'active',
      createdAt: first.timestamp,
      updatedAt: last.timestamp,
      sample: true,
    });
  });
  return database;
}

/** The simulated chat a user resumes: their kept conversations and threads, the unopened sample threads rebuilt. */
export function resumedChat(
  me: ChatParticipant & { walletAddress?: string },
  restored: PersistedChat | null,
  samplesCreatedAt: string,
): ChatDatabase {
  const samples = sampleChat(me, samplesCreatedAt);
  if (!restored) return samples;
  const messages: ChatDatabase['messages'] = {};
  for (const conversation of restored.conversations) {
    messages[conversation.id] =
      restored.messagesByConversation[conversation.id] ?? samples.messages[conversation.id] ?? [];
  }
  return { conversations: restored.conversations, messages };
}
