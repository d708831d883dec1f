/** The specification's notification types, and `message`: the database's notice of a new chat message (Supabase mode). */
export const NOTIFICATION_TYPES = [
  'rental_request',
  'return_reminder',
  'payment_received',
  'dispute',
  'system',
  'message',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** A notification (specification §3). */
export interface AppNotification {
  id: string;
  type: NotificationType;
  title: string;
  message: string;
  /** ISO time. */
  timestamp: string;
  read: boolean;
  actionUrl?: string;
  /** One of the specification's samples (shown to the sample users only): marked "Sample". */
  sample?: boolean;
}

/** A notification before the reader's read state is applied. */
export type NotificationDraft = Omit<AppNotification, 'read'> & { readInitially: boolean };

/**
 * The notifications kept for the signed-in user where the marketplace is shared (Supabase):
 * `public.notifications`, e.g. the database's notice of each new message. Without Supabase there
 * is no such store: the sample users see the specification's samples instead, everyone else the welcome notice.
 */
export interface NotificationsClient {
  /** The user's newest notifications, newest first. */
  fetchNotifications: () => Promise<AppNotification[]>;
  markRead: (ids: string[]) => Promise<void>;
  markAllRead: () => Promise<void>;
  /** Calls `listener` with each notification written for the user from now on; returns the unsubscribe function. */
  subscribe: (listener: (notification: AppNotification) => void) => () => void;
}
