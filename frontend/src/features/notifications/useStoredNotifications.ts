import { useCallback, useEffect, useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { supabaseSettings } from '../../shared/supabase/supabaseClient';
import { createSupabaseNotificationsClient } from './supabase/SupabaseNotificationsClient';
import {
  changeStoredNotifications,
  markedRead,
  notificationKeys,
  withArrival,
  withFetched,
} from './notificationQueries';
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

const NONE: AppNotification[] = [];

/**
 * The signed-in user's stored notifications, in the query cache under the user's key (so a late
 * answer for a user who has gone lands under theirs, never on screen), kept current by the live
 * subscription; read marks are shown at once and saved. `makeClient` must be stable (a module
 * function): a new one starts a new client.
 */
export function useStoredNotifications(
  userId: string | null,
  makeClient: (userId: string | null) => NotificationsClient | null = notificationsClientFor,
): StoredNotifications {
  const queryClient = useQueryClient();
  const client = useMemo(() => makeClient(userId), [makeClient, userId]);
  const { data = NONE } = useQuery({
    queryKey: notificationKeys.stored(userId ?? ''),
    queryFn: async () => {
      if (!client) return NONE; // never asked: the query is disabled without a client
      const fetched = await client.fetchNotifications();
      return withFetched(queryClient.getQueryData(notificationKeys.stored(userId ?? '')) ?? NONE, fetched);
    },
    enabled: client !== null && userId !== null,
    // Kept current by the subscription below: no re-read on remount.
    staleTime: Infinity,
  });

  useEffect(() => {
    if (!client || !userId) return;
    return client.subscribe((notification) =>
      changeStoredNotifications(queryClient, userId, withArrival(notification)),
    );
  }, [client, queryClient, userId]);

  const mark = useCallback(
    (ids: string[] | 'all') => {
      if (!client || !userId || ids.length === 0) return;
      changeStoredNotifications(queryClient, userId, markedRead(ids));
      (ids === 'all' ? client.markAllRead() : client.markRead(ids)).catch((error: unknown) => console.error(error));
    },
    [client, queryClient, userId],
  );
  const markRead = useCallback((ids: string[]) => mark(ids), [mark]);
  const markAllRead = useCallback(() => mark('all'), [mark]);

  return { stored: client !== null, notifications: client ? data : NONE, markRead, markAllRead };
}
