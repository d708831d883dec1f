import type { Provider } from 'ethers';

/** A log as kept by the reader: what decoding needs, and where it sits in the chain. */
export interface StoredLog {
  blockNumber: number;
  logIndex: number;
  transactionHash: string;
  topics: string[];
  data: string;
}

/** What has been read for one question: every matching log up to and including block `cursor`. */
export interface LogRecord {
  cursor: number;
  logs: StoredLog[];
  /** For a question about some rentals: the ids (topic1) the logs cover. */
  ids?: string[];
}

/** Block timestamps (unix seconds) by block number, for the blocks seen so far: blocks never change their time once final. */
export type BlockTimes = Partial<Record<number, number>>;

/** Where read logs (and the times of their blocks) are kept between visits (IndexedDB in the browser, memory in tests). */
export interface LogStore {
  load: (key: string) => Promise<LogRecord | null>;
  save: (key: string, record: LogRecord) => Promise<void>;
  loadBlockTimes: (key: string) => Promise<BlockTimes | null>;
  saveBlockTimes: (key: string, times: BlockTimes) => Promise<void>;
}

export class MemoryLogStore implements LogStore {
  private readonly records = new Map<string, LogRecord>();
  private readonly times = new Map<string, BlockTimes>();

  load(key: string): Promise<LogRecord | null> {
    return Promise.resolve(this.records.get(key) ?? null);
  }

  save(key: string, record: LogRecord): Promise<void> {
    this.records.set(key, record);
    return Promise.resolve();
  }

  loadBlockTimes(key: string): Promise<BlockTimes | null> {
    return Promise.resolve(this.times.get(key) ?? null);
  }

  saveBlockTimes(key: string, times: BlockTimes): Promise<void> {
    this.times.set(key, { ...times });
    return Promise.resolve();
  }
}

/**
 * One question asked of the contract's logs: `name` identifies it (with the account or rental it is
 * about) and `topics` is the eth_getLogs topic filter (topic0 = event, then the indexed arguments; an
 * array is "any of", null "anything").
 */
export interface LogQuestion {
  name: string;
  topics: (string | string[] | null)[];
  /**
   * Only these rentals' logs (topic1, the indexed rentalId, as 32-byte hex). The set may grow between
   * calls: a new id's past is read once, then all of them advance together with one request per range.
   */
  rentalIds?: string[];
}

/** At most this many ids in one request's topic list (some providers limit the filter's size). */
const MAX_IDS_PER_REQUEST = 200;

export interface EventLogReaderOptions {
  /** Where logs are read (asked at each read: the wallet's provider or a read-only RPC). */
  getProvider: () => Provider;
  chainId: number;
  address: string;
  /** The deployment's block: nothing older is ever read. */
  fromBlock: number;
  /** The widest block range of one eth_getLogs request (public providers limit it). */
  maxBlockRange?: number;
  store?: LogStore;
}

export const DEFAULT_MAX_BLOCK_RANGE = 2_000;

const byPosition = (a: StoredLog, b: StoredLog) => a.blockNumber - b.blockNumber || a.logIndex - b.logIndex;

/**
 * Reads each block range of the contract's logs once per question: a cursor per chain, contract and
 * question says how far it has read; a new call reads only the blocks after it, in ranges of at most
 * `maxBlockRange` blocks, and keeps the result in the store, so that a returning visitor reads only
 * the blocks since the last visit. Calls for one question run one after another, so two readers never
 * read (or store) the same range twice.
 */
export class EventLogReader {
  private readonly options: EventLogReaderOptions;
  private readonly store: LogStore;
  /** The last call per question: the next waits for it. */
  private readonly queues = new Map<string, Promise<unknown>>();
  /** Records loaded or read in this session, so the store is asked once per question. */
  private readonly records = new Map<string, LogRecord>();
  private blockTimes: Promise<BlockTimes> | null = null;
  private readonly blockTimeRequests = new Map<number, Promise<number>>();

  constructor(options: EventLogReaderOptions) {
    this.options = options;
    this.store = options.store ?? new MemoryLogStore();
  }

  /** The store key of a question: chain, contract and the question itself. */
  keyOf(question: LogQuestion): string {
    return `${this.options.chainId}:${this.options.address.toLowerCase()}:${question.name}`;
  }

  /**
   * The time (unix seconds) of a block, asked of the node once and kept with the logs, so that a
   * returning visitor does not ask again.
   */
  async blockTime(blockNumber: number): Promise<number> {
    const times = await this.keptBlockTimes();
    const known = times[blockNumber];
    if (known !== undefined) return known;
    let request = this.blockTimeRequests.get(blockNumber);
    if (!request) {
      request = this.options
        .getProvider()
        .getBlock(blockNumber)
        .then((block) => {
          const time = block?.timestamp ?? Math.floor(Date.now() / 1000);
          times[blockNumber] = time;
          this.scheduleTimesSave(times);
          return time;
        })
        .finally(() => this.blockTimeRequests.delete(blockNumber));
      this.blockTimeRequests.set(blockNumber, request);
    }
    return request;
  }

  /** The block times read so far (in this session or a kept one), without asking the node. */
  async knownBlockTimes(): Promise<Readonly<BlockTimes>> {
    return this.keptBlockTimes();
  }

  private keptBlockTimes(): Promise<BlockTimes> {
    this.blockTimes ??= this.store
      .loadBlockTimes(this.timesKey())
      .catch(() => null)
      .then((stored) => stored ?? {});
    return this.blockTimes;
  }

  private timesSave: ReturnType<typeof setTimeout> | null = null;

  /** Block times are saved once a batch of them has been read, not one write per block. */
  private scheduleTimesSave(times: BlockTimes) {
    if (this.timesSave) return;
    this.timesSave = setTimeout(() => {
      this.timesSave = null;
      this.store
        .saveBlockTimes(this.timesKey(), times)
        .catch((error: unknown) => console.error('Keeping block times failed:', error));
    }, 0);
  }

  private timesKey(): string {
    return `${this.options.chainId}:${this.options.address.toLowerCase()}:blockTimes`;
  }

  /** Every log matching `question` from the deployment block through `toBlock`, oldest first. */
  logs(question: LogQuestion, toBlock: number): Promise<StoredLog[]> {
    const key = this.keyOf(question);
    const previous = this.queues.get(key) ?? Promise.resolve();
    const next = previous.catch(() => undefined).then(() => this.readThrough(key, question, toBlock));
    this.queues.set(key, next);
    return next;
  }

  private async readThrough(key: string, question: LogQuestion, toBlock: number): Promise<StoredLog[]> {
    let record = this.records.get(key) ?? (await this.loadStored(key));
    const known = new Set(record.ids ?? []);
    const newIds = (question.rentalIds ?? []).filter((id) => !known.has(id));
    const fresh: StoredLog[] = [];
    // A rental new to the question: its past up to the cursor, once.
    if (newIds.length > 0 && record.cursor >= this.options.fromBlock) {
      fresh.push(...(await this.readRange(question, newIds, this.options.fromBlock, Math.min(record.cursor, toBlock))));
    }
    const ids = question.rentalIds ? [...known, ...newIds] : undefined;
    if (record.cursor < toBlock && (ids === undefined || ids.length > 0)) {
      if (ids && ids.length > MAX_IDS_PER_REQUEST) {
        // Many rentals: one request for all the contract's new logs, kept when they are about ours,
        // rather than one request per group of ids for every new block.
        const wanted = new Set(ids);
        const all = await this.readRange({ ...question, rentalIds: undefined }, undefined, record.cursor + 1, toBlock);
        fresh.push(...all.filter((log) => wanted.has(log.topics[1] ?? '')));
      } else {
        fresh.push(...(await this.readRange(question, ids, record.cursor + 1, toBlock)));
      }
    }
    const cursor = Math.max(record.cursor, toBlock);
    if (fresh.length === 0 && cursor === record.cursor && newIds.length === 0)
      return record.logs.filter((log) => log.blockNumber <= toBlock);
    record = {
      cursor,
      logs: fresh.length === 0 ? record.logs : [...record.logs, ...fresh].sort(byPosition),
      ...(ids ? { ids } : {}),
    };
    this.records.set(key, record);
    await this.store.save(key, record).catch((error: unknown) => console.error('Keeping the read logs failed:', error));
    return record.logs.filter((log) => log.blockNumber <= toBlock);
  }

  private async loadStored(key: string): Promise<LogRecord> {
    const stored = await this.store.load(key).catch(() => null);
    const record = stored ?? { cursor: this.options.fromBlock - 1, logs: [] };
    this.records.set(key, record);
    return record;
  }

  /** eth_getLogs for blocks `from`..`to` (of rentals `ids` when given), in ranges no wider than the limit. */
  private async readRange(
    question: LogQuestion,
    ids: string[] | undefined,
    from: number,
    to: number,
  ): Promise<StoredLog[]> {
    const step = Math.max(1, this.options.maxBlockRange ?? DEFAULT_MAX_BLOCK_RANGE);
    const idGroups: (string[] | null)[] = [];
    if (ids === undefined) idGroups.push(null);
    else
      for (let index = 0; index < ids.length; index += MAX_IDS_PER_REQUEST)
        idGroups.push(ids.slice(index, index + MAX_IDS_PER_REQUEST));
    const logs: StoredLog[] = [];
    for (let start = from; start <= to; start += step) {
      const end = Math.min(to, start + step - 1);
      for (const group of idGroups) {
        const topics =
          group === null ? question.topics : [question.topics[0] ?? null, group, ...question.topics.slice(2)];
        const found = await this.options
          .getProvider()
          .getLogs({ address: this.options.address, topics, fromBlock: start, toBlock: end });
        for (const log of found) {
          logs.push({
            blockNumber: log.blockNumber,
            logIndex: log.index,
            transactionHash: log.transactionHash,
            topics: [...log.topics],
            data: log.data,
          });
        }
      }
    }
    return logs;
  }
}
