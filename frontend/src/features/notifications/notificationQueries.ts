import type { QueryClient } from '@tanstack/react-query';
import type { AppNotification } from './types';

/** The notifications feature's query keys: one user's stored notifications, and their read marks on the others. */
export const notificationKeys = {
  all: ['notifications'] as const,
  stored: (userId: string) => ['notifications', 'stored', userId] as const,
  readMarks: (userId: string) => ['notifications', 'readMarks', userId] as const,
};

/** Changes one user's cached notifications (a live arrival, a read mark) without asking the server again. */
export function changeStoredNotifications(
  queryClient: QueryClient,
  userId: string,
  change: (current: AppNotification[]) => AppNotification[],
): void {
  queryClient.setQueryData<AppNotification[]>(notificationKeys.stored(userId), (current) => change(current ?? []));
}

/** A notification heard live goes first; an earlier copy of it (e.g. from a read in flight) is replaced. */
export const withArrival =
  (notification: AppNotification) =>
  (current: AppNotification[]): AppNotification[] => [
    notification,
    ...current.filter((known) => known.id !== notification.id),
  ];

/**
 * A fresh read of the stored notifications, keeping those heard live meanwhile that the read did not
 * see yet (newer than anything it returned): a read in flight never drops a live arrival.
 */
export function withFetched(current: AppNotification[], fetched: AppNotification[]): AppNotification[] {
  const newestFetched = fetched.reduce((newest, known) => (known.timestamp > newest ? known.timestamp : newest), '');
  const heardSince = current.filter(
    (live) => live.timestamp >= newestFetched && !fetched.some((known) => known.id === live.id),
  );
  return [...heardSince, ...fetched];
}

export const markedRead =
  (ids: readonly string[] | 'all') =>
  (current: AppNotification[]): AppNotification[] =>
    current.map((notification) =>
      ids === 'all' || ids.includes(notification.id) ? { ...notification, read: true } : notification,
    );
