import { useMemo, useState } from 'react';
import { useAuth } from '../accounts';
import { useRentals, useRentalsNow } from '../rentals';
import { useStoredNotifications } from './useStoredNotifications';
import { isNotificationRead, markNotificationsRead, useNotificationReadState } from './notificationReadState';
import { notificationsFromRentals } from './rentalNotifications';
import { sampleNotifications } from './sampleNotifications';
import type { AppNotification } from './types';

/**
 * What the wallet's rentals say now, plus the user's stored notifications in Supabase mode (new
 * messages, live) or the specification's samples otherwise; newest first.
 */
export function useNotifications() {
  const { rentals, account, pendingWithdrawal } = useRentals();
  const now = useRentalsNow(30_000);
  const { user } = useAuth();
  const stored = useStoredNotifications(user?.id ?? null);
  const readState = useNotificationReadState();
  // Samples are dated from when the page first showed them, so they do not drift while it is open.
  const [samplesDatedFrom] = useState(() => Date.now());

  const notifications = useMemo<AppNotification[]>(() => {
    const drafts = [...notificationsFromRentals(rentals, account, now, pendingWithdrawal), ...(stored.stored ? [] : sampleNotifications(samplesDatedFrom))];
    return [
      ...drafts.map(({ readInitially, ...notification }) => ({ ...notification, read: isNotificationRead(readState, notification.id, readInitially) })),
      ...stored.notifications,
    ].sort((a, b) => Date.parse(b.timestamp) - Date.parse(a.timestamp));
  }, [rentals, account, now, pendingWithdrawal, samplesDatedFrom, readState, stored.stored, stored.notifications]);

  const isStored = (id: string) => stored.notifications.some((notification) => notification.id === id);
  const unreadCount = notifications.filter((notification) => !notification.read).length;
  return {
    notifications,
    unreadCount,
    markAllRead: () => {
      markNotificationsRead(notifications.filter((notification) => !notification.read && !isStored(notification.id)).map((notification) => notification.id));
      if (stored.notifications.some((notification) => !notification.read)) stored.markAllRead();
    },
    markRead: (id: string) => (isStored(id) ? stored.markRead([id]) : markNotificationsRead([id])),
  };
}
