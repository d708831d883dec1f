import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANON,
  actingAs,
  CHECK_VIOLATION,
  INSUFFICIENT_PRIVILEGE,
  refusalOf,
  signedIn,
  UNIQUE_VIOLATION,
} from './support/actors';
import {
  ALICE,
  ALICE_WALLET,
  BOB,
  BOB_WALLET,
  CAROL,
  CAROL_WALLET,
  linkWallets,
  seedPeopleAndListings,
} from './support/marketplaceFixture';
import { createMigratedDatabase } from './support/migratedDatabase';

// The reviews table (docs/supabase.md, "Reviews"): anyone reads through wallet_reviews; a signed-in
// user posts only their own review, as the wallet linked to their account, once per rental; nobody
// edits or deletes one.
// Alice lent Bob a drill (rental 7 on chain 5); Carol had no part in it.

const CONTRACT = '0x5fbdb2315678afecb367f032d93f642f64180aa3';

/** A review that passes every rule: Alice's of Bob for rental 7; tests override one field at a time. */
const aliceReviewsBob = {
  chain_id: 5,
  contract: CONTRACT,
  rental_id: '7',
  reviewer: ALICE_WALLET,
  reviewee: BOB_WALLET,
  rating: 5,
  text: 'Returned the drill clean and on time.',
  signature: `0x${'ab'.repeat(65)}`,
};
type ReviewRow = typeof aliceReviewsBob & { author_id?: string };

function insertReview(review: ReviewRow): { sql: string; params: unknown[] } {
  const columns = Object.keys(review);
  return {
    sql: `insert into public.reviews (${columns.join(', ')}) values (${columns.map((_, index) => `$${index + 1}`).join(', ')})`,
    params: Object.values(review),
  };
}

const post = (db: pg.PoolClient, review: ReviewRow) => {
  const { sql, params } = insertReview(review);
  return refusalOf(db, sql, params);
};

let pool: pg.Pool | undefined;

function database(): pg.Pool {
  if (!pool) throw new Error('The test database was not created');
  return pool;
}

beforeAll(async () => {
  pool = await createMigratedDatabase('reviews');
  await seedPeopleAndListings(database());
  await linkWallets(database());
});

afterAll(async () => {
  await pool?.end();
});

describe('posting a review', () => {
  it('is allowed to the reviewer for their linked wallet, recorded in their name, and read by everyone', async () => {
    await actingAs(database(), signedIn(ALICE.id), async (db) => {
      expect(await post(db, aliceReviewsBob)).toBeNull();
      // Only the service role reads the table (everyone else reads through wallet_reviews).
      await db.query('set local role service_role');
      const { rows } = await db.query<{ author_id: string; rating: number }>(
        'select author_id, rating from public.reviews',
      );
      expect(rows).toEqual([{ author_id: ALICE.id, rating: 5 }]);
      // Bob reviews Alice for the same rental: one review per rental and reviewer, not per rental.
      await db.query('set local role authenticated');
      await db.query(`select set_config('request.jwt.claims', $1, true)`, [
        JSON.stringify({ sub: BOB.id, role: 'authenticated' }),
      ]);
      expect(await post(db, { ...aliceReviewsBob, reviewer: BOB_WALLET, reviewee: ALICE_WALLET })).toBeNull();
      await db.query('set local role anon');
      const read = await db.query<{ reviews: { reviewer: string }[] }>(
        'select public.wallet_reviews($1) || public.wallet_reviews($2) as reviews',
        [BOB_WALLET, ALICE_WALLET],
      );
      expect(read.rows[0].reviews.map((review) => review.reviewer)).toEqual([ALICE_WALLET, BOB_WALLET]);
    });
  });

  it('is refused for a wallet not linked to the account (someone else’s rental)', async () => {
    await actingAs(database(), signedIn(CAROL.id), async (db) => {
      // Carol posts Alice's review of Bob, signature and all: she is not the wallet that signed it.
      expect(await post(db, aliceReviewsBob)).toMatchObject({ code: INSUFFICIENT_PRIVILEGE });
      expect(await post(db, { ...aliceReviewsBob, reviewer: BOB_WALLET, reviewee: ALICE_WALLET })).toMatchObject({
        code: INSUFFICIENT_PRIVILEGE,
      });
    });
  });

  it('is refused the second time for the same rental and reviewer', async () => {
    await actingAs(database(), signedIn(ALICE.id), async (db) => {
      expect(await post(db, aliceReviewsBob)).toBeNull();
      expect(await post(db, { ...aliceReviewsBob, rating: 1, text: 'Changed my mind.' })).toMatchObject({
        code: UNIQUE_VIOLATION,
        constraint: 'reviews_once_per_rental',
      });
      // Another rental, or the same id on another contract, is another review.
      expect(await post(db, { ...aliceReviewsBob, rental_id: '8' })).toBeNull();
      expect(await post(db, { ...aliceReviewsBob, contract: `0x${'1'.repeat(40)}` })).toBeNull();
    });
  });

  it('is refused in another user’s name', async () => {
    await actingAs(database(), signedIn(CAROL.id), async (db) => {
      expect(await post(db, { ...aliceReviewsBob, reviewer: CAROL_WALLET, author_id: ALICE.id })).toMatchObject({
        code: INSUFFICIENT_PRIVILEGE,
      });
    });
  });

  it('is refused to the anonymous role', async () => {
    await actingAs(database(), ANON, async (db) => {
      expect(await post(db, aliceReviewsBob)).toMatchObject({ code: INSUFFICIENT_PRIVILEGE });
    });
  });

  it('is refused with a rating outside 1..5 or a text over 1,000 characters', async () => {
    await actingAs(database(), signedIn(ALICE.id), async (db) => {
      expect(await post(db, { ...aliceReviewsBob, rating: 0 })).toMatchObject({
        code: CHECK_VIOLATION,
        constraint: 'reviews_rating_range',
      });
      expect(await post(db, { ...aliceReviewsBob, rating: 6 })).toMatchObject({
        code: CHECK_VIOLATION,
        constraint: 'reviews_rating_range',
      });
      expect(await post(db, { ...aliceReviewsBob, text: 'x'.repeat(1001) })).toMatchObject({
        code: CHECK_VIOLATION,
        constraint: 'reviews_text_length',
      });
      expect(await post(db, { ...aliceReviewsBob, text: 'x'.repeat(1000) })).toBeNull();
    });
  });

  it('is refused for oneself or with a malformed rental id, address or signature', async () => {
    await actingAs(database(), signedIn(ALICE.id), async (db) => {
      expect(await post(db, { ...aliceReviewsBob, reviewee: ALICE_WALLET })).toMatchObject({
        code: CHECK_VIOLATION,
        constraint: 'reviews_not_of_oneself',
      });
      expect(await post(db, { ...aliceReviewsBob, rental_id: '07' })).toMatchObject({
        code: CHECK_VIOLATION,
        constraint: 'reviews_rental_id_format',
      });
      expect(await post(db, { ...aliceReviewsBob, reviewee: BOB_WALLET.toUpperCase() })).toMatchObject({
        code: CHECK_VIOLATION,
        constraint: 'reviews_reviewee_format',
      });
      expect(await post(db, { ...aliceReviewsBob, signature: '0x' })).toMatchObject({
        code: CHECK_VIOLATION,
        constraint: 'reviews_signature_format',
      });
    });
  });
});

describe('a posted review', () => {
  beforeAll(async () => {
    await database().query(
      `insert into public.reviews (chain_id, contract, rental_id, reviewer, reviewee, rating, text, signature, author_id)
       values (5, $1, '9', $2, $3, 4, 'Fine.', $4, $5)`,
      [CONTRACT, ALICE_WALLET, BOB_WALLET, aliceReviewsBob.signature, ALICE.id],
    );
  });

  it('cannot be edited, by its author or anyone', async () => {
    for (const actor of [signedIn(ALICE.id), signedIn(BOB.id), ANON]) {
      await actingAs(database(), actor, async (db) => {
        expect(await refusalOf(db, `update public.reviews set rating = 1 where rental_id = '9'`)).toMatchObject({
          code: INSUFFICIENT_PRIVILEGE,
        });
        expect(await refusalOf(db, `update public.reviews set text = 'Edited' where rental_id = '9'`)).toMatchObject({
          code: INSUFFICIENT_PRIVILEGE,
        });
      });
    }
  });

  it('cannot be deleted, by its author or anyone', async () => {
    for (const actor of [signedIn(ALICE.id), signedIn(BOB.id), ANON]) {
      await actingAs(database(), actor, async (db) => {
        expect(await refusalOf(db, `delete from public.reviews where rental_id = '9'`)).toMatchObject({
          code: INSUFFICIENT_PRIVILEGE,
        });
      });
    }
    const { rows } = await database().query<{ rating: number }>(
      `select rating from public.reviews where rental_id = '9'`,
    );
    expect(rows).toEqual([{ rating: 4 }]);
  });
});
