/**
 * `work()`'s result as a promise, and a throw as a rejection: what an `async` function whose body
 * awaits nothing returns. For synchronous implementations of promise-returning interfaces.
 */
export function asPromise<T>(work: () => T): Promise<T> {
  return new Promise<T>((resolve) => {
    resolve(work());
  });
}
