import { createContext } from 'react';
import { notificationsClientFor } from './useStoredNotifications';
import type { NotificationsClient } from './types';

/** The stored notifications' client for a user, or none (the samples stand in). */
export type NotificationsClientFactory = (userId: string | null) => NotificationsClient | null;

/**
 * Where useNotifications reads the signed-in user's stored notifications: Supabase's client when it
 * is configured, which the app never overrides; a screen test provides a client of its own. Its value
 * must be stable (a new one starts a new client).
 */
export const NotificationsClientContext = createContext<NotificationsClientFactory>(notificationsClientFor);
