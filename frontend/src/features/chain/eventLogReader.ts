import type { Provider } from 'ethers';

/** A log as kept by the reader: what decoding needs, and where it sits in the chain. */
export interface StoredLog {
  blockNumber: number;
  logIndex: number;
  transactionHash: string;
  topics: string[];
  data: string;
}

/** What has been read for one question: every matching log up to and including block `cursor`, all of them final. */
export interface LogRecord {
  cursor: number;
  logs: StoredLog[];
  /** For a question about some rentals: the ids (topic1) the logs cover. */
  ids?: string[];
  /**
   * The hashes of the last blocks the cursor stood on, oldest first: a hash the chain no longer has
   * there means a reorganisation deeper than the confirmation depth, and the newest one it still
   * has is where reading starts again.
   */
  checkpoints?: Checkpoint[];
}

/** A block the cursor stood on, and its hash then. */
export interface Checkpoint {
  block: number;
  hash: string;
}

/** How many checkpoints a record keeps: a fork older than all of them reads the question again from the deployment. */
const MAX_CHECKPOINTS = 16;

/** Block timestamps (unix seconds) by block number, for the blocks seen so far: blocks never change their time once final. */
export type BlockTimes = Partial<Record<number, number>>;

/** Where read logs (and the times of their blocks) are kept between visits (IndexedDB in the browser, memory in tests). */
export interface LogStore {
  load: (key: string) => Promise<LogRecord | null>;
  save: (key: string, record: LogRecord) => Promise<void>;
  loadBlockTimes: (key: string) => Promise<BlockTimes | null>;
  saveBlockTimes: (key: string, times: BlockTimes) => Promise<void>;
}

/** What the reader asks of a node: logs, and blocks (their time and hash). */
export type LogProvider = Pick<Provider, 'getLogs' | 'getBlock'>;

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
  getProvider: () => LogProvider;
  chainId: number;
  address: string;
  /** The deployment's block: nothing older is ever read. */
  fromBlock: number;
  /** The widest block range of one eth_getLogs request (public providers limit it). */
  maxBlockRange?: number;
  store?: LogStore;
  /**
   * Blocks a log must be buried under before it is final (docs/chain-faults.md): logs in the newest
   * `confirmations` blocks may still be reorganised away, so they are read again at every call and
   * never kept. 0: every log read is final at once.
   */
  confirmations?: number;
  /** Told when a reorganisation is found under a cursor: the block reading starts again after. */
  onFork?: (forkBlock: number) => void;
}

export const DEFAULT_MAX_BLOCK_RANGE = 2_000;

const byPosition = (a: StoredLog, b: StoredLog) => a.blockNumber - b.blockNumber || a.logIndex - b.logIndex;

/**
 * Reads each block range of the contract's logs once per question: a cursor per chain, contract and
 * question says how far it has read; a new call reads only the blocks after it, in ranges of at most
 * `maxBlockRange` blocks, and keeps the result in the store, so that a returning visitor reads only
 * the blocks since the last visit. Calls for one question run one after another, so two readers never
 * read (or store) the same range twice.
 *
 * Reorganisations: only logs at least `confirmations` blocks deep are final and kept; the newer ones
 * are read again at each new block (with the final range's advance: one request), so a shallow
 * reorganisation is seen at the next block. The cursor's block hash is checked against the chain at
 * each new block; when it changed (a deeper reorganisation, or a local node restarted), the logs after
 * the newest checkpoint the chain still has are dropped and read again.
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
  /** The logs newer than the cursor read for a question at one head block: asked again only at another. */
  private readonly recent = new Map<string, { toBlock: number; from: number; ids: number; logs: StoredLog[] }>();
  /** Block hashes asked of the node for the head block they were asked at: one request per block and head. */
  private hashes: { head: number; byBlock: Map<number, Promise<string | null>> } = { head: -1, byBlock: new Map() };

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
    let record = await this.checkedRecord(key, toBlock);
    const known = new Set(record.ids ?? []);
    const newIds = (question.rentalIds ?? []).filter((id) => !known.has(id));
    const ids = question.rentalIds ? [...known, ...newIds] : undefined;
    // Final: buried under the confirmation depth. Never behind the cursor: a chain that went back is found by checkedRecord.
    const finalTo = Math.max(record.cursor, toBlock - (this.options.confirmations ?? 0));
    const past: StoredLog[] = [];
    // A rental new to the question: its past up to the cursor, once.
    if (newIds.length > 0 && record.cursor >= this.options.fromBlock) {
      past.push(...(await this.readRange(question, newIds, this.options.fromBlock, Math.min(record.cursor, toBlock))));
    }
    // Everything after the cursor, final or not, in one read (kept for this head block).
    const after =
      ids?.length === 0 ? [] : await this.readAfter(key, question, ids, record.cursor, toBlock, newIds.length > 0);
    const becameFinal = after.filter((log) => log.blockNumber <= finalTo);
    const recent = after.filter((log) => log.blockNumber > finalTo);
    if (finalTo > record.cursor || past.length > 0 || newIds.length > 0) {
      const checkpoint = finalTo > record.cursor ? await this.hashAt(finalTo, toBlock) : null;
      const checkpoints = [...(record.checkpoints ?? [])];
      if (checkpoint) checkpoints.push({ block: finalTo, hash: checkpoint });
      record = {
        cursor: finalTo,
        logs:
          past.length + becameFinal.length === 0
            ? record.logs
            : [...record.logs, ...past, ...becameFinal].sort(byPosition),
        ...(ids ? { ids } : {}),
        checkpoints: checkpoints.slice(-MAX_CHECKPOINTS),
      };
      this.records.set(key, record);
      await this.store
        .save(key, record)
        .catch((error: unknown) => console.error('Keeping the read logs failed:', error));
      // The part read that is now final is kept; the next call at this head reads only the rest.
      this.recent.set(key, { toBlock, from: finalTo + 1, ids: ids?.length ?? 0, logs: recent });
    }
    return [...record.logs.filter((log) => log.blockNumber <= toBlock), ...recent].sort(byPosition);
  }

  /**
   * The logs after `cursor` through `toBlock`, read once per head block (calls at the same head share
   * them); read again when rentals joined the question.
   */
  private async readAfter(
    key: string,
    question: LogQuestion,
    ids: string[] | undefined,
    cursor: number,
    toBlock: number,
    idsGrew: boolean,
  ): Promise<StoredLog[]> {
    if (cursor >= toBlock) return [];
    const kept = this.recent.get(key);
    if (!idsGrew && kept?.toBlock === toBlock && kept.from === cursor + 1 && kept.ids === (ids?.length ?? 0))
      return kept.logs;
    let logs: StoredLog[];
    if (ids && ids.length > MAX_IDS_PER_REQUEST) {
      // Many rentals: one request for all the contract's new logs, kept when they are about ours,
      // rather than one request per group of ids for every new block.
      const wanted = new Set(ids);
      const all = await this.readRange({ ...question, rentalIds: undefined }, undefined, cursor + 1, toBlock);
      logs = all.filter((log) => wanted.has(log.topics[1] ?? ''));
    } else {
      logs = await this.readRange(question, ids, cursor + 1, toBlock);
    }
    this.recent.set(key, { toBlock, from: cursor + 1, ids: ids?.length ?? 0, logs });
    return logs;
  }

  /**
   * The question's record, first checked against the chain at `toBlock`: when the block under its
   * cursor has another hash now (or no longer exists), everything after the newest checkpoint the
   * chain still has is dropped, and reading starts again there.
   */
  private async checkedRecord(key: string, toBlock: number): Promise<LogRecord> {
    const record = this.records.get(key) ?? (await this.loadStored(key));
    // Nothing final read yet: nothing to check.
    if (record.cursor < this.options.fromBlock) return record;
    const checkpoints = record.checkpoints ?? [];
    const newest = checkpoints.at(-1);
    // The newest checkpoint the chain still has, newest first; the cursor's own one: the record holds.
    let onChain = checkpoints.length;
    while (onChain > 0 && !(await this.stillOnChain(checkpoints[onChain - 1], toBlock))) onChain--;
    if (newest && onChain === checkpoints.length) return record;
    const kept = checkpoints.slice(0, onChain);
    const forkBase = kept.at(-1)?.block ?? this.options.fromBlock - 1;
    const cut: LogRecord = {
      cursor: forkBase,
      logs: record.logs.filter((log) => log.blockNumber <= forkBase),
      ...(record.ids ? { ids: record.ids } : {}),
      checkpoints: kept,
    };
    this.records.set(key, cut);
    this.recent.delete(key);
    await this.forgetBlockTimesAfter(forkBase);
    await this.store.save(key, cut).catch((error: unknown) => console.error('Keeping the read logs failed:', error));
    // A record kept without checkpoints (written before they existed) cannot be checked: read again, quietly.
    if (newest) this.options.onFork?.(forkBase + 1);
    return cut;
  }

  /** Whether the chain whose head is `head` still has `checkpoint`'s block, with the same hash. */
  private async stillOnChain(checkpoint: Checkpoint | undefined, head: number): Promise<boolean> {
    return (
      checkpoint !== undefined &&
      checkpoint.block <= head &&
      (await this.hashAt(checkpoint.block, head)) === checkpoint.hash
    );
  }

  /**
   * The hash of block `block` on the chain whose head is `head` (null when the chain has no such
   * block), asked once per block and head. A new head first asks for its newest final block, whose
   * parent hash answers for the previous cursor too: one request per new block in the usual case.
   */
  private hashAt(block: number, head: number): Promise<string | null> {
    if (this.hashes.head !== head) {
      this.hashes = { head, byBlock: new Map() };
      const finalBlock = head - (this.options.confirmations ?? 0);
      if (finalBlock > this.options.fromBlock) {
        const found = this.requestBlock(finalBlock);
        void this.rememberHash(
          finalBlock,
          found.then((header) => header?.hash ?? null),
        );
        void this.rememberHash(
          finalBlock - 1,
          found.then((header) => header?.parentHash ?? null),
        );
      }
    }
    return (
      this.hashes.byBlock.get(block) ??
      this.rememberHash(
        block,
        this.requestBlock(block).then((header) => header?.hash ?? null),
      )
    );
  }

  /** Keeps a block's hash request for the current head; a failed one is asked again by the next call, not remembered. */
  private rememberHash(block: number, hash: Promise<string | null>): Promise<string | null> {
    const byBlock = this.hashes.byBlock;
    byBlock.set(block, hash);
    hash.catch(() => {
      if (byBlock.get(block) === hash) byBlock.delete(block);
    });
    return hash;
  }

  private requestBlock(block: number): Promise<{ hash: string | null; parentHash: string } | null> {
    return Promise.resolve(this.options.getProvider().getBlock(block));
  }

  /** Block times past a fork belonged to the dropped branch. */
  private async forgetBlockTimesAfter(block: number): Promise<void> {
    const times = await this.keptBlockTimes();
    let changed = false;
    for (const number of Object.keys(times).map(Number))
      if (number > block) {
        Reflect.deleteProperty(times, number);
        changed = true;
      }
    if (changed) this.scheduleTimesSave(times);
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
