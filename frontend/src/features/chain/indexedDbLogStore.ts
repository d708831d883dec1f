import type { BlockTimes, LogRecord, LogStore } from './eventLogReader';

const DATABASE = 'toolshare-chain-logs';
const STORE = 'logs';

function promised<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

/**
 * The logs read so far, kept in this browser's IndexedDB (one record per chain, contract and
 * question) so that a returning visitor reads only the blocks since. Where IndexedDB is missing or
 * refused (private windows of some browsers), nothing is kept and everything still works.
 */
export class IndexedDbLogStore implements LogStore {
  private database: Promise<IDBDatabase | null> | null = null;
  private readonly factory: IDBFactory | null;

  /** `factory` null: no IndexedDB (as in a browser without it). */
  constructor(factory: IDBFactory | null = globalThis.indexedDB ?? null) {
    this.factory = factory;
  }

  private open(): Promise<IDBDatabase | null> {
    this.database ??= new Promise((resolve) => {
      if (!this.factory) {
        resolve(null);
        return;
      }
      const request = this.factory.open(DATABASE, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(null);
      request.onblocked = () => resolve(null);
    });
    return this.database;
  }

  async load(key: string): Promise<LogRecord | null> {
    return (await this.get(key)) as LogRecord | null;
  }

  async save(key: string, record: LogRecord): Promise<void> {
    await this.put(key, record);
  }

  async loadBlockTimes(key: string): Promise<BlockTimes | null> {
    return (await this.get(key)) as BlockTimes | null;
  }

  async saveBlockTimes(key: string, times: BlockTimes): Promise<void> {
    await this.put(key, times);
  }

  private async get(key: string): Promise<unknown> {
    const database = await this.open();
    if (!database) return null;
    return (await promised(database.transaction(STORE, 'readonly').objectStore(STORE).get(key))) ?? null;
  }

  private async put(key: string, value: unknown): Promise<void> {
    const database = await this.open();
    if (!database) return;
    await promised(database.transaction(STORE, 'readwrite').objectStore(STORE).put(value, key));
  }
}
