import type { Json } from '../../../shared/supabase/database.types';
import {
  loadSupabaseClient,
  type SupabaseSettings,
  type ToolshareSupabase,
} from '../../../shared/supabase/supabaseClient';
import { NOTIFICATION_TYPES, type AppNotification, type NotificationType, type NotificationsClient } from '../types';
import { subscribeToInserts } from '../../../shared/supabase/liveInserts';

/** How many of the newest notifications the page shows. */
export const NOTIFICATIONS_LIMIT = 50;

interface NotificationRow {
  id: string;
  type: string;
  title: string;
  message: string;
  action_url: string | null;
  read: boolean;
  created_at: string;
}

// The notifications are read through functions returning one json[] value
// (supabase/migrations/20261202000100_messages_through_functions.sql): the API roles do not read
// their title and text from the table, so no pattern filter runs over them.
const notificationRows = (notifications: Json[]): NotificationRow[] => notifications as unknown as NotificationRow[];

function fetchFailure(error: { message: string }): Error {
  return Object.assign(new Error(`Failed to fetch notifications: ${error.message}`), { cause: error });
}

/** The signed-in user's notifications of `ids` (public.notifications_by_id), for those Realtime announces. */
async function notificationsById(supabase: ToolshareSupabase, ids: string[]): Promise<NotificationRow[]> {
  const { data, error } = await supabase.rpc('notifications_by_id', { notification_ids: ids });
  if (error) throw fetchFailure(error);
  return notificationRows(data);
}

const isType = (value: string): value is NotificationType => (NOTIFICATION_TYPES as readonly string[]).includes(value);

function toNotification(row: NotificationRow): AppNotification {
  return {
    id: row.id,
    type: isType(row.type) ? row.type : 'system',
    title: row.title,
    message: row.message,
    timestamp: row.created_at,
    read: row.read,
    ...(row.action_url ? { actionUrl: row.action_url } : {}),
  };
}

/**
 * `public.notifications` of the signed-in user `userId`: the newest through newest_notifications,
 * marked read under row-level security (only their own), live through Realtime.
 */
export class SupabaseNotificationsClient implements NotificationsClient {
  private client: Promise<ToolshareSupabase> | null = null;

  constructor(
    private readonly userId: string,
    private readonly loadClient: () => Promise<ToolshareSupabase>,
  ) {}

  private supabase(): Promise<ToolshareSupabase> {
    this.client ??= this.loadClient();
    return this.client;
  }

  async fetchNotifications(): Promise<AppNotification[]> {
    const supabase = await this.supabase();
    const { data, error } = await supabase.rpc('newest_notifications', { page_size: NOTIFICATIONS_LIMIT });
    if (error) throw fetchFailure(error);
    return notificationRows(data).map(toNotification);
  }

  async markRead(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    const supabase = await this.supabase();
    const { error } = await supabase.from('notifications').update({ read: true }).in('id', ids);
    if (error) throw Object.assign(new Error(`Failed to mark notifications read: ${error.message}`), { cause: error });
  }

  async markAllRead(): Promise<void> {
    const supabase = await this.supabase();
    const { error } = await supabase.rpc('mark_all_notifications_read');
    if (error) throw Object.assign(new Error(`Failed to mark notifications read: ${error.message}`), { cause: error });
  }

  subscribe(listener: (notification: AppNotification) => void): () => void {
    return subscribeToInserts(
      () => this.supabase(),
      {
        channel: `notifications-of-${this.userId}`,
        table: 'notifications',
        filter: `user_id=eq.${this.userId}`,
        what: 'Live notifications',
        readByIds: notificationsById,
      },
      (row) => listener(toNotification(row)),
    );
  }
}

/** The notifications of `userId` in a Supabase project (the page's one supabase-js client). */
export function createSupabaseNotificationsClient(
  settings: SupabaseSettings,
  userId: string,
): SupabaseNotificationsClient {
  return new SupabaseNotificationsClient(userId, () => loadSupabaseClient(settings));
}
