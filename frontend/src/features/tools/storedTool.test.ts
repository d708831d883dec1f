import { describe, expect, it } from 'vitest';
import { loadSampleTools } from './sampleTools';
import { readStoredTool } from './storedTool';

const good = () => ({ ...loadSampleTools()[0] });

describe('readStoredTool', () => {
  it('reads a well-formed record, keeping only the fields of a tool', () => {
    const reading = readStoredTool({ ...good(), extra: 'ignored' });
    expect(reading.problem).toBeNull();
    expect(reading.tool).toEqual(good());
  });

  it('keeps the lender’s cancellation fee, and a record from before the form asked has none', () => {
    expect(readStoredTool({ ...good(), cancellationFeeBps: 1000 }).tool?.cancellationFeeBps).toBe(1000);
    expect(readStoredTool(good()).tool).not.toHaveProperty('cancellationFeeBps');
  });

  it('refuses every kind of damage with a reason, never throwing', () => {
    const damaged: [unknown, string][] = [
      [null, 'not a record'],
      ['a string', 'not a record'],
      [[1, 2], 'not a record'],
      [{ ...good(), id: 42 }, 'no usable id'],
      [{ ...good(), name: '' }, 'name missing or too long'],
      [{ ...good(), name: 'x'.repeat(121) }, 'name missing or too long'],
      [{ ...good(), description: undefined }, 'description missing or too long'],
      [{ ...good(), location: 'x'.repeat(121) }, 'location missing or too long'],
      [{ ...good(), category: 'weapons' }, 'unknown category'],
      [{ ...good(), rentalRate: '0.01' }, 'rental rate is not an amount'],
      [{ ...good(), rentalRate: Number.POSITIVE_INFINITY }, 'rental rate is not an amount'],
      [{ ...good(), collateralRequired: -1 }, 'collateral is not an amount'],
      [{ ...good(), imageUrls: 'photo.jpg' }, 'photos unreadable'],
      [{ ...good(), imageUrls: [1] }, 'photos unreadable'],
      [{ ...good(), specifications: ['x'.repeat(201)] }, 'specifications unreadable or too long'],
      [
        { ...good(), specifications: Array.from({ length: 31 }, () => 'spec') },
        'specifications unreadable or too long',
      ],
      [{ ...good(), ownerId: '' }, 'no owner'],
      [{ ...good(), ownerWalletAddress: 'not-an-address' }, 'owner wallet is not an address'],
      [{ ...good(), available: 'yes' }, 'availability unreadable'],
      [{ ...good(), createdAt: 'yesterday' }, 'creation time unreadable'],
      [{ ...good(), cancellationFeeBps: 5001 }, 'cancellation fee is not 0 to 5,000 bps'],
      [{ ...good(), cancellationFeeBps: 12.5 }, 'cancellation fee is not 0 to 5,000 bps'],
      [{ ...good(), cancellationFeeBps: '1000' }, 'cancellation fee is not 0 to 5,000 bps'],
    ];
    for (const [record, problem] of damaged) {
      expect(readStoredTool(record), JSON.stringify(record).slice(0, 80)).toEqual({ tool: null, problem });
    }
  });
});
