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

/** The client for one user (and client maker), and the notifications read through it. */
interface ClientState {
  userId: string | null;
  makeClient: (userId: string | null) => NotificationsClient | null;
  client: NotificationsClient | null;
  notifications: AppNotification[];
}

const startClient = (userId: string | null, makeClient: ClientState['makeClient']): ClientState => ({
  userId,
  makeClient,
  client: makeClient(userId),
  notifications: [],
});

/** Changes the notifications of `client` only: a late answer for a user who has gone changes nothing. */
const changeNotifications =
  (client: NotificationsClient, change: (current: AppNotification[]) => AppNotification[]) =>
  (state: ClientState): ClientState =>
    state.client === client ? { ...state, notifications: change(state.notifications) } : state;

/**
 * The signed-in user's stored notifications, kept current live; read marks are shown at once and
 * saved. `makeClient` must be stable (a module function): a new one starts the store again.
 */
export function useStoredNotifications(
  userId: string | null,
  makeClient: (userId: string | null) => NotificationsClient | null = notificationsClientFor,
): StoredNotifications {
  const [state, setState] = useState(() => startClient(userId, makeClient));
  // Another user (or maker): a new client, and nothing shown until it has read (React's pattern for
  // state that follows a prop: compared and replaced during render, not in an effect).
  if (state.userId !== userId || state.makeClient !== makeClient) setState(startClient(userId, makeClient));
  const { client, notifications } = state;

  useEffect(() => {
    if (!client) return;
    let active = true;
    client
      .fetchNotifications()
      .then((fetched) => {
        if (active)
          setState(
            changeNotifications(client, (live) => [
              ...live.filter((notification) => !fetched.some((known) => known.id === notification.id)),
              ...fetched,
            ]),
          );
      })
      .catch((error: unknown) => console.error(error));
    const unsubscribe = client.subscribe((notification) => {
      if (active)
        setState(
          changeNotifications(client, (current) => [
            notification,
            ...current.filter((known) => known.id !== notification.id),
          ]),
        );
    });
    return () => {
      active = false;
      unsubscribe();
    };
  }, [client]);

  const markRead = useCallback(
    (ids: string[]) => {
      if (!client || ids.length === 0) return;
      setState(
        changeNotifications(client, (current) =>
          current.map((notification) =>
            ids.includes(notification.id) ? { ...notification, read: true } : notification,
          ),
        ),
      );
      client.markRead(ids).catch((error: unknown) => console.error(error));
    },
    [client],
  );

  const markAllRead = useCallback(() => {
    if (!client) return;
    setState(
      changeNotifications(client, (current) => current.map((notification) => ({ ...notification, read: true }))),
    );
    client.markAllRead().catch((error: unknown) => console.error(error));
  }, [client]);

  return { stored: client !== null, notifications, markRead, markAllRead };
}
