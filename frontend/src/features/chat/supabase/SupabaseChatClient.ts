import type { PostgrestError } from '@supabase/supabase-js';
import type { Json } from '../../../shared/supabase/database.types';
import { publicProfileDocuments } from '../../../shared/supabase/publicProfiles';
import {
  loadSupabaseClient,
  type SupabaseSettings,
  type ToolshareSupabase,
} from '../../../shared/supabase/supabaseClient';
import {
  CONVERSATIONS_PAGE_SIZE,
  THREAD_PAGE_SIZE,
  newConversation,
  type ChatClient,
  type NewConversation,
} from '../ChatClient';
import { MessageRefusedError } from '../messageRefused';
import { cursorOf, messageCursorOf, messageLengthProblem } from '../conversationRules';
import type {
  ChatMessage,
  ChatParticipant,
  Conversation,
  ConversationCursor,
  ConversationPage,
  MessageCursor,
  MessagePage,
} from '../types';
import { subscribeToInserts } from '../../../shared/supabase/liveInserts';

const TOOL_PHOTOS_BUCKET = 'tool-photos';

interface MessageRow {
  id: string;
  conversation_id: string;
  sender_id: string;
  content: string;
  created_at: string;
  read_at: string | null;
}

/** A conversation as public.conversation_summaries() returns it: '' for no photo or no message yet. */
interface SummaryRow {
  id: string;
  tool_id: string;
  tool_name: string;
  tool_photo_path: string;
  lender_id: string;
  borrower_id: string;
  other_party_id: string;
  created_at: string;
  last_message: string;
  last_message_at: string;
  unread: number;
}

// The chat's functions return one json value (a json[] page, one json message:
// supabase/migrations/20261128001100_functions_return_json.sql and
// 20261202000100_messages_through_functions.sql), not rows, so that PostgREST has no column to run
// a caller's pattern filter on; the API roles do not read a message's text from the table at all.
const summaryRows = (summaries: Json[]): SummaryRow[] => summaries as unknown as SummaryRow[];
const messageRow = (message: Json): MessageRow => message as unknown as MessageRow;
const messageRows = (messages: Json[]): MessageRow[] => messages as unknown as MessageRow[];

/**
 * A quota the database enforces (supabase/migrations, quotas): a check violation whose message is the
 * database's own sentence, not PostgreSQL's "violates check constraint" text.
 */
const isQuotaRefusal = (error: PostgrestError) =>
  error.code === '23514' && !error.message.includes('violates check constraint');

function failure(error: PostgrestError, what: string): Error {
  return Object.assign(new Error(`${what}: ${error.message}`), { cause: error });
}

/** The messages of `ids` the signed-in user may read (public.messages_by_id), for those Realtime announces. */
async function messagesById(supabase: ToolshareSupabase, ids: string[]): Promise<MessageRow[]> {
  const { data, error } = await supabase.rpc('messages_by_id', { message_ids: ids });
  if (error) throw failure(error, 'Failed to fetch messages');
  return messageRows(data);
}

/**
 * The chat in Supabase for the signed-in user `me`: `conversations` and `messages` under
 * row-level security (only the two parties read or write them), unread counts and "read" from the
 * database's functions, and new messages pushed live by Realtime (`subscribe`). There is no
 * simulated reply: the other party is a real person.
 */
export class SupabaseChatClient implements ChatClient {
  private client: Promise<ToolshareSupabase> | null = null;
  /** Who takes part in each conversation seen, so live messages get their sender's name. */
  private readonly participants = new Map<string, ChatParticipant[]>();
  /**
   * Conversations shown but not yet in the database, by id, with their listing: the database opens a
   * conversation only with its first message (start_conversation), so it is stored when that is sent.
   */
  private readonly unsent = new Map<string, string>();

  constructor(
    private readonly me: ChatParticipant,
    private readonly loadClient: () => Promise<ToolshareSupabase>,
    private readonly newId: () => string = () => crypto.randomUUID(),
  ) {}

  private supabase(): Promise<ToolshareSupabase> {
    this.client ??= this.loadClient();
    return this.client;
  }

  async fetchConversations(after?: ConversationCursor): Promise<ConversationPage> {
    const supabase = await this.supabase();
    // One call per page (listing, last message, unread count), latest first, then by id: the rows strictly after the keyset `after`.
    // The first page names no keyset: the function's arguments default to null.
    const { data, error } = await supabase.rpc('conversation_summaries', {
      page_size: CONVERSATIONS_PAGE_SIZE,
      ...(after ? { after_last_message_at: after.lastMessageAt, after_id: after.id } : {}),
    });
    if (error) throw failure(error, 'Failed to fetch conversations');
    const rows = summaryRows(data);
    const names = await this.namesOf(
      supabase,
      rows.map((row) => row.other_party_id),
    );
    const conversations = rows.map((row) => this.toConversation(supabase, row, names));
    const last = conversations.at(-1);
    // A full page may have more after it; a short one is the last.
    return {
      conversations,
      nextCursor: conversations.length === CONVERSATIONS_PAGE_SIZE && last ? cursorOf(last) : null,
    };
  }

  fetchMessages(conversationId: string): Promise<MessagePage> {
    return this.messagePage(conversationId);
  }

  fetchEarlierMessages(conversationId: string, before: MessageCursor): Promise<MessagePage> {
    return this.messagePage(conversationId, before);
  }

  /** One page of the thread (the newest, or the one just before `before`), oldest first as the thread shows it. */
  private async messagePage(conversationId: string, before?: MessageCursor): Promise<MessagePage> {
    const supabase = await this.supabase();
    // The database answers newest first, one bounded page strictly before the keyset; one message
    // more than a page tells whether earlier ones remain. The keyset is sent as the database gave it.
    const { data, error } = await supabase.rpc('conversation_messages', {
      conversation_id: conversationId,
      page_size: THREAD_PAGE_SIZE + 1,
      ...(before ? { before_created_at: before.timestamp, before_id: before.id } : {}),
    });
    if (error) throw failure(error, 'Failed to fetch messages');
    const rows = messageRows(data);
    const messages = rows
      .slice(0, THREAD_PAGE_SIZE)
      .reverse()
      .map((row) => this.toMessage(row));
    const oldest = messages.at(0);
    return { messages, earlier: rows.length > THREAD_PAGE_SIZE && oldest ? messageCursorOf(oldest) : null };
  }

  async sendMessage(conversationId: string, content: string): Promise<ChatMessage> {
    const problem = messageLengthProblem(content);
    if (problem) throw new Error(problem);
    const supabase = await this.supabase();
    const toolId = this.unsent.get(conversationId);
    // The first message opens the conversation with it, under the id the screen already shows (or
    // goes to the one another tab opened meanwhile: one conversation per listing and borrower).
    const { data, error } =
      toolId === undefined
        ? await supabase.rpc('send_message', { in_conversation: conversationId, message_text: content })
        : await supabase.rpc('start_conversation', {
            about_tool: toolId,
            first_message: content,
            new_conversation_id: conversationId,
          });
    if (error)
      throw isQuotaRefusal(error)
        ? new MessageRefusedError(error.message, { cause: error })
        : failure(error, 'Failed to send message');
    if (data === null) throw new Error('Failed to send message: the database returned no message');
    this.unsent.delete(conversationId);
    return this.toMessage(messageRow(data));
  }

  /**
   * The conversation about `input`'s listing with `me` as the borrower, shown at once and stored by
   * the database with its first message (`sendMessage`): nobody's Messages page fills with empty
   * conversations. Its id is chosen here and kept.
   */
  createConversation(input: NewConversation): Promise<Conversation> {
    const id = this.newId();
    this.unsent.set(id, input.toolId);
    this.participants.set(id, [input.lender, this.me]);
    return Promise.resolve(newConversation(input, this.me, id, new Date().toISOString()));
  }

  async markRead(conversationId: string): Promise<void> {
    const supabase = await this.supabase();
    const { error } = await supabase.rpc('mark_conversation_read', { conversation_id: conversationId });
    if (error) throw failure(error, 'Failed to mark the conversation read');
  }

  /**
   * New messages in the user's conversations as they are written (Realtime announces each by its id,
   * row-level security deciding what reaches this user; the message is then read through
   * messages_by_id). `listener` also gets the user's own messages, e.g. from another tab. Returns the
   * unsubscribe function.
   */
  subscribe(listener: (message: ChatMessage) => void): () => void {
    return subscribeToInserts(
      () => this.supabase(),
      { channel: `messages-of-${this.me.id}`, table: 'messages', what: 'Live messages', readByIds: messagesById },
      (row) => listener(this.toMessage(row)),
    );
  }

  private toConversation(supabase: ToolshareSupabase, row: SummaryRow, names: Map<string, string>): Conversation {
    const lender = { id: row.lender_id, email: '', name: names.get(row.lender_id) ?? 'Unknown' };
    const borrower = { id: row.borrower_id, email: '', name: names.get(row.borrower_id) ?? 'Unknown' };
    this.participants.set(row.id, [lender, borrower]);
    return {
      id: row.id,
      toolId: row.tool_id,
      toolName: row.tool_name,
      toolImageUrl: row.tool_photo_path
        ? supabase.storage.from(TOOL_PHOTOS_BUCKET).getPublicUrl(row.tool_photo_path).data.publicUrl
        : '',
      lenderId: lender.id,
      lenderName: lender.name,
      lenderEmail: '',
      borrowerId: borrower.id,
      borrowerName: borrower.name,
      borrowerEmail: '',
      lastMessage: row.last_message,
      lastMessageAt: row.last_message_at,
      unreadCount: row.unread,
      status: 'active',
      createdAt: row.created_at,
      updatedAt: row.last_message_at,
    };
  }

  private toMessage(row: MessageRow): ChatMessage {
    const sender =
      row.sender_id === this.me.id
        ? this.me
        : this.participants.get(row.conversation_id)?.find((participant) => participant.id === row.sender_id);
    return {
      id: row.id,
      conversationId: row.conversation_id,
      senderId: row.sender_id,
      senderEmail: sender?.email ?? '',
      senderName: sender?.name ?? 'Unknown',
      content: row.content,
      timestamp: row.created_at,
      // For the recipient, read once read_at is set; one's own messages count as read.
      read: row.sender_id === this.me.id || row.read_at !== null,
      messageType: 'text',
    };
  }

  /** Display names (public.public_profiles) of `userIds`; unknown ones are left out. */
  private async namesOf(supabase: ToolshareSupabase, userIds: string[]): Promise<Map<string, string>> {
    const names = new Map<string, string>([[this.me.id, this.me.name]]);
    const others = [...new Set(userIds)].filter((id) => id !== this.me.id);
    if (others.length === 0) return names;
    const { data, error } = await supabase.rpc('public_profiles', { user_ids: others });
    if (error) console.error('Could not read the names of the other parties:', error);
    for (const profile of publicProfileDocuments(data ?? [])) names.set(profile.id, profile.display_name);
    return names;
  }
}

/** The chat client of `me` in a Supabase project (the page's one supabase-js client). */
export function createSupabaseChatClient(settings: SupabaseSettings, me: ChatParticipant): SupabaseChatClient {
  return new SupabaseChatClient(me, () => loadSupabaseClient(settings));
}
