import type { ChatDatabase } from './sampleConversations';
import {
  byLatestActivity,
  cursorOf,
  isAfterCursor,
  isBeforeCursor,
  messageCursorOf,
  messageLengthProblem,
} from './conversationRules';
import {
  otherParty,
  type ChatMessage,
  type ChatParticipant,
  type Conversation,
  type ConversationCursor,
  type ConversationPage,
  type MessageCursor,
  type MessagePage,
  type ThreadsByConversation,
} from './types';

/** How many conversations the list asks for at a time. */
export const CONVERSATIONS_PAGE_SIZE = 30;

/**
 * How many messages a page of a thread holds at most: the newest page, then each "Show earlier
 * messages". A store asks for one more, to know whether earlier ones remain without a page that
 * turns out empty (the database returns at most 100 a call).
 */
export const THREAD_PAGE_SIZE = 50;

/** The simulated delays of the specification (§7), and how long the other party types a reply. */
export const CHAT_DELAYS_MS = {
  fetchConversations: 800,
  fetchMessages: 500,
  send: 300,
  createConversation: 500,
  markRead: 200,
  reply: 2000,
} as const;

export interface NewConversation {
  toolId: string;
  toolName: string;
  toolImageUrl: string;
  lender: ChatParticipant;
  /** The owner is a sample user: the conversation is a sample one (marked, with simulated replies). */
  sample?: boolean;
}

/** The conversation `me` (the borrower) opens about `input`'s listing, with id `id`, at ISO time `at`: nothing said yet. */
export function newConversation(input: NewConversation, me: ChatParticipant, id: string, at: string): Conversation {
  return {
    id,
    toolId: input.toolId,
    toolName: input.toolName,
    toolImageUrl: input.toolImageUrl,
    lenderId: input.lender.id,
    lenderName: input.lender.name,
    lenderEmail: input.lender.email,
    borrowerId: me.id,
    borrowerName: me.name,
    borrowerEmail: me.email,
    lastMessage: '',
    lastMessageAt: at,
    unreadCount: 0,
    status: 'active',
    createdAt: at,
    updatedAt: at,
  };
}

/**
 * The chat operations of the specification (§7), for one signed-in user (`me`): simulated in this
 * browser (`SimulatedChatClient`) or in Supabase (`SupabaseChatClient`); screens reach either
 * through `useChat` and never know which.
 */
export interface ChatClient {
  /**
   * A page of the user's conversations, latest activity first (then by id, descending): the first
   * page without `after`, else those strictly after that keyset; `nextCursor` is null on the last page.
   */
  fetchConversations: (after?: ConversationCursor) => Promise<ConversationPage>;
  /** The conversation's newest messages, oldest first, and where its earlier ones start. */
  fetchMessages: (conversationId: string) => Promise<MessagePage>;
  /**
   * The page (at most THREAD_PAGE_SIZE) of messages just before `before`, the keyset of the oldest
   * message shown, oldest first, and where the ones before it start (null when there are none).
   */
  fetchEarlierMessages: (conversationId: string, before: MessageCursor) => Promise<MessagePage>;
  /** Sends `content` (already trimmed) from `me`. */
  sendMessage: (conversationId: string, content: string) => Promise<ChatMessage>;
  /** A conversation between `me` as the borrower and the tool's owner. */
  createConversation: (input: NewConversation) => Promise<Conversation>;
  /** `me` has read the conversation: the other party's messages become read. */
  markRead: (conversationId: string) => Promise<void>;
  /** Simulated chat only, in a sample conversation: the sample user's answer to the last message, after typing for a while. Nobody answers in a real user's name. */
  awaitReply?: (conversationId: string) => Promise<ChatMessage>;
  /** A live chat only: calls `listener` with each new message in the user's conversations (theirs too); returns the unsubscribe function. */
  subscribe?: (listener: (message: ChatMessage) => void) => () => void;
}

/** The other party's last answer, repeated once the others are used up. */
const LAST_SIMULATED_REPLY = 'Great, see you then!';

/** What the other party answers, in turn, so the thread feels alive and tests know what comes. */
export const SIMULATED_REPLIES = [
  'Thanks for your message! When would you like to pick it up?',
  'Sounds good. I am usually at home after 6 pm on weekdays.',
  LAST_SIMULATED_REPLY,
] as const;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

interface SimulatedChatOptions {
  newId?: () => string;
  now?: () => Date;
}

/** The chat in the browser's memory, with the specification's delays. Returns copies, never its own objects. */
export class SimulatedChatClient implements ChatClient {
  private readonly conversations: Conversation[];
  private readonly messages: ThreadsByConversation;
  private readonly newId: () => string;
  private readonly now: () => Date;
  /** Replies given per conversation in this visit: the next one is the next line of SIMULATED_REPLIES. */
  private readonly repliesGiven = new Map<string, number>();

  constructor(
    private readonly me: ChatParticipant,
    database: ChatDatabase,
    options: SimulatedChatOptions = {},
  ) {
    this.conversations = database.conversations.map((conversation) => ({ ...conversation }));
    this.messages = Object.fromEntries(
      Object.entries(database.messages).map(([id, thread = []]) => [id, thread.map((message) => ({ ...message }))]),
    );
    this.newId = options.newId ?? (() => crypto.randomUUID());
    this.now = options.now ?? (() => new Date());
  }

  async fetchConversations(after?: ConversationCursor): Promise<ConversationPage> {
    await wait(CHAT_DELAYS_MS.fetchConversations);
    const page = [...this.conversations]
      .sort(byLatestActivity)
      .filter((conversation) => !after || isAfterCursor(conversation, after))
      .slice(0, CONVERSATIONS_PAGE_SIZE)
      .map((conversation) => ({ ...conversation }));
    const last = page.at(-1);
    return { conversations: page, nextCursor: page.length === CONVERSATIONS_PAGE_SIZE && last ? cursorOf(last) : null };
  }

  /**
   * The whole thread as its newest page: in this browser the thread in the query cache is what is
   * kept across reloads and the only copy of it (docs/frontend.md, How the chat is kept), so none of
   * it is left behind to page to.
   */
  async fetchMessages(conversationId: string): Promise<MessagePage> {
    await wait(CHAT_DELAYS_MS.fetchMessages);
    return { messages: this.thread(conversationId), earlier: null };
  }

  async fetchEarlierMessages(conversationId: string, before: MessageCursor): Promise<MessagePage> {
    await wait(CHAT_DELAYS_MS.fetchMessages);
    const thread = this.thread(conversationId);
    // The thread's own order (as sent); by time only for a keyset whose message is not here.
    const at = thread.findIndex((message) => message.id === before.id);
    const earlier = at >= 0 ? thread.slice(0, at) : thread.filter((message) => isBeforeCursor(message, before));
    const page = earlier.slice(-THREAD_PAGE_SIZE);
    const oldest = page.at(0);
    return { messages: page, earlier: earlier.length > page.length && oldest ? messageCursorOf(oldest) : null };
  }

  async sendMessage(conversationId: string, content: string): Promise<ChatMessage> {
    const problem = messageLengthProblem(content);
    if (problem) throw new Error(problem);
    await wait(CHAT_DELAYS_MS.send);
    return { ...this.append(conversationId, this.me, content, true) };
  }

  async createConversation(input: NewConversation): Promise<Conversation> {
    await wait(CHAT_DELAYS_MS.createConversation);
    const conversation: Conversation = {
      ...newConversation(input, this.me, this.newId(), this.now().toISOString()),
      ...(input.sample ? { sample: true } : {}),
    };
    this.conversations.unshift(conversation);
    this.messages[conversation.id] = [];
    return { ...conversation };
  }

  async markRead(conversationId: string): Promise<void> {
    await wait(CHAT_DELAYS_MS.markRead);
    const conversation = this.conversation(conversationId);
    conversation.unreadCount = 0;
    for (const message of this.messages[conversationId] ?? []) {
      if (message.senderId !== this.me.id) message.read = true;
    }
  }

  async awaitReply(conversationId: string): Promise<ChatMessage> {
    await wait(CHAT_DELAYS_MS.reply);
    const conversation = this.conversation(conversationId);
    if (!conversation.sample)
      throw new Error('Only sample users answer by themselves: a real user answers for themselves.');
    const repliesSoFar = this.repliesGiven.get(conversationId) ?? 0;
    this.repliesGiven.set(conversationId, repliesSoFar + 1);
    const content = SIMULATED_REPLIES.at(repliesSoFar) ?? LAST_SIMULATED_REPLY;
    conversation.unreadCount += 1;
    return { ...this.append(conversationId, otherParty(conversation, this.me.id), content, false) };
  }

  /** Copies of the conversation's messages, oldest first. */
  private thread(conversationId: string): ChatMessage[] {
    this.conversation(conversationId);
    return (this.messages[conversationId] ?? []).map((message) => ({ ...message }));
  }

  private conversation(conversationId: string): Conversation {
    const conversation = this.conversations.find((candidate) => candidate.id === conversationId);
    if (!conversation) throw new Error('Conversation not found');
    return conversation;
  }

  private append(conversationId: string, sender: ChatParticipant, content: string, read: boolean): ChatMessage {
    const conversation = this.conversation(conversationId);
    const message: ChatMessage = {
      id: this.newId(),
      conversationId,
      senderId: sender.id,
      senderEmail: sender.email,
      senderName: sender.name,
      content,
      timestamp: this.now().toISOString(),
      read,
      messageType: 'text',
    };
    (this.messages[conversationId] ??= []).push(message);
    conversation.lastMessage = content;
    conversation.lastMessageAt = message.timestamp;
    conversation.updatedAt = message.timestamp;
    return message;
  }
}
