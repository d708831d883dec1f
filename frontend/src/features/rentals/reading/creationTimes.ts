import type { EventLogReader } from '../../chain';

/**
 * On a first visit, the node is asked the time of at most this many creation blocks: the newest,
 * which the list (newest first) and the notifications show first. A block's time is one request
 * (eth_getBlockByNumber), so asking all of them cost one request per rental.
 */
export const EXACT_CREATION_BLOCKS = 16;

/** Where block times come from: the log reader, which keeps them with the logs. */
export type BlockTimeSource = Pick<EventLogReader, 'blockTime' | 'knownBlockTimes'>;

type Anchor = readonly [block: number, seconds: number];

/** The time of `block` on the straight line between the nearest anchors below and above it. */
function interpolate(anchors: readonly Anchor[], block: number): number {
  let below: Anchor | undefined;
  let above: Anchor | undefined;
  for (const anchor of anchors) {
    if (anchor[0] <= block && (!below || anchor[0] > below[0])) below = anchor;
    if (anchor[0] >= block && (!above || anchor[0] < above[0])) above = anchor;
  }
  if (!below || !above) return (below ?? above ?? [block, 0])[1];
  if (above[0] === below[0]) return below[1];
  return Math.round(below[1] + ((above[1] - below[1]) * (block - below[0])) / (above[0] - below[0]));
}

/**
 * The time of `block` (unix seconds) without asking the node: exact when kept, else placed between
 * the nearest kept times around it (as creationTimes places older creations). For events whose
 * block time nobody asked, such as a completion, so that reading them costs no request.
 */
export async function estimatedBlockTime(
  block: number,
  logs: Pick<BlockTimeSource, 'knownBlockTimes'>,
): Promise<number> {
  const times = await logs.knownBlockTimes();
  return times[block] ?? interpolate(anchorsOf(times), block);
}

const anchorsOf = (times: Readonly<Record<number, number | undefined>>): Anchor[] =>
  Object.entries(times).flatMap(([block, seconds]) =>
    seconds === undefined ? [] : [[Number(block), seconds] as const],
  );

/**
 * When each rental was created (the block of the account's first event about it), as unix seconds
 * by rental id. Exact for every block whose time is already kept (IndexedDB, from earlier visits)
 * and for the EXACT_CREATION_BLOCKS newest blocks, which are asked of the node; an older block's
 * time is placed between the nearest exact times around it (the deployment block's time, asked once,
 * bounds it from below). Block times only grow with the block number, so the order is exact too.
 */
export async function creationTimes(
  firstBlocks: ReadonlyMap<string, number>,
  logs: BlockTimeSource,
  deploymentBlock: number,
): Promise<Map<string, number>> {
  const kept = await logs.knownBlockTimes();
  const blocks = [...new Set(firstBlocks.values())].sort((a, b) => b - a);
  // The newest blocks only, never the next older ones: a later read asks nothing more than what is new.
  const asked = blocks.slice(0, EXACT_CREATION_BLOCKS).filter((block) => kept[block] === undefined);
  const estimated = blocks.slice(EXACT_CREATION_BLOCKS).some((block) => kept[block] === undefined);
  if (estimated && kept[deploymentBlock] === undefined) asked.push(deploymentBlock);
  await Promise.all(asked.map((block) => logs.blockTime(block)));
  const times = await logs.knownBlockTimes();
  const anchors = anchorsOf(times);
  const created = new Map<string, number>();
  for (const [id, block] of firstBlocks) created.set(id, times[block] ?? interpolate(anchors, block));
  return created;
}
