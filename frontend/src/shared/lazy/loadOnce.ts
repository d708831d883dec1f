/**
 * Helpers for a client whose code is a chunk of its own (the Supabase clients: the local mode never
 * downloads them): the chunk is imported on first use, once.
 */

/** `load` called on the first use only; a failed load (offline while the chunk loads) is tried again on the next use. */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => {
    if (!loading) {
      const attempt = load();
      loading = attempt;
      attempt.catch(() => {
        if (loading === attempt) loading = null;
      });
    }
    return loading;
  };
}

/**
 * A subscription (listener in, unsubscribe function out) made as soon as `client` has loaded. The
 * returned function unsubscribes, and before the load has finished it cancels the subscription.
 */
export function subscribeWhenLoaded<T>(client: Promise<T>, subscribe: (client: T) => () => void): () => void {
  let unsubscribe: (() => void) | null = null;
  let cancelled = false;
  client.then(
    (loaded) => {
      if (!cancelled) unsubscribe = subscribe(loaded);
    },
    (error: unknown) => console.error('Loading the client failed:', error),
  );
  return () => {
    cancelled = true;
    unsubscribe?.();
  };
}
