import type { PostgrestError } from '@supabase/supabase-js';
import type { Database } from '../../../shared/supabase/database.types';
import {
  loadSupabaseClient,
  type SupabaseSettings,
  type ToolshareSupabase,
} from '../../../shared/supabase/supabaseClient';
import { CONVERSATIONS_PAGE_SIZE, type ChatClient, type NewConversation } from '../ChatClient';
import { MessageRefusedError } from '../messageRefused';
import { cursorOf, messageLengthProblem } from '../conversationRules';
import type { ChatMessage, ChatParticipant, Conversation, ConversationCursor, ConversationPage } from '../types';
import { subscribeToInserts } from '../../../shared/supabase/liveInserts';

const TOOL_PHOTOS_BUCKET = 'tool-photos';

const MESSAGE_COLUMNS = 'id, conversation_id, sender_id, content, created_at, read_at';

interface MessageRow {
  id: string;
  conversation_id: string;
  sender_id: string;
  content: string;
  created_at: string;
  read_at: string | null;
}

/** A row of public.conversation_summaries(): '' for no photo or no message yet. */
type SummaryRow = Database['public']['Functions']['conversation_summaries']['Returns'][number];

/**
 * A quota the database enforces (supabase/migrations, quotas): a check violation whose message is the
 * database's own sentence, not PostgreSQL's "violates check constraint" text.
 */
const isQuotaRefusal = (error: PostgrestError) =>
  error.code === '23514' && !error.message.includes('violates check constraint');

function failure(error: PostgrestError, what: string): Error {
  return Object.assign(new Error(`${what}: ${error.message}`), { cause: error });
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

  constructor(
    private readonly me: ChatParticipant,
    private readonly loadClient: () => Promise<ToolshareSupabase>,
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
    const names = await this.namesOf(
      supabase,
      data.map((row) => row.other_party_id),
    );
    const conversations = data.map((row) => this.toConversation(supabase, row, names));
    const last = conversations.at(-1);
    // A full page may have more after it; a short one is the last.
    return {
      conversations,
      nextCursor: conversations.length === CONVERSATIONS_PAGE_SIZE && last ? cursorOf(last) : null,
    };
  }

  async fetchMessages(conversationId: string): Promise<ChatMessage[]> {
    const supabase = await this.supabase();
    const { data, error } = await supabase
      .from('messages')
      .select(MESSAGE_COLUMNS)
      .eq('conversation_id', conversationId)
      .order('created_at', { ascending: true });
    if (error) throw failure(error, 'Failed to fetch messages');
    return data.map((row) => this.toMessage(row));
  }

  async sendMessage(conversationId: string, content: string): Promise<ChatMessage> {
    const problem = messageLengthProblem(content);
    if (problem) throw new Error(problem);
    const supabase = await this.supabase();
    const { data, error } = await supabase
      .from('messages')
      .insert({ conversation_id: conversationId, content })
      .select(MESSAGE_COLUMNS)
      .single();
    if (error)
      throw isQuotaRefusal(error)
        ? new MessageRefusedError(error.message, { cause: error })
        : failure(error, 'Failed to send message');
    return this.toMessage(data);
  }

  async createConversation(input: NewConversation): Promise<Conversation> {
    const supabase = await this.supabase();
    const inserted = await supabase
      .from('conversations')
      .insert({ tool_id: input.toolId, lender_id: input.lender.id })
      .select('id, tool_id, lender_id, borrower_id, created_at')
      .single();
    let row = inserted.data;
    if (inserted.error) {
      // Opened meanwhile (another tab): one conversation per tool and borrower, so reuse it.
      if (inserted.error.code !== '23505') throw failure(inserted.error, 'Failed to start the conversation');
      const existing = await supabase
        .from('conversations')
        .select('id, tool_id, lender_id, borrower_id, created_at')
        .eq('tool_id', input.toolId)
        .eq('borrower_id', this.me.id)
        .single();
      if (existing.error) throw failure(existing.error, 'Failed to start the conversation');
      row = existing.data;
    }
    if (!row) throw new Error('Failed to start the conversation');
    const lender = { ...input.lender, id: row.lender_id };
    this.participants.set(row.id, [lender, this.me]);
    return {
      id: row.id,
      toolId: row.tool_id,
      toolName: input.toolName,
      toolImageUrl: input.toolImageUrl,
      lenderId: row.lender_id,
      lenderName: lender.name,
      lenderEmail: lender.email,
      borrowerId: this.me.id,
      borrowerName: this.me.name,
      borrowerEmail: this.me.email,
      lastMessage: '',
      lastMessageAt: row.created_at,
      unreadCount: 0,
      status: 'active',
      createdAt: row.created_at,
      updatedAt: row.created_at,
    };
  }

  async markRead(conversationId: string): Promise<void> {
    const supabase = await this.supabase();
    const { error } = await supabase.rpc('mark_conversation_read', { conversation_id: conversationId });
    if (error) throw failure(error, 'Failed to mark the conversation read');
  }

  /**
   * New messages in the user's conversations as they are written (Realtime; row-level security
   * decides what reaches this user). `listener` also gets the user's own messages, e.g. from
   * another tab. Returns the unsubscribe function.
   */
  subscribe(listener: (message: ChatMessage) => void): () => void {
    return subscribeToInserts(
      () => this.supabase(),
      { channel: `messages-of-${this.me.id}`, table: 'messages', what: 'Live messages' },
      (row) => listener(this.toMessage(row as MessageRow)),
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
    for (const profile of data ?? []) names.set(profile.id, profile.display_name);
    return names;
  }
}

/** The chat client of `me` in a Supabase project (the page's one supabase-js client). */
export function createSupabaseChatClient(settings: SupabaseSettings, me: ChatParticipant): SupabaseChatClient {
  return new SupabaseChatClient(me, () => loadSupabaseClient(settings));
}
