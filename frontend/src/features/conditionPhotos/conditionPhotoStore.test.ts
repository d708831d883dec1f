import { describe, expect, it } from 'vitest';
import { MemoryConditionPhotoStore, conditionPhotoKey } from './conditionPhotoStore';

const LENDER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

describe('condition photo store', () => {
  it('keys a set by scope, rental, stage, party (any case) and digest', () => {
    expect(conditionPhotoKey({ scope: '5:0xabc', rentalId: '12', stage: 'pickup', party: LENDER, digest: 'ff' })).toBe(
      `5:0xabc|12|pickup|${LENDER.toLowerCase()}|ff`,
    );
  });

  it('finds a rental’s sets, and not those of a rental whose id starts the same or of another contract', async () => {
    const store = new MemoryConditionPhotoStore();
    await store.save({ scope: '5:0xabc', rentalId: '1', stage: 'pickup', party: LENDER, digest: 'aa' }, ['data:,one']);
    await store.save({ scope: '5:0xabc', rentalId: '1', stage: 'return', party: LENDER, digest: 'bb' }, ['data:,two']);
    await store.save({ scope: '5:0xabc', rentalId: '12', stage: 'pickup', party: LENDER, digest: 'cc' }, [
      'data:,three',
    ]);
    await store.save({ scope: 'simulated', rentalId: '1', stage: 'pickup', party: LENDER, digest: 'dd' }, [
      'data:,four',
    ]);
    const sets = await store.forRental('5:0xabc', '1');
    expect(sets.map((set) => [set.digest, set.photos])).toEqual([
      ['aa', ['data:,one']],
      ['bb', ['data:,two']],
    ]);
  });
});
