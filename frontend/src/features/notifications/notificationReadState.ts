import { useCallback } from 'react';
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
  const { data: readState = NONE } = useQuery<NotificationReadState>({
    queryKey: notificationKeys.readMarks(userId ?? ''),
    // Never read from anywhere: the marks are what markRead writes.
    enabled: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  const markRead = useCallback(
    (ids: string[]) =>
      queryClient.setQueryData<NotificationReadState>(notificationKeys.readMarks(userId ?? ''), (marks = NONE) => {
        const next = new Map(marks);
        ids.forEach((id) => next.set(id, true));
        return next;
      }),
    [queryClient, userId],
  );
  return { readState, markRead };
}
