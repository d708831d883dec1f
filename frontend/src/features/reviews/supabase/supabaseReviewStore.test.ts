import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import {
  ALICE,
  REST,
  SETTINGS,
  SUPABASE_URL,
  postgrestError,
  recordedSupabaseServer,
} from '../../../shared/supabase/test/supabaseFixtures';
import { nth } from '../../../test/defined';
import { ALREADY_REVIEWED } from '../reviewRules';
import { ReviewRefusedError } from '../types';
import { NO_SUCH_RENTAL, REVIEWS_READ, supabaseReviewStore } from './supabaseReviewStore';

// PostgREST over HTTP, served by msw: wallet_reviews answers one json[] value, a JSON array of
// review objects; the table itself is not readable (supabase/migrations/20261128000100_review_facts.sql).

const BOB_WALLET = '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc';
const stored = {
  chain_id: 5,
  contract: '0x5fbdb2315678afecb367f032d93f642f64180aa3',
  rental_id: '7',
  reviewer: ALICE.wallet,
  reviewee: BOB_WALLET,
  rating: 5,
  text: 'Returned the drill clean and on time.',
  signature: `0x${'ab'.repeat(65)}`,
  created_at: '2026-11-27T10:00:00.123456+00:00',
};
const review = {
  chainId: 5,
  contract: stored.contract,
  rentalId: '7',
  reviewer: ALICE.wallet,
  reviewee: BOB_WALLET,
  rating: 5,
  text: stored.text,
  signature: stored.signature,
};

const { server, requests } = recordedSupabaseServer();
const store = () => supabaseReviewStore(SETTINGS);
const body = (path: string): Promise<unknown> =>
  nth(
    requests.filter((request) => request.url.startsWith(`${SUPABASE_URL}${path}`)),
    0,
    `POST ${path}`,
  ).json();

describe('supabaseReviewStore over PostgREST', () => {
  it("reads a wallet's reviews, and those it wrote, through wallet_reviews (newest 200, any case)", async () => {
    server.use(http.post(`${REST}/rpc/wallet_reviews`, () => HttpResponse.json([stored])));
    await expect(store().reviewsOf(BOB_WALLET.toUpperCase().replace('0X', '0x'))).resolves.toEqual([
      { ...review, createdAt: stored.created_at },
    ]);
    expect(await body('/rest/v1/rpc/wallet_reviews')).toEqual({
      wallet: BOB_WALLET,
      written: false,
      page_size: REVIEWS_READ,
    });
    requests.length = 0;
    await store().reviewsBy(ALICE.wallet);
    expect(await body('/rest/v1/rpc/wallet_reviews')).toEqual({
      wallet: ALICE.wallet,
      written: true,
      page_size: REVIEWS_READ,
    });
  });

  it('words the quotas with the database’s sentence, and the rules with the form’s', async () => {
    const refusals: [string, string, string][] = [
      [
        '23514',
        'You can post at most 20 reviews a day. Post this one tomorrow.',
        'You can post at most 20 reviews a day. Post this one tomorrow.',
      ],
      [
        '23514',
        'You have already reviewed this member 5 times, the most one account can.',
        'You have already reviewed this member 5 times, the most one account can.',
      ],
      [
        '23505',
        'duplicate key value violates unique constraint "reviews_once_per_author_and_rental"',
        ALREADY_REVIEWED,
      ],
      ['23514', 'new row for relation "reviews" violates check constraint "reviews_rental_id_uint256"', NO_SUCH_RENTAL],
    ];
    for (const [code, message, shown] of refusals) {
      server.use(http.post(`${REST}/reviews`, () => postgrestError(code === '23505' ? 409 : 400, code, message)));
      const added = store().add(review);
      await expect(added).rejects.toBeInstanceOf(ReviewRefusedError);
      await expect(added).rejects.toThrow(shown);
    }
  });
});
