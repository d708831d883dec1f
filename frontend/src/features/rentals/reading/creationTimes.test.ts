import { describe, expect, it } from 'vitest';
import { EXACT_CREATION_BLOCKS, creationTimes, type BlockTimeSource } from './creationTimes';

/** Block times on a chain where block n was made at 1,000 + 10·n + n² seconds (not a straight line), counting what is asked. */
function chainTimes(kept: Record<number, number> = {}) {
  const times: Partial<Record<number, number>> = { ...kept };
  const asked: number[] = [];
  const source: BlockTimeSource = {
    knownBlockTimes: () => Promise.resolve({ ...times }),
    blockTime: (block) => {
      asked.push(block);
      const time = 1_000 + 10 * block + block * block;
      times[block] = time;
      return Promise.resolve(time);
    },
  };
  return { source, asked, exact: (block: number) => 1_000 + 10 * block + block * block };
}

const rentalsAt = (blocks: number[]) => new Map(blocks.map((block, index) => [String(index + 1), block]));

describe('creationTimes', () => {
  it('asks the node every creation block when there are few, and nothing else', async () => {
    const { source, asked, exact } = chainTimes();
    const created = await creationTimes(rentalsAt([5, 9, 9, 12]), source, 1);
    expect(created).toEqual(
      new Map([
        ['1', exact(5)],
        ['2', exact(9)],
        ['3', exact(9)],
        ['4', exact(12)],
      ]),
    );
    expect(asked.sort((a, b) => a - b)).toEqual([5, 9, 12]);
  });

  it('asks only the newest blocks and the deployment block, places older ones between them in order, and uses kept times', async () => {
    const blocks = Array.from({ length: 100 }, (_, index) => 10 + index);
    const { source, asked, exact } = chainTimes({ 20: 1_234 });
    const created = await creationTimes(rentalsAt(blocks), source, 3);
    expect(asked.length).toBe(EXACT_CREATION_BLOCKS + 1);
    expect(asked).toContain(3);
    for (const block of blocks.slice(-EXACT_CREATION_BLOCKS)) expect(created.get(String(block - 9))).toBe(exact(block));
    expect(created.get('11')).toBe(1_234);
    const inOrder = blocks.map((block) => created.get(String(block - 9)) ?? Number.NaN);
    expect(inOrder).toEqual([...inOrder].sort((a, b) => a - b));
    // Between the kept block 20 (1,234) and the oldest asked block (exact), on the straight line.
    const oldestAsked = blocks.at(-EXACT_CREATION_BLOCKS) ?? 0;
    expect(created.get('21')).toBe(Math.round(1_234 + ((exact(oldestAsked) - 1_234) * (30 - 20)) / (oldestAsked - 20)));
  });

  it('asks nothing more on a later read of the same rentals', async () => {
    const blocks = Array.from({ length: 50 }, (_, index) => 10 + index);
    const { source, asked } = chainTimes();
    const first = await creationTimes(rentalsAt(blocks), source, 3);
    const before = asked.length;
    expect(await creationTimes(rentalsAt(blocks), source, 3)).toEqual(first);
    expect(asked.length).toBe(before);
  });
});
