import { QueryClient } from '@tanstack/react-query';
import { Result } from 'ethers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { IRentalAgreement } from '@toolshare/contract/typechain';
import { ContractReadCache, type KnownAgreement } from './contractReadCache';

const CONTRACT = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
/** A cache whose reads would be retried and dropped at once, as a screen's query with such defaults would. */
const appCache = () => new QueryClient({ defaultOptions: { queries: { retry: 3, gcTime: 0 } } });
/** An agreement as ethers returns it: a Result, whose fields are read by name. */
const known = (version: string, startTime = 100n): KnownAgreement => ({
  agreement: Result.fromItems(
    ['0xabc', startTime],
    ['lender', 'startTime'],
  ) as unknown as IRentalAgreement.AgreementStructOutput,
  version,
});

afterEach(() => {
  vi.useRealTimers();
});

describe('ContractReadCache', () => {
  it('keeps an agreement through the cache garbage collection, for its chain and contract only', () => {
    vi.useFakeTimers();
    const cache = appCache();
    const reads = new ContractReadCache(cache, 5, CONTRACT);
    reads.keepAgreement('1', known('7:0'));
    vi.advanceTimersByTime(60 * 60_000);
    expect(reads.agreement('1')).toEqual(known('7:0'));
    // The same contract under another spelling of its address shares them; another chain does not.
    expect(new ContractReadCache(cache, 5, CONTRACT.toLowerCase()).agreement('1')).toEqual(known('7:0'));
    expect(new ContractReadCache(cache, 1, CONTRACT).agreement('1')).toBeUndefined();
  });

  it('keeps an agreement read again as ethers returned it, its fields named', () => {
    const reads = new ContractReadCache(appCache(), 5, CONTRACT);
    reads.keepAgreement('1', known('7:0', 100n));
    reads.keepAgreement('1', known('9:0', 200n));
    expect(reads.agreement('1')?.agreement.startTime).toBe(200n);
    expect(reads.agreement('1')?.version).toBe('9:0');
  });

  it('asks the dispute admin once per block, also when asked twice at once, and again at a new block', async () => {
    const reads = new ContractReadCache(appCache(), 5, CONTRACT);
    const read = vi.fn((block: number) => Promise.resolve(`admin@${block}`));
    const [a, b] = await Promise.all([
      reads.disputeAdminAt(10, () => read(10)),
      reads.disputeAdminAt(10, () => read(10)),
    ]);
    expect([a, b]).toEqual(['admin@10', 'admin@10']);
    expect(await reads.disputeAdminAt(10, () => read(10))).toBe('admin@10');
    expect(read).toHaveBeenCalledTimes(1);
    expect(await reads.disputeAdminAt(11, () => read(11))).toBe('admin@11');
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('keeps no failed read of the dispute admin, and tries it once: the screen asking retries', async () => {
    const reads = new ContractReadCache(appCache(), 5, CONTRACT);
    const failing = vi.fn(() => Promise.reject(new Error('node down')));
    await expect(reads.disputeAdminAt(10, failing)).rejects.toThrow('node down');
    expect(failing).toHaveBeenCalledTimes(1);
    expect(await reads.disputeAdminAt(10, () => Promise.resolve('0xadmin'))).toBe('0xadmin');
  });

  it("reads a rental's cancellation fee once and keeps it through the cache garbage collection", async () => {
    vi.useFakeTimers();
    const reads = new ContractReadCache(appCache(), 5, CONTRACT);
    const failing = vi.fn(() => Promise.reject(new Error('node down')));
    await expect(reads.cancellationFee('1', failing)).rejects.toThrow('node down');
    expect(failing).toHaveBeenCalledTimes(1);
    const read = vi.fn(() => Promise.resolve(2_500));
    expect(await reads.cancellationFee('1', read)).toBe(2_500);
    vi.advanceTimersByTime(60 * 60_000);
    expect(await reads.cancellationFee('1', read)).toBe(2_500);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('forgets the agreements on a fork, and everything on a new chain', async () => {
    const reads = new ContractReadCache(appCache(), 5, CONTRACT);
    const read = vi.fn(() => Promise.resolve('0xadmin'));
    reads.keepAgreement('1', known('7:0'));
    await reads.disputeAdminAt(10, read);
    reads.forgetAgreements();
    expect(reads.agreement('1')).toBeUndefined();
    await reads.disputeAdminAt(10, read);
    expect(read).toHaveBeenCalledTimes(1);

    const fee = vi.fn(() => Promise.resolve(100));
    await reads.cancellationFee('1', fee);
    reads.forgetAgreements();
    await reads.cancellationFee('1', fee);
    expect(fee).toHaveBeenCalledTimes(1);

    reads.keepAgreement('1', known('8:0'));
    reads.forgetAll();
    expect(reads.agreement('1')).toBeUndefined();
    await reads.disputeAdminAt(10, read);
    expect(read).toHaveBeenCalledTimes(2);
    await reads.cancellationFee('1', fee);
    expect(fee).toHaveBeenCalledTimes(2);
  });
});
