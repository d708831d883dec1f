// The promise form of IndexedDB's request events, for the app's three browser stores (tools,
// condition photos, chain logs).

/** A request's result, or its error (an Error even where the browser gives none). */
export function requestResult<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('The browser storage request failed.'));
  });
}

/**
 * Opens the database `name` at `version`, creating its stores with `upgrade` the first time.
 * Rejects when the browser refuses it (private windows of some browsers) or another tab holds an
 * older version open.
 */
export function openDatabase(
  factory: IDBFactory,
  name: string,
  version: number,
  upgrade: (database: IDBDatabase) => void,
): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = factory.open(name, version);
    request.onupgradeneeded = () => upgrade(request.result);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error(`The browser storage "${name}" could not be opened.`));
    request.onblocked = () => reject(new Error(`The browser storage "${name}" is held open by another tab.`));
  });
}
