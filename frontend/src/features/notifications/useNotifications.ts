import { useMemo, useState } from 'react';
import { useRentals } from '../rentals/RentalsProvider';
import { useRentalsNow } from '../rentals/useRentalsNow';
import { isNotificationRead, markNotificationsRead, useNotificationReadState } from './notificationReadState';
import { notificationsFromRentals } from './rentalNotifications';
import { sampleNotifications } from './sampleNotifications';
import type { AppNotification } from './types';

/** The samples plus what the wallet's rentals say now, newest first, with their read state. */
export function useNotifications() {
  const { rentals, account, pendingWithdrawal } = useRentals();
  const now = useRentalsNow(30_000);
  const readVersion = useNotificationReadState();
  // Samples are dated from when the page first showed them, so they do not drift while it is open.
  const [samplesDatedFrom] = useState(() => Date.now());

  const notifications = useMemo<AppNotification[]>(() => {
    void readVersion; // recompute when the read state changes
    return [...notificationsFromRentals(rentals, account, now, pendingWithdrawal), ...sampleNotifications(samplesDatedFrom)]
      .map(({ readInitially, ...notification }) => ({ ...notification, read: isNotificationRead(notification.id, readInitially) }))
      .sort((a, b) => Date.parse(b.timestamp) - Date.parse(a.timestamp));
  }, [rentals, account, now, pendingWithdrawal, samplesDatedFrom, readVersion]);

  const unreadCount = notifications.filter((notification) => !notification.read).length;
  return {
    notifications,
    unreadCount,
    markAllRead: () => markNotificationsRead(notifications.filter((notification) => !notification.read).map((notification) => notification.id)),
    markRead: (id: string) => markNotificationsRead([id]),
  };
}
