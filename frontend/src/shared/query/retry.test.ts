import { describe, expect, it } from 'vitest';
import { shouldRetry } from './retry';

describe('the query client’s retries', () => {
  it('tries a network failure again six times', () => {
    const unreachable = new TypeError('Failed to fetch');
    expect([0, 1, 5].map((count) => shouldRetry(count, unreachable))).toEqual([true, true, true]);
    expect(shouldRetry(6, unreachable)).toBe(false);
  });

  it("tries the chain's own answer once more only", () => {
    const refused = new Error('execution reverted');
    expect(shouldRetry(0, refused)).toBe(true);
    expect(shouldRetry(1, refused)).toBe(false);
  });
});
