import { ToolStorageFullError } from './toolErrors';
import { readStoredTool } from './storedTool';
import type { Tool } from './types';
import { asPromise } from '../../shared/asPromise';
import { openDatabase, requestResult } from '../../shared/storage/indexedDb';

/** What the browser keeps of the catalogue: tools created or edited here, and ids deleted here. */
export interface KeptCatalogueChanges {
  savedTools: Tool[];
  deletedIds: string[];
}

/**
 * Keeps the user's catalogue changes across reloads. Photos are data URLs of a few hundred KB
 * each, more than localStorage's ~5 MB allows for a few listings, hence IndexedDB in the browser.
 * Rejects with `ToolStorageFullError` when the browser's quota is exhausted.
 */
export interface ToolsStore {
  load: () => Promise<KeptCatalogueChanges>;
  saveTool: (tool: Tool) => Promise<void>;
  /** Forgets a saved tool and remembers that `id` is deleted (so a deleted sample stays deleted). */
  deleteTool: (id: string) => Promise<void>;
}

/** A store in memory: for tests, and for browsers without IndexedDB (changes then last one visit). */
export class MemoryToolsStore implements ToolsStore {
  private readonly saved = new Map<string, Tool>();
  private readonly deleted = new Set<string>();

  load(): Promise<KeptCatalogueChanges> {
    return asPromise(() => ({ savedTools: structuredClone([...this.saved.values()]), deletedIds: [...this.deleted] }));
  }

  saveTool(tool: Tool): Promise<void> {
    return asPromise(() => {
      this.saved.set(tool.id, structuredClone(tool));
      this.deleted.delete(tool.id);
    });
  }

  deleteTool(id: string): Promise<void> {
    return asPromise(() => {
      this.saved.delete(id);
      this.deleted.add(id);
    });
  }
}

const DATABASE_NAME = 'toolshare-tools';
const DATABASE_VERSION = 1;
const TOOLS = 'tools';
const DELETED = 'deletedTools';

const isQuotaError = (error: unknown) => error instanceof DOMException && error.name === 'QuotaExceededError';

/** Resolves when the transaction commits; quota failures become `ToolStorageFullError`. */
function committed(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    const fail = () => {
      const error = transaction.error;
      reject(
        isQuotaError(error)
          ? new ToolStorageFullError({ cause: error })
          : (error ?? new Error('The browser storage transaction was aborted')),
      );
    };
    transaction.oncomplete = () => resolve();
    transaction.onerror = fail;
    transaction.onabort = fail;
  });
}

export class IndexedDbToolsStore implements ToolsStore {
  private database: Promise<IDBDatabase> | null = null;

  private open(): Promise<IDBDatabase> {
    this.database ??= openDatabase(indexedDB, DATABASE_NAME, DATABASE_VERSION, (database) => {
      database.createObjectStore(TOOLS, { keyPath: 'id' });
      database.createObjectStore(DELETED);
    });
    return this.database;
  }

  /** The kept changes; each record is checked on its own, and one that does not read as a tool is skipped and reported. */
  async load(): Promise<KeptCatalogueChanges> {
    const database = await this.open();
    const transaction = database.transaction([TOOLS, DELETED], 'readonly');
    const [records, deletedKeys] = await Promise.all([
      requestResult(transaction.objectStore(TOOLS).getAll() as IDBRequest<unknown[]>),
      requestResult(transaction.objectStore(DELETED).getAllKeys()),
    ]);
    const savedTools: Tool[] = [];
    records.forEach((record, index) => {
      const reading = readStoredTool(record);
      if (reading.tool) savedTools.push(reading.tool);
      else
        console.warn(
          `Skipping a stored listing that cannot be read (${storedIdOf(record) ?? `record ${index + 1}`}): ${reading.problem}.`,
        );
    });
    const deletedIds = deletedKeys.filter((key): key is string => typeof key === 'string');
    if (deletedIds.length < deletedKeys.length)
      console.warn(`Skipping ${deletedKeys.length - deletedIds.length} stored deletion(s) that are not tool ids.`);
    return { savedTools, deletedIds };
  }

  async saveTool(tool: Tool): Promise<void> {
    const database = await this.open();
    const transaction = database.transaction([TOOLS, DELETED], 'readwrite');
    const done = committed(transaction);
    try {
      transaction.objectStore(TOOLS).put(tool);
      transaction.objectStore(DELETED).delete(tool.id);
    } catch (error) {
      // Some browsers throw the quota error synchronously from put().
      transaction.abort();
      // The abort rejects `done` as well: the error thrown here is the one that counts.
      done.catch(() => undefined);
      throw isQuotaError(error) ? new ToolStorageFullError({ cause: error }) : error;
    }
    await done;
  }

  async deleteTool(id: string): Promise<void> {
    const database = await this.open();
    const transaction = database.transaction([TOOLS, DELETED], 'readwrite');
    const done = committed(transaction);
    transaction.objectStore(TOOLS).delete(id);
    transaction.objectStore(DELETED).put(true, id);
    await done;
  }
}

/** A stored record's id for the console, when it has a readable one. */
function storedIdOf(record: unknown): string | null {
  const id = typeof record === 'object' && record !== null ? (record as { id?: unknown }).id : undefined;
  return typeof id === 'string' ? `"${id.slice(0, 60)}"` : null;
}

/** IndexedDB where the browser has it, else memory. */
export function createToolsStore(): ToolsStore {
  return typeof indexedDB === 'undefined' ? new MemoryToolsStore() : new IndexedDbToolsStore();
}
