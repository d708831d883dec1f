import { useSyncExternalStore } from 'react';

/**
 * Which notifications the user has read or marked unread, kept in memory for the session (the
 * specification persists only the chat). Outside React so it survives leaving the page.
 */
/** The read marks by notification id: a new map after every change (the snapshot React compares). */
export type NotificationReadState = ReadonlyMap<string, boolean>;

let overrides: NotificationReadState = new Map();
const listeners = new Set<() => void>();

function replace(next: NotificationReadState) {
  overrides = next;
  listeners.forEach((listener) => listener());
}

export function markNotificationsRead(ids: string[]) {
  const next = new Map(overrides);
  ids.forEach((id) => next.set(id, true));
  replace(next);
}

export function isNotificationRead(readState: NotificationReadState, id: string, readInitially: boolean): boolean {
  return readState.get(id) ?? readInitially;
}

/** For tests: forget everything. */
export function resetNotificationReadState() {
  replace(new Map());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The read marks now; the caller re-renders whenever they change. */
export function useNotificationReadState(): NotificationReadState {
  return useSyncExternalStore(subscribe, () => overrides);
}
