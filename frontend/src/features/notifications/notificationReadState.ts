import { useCallback, useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { notificationKeys } from './notificationQueries';

/** The read marks by notification id: a new map after every change. */
export type NotificationReadState = ReadonlyMap<string, boolean>;

const NONE: NotificationReadState = new Map();

export function isNotificationRead(readState: NotificationReadState, id: string, readInitially: boolean): boolean {
  return readState.get(id) ?? readInitially;
}

/**
 * Which of the notifications stored nowhere (from the rentals, the samples, the welcome notice)
 * `userId` has read in this visit (the specification persists only the chat). They sit in the query
 * cache under the user's key, beside their stored notifications' read marks: another account signed
 * in in the same tab starts with its own, and they stay for the visit, the page left or not.
 */
export function useNotificationReadState(userId: string | null) {
  const queryClient = useQueryClient();
  const queryKey = useMemo(() => notificationKeys.readMarks(userId ?? ''), [userId]);
  const { data: readState = NONE } = useQuery<NotificationReadState>({
    queryKey,
    // Never read from anywhere: the marks are what markRead writes. A refetch of every notifications
    // query (an invalidation after a change) answers the marks held, instead of a missing queryFn's error.
    enabled: false,
    queryFn: () => queryClient.getQueryData<NotificationReadState>(queryKey) ?? NONE,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  const markRead = useCallback(
    (ids: string[]) =>
      queryClient.setQueryData<NotificationReadState>(queryKey, (marks = NONE) => {
        const next = new Map(marks);
        ids.forEach((id) => next.set(id, true));
        return next;
      }),
    [queryClient, queryKey],
  );
  return { readState, markRead };
}
