import { describe, expect, it } from 'vitest';
import {
  catalogueHeading,
  filterAndSortTools,
  isFiltered,
  parseCategoryFilter,
  parseRateFilter,
  parseSort,
  similarTools,
  type ToolQuery,
} from './toolFilters';
import { priceRangeError, rateFilterError } from './priceRange';
import { loadSampleTools } from './sampleTools';
import { expectDefined, nth } from '../../test/defined';

const tools = loadSampleTools();
const names = (list: { name: string }[]) => list.map((tool) => tool.name);

describe('filterAndSortTools', () => {
  it('shows every tool newest first by default', () => {
    const shown = filterAndSortTools(tools, { search: '', category: 'all', sort: 'newest' });
    expect(shown.map((tool) => tool.id)).toEqual([
      'tool-1',
      'tool-2',
      'tool-3',
      'tool-4',
      'tool-5',
      'tool-6',
      'tool-7',
      'tool-8',
      'tool-9',
      'tool-10',
    ]);
  });

  it('sorts oldest first', () => {
    expect(nth(filterAndSortTools(tools, { search: '', category: 'all', sort: 'oldest' }), 0, 'tool').id).toBe(
      'tool-10',
    );
  });

  it('sorts by daily rate, low to high and high to low', () => {
    const rates = (sort: 'priceAsc' | 'priceDesc') =>
      filterAndSortTools(tools, { search: '', category: 'all', sort }).map((tool) => tool.rentalRate);
    expect(rates('priceAsc')).toEqual([0.008, 0.009, 0.01, 0.011, 0.012, 0.013, 0.015, 0.018, 0.02, 0.025]);
    expect(rates('priceDesc')).toEqual([0.025, 0.02, 0.018, 0.015, 0.013, 0.012, 0.011, 0.01, 0.009, 0.008]);
  });

  it('filters by category', () => {
    expect(names(filterAndSortTools(tools, { search: '', category: 'gardening', sort: 'newest' }))).toEqual([
      'Hedge Trimmer',
      'Lawn Mower Petrol 46 cm',
    ]);
  });

  it('searches name, description and location, case-insensitively, every word', () => {
    expect(names(filterAndSortTools(tools, { search: 'DRILL', category: 'all', sort: 'newest' }))).toEqual([
      'Cordless Drill 18V',
      'Rotary Hammer SDS-Plus',
    ]);
    expect(names(filterAndSortTools(tools, { search: 'shelbyville', category: 'all', sort: 'newest' }))).toEqual([
      'Hedge Trimmer',
      'Digital Multimeter',
    ]);
    expect(names(filterAndSortTools(tools, { search: 'concrete', category: 'all', sort: 'newest' }))).toEqual([
      'Rotary Hammer SDS-Plus',
    ]);
    expect(filterAndSortTools(tools, { search: 'cordless shelbyville', category: 'all', sort: 'newest' })).toEqual([]);
  });

  it('combines search and category', () => {
    expect(
      names(filterAndSortTools(tools, { search: 'springfield', category: 'power tools', sort: 'priceDesc' })),
    ).toEqual(['Angle Grinder 125 mm', 'Cordless Drill 18V']);
  });
});

describe('address parameters', () => {
  it('reads known categories and sorts, and falls back to all / newest', () => {
    expect(parseCategoryFilter('plumbing')).toBe('plumbing');
    expect(parseCategoryFilter('rockets')).toBe('all');
    expect(parseCategoryFilter(null)).toBe('all');
    expect(parseSort('priceAsc')).toBe('priceAsc');
    expect(parseSort('cheapest')).toBe('newest');
  });
});

describe('similarTools', () => {
  it('gives up to four others of the same category, never the tool itself', () => {
    const drill = expectDefined(
      tools.find((tool) => tool.id === 'tool-1'),
      'tool-1',
    );
    expect(similarTools(tools, drill).map((tool) => tool.id)).toEqual(['tool-10']);
    const many = Array.from({ length: 6 }, (_, index) => ({
      ...drill,
      id: `copy-${index}`,
      createdAt: `2026-01-0${index + 1}T00:00:00.000Z`,
    }));
    const similar = similarTools([drill, ...many], drill);
    expect(similar).toHaveLength(4);
    expect(similar.map((tool) => tool.id)).toEqual(['copy-5', 'copy-4', 'copy-3', 'copy-2']);
  });
});

describe('price range and "available only"', () => {
  const all: ToolQuery = { search: '', category: 'all', sort: 'priceAsc' };
  const rates = (query: Partial<ToolQuery>) =>
    filterAndSortTools(tools, { ...all, ...query }).map((tool) => tool.rentalRate);

  it('keeps the rates within the range, both ends included', () => {
    expect(rates({ minRate: '0.011', maxRate: '0.015' })).toEqual([0.011, 0.012, 0.013, 0.015]);
    expect(rates({ minRate: '0.02' })).toEqual([0.02, 0.025]);
    expect(rates({ maxRate: '0.009' })).toEqual([0.008, 0.009]);
    expect(rates({ minRate: null, maxRate: null })).toHaveLength(10);
  });

  it('compares in wei, exactly: one wei more or less is out', () => {
    expect(rates({ minRate: '0.013000000000000001' })).not.toContain(0.013);
    expect(rates({ maxRate: '0.012999999999999999' })).not.toContain(0.013);
    expect(rates({ minRate: '0.013', maxRate: '0.013' })).toEqual([0.013]);
  });

  it('leaves out the tools their owners list as unavailable when asked', () => {
    const listed = tools.map((tool) =>
      tool.id === 'tool-4' ? { ...tool, available: false } : { ...tool, available: true },
    );
    const ids = (availableOnly: boolean) =>
      filterAndSortTools(listed, { ...all, sort: 'newest', availableOnly }).map((tool) => tool.id);
    expect(ids(true)).not.toContain('tool-4');
    expect(ids(true)).toHaveLength(9);
    expect(ids(false)).toContain('tool-4');
  });

  it('reads a rate from the address as exact ETH text, and anything else as no limit', () => {
    expect(parseRateFilter('0.0100')).toBe('0.01');
    expect(parseRateFilter(' .5 ')).toBe('0.5');
    expect(parseRateFilter('0.000000000000000001')).toBe('0.000000000000000001');
    for (const value of [null, '', 'abc', '-1', '1e-3', '0.0000000000000000001'])
      expect(parseRateFilter(value)).toBeNull();
  });

  it('says why a typed range cannot be used', () => {
    expect(rateFilterError('')).toBeNull();
    expect(rateFilterError('0.015')).toBeNull();
    expect(rateFilterError('cheap')).toBe('Enter an amount in ETH, such as 0.01');
    expect(rateFilterError('-0.1')).toBe('Enter an amount in ETH, such as 0.01');
    expect(rateFilterError('0.0000000000000000001')).toBe('At most 18 decimals (1 wei)');
    expect(priceRangeError('0.02', '0.01')).toBe('The minimum is above the maximum');
    expect(priceRangeError('0.01', '0.010')).toBeNull();
    expect(priceRangeError('', '0.01')).toBeNull();
    expect(priceRangeError('x', '0.01')).toBe('Enter an amount in ETH, such as 0.01');
  });
});

describe('catalogueHeading', () => {
  const query = (changes: Partial<ToolQuery>): ToolQuery => ({
    search: '',
    category: 'all',
    sort: 'newest',
    ...changes,
  });

  it('names the filter instead of a fixed heading', () => {
    expect(catalogueHeading(query({}))).toBe('All tools');
    expect(catalogueHeading(query({ sort: 'priceAsc' }))).toBe('All tools');
    expect(catalogueHeading(query({ category: 'gardening' }))).toBe('Gardening tools');
    expect(catalogueHeading(query({ category: 'power tools' }))).toBe('Power tools');
    expect(catalogueHeading(query({ availableOnly: true }))).toBe('Available tools');
    expect(catalogueHeading(query({ category: 'automotive', availableOnly: true, maxRate: '0.02' }))).toBe(
      'Available automotive tools up to 0.02 ETH/day',
    );
    expect(catalogueHeading(query({ minRate: '0.01' }))).toBe('Tools from 0.01 ETH/day');
    expect(catalogueHeading(query({ minRate: '0.01', maxRate: '0.02' }))).toBe('Tools from 0.01 to 0.02 ETH/day');
  });

  it('names the search, and what else narrows it', () => {
    expect(catalogueHeading(query({ search: 'drill' }))).toBe('Results for “drill”');
    expect(catalogueHeading(query({ search: 'drill', category: 'hand tools' }))).toBe(
      'Results for “drill” in hand tools',
    );
  });

  it('tells a filtered query from the whole catalogue (the sort narrows nothing)', () => {
    expect(isFiltered(query({ sort: 'oldest' }))).toBe(false);
    for (const changes of [
      { search: 'saw' },
      { category: 'plumbing' as const },
      { minRate: '0' },
      { maxRate: '1' },
      { availableOnly: true },
    ]) {
      expect(isFiltered(query(changes))).toBe(true);
    }
  });
});

describe('the price filter per currency', () => {
  // Two dollar listings beside the ETH samples.
  const ladder = {
    ...nth(tools, 0, 'tool'),
    id: 'usd-ladder',
    name: 'Ladder',
    currency: 'USDC' as const,
    rentalRate: 8.5,
  };
  const saw = { ...nth(tools, 1, 'tool'), id: 'usd-saw', name: 'Saw', currency: 'USDC' as const, rentalRate: 12 };
  const mixed = [...tools, ladder, saw];
  const query = (changes: Partial<ToolQuery>): ToolQuery => ({
    search: '',
    category: 'all',
    sort: 'priceAsc',
    ...changes,
  });

  it('bounds the rate in USDC, both ends included, and leaves ETH listings out', () => {
    expect(names(filterAndSortTools(mixed, query({ currency: 'USDC', minRate: '8.50', maxRate: '12.00' })))).toEqual([
      'Ladder',
      'Saw',
    ]);
    expect(names(filterAndSortTools(mixed, query({ currency: 'USDC', minRate: '8.500001' })))).toEqual(['Saw']);
  });

  it('reads a range without a currency as ETH, so 0.02 ETH/day never lets a 12 USDC listing in', () => {
    const shown = filterAndSortTools(mixed, query({ maxRate: '100' }));
    expect(shown).toHaveLength(tools.length);
    expect(shown.every((tool) => tool.currency === undefined)).toBe(true);
  });

  it('lists one currency alone when chosen without a range', () => {
    expect(names(filterAndSortTools(mixed, query({ currency: 'USDC' })))).toEqual(['Ladder', 'Saw']);
    expect(filterAndSortTools(mixed, query({ currency: 'ETH' }))).toHaveLength(tools.length);
    expect(isFiltered(query({ currency: 'USDC' }))).toBe(true);
  });

  it('keeps each currency together when sorting by price, high to low the reverse', () => {
    const ascending = filterAndSortTools(mixed, query({ sort: 'priceAsc' }));
    expect(names(ascending.slice(-2))).toEqual(['Ladder', 'Saw']);
    expect(names(filterAndSortTools(mixed, query({ sort: 'priceDesc' })).slice(0, 2))).toEqual(['Saw', 'Ladder']);
  });

  it('reads a USDC limit to the millionth and names the currency in the heading', () => {
    expect(parseRateFilter('12', 'USDC')).toBe('12.00');
    expect(parseRateFilter('12.0000001', 'USDC')).toBeNull();
    expect(parseRateFilter('0.0100', null)).toBe('0.01');
    expect(catalogueHeading(query({ currency: 'USDC', minRate: '10.00', maxRate: '20.00' }))).toBe(
      'Tools from 10.00 to 20.00 USDC/day',
    );
    expect(catalogueHeading(query({ currency: 'USDC' }))).toBe('Tools priced in USDC');
  });

  it('says why a dollar limit cannot be read', () => {
    expect(rateFilterError('1.0000001', 'USDC')).toBe('At most 6 decimals');
    expect(rateFilterError('ten', 'USDC')).toBe('Enter an amount in USDC, such as 12.50');
    expect(priceRangeError('20', '10', 'USDC')).toBe('The minimum is above the maximum');
  });
});
