import { useSyncExternalStore } from 'react';

/**
 * Which notifications the user has read or marked unread, kept in memory for the session (the
 * specification persists only the chat). Outside React so it survives leaving the page.
 */
const overrides = new Map<string, boolean>();
const listeners = new Set<() => void>();
let version = 0;

function changed() {
  version += 1;
  listeners.forEach((listener) => listener());
}

export function markNotificationsRead(ids: string[]) {
  ids.forEach((id) => overrides.set(id, true));
  changed();
}

export function isNotificationRead(id: string, readInitially: boolean): boolean {
  return overrides.get(id) ?? readInitially;
}

/** For tests: forget everything. */
export function resetNotificationReadState() {
  overrides.clear();
  changed();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Re-renders the caller whenever the read state changes; returns a version number. */
export function useNotificationReadState(): number {
  return useSyncExternalStore(subscribe, () => version);
}
