import { afterEach, describe, expect, it } from 'vitest';
import {
  chainHealth,
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
