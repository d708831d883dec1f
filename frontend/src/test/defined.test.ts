import { describe, expect, it } from 'vitest';
import { expectDefined, nth } from './defined';

describe('expectDefined', () => {
  it('returns a present value, including falsy ones', () => {
    expect(expectDefined(0, 'zero')).toBe(0);
    expect(expectDefined('', 'empty text')).toBe('');
  });

  it('fails with the name of what was missing', () => {
    expect(() => expectDefined(undefined, 'the first rental')).toThrow(
      'Expected the first rental to be present, got undefined',
    );
    expect(() => expectDefined(null, 'the signer')).toThrow('Expected the signer to be present, got null');
  });
});

describe('nth', () => {
  it('returns the item at an index, counting negative indexes from the end', () => {
    expect(nth(['a', 'b', 'c'], 0)).toBe('a');
    expect(nth(['a', 'b', 'c'], -1)).toBe('c');
  });

  it('fails naming the list and its length when the index is past the end', () => {
    expect(() => nth(['a'], 1, 'toast')).toThrow('Expected toast #1 in a list of 1');
  });
});
