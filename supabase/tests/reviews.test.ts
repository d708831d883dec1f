import { beforeAll, describe, expect, it } from 'vitest';
import {
  ANON,
  actingAs,
  becomeActor,
  CHECK_VIOLATION,
  errorCodeOf,
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
import { migratedDatabaseForTests } from './support/migratedDatabase';
import { scalarCall } from './support/postgrestCalls';
import { aliceReviewsBob, postReview, REVIEWED_CONTRACT } from './support/reviewFixture';

// The reviews table (docs/supabase.md, "Reviews"): anyone reads through wallet_reviews; a signed-in
// user posts only their own review, as the wallet linked to their account, once per rental; nobody
// edits or deletes one.
// Alice lent Bob a drill (rental 7 on chain 5); Carol had no part in it.

const database = migratedDatabaseForTests('reviews', async (pool) => {
  await seedPeopleAndListings(pool);
  await linkWallets(pool);
});

describe('posting a review', () => {
  it('is allowed to the reviewer for their linked wallet, recorded in their name, and read by everyone', async () => {
    await actingAs(database(), signedIn(ALICE.id), async (db) => {
      expect(await postReview(db, aliceReviewsBob)).toBeNull();
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
      expect(await postReview(db, { ...aliceReviewsBob, reviewer: BOB_WALLET, reviewee: ALICE_WALLET })).toBeNull();
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
      expect(await postReview(db, aliceReviewsBob)).toMatchObject({ code: INSUFFICIENT_PRIVILEGE });
      expect(await postReview(db, { ...aliceReviewsBob, reviewer: BOB_WALLET, reviewee: ALICE_WALLET })).toMatchObject({
        code: INSUFFICIENT_PRIVILEGE,
      });
    });
  });

  it('is refused the second time for the same rental and reviewer', async () => {
    await actingAs(database(), signedIn(ALICE.id), async (db) => {
      expect(await postReview(db, aliceReviewsBob)).toBeNull();
      expect(await postReview(db, { ...aliceReviewsBob, rating: 1, text: 'Changed my mind.' })).toMatchObject({
        code: UNIQUE_VIOLATION,
        constraint: 'reviews_once_per_rental',
      });
      // Another rental, or the same id on another contract, is another review.
      expect(await postReview(db, { ...aliceReviewsBob, rental_id: '8' })).toBeNull();
      expect(await postReview(db, { ...aliceReviewsBob, contract: `0x${'1'.repeat(40)}` })).toBeNull();
    });
  });

  it('is refused in another user’s name', async () => {
    await actingAs(database(), signedIn(CAROL.id), async (db) => {
      expect(await postReview(db, { ...aliceReviewsBob, reviewer: CAROL_WALLET, author_id: ALICE.id })).toMatchObject({
        code: INSUFFICIENT_PRIVILEGE,
      });
    });
  });

  it('is refused to the anonymous role', async () => {
    await actingAs(database(), ANON, async (db) => {
      expect(await postReview(db, aliceReviewsBob)).toMatchObject({ code: INSUFFICIENT_PRIVILEGE });
    });
  });

  it('is refused with a rating outside 1..5 or a text over 1,000 characters', async () => {
    await actingAs(database(), signedIn(ALICE.id), async (db) => {
      expect(await postReview(db, { ...aliceReviewsBob, rating: 0 })).toMatchObject({
        code: CHECK_VIOLATION,
        constraint: 'reviews_rating_range',
      });
      expect(await postReview(db, { ...aliceReviewsBob, rating: 6 })).toMatchObject({
        code: CHECK_VIOLATION,
        constraint: 'reviews_rating_range',
      });
      expect(await postReview(db, { ...aliceReviewsBob, text: 'x'.repeat(1001) })).toMatchObject({
        code: CHECK_VIOLATION,
        constraint: 'reviews_text_length',
      });
      expect(await postReview(db, { ...aliceReviewsBob, text: 'x'.repeat(1000) })).toBeNull();
    });
  });

  it('is refused for oneself or with a malformed rental id, address or signature', async () => {
    await actingAs(database(), signedIn(ALICE.id), async (db) => {
      expect(await postReview(db, { ...aliceReviewsBob, reviewee: ALICE_WALLET })).toMatchObject({
        code: CHECK_VIOLATION,
        constraint: 'reviews_not_of_oneself',
      });
      expect(await postReview(db, { ...aliceReviewsBob, rental_id: '07' })).toMatchObject({
        code: CHECK_VIOLATION,
        constraint: 'reviews_rental_id_format',
      });
      expect(await postReview(db, { ...aliceReviewsBob, reviewee: BOB_WALLET.toUpperCase() })).toMatchObject({
        code: CHECK_VIOLATION,
        constraint: 'reviews_reviewee_format',
      });
      expect(await postReview(db, { ...aliceReviewsBob, signature: '0x' })).toMatchObject({
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
      [REVIEWED_CONTRACT, ALICE_WALLET, BOB_WALLET, aliceReviewsBob.signature, ALICE.id],
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

// The findings of the issue "The database checks the facts", tried as an attacker would: each of
// these tests passed on the migrations before 20261128000100 (the attack worked) and now shows it
// refused. Alice lent Bob a drill (rental 7 on chain 5) and reviewed him a day ago; Carol, a second
// account with a wallet of her own, attacks. Requests are run as the SQL PostgREST sends for them.

const UINT256_MAX = (2n ** 256n - 1n).toString();

/** `count` reviews by the signed-in user's wallet `reviewer` of `reviewee` (a SQL expression), for invented rental ids from `firstRentalId`. */
const inventedReviews = (count: number, reviewer: string, reviewee: string, firstRentalId = 1000) =>
  `insert into public.reviews (chain_id, contract, rental_id, reviewer, reviewee, rating, text, signature)
   select 5, '${REVIEWED_CONTRACT}', (${firstRentalId} + n)::text, '${reviewer}', ${reviewee}, 1, 'Never returned it.', '${aliceReviewsBob.signature}'
   from generate_series(1, ${count}) as n`;

/** The SQL PostgREST runs for `GET /rpc/wallet_reviews?wallet=…&<filter>`, with the filter's condition on its scalar result. */
const walletReviewsFilteredBy = (condition: string) =>
  scalarCall(`"public"."wallet_reviews"("wallet" := $1)`, `where ${condition}`);

describe('the database checks the facts', () => {
  beforeAll(async () => {
    await database().query(
      `insert into public.reviews (chain_id, contract, rental_id, reviewer, reviewee, rating, text, signature, author_id, created_at)
       values (5, $1, '7', $2, $3, 5, 'Returned the drill clean and on time.', $4, $5, now() - interval '1 day')`,
      [REVIEWED_CONTRACT, ALICE_WALLET, BOB_WALLET, aliceReviewsBob.signature, ALICE.id],
    );
  });

  describe('a review cannot be buried', () => {
    it('by a second account posting 200 reviews of the same wallet for invented rentals in one request', async () => {
      await actingAs(database(), signedIn(CAROL.id), async (db) => {
        expect(await refusalOf(db, inventedReviews(200, CAROL_WALLET, `'${BOB_WALLET}'`))).toMatchObject({
          code: CHECK_VIOLATION,
          constraint: 'reviews_per_author_of_wallet',
          message: 'You have already reviewed this member 5 times, the most one account can.',
        });
        // Five are what one account may post about one wallet; the genuine review stays among the ones read.
        expect(await refusalOf(db, inventedReviews(5, CAROL_WALLET, `'${BOB_WALLET}'`))).toBeNull();
        expect(await refusalOf(db, inventedReviews(1, CAROL_WALLET, `'${BOB_WALLET}'`, 2000))).toMatchObject({
          constraint: 'reviews_per_author_of_wallet',
        });
        await becomeActor(db, ANON);
        const { rows } = await db.query<{ reviews: { reviewer: string; rental_id: string }[] }>(
          'select public.wallet_reviews($1) as reviews',
          [BOB_WALLET],
        );
        expect(rows[0].reviews.filter((review) => review.reviewer === CAROL_WALLET)).toHaveLength(5);
        expect(rows[0].reviews.at(-1)).toMatchObject({ reviewer: ALICE_WALLET, rental_id: '7' });
      });
    });

    it('by the same account reviewing one rental twice, also after linking another wallet', async () => {
      await actingAs(database(), signedIn(ALICE.id), async (db) => {
        await db.query('reset role');
        await db.query('update public.users set wallet_address = $1 where id = $2', [`0x${'a1'.repeat(20)}`, ALICE.id]);
        await becomeActor(db, signedIn(ALICE.id));
        expect(
          await refusalOf(
            db,
            `insert into public.reviews (chain_id, contract, rental_id, reviewer, reviewee, rating, text, signature)
             values (5, $1, '7', $2, $3, 1, 'Again.', $4)`,
            [REVIEWED_CONTRACT, `0x${'a1'.repeat(20)}`, BOB_WALLET, aliceReviewsBob.signature],
          ),
        ).toMatchObject({ code: '23505', constraint: 'reviews_once_per_author_and_rental' });
      });
    });
  });

  describe('quotas', () => {
    it('refuses 10,000 reviews in one request: at most 20 a day per account', async () => {
      await actingAs(database(), signedIn(CAROL.id), async (db) => {
        // Each of another wallet, so only the daily quota is in the way.
        const manyWallets = `'0x' || lpad(to_hex(n), 40, '0')`;
        const refusal = await refusalOf(db, inventedReviews(10_000, CAROL_WALLET, manyWallets));
        expect(refusal).toMatchObject({ code: CHECK_VIOLATION, constraint: 'reviews_per_author_per_day' });
        expect(refusal?.message).toBe('You can post at most 20 reviews a day. Post this one tomorrow.');
        expect(await refusalOf(db, inventedReviews(20, CAROL_WALLET, manyWallets))).toBeNull();
        expect(await refusalOf(db, inventedReviews(1, CAROL_WALLET, `'${ALICE_WALLET}'`, 5000))).toMatchObject({
          constraint: 'reviews_per_author_per_day',
        });
      });
    });
  });

  describe('anonymous and signed-in visitors cannot run pattern filters over a whole table', () => {
    it('cannot read the reviews table at all: GET /reviews?text=match.(.*o){8}z is refused', async () => {
      for (const actor of [ANON, signedIn(CAROL.id)]) {
        await actingAs(database(), actor, async (db) => {
          expect(
            await errorCodeOf(
              db,
              `select "public"."reviews".* from "public"."reviews" where "public"."reviews"."text" ~ $1`,
              ['(.*o){8}z'],
            ),
          ).toBe(INSUFFICIENT_PRIVILEGE);
        });
      }
    });

    it('cannot filter what wallet_reviews returns by pattern, full text or JSON path', async () => {
      await actingAs(database(), ANON, async (db) => {
        // match, like and fts on its one value, and -> into it: json[] has no such operator (42883).
        for (const condition of [
          `pgrst_call.pgrst_scalar ~ '(.*o){8}z'`,
          `pgrst_call.pgrst_scalar ~~* '%o%o%z'`,
          `to_tsvector(pgrst_call.pgrst_scalar) @@ to_tsquery('drill')`,
          `pgrst_call.pgrst_scalar @@ to_tsquery('drill')`,
          `pgrst_call.pgrst_scalar->0->>'text' ~ '(.*o){8}z'`,
        ]) {
          expect(await errorCodeOf(db, walletReviewsFilteredBy(condition), [BOB_WALLET]), condition).toBe('42883');
        }
        // What is left to a caller: whether there is a value, or an equality that compares the one page once
        // (and fails as soon as it compares two elements).
        expect(
          await errorCodeOf(db, walletReviewsFilteredBy('pgrst_call.pgrst_scalar is not null'), [BOB_WALLET]),
        ).toBeNull();
      });
    });
  });

  describe('rental ids', () => {
    it('are refused past 2^256 - 1', async () => {
      await actingAs(database(), signedIn(BOB.id), async (db) => {
        const review = (rentalId: string) =>
          refusalOf(
            db,
            `insert into public.reviews (chain_id, contract, rental_id, reviewer, reviewee, rating, text, signature)
             values (5, $1, $2, $3, $4, 5, 'Fine.', $5)`,
            [REVIEWED_CONTRACT, rentalId, BOB_WALLET, ALICE_WALLET, aliceReviewsBob.signature],
          );
        for (const rentalId of ['9'.repeat(78), (2n ** 256n).toString()]) {
          expect(await review(rentalId), rentalId).toMatchObject({
            code: CHECK_VIOLATION,
            constraint: 'reviews_rental_id_uint256',
          });
        }
        expect(await review(UINT256_MAX)).toBeNull();
      });
    });
  });
});
