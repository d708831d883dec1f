import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import {
  ALICE,
  BOB,
  REST,
  SUPABASE_URL,
  postgrestError,
  recordedSupabaseServer,
  signedInClient,
  tokenSubject,
} from '../../../shared/supabase/test/supabaseFixtures';
import { nth } from '../../../test/defined';
import type { StoredSignedOffer } from '../types';
import {
  SignedOfferRefusedError,
  SUPABASE_SIGNED_OFFER_MESSAGES,
  SupabaseSignedOfferStore,
} from './SupabaseSignedOfferStore';

const LISTING_ID = '5d1e7c3a-9b2f-4e6d-8a1c-0f2e3d4c5b6a';
const OTHER_LISTING_ID = '5d1e7c3a-9b2f-4e6d-8a1c-0f2e3d4c5b6b';
const TOOL_ID = '0x5d1e7c3a9b2f4e6d8a1c0f2e3d4c5b6a00000000000000000000000000000055';
const CHAIN_ID = 31337;
/** As a wallet or the deployment file spells it (checksummed); the database keeps it lower case. */
const CONTRACT = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
/** A dollar token (checksummed in the offer, lower case in the database). */
const TOKEN = '0x9fe46736679d2d9a65f0992f2272de9f3c7fa6e0';
const SIGNATURE = `0x${'ab'.repeat(64)}1b`;
const SIGNED_AT = Date.UTC(2026, 10, 25, 17, 30, 0, 123);

/** An offer of Alice's listing, with an amount no JavaScript number carries exactly. */
const offer = (changes: Partial<StoredSignedOffer> = {}): StoredSignedOffer => ({
  listingId: LISTING_ID,
  chainId: CHAIN_ID,
  contractAddress: CONTRACT,
  terms: {
    lender: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    toolId: TOOL_ID,
    paymentToken: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
    rentalRate: 123456789012345678901234567890n,
    collateralAmount: 2n ** 256n - 1n,
    inspectionPeriodDuration: 86_400n,
    cancellationFeeBps: 2_500n,
    nonce: 3n,
    expiry: 1_800_000_000n,
  },
  signature: SIGNATURE,
  signedAt: SIGNED_AT,
  ...changes,
});

/** A row as PostgREST returns it for the store's columns (amounts cast to text). */
const row = (listingId = LISTING_ID) => ({
  listing_id: listingId,
  chain_id: CHAIN_ID,
  contract_address: CONTRACT.toLowerCase(),
  lender: ALICE.wallet,
  tool_id: TOOL_ID,
  payment_token: TOKEN,
  rental_rate: '123456789012345678901234567890',
  collateral_amount: (2n ** 256n - 1n).toString(),
  inspection_period_duration: '86400',
  cancellation_fee_bps: 2500,
  nonce: '3',
  expiry: '1800000000',
  signature: SIGNATURE,
  signed_at: '2026-11-25T17:30:00.123+00:00',
});

const { server, requests } = recordedSupabaseServer();

const storeAs = (user: typeof ALICE | null) => {
  const supabase = signedInClient(user);
  return new SupabaseSignedOfferStore(async () => supabase);
};

const sent = (method: string) =>
  requests.filter(
    (request) => request.method === method && request.url.startsWith(`${SUPABASE_URL}/rest/v1/signed_rental_offers`),
  );
const firstSent = (method: string) => nth(sent(method), 0, `${method} signed_rental_offers request`);
/** The reads: calls of signed_offers_of_listings (one json[] value, nothing for PostgREST to filter). */
const reads = () =>
  requests.filter((request) => request.url.startsWith(`${SUPABASE_URL}/rest/v1/rpc/signed_offers_of_listings`));
const readArguments = (index: number) =>
  nth(reads(), index, 'signed_offers_of_listings request').json() as Promise<{
    listing_ids: string[];
    chain_id: number;
    contract_address: string;
  }>;

describe('SupabaseSignedOfferStore: reading', () => {
  it('reads the offer of a listing on one chain and contract, every wei exact', async () => {
    server.use(http.post(`${REST}/rpc/signed_offers_of_listings`, () => HttpResponse.json([row()])));
    const stored = await storeAs(null).get(LISTING_ID, CHAIN_ID, CONTRACT);

    expect(stored).toEqual({
      ...offer(),
      contractAddress: CONTRACT.toLowerCase(),
      terms: { ...offer().terms, lender: ALICE.wallet, paymentToken: TOKEN },
    });
    expect(await readArguments(0)).toEqual({
      listing_ids: [LISTING_ID],
      chain_id: CHAIN_ID,
      contract_address: CONTRACT.toLowerCase(),
    });
    expect(sent('GET')).toHaveLength(0);
  });

  it('finds no offer for a listing without one, and none for a local id (tool-3) without asking', async () => {
    server.use(http.post(`${REST}/rpc/signed_offers_of_listings`, () => HttpResponse.json([])));
    const store = storeAs(null);
    await expect(store.get('tool-3', CHAIN_ID, CONTRACT)).resolves.toBeNull();
    expect(requests).toHaveLength(0);
    await expect(store.get(LISTING_ID, CHAIN_ID, CONTRACT)).resolves.toBeNull();
  });

  it('reads the offers of a page of listings in one request, keyed by listing, leaving out local ids', async () => {
    server.use(
      http.post(`${REST}/rpc/signed_offers_of_listings`, () => HttpResponse.json([row(), row(OTHER_LISTING_ID)])),
    );
    const offers = await storeAs(null).getMany(
      [LISTING_ID, 'tool-1', OTHER_LISTING_ID, LISTING_ID],
      CHAIN_ID,
      CONTRACT,
    );

    expect([...offers.keys()]).toEqual([LISTING_ID, OTHER_LISTING_ID]);
    expect(offers.get(OTHER_LISTING_ID)?.terms.rentalRate).toBe(123456789012345678901234567890n);
    expect(reads()).toHaveLength(1);
    expect((await readArguments(0)).listing_ids).toEqual([LISTING_ID, OTHER_LISTING_ID]);
  });

  it('asks for at most 100 listings per request, and asks nothing for none', async () => {
    server.use(http.post(`${REST}/rpc/signed_offers_of_listings`, () => HttpResponse.json([])));
    const ids = Array.from(
      { length: 150 },
      (_, index) => `5d1e7c3a-9b2f-4e6d-8a1c-${index.toString(16).padStart(12, '0')}`,
    );
    const store = storeAs(null);
    await expect(store.getMany(['tool-1'], CHAIN_ID, CONTRACT)).resolves.toEqual(new Map());
    expect(requests).toHaveLength(0);
    await store.getMany(ids, CHAIN_ID, CONTRACT);
    const asked = await Promise.all(reads().map(async (_, index) => (await readArguments(index)).listing_ids.length));
    expect(asked).toEqual([100, 50]);
  });

  it('leaves out (and logs) a row whose amount is not a whole number of wei', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.post(`${REST}/rpc/signed_offers_of_listings`, () =>
        HttpResponse.json([{ ...row(), nonce: '1.5' }, row(OTHER_LISTING_ID)]),
      ),
    );
    const offers = await storeAs(null).getMany([LISTING_ID, OTHER_LISTING_ID], CHAIN_ID, CONTRACT);
    expect([...offers.keys()]).toEqual([OTHER_LISTING_ID]);
    expect(String(nth(logged.mock.calls, 0, 'logged error')[1])).toContain('not a whole number of wei');
  });
});

describe('SupabaseSignedOfferStore: saving and removing', () => {
  it('saves (or replaces) the offer as the signed-in owner, amounts as decimal strings, hex lower case, and reads it back exactly', async () => {
    let saved: Record<string, unknown> = {};
    server.use(
      http.post(`${REST}/signed_rental_offers`, async ({ request }) => {
        saved = (await request.json()) as Record<string, unknown>;
        return new HttpResponse(null, { status: 201 });
      }),
      http.post(`${REST}/rpc/signed_offers_of_listings`, () => HttpResponse.json([saved])),
    );
    const store = storeAs(ALICE);
    await store.save(offer());

    const upsert = firstSent('POST');
    expect(tokenSubject(upsert.headers.get('Authorization'))).toBe(ALICE.id);
    expect(new URL(upsert.url).searchParams.get('on_conflict')).toBe('listing_id,chain_id,contract_address');
    expect(upsert.headers.get('Prefer')).toContain('resolution=merge-duplicates');
    expect(saved).toEqual({
      listing_id: LISTING_ID,
      chain_id: CHAIN_ID,
      contract_address: CONTRACT.toLowerCase(),
      lender: ALICE.wallet,
      tool_id: TOOL_ID,
      payment_token: TOKEN,
      rental_rate: '123456789012345678901234567890',
      collateral_amount: '115792089237316195423570985008687907853269984665640564039457584007913129639935',
      inspection_period_duration: '86400',
      cancellation_fee_bps: 2500,
      nonce: '3',
      expiry: '1800000000',
      signature: SIGNATURE,
      signed_at: '2026-11-25T17:30:00.123Z',
    });
    const readBack = await store.get(LISTING_ID, CHAIN_ID, CONTRACT);
    expect(readBack?.terms).toEqual({ ...offer().terms, lender: ALICE.wallet, paymentToken: TOKEN });
    expect(readBack?.signedAt).toBe(SIGNED_AT);
  });

  it("words the database's refusal of an offer for someone else's listing or for a wallet not linked to the account", async () => {
    server.use(
      http.post(`${REST}/signed_rental_offers`, () =>
        postgrestError(403, '42501', 'new row violates row-level security policy for table "signed_rental_offers"'),
      ),
    );
    const saving = storeAs(BOB).save(offer());
    await expect(saving).rejects.toThrow(SignedOfferRefusedError);
    await expect(saving).rejects.toThrow(SUPABASE_SIGNED_OFFER_MESSAGES.notAllowed);
  });

  it("shows the database's sentence when a listing has all the offers it may have, and names a refusing constraint", async () => {
    const sentence =
      'A listing can have at most 5 signed offers (one per network and contract). Remove one to sign another.';
    server.use(http.post(`${REST}/signed_rental_offers`, () => postgrestError(400, '23514', sentence)));
    await expect(storeAs(ALICE).save(offer())).rejects.toThrow(sentence);
    server.use(
      http.post(`${REST}/signed_rental_offers`, () =>
        postgrestError(
          400,
          '23514',
          'new row for relation "signed_rental_offers" violates check constraint "signed_rental_offers_tool_id_is_listings"',
        ),
      ),
    );
    await expect(storeAs(ALICE).save(offer())).rejects.toThrow(
      'The signed offer was refused by the database (signed_rental_offers_tool_id_is_listings).',
    );
  });

  it('refuses to save the offer of a local listing (tool-3) without sending it', async () => {
    await expect(storeAs(ALICE).save(offer({ listingId: 'tool-3' }))).rejects.toThrow(
      SUPABASE_SIGNED_OFFER_MESSAGES.notAListing,
    );
    expect(requests).toHaveLength(0);
  });

  it('removes the offer of one listing, chain and contract', async () => {
    server.use(http.delete(`${REST}/signed_rental_offers`, () => HttpResponse.json([{ listing_id: LISTING_ID }])));
    await storeAs(ALICE).remove(LISTING_ID, CHAIN_ID, CONTRACT);
    const params = new URL(firstSent('DELETE').url).searchParams;
    expect([params.get('listing_id'), params.get('chain_id'), params.get('contract_address')]).toEqual([
      `eq.${LISTING_ID}`,
      `eq.${CHAIN_ID}`,
      `eq.${CONTRACT.toLowerCase()}`,
    ]);
  });

  it("reports a removal row-level security left undone (someone else's offer), and none when there was nothing to remove", async () => {
    let stillThere = [row()];
    server.use(
      http.delete(`${REST}/signed_rental_offers`, () => HttpResponse.json([])),
      http.post(`${REST}/rpc/signed_offers_of_listings`, () => HttpResponse.json(stillThere)),
    );
    await expect(storeAs(BOB).remove(LISTING_ID, CHAIN_ID, CONTRACT)).rejects.toThrow(
      SUPABASE_SIGNED_OFFER_MESSAGES.notRemoved,
    );
    stillThere = [];
    await expect(storeAs(BOB).remove(LISTING_ID, CHAIN_ID, CONTRACT)).resolves.toBeUndefined();
  });
});
