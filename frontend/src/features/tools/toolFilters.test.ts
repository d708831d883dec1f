import { describe, expect, it } from 'vitest';
import { filterAndSortTools, parseCategoryFilter, parseSort, similarTools } from './toolFilters';
import { loadSampleTools } from './sampleTools';
import { expectDefined, nth } from '../../test/defined';

const tools = loadSampleTools();
const names = (list: { name: string }[]) => list.map((tool) => tool.name);

describe('filterAndSortTools', () => {
  it('shows every tool newest first by default', () => {
    const shown = filterAndSortTools(tools, { search: '', category: 'all', sort: 'newest' });
    expect(shown.map((tool) => tool.id)).toEqual(['tool-1', 'tool-2', 'tool-3', 'tool-4', 'tool-5', 'tool-6', 'tool-7', 'tool-8', 'tool-9', 'tool-10']);
  });

  it('sorts oldest first', () => {
    expect(nth(filterAndSortTools(tools, { search: '', category: 'all', sort: 'oldest' }), 0, 'tool').id).toBe('tool-10');
  });

  it('sorts by daily rate, low to high and high to low', () => {
    const rates = (sort: 'priceAsc' | 'priceDesc') => filterAndSortTools(tools, { search: '', category: 'all', sort }).map((tool) => tool.rentalRate);
    expect(rates('priceAsc')).toEqual([0.008, 0.009, 0.01, 0.011, 0.012, 0.013, 0.015, 0.018, 0.02, 0.025]);
    expect(rates('priceDesc')).toEqual([0.025, 0.02, 0.018, 0.015, 0.013, 0.012, 0.011, 0.01, 0.009, 0.008]);
  });

  it('filters by category', () => {
    expect(names(filterAndSortTools(tools, { search: '', category: 'gardening', sort: 'newest' }))).toEqual(['Hedge Trimmer', 'Lawn Mower Petrol 46 cm']);
  });

  it('searches name, description and location, case-insensitively, every word', () => {
    expect(names(filterAndSortTools(tools, { search: 'DRILL', category: 'all', sort: 'newest' }))).toEqual(['Cordless Drill 18V', 'Rotary Hammer SDS-Plus']);
    expect(names(filterAndSortTools(tools, { search: 'shelbyville', category: 'all', sort: 'newest' }))).toEqual(['Hedge Trimmer', 'Digital Multimeter']);
    expect(names(filterAndSortTools(tools, { search: 'concrete', category: 'all', sort: 'newest' }))).toEqual(['Rotary Hammer SDS-Plus']);
    expect(filterAndSortTools(tools, { search: 'cordless shelbyville', category: 'all', sort: 'newest' })).toEqual([]);
  });

  it('combines search and category', () => {
    expect(names(filterAndSortTools(tools, { search: 'springfield', category: 'power tools', sort: 'priceDesc' }))).toEqual(['Angle Grinder 125 mm', 'Cordless Drill 18V']);
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
    const drill = expectDefined(tools.find((tool) => tool.id === 'tool-1'), 'tool-1');
    expect(similarTools(tools, drill).map((tool) => tool.id)).toEqual(['tool-10']);
    const many = Array.from({ length: 6 }, (_, index) => ({ ...drill, id: `copy-${index}`, createdAt: `2026-01-0${index + 1}T00:00:00.000Z` }));
    const similar = similarTools([drill, ...many], drill);
    expect(similar).toHaveLength(4);
    expect(similar.map((tool) => tool.id)).toEqual(['copy-5', 'copy-4', 'copy-3', 'copy-2']);
  });
});
