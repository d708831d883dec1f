import { describe, expect, it } from 'vitest';
import { keccak256, toUtf8Bytes } from 'ethers';
import { keccak256Hex } from './keccak256';

describe('keccak256Hex', () => {
  it('hashes as ethers does, from the empty string to a full block less one byte', () => {
    for (let length = 0; length < 136; length += 1) {
      const text = Array.from({ length }, (_, index) => String.fromCharCode(33 + ((index * 7 + length) % 90))).join('');
      expect(`0x${keccak256Hex(toUtf8Bytes(text))}`).toBe(keccak256(toUtf8Bytes(text)));
    }
  });

  it('refuses more than one block', () => {
    expect(() => keccak256Hex(new Uint8Array(136))).toThrow(RangeError);
  });
});
