/** The specification's notification types. */
export const NOTIFICATION_TYPES = ['rental_request', 'return_reminder', 'payment_received', 'dispute', 'system'] as const;
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
}

/** A notification before the reader's read state is applied. */
export type NotificationDraft = Omit<AppNotification, 'read'> & { readInitially: boolean };
