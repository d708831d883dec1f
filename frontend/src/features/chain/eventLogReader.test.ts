import { describe, expect, it, vi } from 'vitest';
import 'fake-indexeddb/auto';
import type { Filter, Log, Provider } from 'ethers';
import { EventLogReader, MemoryLogStore, type LogStore } from './eventLogReader';
import { IndexedDbLogStore } from './indexedDbLogStore';
import { nth } from '../../test/defined';

const ADDRESS = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const TOPIC_A = `0x${'aa'.repeat(32)}`;
const TOPIC_B = `0x${'bb'.repeat(32)}`;
const id = (n: number) => `0x${n.toString(16).padStart(64, '0')}`;

interface FakeLog {
  blockNumber: number;
  index: number;
  topics: string[];
}

/** A node holding `logs`, answering eth_getLogs as a node does (range and topic filters) and counting the requests. */
function fakeProvider(logs: FakeLog[]) {
  const requests: { fromBlock: number; toBlock: number; topics: Filter['topics'] }[] = [];
  const matches = (wanted: Filter['topics'], topics: string[]) =>
    (wanted ?? []).every((topic, position) => {
      const actual = topics.at(position);
      return (
        topic === null || (actual !== undefined && (Array.isArray(topic) ? topic.includes(actual) : topic === actual))
      );
    });
  const provider = {
    async getLogs(filter: Filter) {
      const fromBlock = Number(filter.fromBlock);
      const toBlock = Number(filter.toBlock);
      requests.push({ fromBlock, toBlock, topics: filter.topics });
      return logs
        .filter(
          (log) => log.blockNumber >= fromBlock && log.blockNumber <= toBlock && matches(filter.topics, log.topics),
        )
        .map((log) => ({ ...log, transactionHash: `0x${'00'.repeat(32)}`, data: '0x' }) as unknown as Log);
    },
    async getBlock(blockNumber: number) {
      const hash = (number: number) => `0x${number.toString(16).padStart(64, '0')}`;
      return { timestamp: 1_700_000_000 + blockNumber, hash: hash(blockNumber), parentHash: hash(blockNumber - 1) };
    },
  };
  return { provider: provider as unknown as Provider, requests };
}

const readerOn = (provider: Provider, store: LogStore = new MemoryLogStore(), fromBlock = 10, maxBlockRange?: number) =>
  new EventLogReader({ getProvider: () => provider, chainId: 5, address: ADDRESS, fromBlock, maxBlockRange, store });

describe('EventLogReader', () => {
  it('reads from the deployment block in ranges of at most the configured width (2,000 by default)', async () => {
    const { provider, requests } = fakeProvider([{ blockNumber: 3000, index: 0, topics: [TOPIC_A] }]);
    const logs = await readerOn(provider).logs({ name: 'a', topics: [TOPIC_A] }, 4500);
    expect(logs.map((log) => log.blockNumber)).toEqual([3000]);
    expect(requests.map(({ fromBlock, toBlock }) => [fromBlock, toBlock])).toEqual([
      [10, 2009],
      [2010, 4009],
      [4010, 4500],
    ]);
    const narrow = fakeProvider([]);
    await readerOn(narrow.provider, new MemoryLogStore(), 0, 500).logs({ name: 'a', topics: [TOPIC_A] }, 1200);
    expect(narrow.requests).toHaveLength(3);
  });

  it('reads each block once: the same block again costs nothing, one new block costs one request', async () => {
    const chain: FakeLog[] = [{ blockNumber: 20, index: 0, topics: [TOPIC_A] }];
    const { provider, requests } = fakeProvider(chain);
    const reader = readerOn(provider);
    await reader.logs({ name: 'a', topics: [TOPIC_A] }, 100);
    await reader.logs({ name: 'a', topics: [TOPIC_A] }, 100);
    expect(requests).toHaveLength(1);
    chain.push({ blockNumber: 101, index: 0, topics: [TOPIC_A] }, { blockNumber: 101, index: 1, topics: [TOPIC_B] });
    expect((await reader.logs({ name: 'a', topics: [TOPIC_A] }, 101)).map((log) => log.blockNumber)).toEqual([20, 101]);
    expect(requests.at(-1)).toMatchObject({ fromBlock: 101, toBlock: 101 });
    expect(requests).toHaveLength(2);
  });

  it('never reads a range twice when two reads of one question run at once', async () => {
    const { provider, requests } = fakeProvider([{ blockNumber: 50, index: 0, topics: [TOPIC_A] }]);
    const reader = readerOn(provider);
    const [first, second] = await Promise.all([
      reader.logs({ name: 'a', topics: [TOPIC_A] }, 100),
      reader.logs({ name: 'a', topics: [TOPIC_A] }, 100),
    ]);
    expect(first).toHaveLength(1);
    expect(second).toHaveLength(1);
    expect(requests).toHaveLength(1);
  });

  it('reads a rental new to the question once, then advances all of them with one request per range', async () => {
    const chain: FakeLog[] = [
      { blockNumber: 20, index: 0, topics: [TOPIC_A, id(1)] },
      { blockNumber: 30, index: 0, topics: [TOPIC_A, id(2)] },
      { blockNumber: 40, index: 0, topics: [TOPIC_A, id(3)] },
    ];
    const { provider, requests } = fakeProvider(chain);
    const reader = readerOn(provider);
    expect(await reader.logs({ name: 'mine', topics: [null], rentalIds: [id(1)] }, 100)).toHaveLength(1);
    expect(await reader.logs({ name: 'mine', topics: [null], rentalIds: [id(1), id(2)] }, 100)).toHaveLength(2);
    // The new id's past, alone; nothing for id 1 again.
    expect(requests.at(-1)).toMatchObject({ fromBlock: 10, toBlock: 100, topics: [null, [id(2)]] });
    chain.push({ blockNumber: 101, index: 0, topics: [TOPIC_B, id(1)] });
    expect(await reader.logs({ name: 'mine', topics: [null], rentalIds: [id(1), id(2)] }, 101)).toHaveLength(3);
    expect(requests.at(-1)).toMatchObject({ fromBlock: 101, toBlock: 101, topics: [null, [id(1), id(2)]] });
    expect(requests).toHaveLength(3);
  });

  it('keeps one request per new block however many rentals the question covers', async () => {
    const chain: FakeLog[] = Array.from({ length: 1000 }, (_, n) => ({
      blockNumber: 11 + n,
      index: 0,
      topics: [TOPIC_A, id(n + 1)],
    }));
    const { provider, requests } = fakeProvider(chain);
    const reader = readerOn(provider);
    const ids = chain.map((log) => nth(log.topics, 1, 'rental id topic'));
    expect(await reader.logs({ name: 'mine', topics: [null], rentalIds: ids }, 1010)).toHaveLength(1000);
    const before = requests.length;
    chain.push(
      { blockNumber: 1011, index: 0, topics: [TOPIC_B, id(7)] },
      { blockNumber: 1011, index: 1, topics: [TOPIC_B, id(5000)] },
    );
    const logs = await reader.logs({ name: 'mine', topics: [null], rentalIds: ids }, 1011);
    expect(requests.length - before).toBe(1);
    expect(logs.filter((log) => log.blockNumber === 1011).map((log) => log.topics.at(1))).toEqual([id(7)]);
  });

  it('keeps what it read in IndexedDB, so that a returning visitor reads only the blocks since', async () => {
    const chain: FakeLog[] = [{ blockNumber: 20, index: 0, topics: [TOPIC_A] }];
    const first = fakeProvider(chain);
    const firstVisitStore = new IndexedDbLogStore();
    await readerOn(first.provider, firstVisitStore).logs({ name: 'a', topics: [TOPIC_A] }, 5000);
    expect(first.requests).toHaveLength(3);
    expect(await readerOn(first.provider, firstVisitStore).blockTime(20)).toBe(1_700_000_020);

    // Next visit: a new page (new reader, new store object on the same IndexedDB), 10 blocks later.
    chain.push({ blockNumber: 5005, index: 0, topics: [TOPIC_A] });
    const again = fakeProvider(chain);
    const returning = readerOn(again.provider, new IndexedDbLogStore());
    expect((await returning.logs({ name: 'a', topics: [TOPIC_A] }, 5010)).map((log) => log.blockNumber)).toEqual([
      20, 5005,
    ]);
    expect(again.requests.map(({ fromBlock, toBlock }) => [fromBlock, toBlock])).toEqual([[5001, 5010]]);
  });

  it('works without IndexedDB (nothing kept)', async () => {
    const store = new IndexedDbLogStore(null);
    await store.save('k', { cursor: 1, logs: [] });
    expect(await store.load('k')).toBeNull();
  });
});

describe('IndexedDbLogStore: what is read back is checked', () => {
  it('drops a corrupt or hand-edited record with a warning, and keeps a good one', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const store = new IndexedDbLogStore();
    const good = {
      cursor: 12,
      logs: [{ blockNumber: 3, logIndex: 0, transactionHash: '0xab', topics: ['0x01'], data: '0x' }],
    };
    await store.save('good', good);
    await store.save('bad', { cursor: 'twelve', logs: 'none' } as unknown as typeof good);
    await store.saveBlockTimes('times-bad', { x: 'noon' } as unknown as Record<number, number>);
    expect(await store.load('good')).toEqual(good);
    expect(await store.load('bad')).toBeNull();
    expect(await store.loadBlockTimes('times-bad')).toBeNull();
    expect(await store.load('absent')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});
