type ToastItemComponent = (typeof import('./ToastItem'))['ToastItem'];
export type { ToastItemComponent };

let loaded: ToastItemComponent | null = null;

/** How a toast looks, once fetched (null until then). */
export const loadedToastItem = (): ToastItemComponent | null => loaded;

/**
 * Fetches how a toast looks and closes by itself: a chunk of its own, which ToastProvider loads right
 * after the first paint (so it is there before anything can go wrong), keeping the first page within
 * its budget. Toasts shown before it arrives appear when it does.
 */
export function preloadToasts(): Promise<ToastItemComponent> {
  return import('./ToastItem').then(({ ToastItem }) => (loaded = ToastItem));
}
