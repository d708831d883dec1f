import { describe, expect, it } from 'vitest';
import { checksumAddress, formatRelativeTime, shortenAddress } from './format';
import { getAddress } from 'ethers';

describe('shortenAddress', () => {
  it('keeps the first 6 and last 4 characters', () => {
    expect(shortenAddress('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).toBe('0x7099...79C8');
  });

  // The two spellings of one address: stored in lower case by an account, checksummed by a wallet.
  it('shows one address one way, however it was stored', () => {
    const checksummed = '0x976EA74026E726554dB657fA54763abd0C3a0aa9';
    for (const stored of [checksummed, checksummed.toLowerCase(), `0x${checksummed.slice(2).toUpperCase()}`]) {
      expect(shortenAddress(stored)).toBe('0x976E...0aa9');
      expect(checksumAddress(stored)).toBe(checksummed);
    }
  });

  it('leaves text that is not an address as it is', () => {
    expect(checksumAddress('not an address')).toBe('not an address');
    expect(shortenAddress('0x1234')).toBe('0x1234');
  });
});

describe('formatRelativeTime', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  const ago = (seconds: number) => formatRelativeTime(new Date(now.getTime() - seconds * 1000), now);

  it.each([
    [10, 'less than a minute ago'],
    [60, '1 minute ago'],
    [44 * 60, '44 minutes ago'],
    [46 * 60, 'about 1 hour ago'],
    [5 * 3600, 'about 5 hours ago'],
    [30 * 3600, '1 day ago'],
    [3 * 86400, '3 days ago'],
    [40 * 86400, 'about 1 month ago'],
    [120 * 86400, '4 months ago'],
    [400 * 86400, 'about 1 year ago'],
  ])('%i seconds ago reads "%s"', (seconds, expected) => {
    expect(ago(seconds)).toBe(expected);
  });

  it('speaks of the future with "in"', () => {
    expect(formatRelativeTime(new Date(now.getTime() + 3 * 86400 * 1000), now)).toBe('in 3 days');
  });
});

const ethersOrAsItIs = (text: string): string => {
  try {
    return getAddress(text);
  } catch {
    return text;
  }
};

describe('checksumAddress against ethers', () => {
  it('checksums as getAddress does, and leaves what getAddress refuses as it is', () => {
    for (let seed = 1; seed <= 200; seed += 1) {
      const digits = Array.from({ length: 40 }, (_, index) =>
        ((seed * 31 + index * 17 + ((seed * index) % 7)) % 16).toString(16),
      ).join('');
      const expected = getAddress(`0x${digits}`);
      expect(checksumAddress(`0x${digits}`)).toBe(expected);
      expect(checksumAddress(digits)).toBe(expected);
      // Every letter's case flipped: a wrong checksum whenever letters of both cases remain.
      const flipped = `0x${expected.slice(2).replace(/[a-fA-F]/g, (digit) => (digit === digit.toUpperCase() ? digit.toLowerCase() : digit.toUpperCase()))}`;
      expect(checksumAddress(flipped)).toBe(ethersOrAsItIs(flipped));
    }
  });
});
