import { describe, expect, it } from 'vitest';
import type { Filter, Log } from 'ethers';
import { EventLogReader, MemoryLogStore, type LogProvider } from './eventLogReader';

const ADDRESS = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const TOPIC = `0x${'aa'.repeat(32)}`;
const DEPLOY_BLOCK = 1;

/**
 * A chain of blocks whose hashes name their branch, holding one kind of log; it can be extended,
 * reorganised (blocks after a fork replaced by another branch's) and restarted (a new chain from
 * block 0). It answers eth_getLogs and eth_getBlockByNumber as a node does, and counts them.
 */
class FakeChain {
  private hashes: string[] = [];
  private logs: { blockNumber: number; index: number; data: string }[] = [];
  private branches = 0;
  readonly requests = { getLogs: 0, getBlock: 0 };

  constructor(length: number) {
    this.extend(length);
  }

  get head(): number {
    return this.hashes.length - 1;
  }

  /** Mines `count` blocks on the current branch; `withLog` puts a log (its data says which) in the first of them. */
  extend(count: number, withLog?: string): void {
    const branch = this.branches;
    for (let index = 0; index < count; index++) {
      const number = this.hashes.length;
      this.hashes.push(`0x${branch.toString(16).padStart(8, '0')}${number.toString(16).padStart(56, '0')}`);
      if (index === 0 && withLog) this.logs.push({ blockNumber: number, index: 0, data: withLog });
    }
  }

  /** Replaces every block after `forkBlock` with `count` blocks of a new branch (and drops their logs). */
  reorganise(forkBlock: number, count: number, withLog?: string): void {
    this.branches++;
    this.hashes = this.hashes.slice(0, forkBlock + 1);
    this.logs = this.logs.filter((log) => log.blockNumber <= forkBlock);
    this.extend(count, withLog);
  }

  /** A new chain from block 0 with `length` blocks, nothing in it (a local node restarted). */
  restart(length: number): void {
    this.branches++;
    this.hashes = [];
    this.logs = [];
    this.extend(length);
  }

  readonly provider: LogProvider = {
    getLogs: async (filter: Filter) => {
      this.requests.getLogs++;
      const from = Number(filter.fromBlock);
      const to = Number(filter.toBlock);
      return this.logs
        .filter((log) => log.blockNumber >= from && log.blockNumber <= to)
        .map((log) => ({ ...log, topics: [TOPIC], transactionHash: `0x${'00'.repeat(32)}` }) as unknown as Log);
    },
    getBlock: async (blockNumber) => {
      this.requests.getBlock++;
      const number = Number(blockNumber);
      const hash = this.hashes[number];
      if (hash === undefined) return null;
      return { hash, parentHash: this.hashes[number - 1] ?? `0x${'00'.repeat(32)}`, timestamp: number } as never;
    },
  };
}

const QUESTION = { name: 'all', topics: [TOPIC] };

function readerOn(chain: FakeChain, store = new MemoryLogStore(), forks: number[] = []) {
  return new EventLogReader({
    getProvider: () => chain.provider,
    chainId: 5,
    address: ADDRESS,
    fromBlock: DEPLOY_BLOCK,
    confirmations: 2,
    store,
    onFork: (block) => forks.push(block),
  });
}

const dataOf = (logs: { data: string }[]) => logs.map((log) => log.data);

describe('EventLogReader on a chain that reorganises', () => {
  it('keeps only logs buried under the confirmation depth; newer ones are returned, never kept', async () => {
    const chain = new FakeChain(5);
    chain.extend(1, 'old');
    chain.extend(1, 'new');
    const store = new MemoryLogStore();
    const logs = await readerOn(chain, store).logs(QUESTION, chain.head);
    expect(dataOf(logs)).toEqual(['old', 'new']);
    const kept = await store.load(`5:${ADDRESS.toLowerCase()}:all`);
    // Head 6: blocks up to 4 are final; 'old' (block 5) and 'new' (block 6) are still within two blocks.
    expect(kept?.cursor).toBe(chain.head - 2);
    expect(kept?.logs).toEqual([]);
  });

  it('drops a log that a shallow reorganisation removed, at the next block', async () => {
    const chain = new FakeChain(10);
    const forks: number[] = [];
    const reader = readerOn(chain, new MemoryLogStore(), forks);
    await reader.logs(QUESTION, chain.head);
    chain.extend(1, 'rental');
    expect(dataOf(await reader.logs(QUESTION, chain.head))).toEqual(['rental']);
    // The block with the rental is replaced by two empty ones: within the depth, so the window read again shows it gone.
    chain.reorganise(chain.head - 1, 2);
    expect(dataOf(await reader.logs(QUESTION, chain.head))).toEqual([]);
    expect(forks).toEqual([]);
  });

  it('finds a reorganisation deeper than the depth by the hash under its cursor, and reads again from the fork', async () => {
    const chain = new FakeChain(10);
    chain.extend(1, 'rental');
    chain.extend(5);
    const store = new MemoryLogStore();
    const forks: number[] = [];
    const reader = readerOn(chain, store, forks);
    // Read block by block, as a page does, so the cursor leaves checkpoints behind it.
    for (let head = 10; head <= chain.head; head++) await reader.logs(QUESTION, head);
    expect(dataOf((await store.load(`5:${ADDRESS.toLowerCase()}:all`))?.logs ?? [])).toEqual(['rental']);
    // Blocks 10 onwards (the rental's) are replaced; the rental lands three blocks later on the new branch.
    chain.reorganise(9, 3);
    chain.extend(1, 'rental moved');
    chain.extend(4);
    const logs = await reader.logs(QUESTION, chain.head);
    expect(logs.map((log) => [log.data, log.blockNumber])).toEqual([['rental moved', 13]]);
    expect(forks).toEqual([10]);
    // The dropped branch's log is gone from the store too: a reload does not bring it back.
    const fresh = readerOn(chain, store);
    expect(dataOf(await fresh.logs(QUESTION, chain.head))).toEqual(['rental moved']);
  });

  it('drops every kept log of a chain that restarted (its block number went back)', async () => {
    const chain = new FakeChain(20);
    chain.extend(1, 'old chain');
    chain.extend(5);
    const store = new MemoryLogStore();
    const forks: number[] = [];
    const reader = readerOn(chain, store, forks);
    await reader.logs(QUESTION, chain.head);
    chain.restart(4);
    expect(await reader.logs(QUESTION, chain.head)).toEqual([]);
    expect(forks).toEqual([DEPLOY_BLOCK]);
    expect((await store.load(`5:${ADDRESS.toLowerCase()}:all`))?.logs).toEqual([]);
  });

  it('checks the chain with one block request per new block, however many questions read', async () => {
    const chain = new FakeChain(30);
    const reader = readerOn(chain);
    const other = { name: 'other', topics: [TOPIC] };
    await Promise.all([reader.logs(QUESTION, chain.head), reader.logs(other, chain.head)]);
    chain.extend(1);
    const before = { ...chain.requests };
    await Promise.all([reader.logs(QUESTION, chain.head), reader.logs(other, chain.head)]);
    expect(chain.requests.getBlock - before.getBlock).toBe(1);
    // One eth_getLogs per question: the newly final block and the two newest, together.
    expect(chain.requests.getLogs - before.getLogs).toBe(2);
  });
});
