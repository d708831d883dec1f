import { describe, expect, it, vi } from 'vitest';
import { makeError, type TransactionReceipt, type TransactionResponse } from 'ethers';
import {
  TRANSACTION_CANCELLED,
  TRANSACTION_DROPPED,
  TRANSACTION_REPLACED_AWAY,
  followTransaction,
  resumeTransaction,
} from './followTransaction';

const receipt = (status: number) => ({ status, blockNumber: 7 }) as unknown as TransactionReceipt;

/** A sent transaction whose wait() ends as `outcomes` say, one per call; the node knows it when `known`. */
function sent(outcomes: (() => Promise<TransactionReceipt | null>)[], known = true) {
  const wait = vi.fn(() => (outcomes.shift() ?? (() => Promise.reject(new Error('no more outcomes'))))());
  const provider = { getTransaction: vi.fn(async () => (known ? {} : null)) };
  const response: unknown = { hash: '0xaaa', wait, provider };
  return { response: response as TransactionResponse, wait };
}

const replacement: unknown = { hash: '0xbbb' };

const replaced = (reason: 'repriced' | 'cancelled' | 'replaced', status = 1) =>
  makeError('transaction was replaced', 'TRANSACTION_REPLACED', {
    cancelled: reason !== 'repriced',
    reason,
    replacement: replacement as TransactionResponse,
    hash: '0xbbb',
    receipt: receipt(status),
  });

describe('followTransaction', () => {
  it('ends a sped-up transaction with its replacement’s receipt, and tells the new hash', async () => {
    const { response } = sent([() => Promise.reject(replaced('repriced'))]);
    const onReplaced = vi.fn();
    await expect(followTransaction(response, { onSent: vi.fn(), onReplaced })).resolves.toMatchObject({ status: 1 });
    expect(onReplaced).toHaveBeenCalledWith('0xbbb');
  });

  it('says that nothing happened when the wallet cancelled it', async () => {
    const { response } = sent([() => Promise.reject(replaced('cancelled'))]);
    await expect(followTransaction(response)).rejects.toThrow(TRANSACTION_CANCELLED);
  });

  it('waits again after the timeout while the node still knows it, and says dropped once it does not', async () => {
    const timeout = () => Promise.reject(Object.assign(new Error('wait for transaction timeout'), { code: 'TIMEOUT' }));
    const kept = sent([timeout, () => Promise.resolve(receipt(1))]);
    await expect(followTransaction(kept.response, undefined, { dropAfterMs: 10 })).resolves.toMatchObject({
      status: 1,
    });
    expect(kept.wait).toHaveBeenCalledTimes(2);
    const forgotten = sent([timeout], false);
    await expect(followTransaction(forgotten.response, undefined, { dropAfterMs: 10 })).rejects.toThrow(
      TRANSACTION_DROPPED,
    );
  });
});

describe('resumeTransaction (after a reload)', () => {
  const source = (transaction: unknown, used: number) => ({
    getTransaction: vi.fn(async () => transaction as TransactionResponse | null),
    getTransactionCount: vi.fn(async () => used),
    getBlockNumber: vi.fn(async () => 5),
  });

  it('follows a transaction the node still knows from the current block', async () => {
    const { response } = sent([() => Promise.resolve(receipt(1))]);
    const replaceableTransaction = vi.fn(() => response);
    const provider = source({ replaceableTransaction }, 0);
    await expect(resumeTransaction(provider, { hash: '0xaaa', from: '0x1', nonce: 3 })).resolves.toMatchObject({
      status: 1,
    });
    expect(replaceableTransaction).toHaveBeenCalledWith(5);
  });

  it('tells a transaction replaced while the page was away from one the network dropped', async () => {
    await expect(resumeTransaction(source(null, 4), { hash: '0xaaa', from: '0x1', nonce: 3 })).rejects.toThrow(
      TRANSACTION_REPLACED_AWAY,
    );
    await expect(resumeTransaction(source(null, 3), { hash: '0xaaa', from: '0x1', nonce: 3 })).rejects.toThrow(
      TRANSACTION_DROPPED,
    );
  });
});
