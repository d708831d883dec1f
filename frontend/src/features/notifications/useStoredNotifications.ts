import { useCallback, useEffect, useState } from 'react';
import { supabaseSettings } from '../../shared/supabase/supabaseClient';
import { createSupabaseNotificationsClient } from './supabase/SupabaseNotificationsClient';
import type { AppNotification, NotificationsClient } from './types';

/** The stored notifications' client for `userId`: Supabase's when configured, else none (the samples stand in). */
export function notificationsClientFor(userId: string | null): NotificationsClient | null {
  const settings = supabaseSettings();
  return settings && userId ? createSupabaseNotificationsClient(settings, userId) : null;
}

export interface StoredNotifications {
  /** Whether the user's notifications are stored (Supabase) rather than the samples shown. */
  stored: boolean;
  notifications: AppNotification[];
  markRead: (ids: string[]) => void;
  markAllRead: () => void;
}

/**
 * The signed-in user's stored notifications, kept current live; read marks are shown at once and
 * saved. `makeClient` must be stable (a module function): a new one starts the store again.
 */
export function useStoredNotifications(userId: string | null, makeClient: (userId: string | null) => NotificationsClient | null = notificationsClientFor): StoredNotifications {
  const [client, setClient] = useState<NotificationsClient | null>(null);
  const [notifications, setNotifications] = useState<AppNotification[]>([]);

  useEffect(() => {
    const next = makeClient(userId);
    setClient(next);
    setNotifications([]);
    if (!next) return;
    let active = true;
    next
      .fetchNotifications()
      .then((fetched) => {
        if (active) setNotifications((live) => [...live.filter((notification) => !fetched.some((known) => known.id === notification.id)), ...fetched]);
      })
      .catch((error: unknown) => console.error(error));
    const unsubscribe = next.subscribe((notification) => {
      if (active) setNotifications((current) => [notification, ...current.filter((known) => known.id !== notification.id)]);
    });
    return () => {
      active = false;
      unsubscribe();
    };
  }, [userId, makeClient]);

  const markRead = useCallback(
    (ids: string[]) => {
      if (!client || ids.length === 0) return;
      setNotifications((current) => current.map((notification) => (ids.includes(notification.id) ? { ...notification, read: true } : notification)));
      client.markRead(ids).catch((error: unknown) => console.error(error));
    },
    [client],
  );

  const markAllRead = useCallback(() => {
    if (!client) return;
    setNotifications((current) => current.map((notification) => ({ ...notification, read: true })));
    client.markAllRead().catch((error: unknown) => console.error(error));
  }, [client]);

  return { stored: client !== null, notifications, markRead, markAllRead };
}
