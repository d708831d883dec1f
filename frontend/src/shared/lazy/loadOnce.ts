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

/** The names of `T`'s methods that answer with a promise. */
type AsyncMethodName<T> = {
  [K in keyof T]-?: T[K] extends (...args: never[]) => Promise<unknown> ? K : never;
}[keyof T];

/**
 * `method(name)`: that method of the client `load` gives, callable before the client has loaded. Every
 * argument is passed on as given, so no forwarder can drop one (a hand-written one once dropped the
 * Messages list's page cursor).
 */
export function forwardTo<T>(load: () => Promise<T>) {
  return <K extends AsyncMethodName<T>>(name: K): T[K] => {
    const forward = (...args: unknown[]) =>
      load().then((client) => {
        const method = client[name] as unknown as (this: T, ...args: unknown[]) => Promise<unknown>;
        return method.apply(client, args);
      });
    return forward as unknown as T[K];
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
