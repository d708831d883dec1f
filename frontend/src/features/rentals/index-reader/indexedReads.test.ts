// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { encodeBytes32String } from 'ethers';
import { freePort } from '@repo/scripts/lib/freePort.mjs';
import type { Deployment } from '../../chain';
import type { Tool } from '../../tools';
import { PICKED_UP_STATES as CHAIN_PICKED_UP_STATES } from '../../chain';
import { IndexedReads } from './indexedReads';
import { PICKED_UP_STATES, RENTAL_COLUMNS } from './indexQueries';
import type { IndexRow } from './indexerHttp';

// The index's seam: which read answers (the index's or the chain's), and what the app makes of the index's
// rows. The SQL itself is checked against the real indexer in e2e/index-reads.spec.ts and bench:chain;
// here a small HTTP server answers /sql/db with the rows a test gives, as the index would.

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

/** An HTTP server answering every /sql/db request with `rows()`, as the index answers (rows as JSON). */
async function indexAnswering(rows: () => IndexRow[]): Promise<{ url: string; queries: string[]; server: Server }> {
  const queries: string[] = [];
  const server = createServer((request, response) => {
    const sql = new URL(request.url ?? '/', 'http://index').searchParams.get('sql') ?? '';
    queries.push((JSON.parse(sql) as { json: { sql: string } }).json.sql);
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ rows: rows() }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`, queries, server };
}

let server: Server | null = null;
afterEach(() => {
  server?.close();
  server = null;
});

const HOUR = 3600;
const NOW = 1_800_000_000;
const LENDER = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
const unsettled = (tool: string, offered: 0 | 1, firstBookedStart: number | null): IndexRow => ({
  follows: 5,
  lender: LENDER,
  tool_id: encodeBytes32String(tool),
  offered,
  first_booked_start: firstBookedStart === null ? null : String(firstBookedStart),
});

describe('IndexedReads.toolStatuses', () => {
  it('marks a tool rented from its booking’s pickup window on, offered while only an offer is open, as the chain client does', async () => {
    const index = await indexAnswering(() => [
      unsettled('picked-up', 0, NOW - 5 * HOUR),
      // The pickup window opens 12 hours before the start: 11 hours ahead holds the tool, 13 do not.
      unsettled('window-open', 0, NOW + 11 * HOUR),
      unsettled('booked-ahead', 0, NOW + 13 * HOUR),
      unsettled('booked-ahead-and-offered', 1, NOW + 13 * HOUR),
      unsettled('offered', 1, null),
    ]);
    server = index.server;
    const fromChain = vi.fn(() => Promise.resolve(new Map()));
    const statuses = await new IndexedReads(() => index.url).toolStatuses(DEPLOYMENT, NOW, fromChain);
    expect(Object.fromEntries(statuses)).toEqual({
      [`picked-up|${LENDER}`]: 'rented',
      [`window-open|${LENDER}`]: 'rented',
      [`booked-ahead-and-offered|${LENDER}`]: 'offered',
      [`offered|${LENDER}`]: 'offered',
    });
    expect(fromChain).not.toHaveBeenCalled();
  });
});

describe('IndexedReads.accountRentals', () => {
  it('reads My Rentals from one index request, the disputes the account rules included, and no chain read', async () => {
    const disputed: IndexRow = {
      follows: 5,
      id: '12',
      lender: LENDER,
      borrower: '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc',
      tool_id: encodeBytes32String('tool-12'),
      state: 'DISPUTE_OPENED',
      rental_rate: '1000',
      collateral_amount: '5000',
      inspection_period: String(24 * HOUR),
      rental_duration: '1',
      payment_token: '0x0000000000000000000000000000000000000000',
      start_time: String(NOW - 30 * HOUR),
      end_time: String(NOW - 6 * HOUR),
      created_at: String(NOW - 31 * HOUR),
      dispute_admin: DEPLOYMENT.disputeAdmin.toLowerCase(),
      disputed_at: String(NOW - HOUR),
      disputed_by: LENDER,
      dispute_reason: 'Bent',
      paid_to_lender: '0',
      paid_to_borrower: '0',
      evidence: null,
    };
    const index = await indexAnswering(() => [disputed]);
    server = index.server;
    const fromChain = vi.fn(() => Promise.resolve([]));
    const rentals = await new IndexedReads(() => index.url).accountRentals(DEPLOYMENT, DEPLOYMENT.disputeAdmin, {
      fetchRentals: fromChain,
    });
    expect(rentals).toEqual([
      expect.objectContaining({
        id: '12',
        state: 'DISPUTE_OPENED',
        disputeAdmin: DEPLOYMENT.disputeAdmin.toLowerCase(),
      }),
    ]);
    expect(fromChain).not.toHaveBeenCalled();
    expect(index.queries).toHaveLength(1);
    expect(index.queries[0]).toContain('r.dispute_admin = $3');
  });

  it('reads no rentals when the index follows this contract and has none, and the chain when it follows another', async () => {
    let rows: IndexRow[] = [{ follows: 5, id: null }];
    const index = await indexAnswering(() => rows);
    server = index.server;
    const reads = new IndexedReads(() => index.url);
    const fromChain = vi.fn(() => Promise.resolve([]));
    expect(await reads.accountRentals(DEPLOYMENT, LENDER, { fetchRentals: fromChain })).toEqual([]);
    expect(fromChain).not.toHaveBeenCalled();

    // Another contract's index answers no row at all: the chain is read, and the progress says the index failed.
    rows = [];
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await reads.accountRentals(DEPLOYMENT, LENDER, { fetchRentals: fromChain });
    expect(fromChain).toHaveBeenCalledOnce();
    expect(warn).toHaveBeenCalledWith('The chain index failed; reading the chain instead.', expect.anything());
    warn.mockRestore();
  });
});

describe('IndexedReads.partySummary', () => {
  it("reads a profile's summary in one row: counts, times rented by the app's tool id, and the listed rentals with exact amounts", async () => {
    const wei = '123456789012345678901234567890';
    const listed: Partial<Record<(typeof RENTAL_COLUMNS)[number], string | null>> = {
      id: '9',
      lender: LENDER,
      borrower: '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc',
      tool_id: encodeBytes32String('tool-9'),
      state: 'TRANSACTION_COMPLETED',
      rental_rate: wei,
      collateral_amount: '5000',
      start_time: String(NOW - 30 * HOUR),
      end_time: String(NOW - 6 * HOUR),
      created_at: String(NOW - 31 * HOUR),
      disputed_at: String(NOW - 5 * HOUR),
      disputed_by: LENDER,
    };
    const asArray = RENTAL_COLUMNS.map((column) => listed[column] ?? null);
    const index = await indexAnswering(() => [
      {
        follows: 5,
        completed_as_lender: '3',
        completed_as_borrower: '1',
        returns_on_time: '1',
        returns_late: '0',
        late_days_total: '0',
        times_rented: [[encodeBytes32String('tool-9'), 2]],
        listed: [asArray],
      },
    ]);
    server = index.server;
    const fromChain = vi.fn();
    const summary = await new IndexedReads(() => index.url).partySummary(DEPLOYMENT, LENDER, fromChain);
    expect(summary).toMatchObject({
      completedAsLender: 3,
      completedAsBorrower: 1,
      returnsOnTime: 1,
      returnsLate: 0,
      lateDaysTotal: 0,
      timesRented: { 'tool-9': 2 },
      listed: [
        expect.objectContaining({ id: '9', toolId: 'tool-9', rentalRateWei: BigInt(wei), disputeFiledBy: LENDER }),
      ],
    });
    expect(fromChain).not.toHaveBeenCalled();
    expect(index.queries).toHaveLength(1);
  });

  it('counts picked-up rentals by the same states as the chain', () => {
    expect([...PICKED_UP_STATES]).toEqual([...CHAIN_PICKED_UP_STATES]);
  });
});
