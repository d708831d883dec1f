// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { freePort } from '@repo/scripts/lib/freePort.mjs';
import type { Deployment } from '../../chain';
import type { Tool } from '../../tools';
import { IndexedReads } from './indexedReads';

// The index's seam for a tool's bookings: which read answers, and what the progress says after. The
// reads from a running index are checked against the real indexer in e2e/index-reads.spec.ts.

const DEPLOYMENT: Deployment = {
  chainId: 5,
  address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  deployBlock: 1,
  deployer: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  disputeAdmin: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
};
const TOOL = { id: 'tool-7', ownerWalletAddress: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' } as Tool;
const CHAIN_BOOKINGS = [{ startTime: 1_800_000_000, endTime: 1_800_086_400 }];

describe('IndexedReads.toolBookings', () => {
  it('reads the chain when no index is configured, and reports no progress', async () => {
    const reads = new IndexedReads(() => null);
    const fromChain = vi.fn(() => Promise.resolve(CHAIN_BOOKINGS));
    expect(await reads.toolBookings(DEPLOYMENT, TOOL, fromChain)).toEqual(CHAIN_BOOKINGS);
    expect(fromChain).toHaveBeenCalledOnce();
    expect(await reads.progress(DEPLOYMENT, () => Promise.resolve(10))).toBeNull();
  });

  it('reads the chain when the index does not answer, and says the index is unreachable', async () => {
    // A port nobody listens on: the connection is refused.
    const port = await freePort();
    const reads = new IndexedReads(() => `http://127.0.0.1:${String(port)}`);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fromChain = vi.fn(() => Promise.resolve(CHAIN_BOOKINGS));
    expect(await reads.toolBookings(DEPLOYMENT, TOOL, fromChain)).toEqual(CHAIN_BOOKINGS);
    expect(fromChain).toHaveBeenCalledOnce();
    expect(warn).toHaveBeenCalledWith('The chain index failed; reading the chain instead.', expect.anything());
    expect(await reads.progress(DEPLOYMENT, () => Promise.resolve(10))).toEqual({ reachable: false });
    warn.mockRestore();
  });
});
