import { afterEach, describe, expect, it, vi } from 'vitest';
import { readStoredChoice, readStoredJson, writeStoredJson } from './storedJson';

const readNumbers = (parsed: unknown) =>
  Array.isArray(parsed) && parsed.every((item) => typeof item === 'number') ? parsed : null;

describe('stored values', () => {
  afterEach(() => {
    localStorage.clear();
    vi.restoreAllMocks();
  });

  it('reads back what was written', () => {
    writeStoredJson('test.numbers', [1, 2]);
    expect(readStoredJson('test.numbers', [], readNumbers)).toEqual([1, 2]);
    expect(readStoredJson('test.absent', ['fallback'], () => ['never'])).toEqual(['fallback']);
  });

  it('drops what is not JSON or not of the expected shape, with one console warning each', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem('test.garbage', '{not json');
    expect(readStoredJson('test.garbage', [], readNumbers)).toEqual([]);
    expect(readStoredJson('test.garbage', [], readNumbers)).toEqual([]);
    localStorage.setItem('test.shape', '{"a":1}');
    expect(readStoredJson('test.shape', [], readNumbers)).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenNthCalledWith(1, expect.stringMatching(/test\.garbage.*not valid JSON/));
    expect(warn).toHaveBeenNthCalledWith(2, expect.stringMatching(/test\.shape.*expected shape/));
  });

  it('reads a choice only when it is one of the allowed values', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem('test.choice', 'dark');
    expect(readStoredChoice('test.choice', ['light', 'dark'])).toBe('dark');
    localStorage.setItem('test.choice', 'purple');
    expect(readStoredChoice('test.choice', ['light', 'dark'])).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
  });
});
