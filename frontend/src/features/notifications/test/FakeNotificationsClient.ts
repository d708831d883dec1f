import type { AppNotification, NotificationsClient } from '../types';

// The signed-in user's stored notifications given by a test instead of Supabase's: provide a factory of
// them to what calls useNotifications (test/renderWithProviders.tsx takes the client as `notificationsClient`).
export { NotificationsClientContext } from '../notificationsSource';
export type { NotificationsClient } from '../types';

/** A user's stored notifications (as Supabase keeps them), answered at once; read marks change them. */
export class FakeNotificationsClient implements NotificationsClient {
  constructor(public notifications: AppNotification[] = []) {}

  fetchNotifications = async () => this.notifications.map((notification) => ({ ...notification }));

  markRead = async (ids: string[]) => {
    this.notifications = this.notifications.map((notification) =>
      ids.includes(notification.id) ? { ...notification, read: true } : notification,
    );
  };

  markAllRead = async () => this.markRead(this.notifications.map((notification) => notification.id));

  subscribe = () => () => undefined;
}

/** `count` unread notices of new messages, newest first, as the database writes them. */
export function unreadNotices(count: number): AppNotification[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `notice-${index + 1}`,
    type: 'message',
    title: 'New message',
    message: `Message ${index + 1} about the drill`,
    timestamp: new Date(Date.UTC(2026, 10, 20, 10, 0) - index * 60_000).toISOString(),
    read: false,
    actionUrl: '/messages',
  }));
}
