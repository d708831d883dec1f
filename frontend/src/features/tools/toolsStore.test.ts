import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadSampleTools } from './sampleTools';
import { IndexedDbToolsStore } from './toolsStore';

/** Writes records straight into the store's database, as a hand edit or an older version would. */
async function putRaw(records: unknown[], deletedKeys: IDBValidKey[] = []): Promise<void> {
  const store = new IndexedDbToolsStore();
  await store.load(); // creates the database and its object stores
  const database = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open('toolshare-tools');
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('Could not open the test database'));
  });
  const transaction = database.transaction(['tools', 'deletedTools'], 'readwrite');
  // Each test starts from an empty catalogue (the store's open connections stay, so no deleteDatabase).
  transaction.objectStore('tools').clear();
  transaction.objectStore('deletedTools').clear();
  records.forEach((record) => transaction.objectStore('tools').put(record));
  deletedKeys.forEach((key) => transaction.objectStore('deletedTools').put(true, key));
  await new Promise<void>((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error ?? new Error('Could not write the test records'));
  });
  database.close();
}

describe('IndexedDbToolsStore', () => {
  afterEach(() => vi.restoreAllMocks());

  it('skips a malformed record with a console warning and keeps the others', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const good = { ...loadSampleTools()[1], id: 'tool-kept', name: 'Kept Saw' };
    await putRaw([
      good,
      { id: 'tool-broken', name: 42 },
      { ...loadSampleTools()[2], id: 'tool-bad-rate', rentalRate: 'free' },
    ]);

    const { savedTools } = await new IndexedDbToolsStore().load();
    expect(savedTools.map((tool) => tool.id)).toEqual(['tool-kept']);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls.map((call) => String(call[0]))).toEqual([
      expect.stringMatching(/"tool-bad-rate".*rental rate is not an amount/),
      expect.stringMatching(/"tool-broken".*name missing or too long/),
    ]);
  });

  it('keeps only deletions that name a tool id', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await putRaw([], ['tool-3', 7]);
    expect((await new IndexedDbToolsStore().load()).deletedIds).toEqual(['tool-3']);
  });
});
