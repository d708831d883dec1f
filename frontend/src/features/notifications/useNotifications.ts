import { useMemo, useState } from 'react';
import { useRentals } from '../rentals';
import { isNotificationRead, markNotificationsRead, useNotificationReadState } from './notificationReadState';
import { notificationsFromActivity } from './rentalNotifications';
import { sampleNotifications } from './sampleNotifications';
import type { AppNotification } from './types';

/** The samples plus what followed from this session's rental events, newest first, with their read state. */
export function useNotifications() {
  const { activity, account } = useRentals();
  const readVersion = useNotificationReadState();
  // Samples are dated from when the page first showed them, so they do not drift while it is open.
  const [samplesDatedFrom] = useState(() => Date.now());

  const notifications = useMemo<AppNotification[]>(() => {
    readVersion; // recompute when the read state changes
    return [...notificationsFromActivity(activity, account), ...sampleNotifications(samplesDatedFrom)]
      .map(({ readInitially, ...notification }) => ({ ...notification, read: isNotificationRead(notification.id, readInitially) }))
      .sort((a, b) => Date.parse(b.timestamp) - Date.parse(a.timestamp));
  }, [activity, account, samplesDatedFrom, readVersion]);

  const unreadCount = notifications.filter((notification) => !notification.read).length;
  return {
    notifications,
    unreadCount,
    markAllRead: () => markNotificationsRead(notifications.filter((notification) => !notification.read).map((notification) => notification.id)),
    markRead: (id: string) => markNotificationsRead([id]),
  };
}
