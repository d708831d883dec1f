import { afterEach, describe, expect, it } from 'vitest';
import { makeError } from 'ethers';
import {
  chainHealth,
  isNetworkFailure,
  reportChainAnswered,
  reportChainUnreachable,
  reportChainWentBack,
  resetChainHealth,
  subscribeChainHealth,
} from './chainHealth';

afterEach(() => resetChainHealth());

describe('chainHealth', () => {
  it('dates an outage from its first failure, and ends it at the next answer', () => {
    let changes = 0;
    const unsubscribe = subscribeChainHealth(() => changes++);
    reportChainAnswered(5, 1_000);
    reportChainUnreachable(5, 2_000);
    reportChainUnreachable(5, 3_000);
    expect(chainHealth(5)).toMatchObject({ lastHeardAt: 1_000, unreachableSince: 2_000 });
    reportChainAnswered(5, 4_000);
    expect(chainHealth(5)).toMatchObject({ lastHeardAt: 4_000, unreachableSince: null });
    // The repeated failure changed nothing: no listener was called for it.
    expect(changes).toBe(3);
    expect(chainHealth(1).unreachableSince).toBeNull();
    unsubscribe();
  });

  it('remembers a chain that went back, per chain', () => {
    reportChainWentBack(5, 40, 3);
    expect(chainHealth(5).wentBack).toEqual({ from: 40, to: 3 });
    expect(chainHealth(31337).wentBack).toBeNull();
  });
});

describe('isNetworkFailure', () => {
  it('is true for no answer, a rate limit and a server error, wrapped or not', () => {
    expect(isNetworkFailure(new TypeError('Failed to fetch'))).toBe(true);
    expect(isNetworkFailure(makeError('timeout', 'TIMEOUT', { operation: 'x', reason: 'timeout' }))).toBe(true);
    expect(isNetworkFailure(Object.assign(new Error('Request failed with status 429'), { code: -32005 }))).toBe(true);
    expect(isNetworkFailure(new Error('Failed to fetch rentals', { cause: new TypeError('Failed to fetch') }))).toBe(
      true,
    );
  });

  it("is false for the chain's own answers", () => {
    expect(isNetworkFailure(new Error('execution reverted: NotLender'))).toBe(false);
    expect(isNetworkFailure(Object.assign(new Error('User rejected'), { code: 4001 }))).toBe(false);
  });
});
