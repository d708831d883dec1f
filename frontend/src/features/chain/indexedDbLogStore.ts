import type { BlockTimes, Checkpoint, LogRecord, LogStore, StoredLog } from './eventLogReader';
import { openDatabase, requestResult } from '../../shared/storage/indexedDb';

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;
const isHex = (value: unknown): value is string => typeof value === 'string' && /^0x[0-9a-fA-F]*$/.test(value);

function isStoredLog(value: unknown): value is StoredLog {
  if (typeof value !== 'object' || value === null) return false;
  const log = value as Record<string, unknown>;
  return (
    isCount(log.blockNumber) &&
    isCount(log.logIndex) &&
    isHex(log.transactionHash) &&
    Array.isArray(log.topics) &&
    log.topics.every(isHex) &&
    isHex(log.data)
  );
}

function isCheckpoint(value: unknown): value is Checkpoint {
  if (typeof value !== 'object' || value === null) return false;
  const checkpoint = value as Record<string, unknown>;
  return isCount(checkpoint.block) && isHex(checkpoint.hash);
}

/** A kept record as the reader wrote it; anything else (corrupt, hand-edited) is not used. */
function isLogRecord(value: unknown): value is LogRecord {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    isCount(record.cursor) &&
    Array.isArray(record.logs) &&
    record.logs.every(isStoredLog) &&
    (record.ids === undefined || (Array.isArray(record.ids) && record.ids.every((id) => typeof id === 'string'))) &&
    (record.checkpoints === undefined || (Array.isArray(record.checkpoints) && record.checkpoints.every(isCheckpoint)))
  );
}

function isBlockTimes(value: unknown): value is BlockTimes {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.entries(value).every(([block, time]) => /^\d+$/.test(block) && isCount(time));
}

/** A kept value that does not read is dropped with a warning: the reader then reads those blocks again. */
function checked<T>(key: string, value: unknown, isValid: (value: unknown) => value is T): T | null {
  if (value === null || value === undefined) return null;
  if (isValid(value)) return value;
  console.warn(`Ignoring the kept chain data "${key}": it does not have the expected shape.`);
  return null;
}

const DATABASE = 'toolshare-chain-logs';
const STORE = 'logs';

/**
 * The logs read so far, kept in this browser's IndexedDB (one record per chain, contract and
 * question) so that a returning visitor reads only the blocks since. Where IndexedDB is missing or
 * refused (private windows of some browsers), nothing is kept and everything still works.
 */
export class IndexedDbLogStore implements LogStore {
  private database: Promise<IDBDatabase | null> | null = null;
  private readonly factory: IDBFactory | null;

  /** `factory` null: no IndexedDB (as in a browser without it). */
  constructor(factory: IDBFactory | null = 'indexedDB' in globalThis ? globalThis.indexedDB : null) {
    this.factory = factory;
  }

  private open(): Promise<IDBDatabase | null> {
    // A store the browser refuses keeps nothing: reads then go to the chain each time.
    this.database ??= this.factory
      ? openDatabase(this.factory, DATABASE, 1, (database) => database.createObjectStore(STORE)).catch(() => null)
      : Promise.resolve(null);
    return this.database;
  }

  async load(key: string): Promise<LogRecord | null> {
    return checked(key, await this.get(key), isLogRecord);
  }

  async save(key: string, record: LogRecord): Promise<void> {
    await this.put(key, record);
  }

  async loadBlockTimes(key: string): Promise<BlockTimes | null> {
    return checked(key, await this.get(key), isBlockTimes);
  }

  async saveBlockTimes(key: string, times: BlockTimes): Promise<void> {
    await this.put(key, times);
  }

  private async get(key: string): Promise<unknown> {
    const database = await this.open();
    if (!database) return null;
    return (await requestResult(database.transaction(STORE, 'readonly').objectStore(STORE).get(key))) ?? null;
  }

  private async put(key: string, value: unknown): Promise<void> {
    const database = await this.open();
    if (!database) return;
    await requestResult(database.transaction(STORE, 'readwrite').objectStore(STORE).put(value, key));
  }
}
