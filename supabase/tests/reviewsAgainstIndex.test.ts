import { describe, expect, it } from 'vitest';
import { actingAs, CHECK_VIOLATION, refusalOf, signedIn, UNIQUE_VIOLATION, type Refusal } from './support/actors';
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
import { aliceReviewsBob, postReview, REVIEWED_CONTRACT } from './support/reviewFixture';

// Reviews checked against the chain indexer's tables (migration 20261128000600; docs/indexer.md): with
// the index in this database, a review is stored only from a party of a completed rental about the
// other party, on the contract the index follows. On chain 5 Alice lent Bob a drill (rental 7,
// completed) and a saw (rental 8, still out); Carol rented nothing.

/** The indexer's tables as Ponder creates them from indexer/ponder.schema.ts (bigint: numeric(78), hex: text). */
const INDEX_TABLES = `
  create schema chain_index;
  create table chain_index.indexed_contract (chain_id integer primary key, address text not null, start_block numeric(78) not null);
  create table chain_index.rental (
    id numeric(78) primary key, lender text not null, borrower text, tool_id text not null, state text not null
  );
`;

const database = migratedDatabaseForTests('reviews_against_index', async (pool) => {
  await seedPeopleAndListings(pool);
  await linkWallets(pool);
  await pool.query(INDEX_TABLES);
  await pool.query(`insert into chain_index.indexed_contract values (5, $1, 1)`, [REVIEWED_CONTRACT]);
  // Ponder stores addresses in lower case; the check compares them in lower case either way.
  await pool.query(
    `insert into chain_index.rental values (7, $1, $2, $3, 'TRANSACTION_COMPLETED'), (8, $1, $2, $3, 'RENTAL_ACTIVE')`,
    [ALICE_WALLET, BOB_WALLET, `0x${'0'.repeat(64)}`],
  );
});

/** The refusal of a review that names no completed rental between its two wallets, with its sentence. */
function expectNotACompletedRental(refusal: Refusal | null, rentalId = aliceReviewsBob.rental_id) {
  expect(refusal).toMatchObject({ code: CHECK_VIOLATION, constraint: 'reviews_of_completed_rental' });
  expect(refusal?.message).toMatch(
    new RegExp(
      `^Rental #${rentalId} is not a completed rental between you and this member, so the review was not stored`,
    ),
  );
}

describe('with the chain index in the database, a review', () => {
  it('is stored from each party of a completed rental about the other, once each', async () => {
    await actingAs(database(), signedIn(ALICE.id), async (db) => {
      expect(await postReview(db, aliceReviewsBob)).toBeNull();
      expect(await postReview(db, { ...aliceReviewsBob, rating: 1 })).toMatchObject({ code: UNIQUE_VIOLATION });
    });
    await actingAs(database(), signedIn(BOB.id), async (db) => {
      expect(await postReview(db, { ...aliceReviewsBob, reviewer: BOB_WALLET, reviewee: ALICE_WALLET })).toBeNull();
    });
  });

  it('is refused, with a sentence, for a rental id the chain never had', async () => {
    await actingAs(database(), signedIn(ALICE.id), async (db) => {
      expectNotACompletedRental(await postReview(db, { ...aliceReviewsBob, rental_id: '999' }), '999');
    });
  });

  it('is refused for a rental that is not completed', async () => {
    await actingAs(database(), signedIn(ALICE.id), async (db) => {
      expectNotACompletedRental(await postReview(db, { ...aliceReviewsBob, rental_id: '8' }), '8');
    });
  });

  it('is refused from someone who was no party, and about someone who was no party', async () => {
    await actingAs(database(), signedIn(CAROL.id), async (db) => {
      expectNotACompletedRental(await postReview(db, { ...aliceReviewsBob, reviewer: CAROL_WALLET }));
    });
    await actingAs(database(), signedIn(ALICE.id), async (db) => {
      expectNotACompletedRental(await postReview(db, { ...aliceReviewsBob, reviewee: CAROL_WALLET }));
    });
  });

  it('is refused about another chain or contract, which the index cannot vouch for', async () => {
    await actingAs(database(), signedIn(ALICE.id), async (db) => {
      const elsewhere = { code: CHECK_VIOLATION, constraint: 'reviews_of_indexed_contract' };
      expect(await postReview(db, { ...aliceReviewsBob, contract: `0x${'1'.repeat(40)}` })).toMatchObject(elsewhere);
      expect(await postReview(db, { ...aliceReviewsBob, chain_id: 1 })).toMatchObject(elsewhere);
    });
  });

  it('cannot be buried: 200 invented reviews are all refused and the genuine one is still read', async () => {
    await actingAs(database(), signedIn(ALICE.id), async (db) => {
      expect(await postReview(db, aliceReviewsBob)).toBeNull();
      // Carol, in the same transaction (each actingAs rolls back at its end).
      await db.query(`select set_config('request.jwt.claims', $1, true)`, [
        JSON.stringify({ sub: CAROL.id, role: 'authenticated' }),
      ]);
      const invented = await refusalOf(
        db,
        `insert into public.reviews (chain_id, contract, rental_id, reviewer, reviewee, rating, text, signature)
         select 5, $1, (1000 + n)::text, $2, $3, 1, 'Invented', $4 from generate_series(1, 200) as n`,
        [REVIEWED_CONTRACT, CAROL_WALLET, BOB_WALLET, aliceReviewsBob.signature],
      );
      expectNotACompletedRental(invented, '1001');
      const { rows } = await db.query<{ reviews: { reviewer: string }[] }>(
        'select public.wallet_reviews($1) as reviews',
        [BOB_WALLET],
      );
      expect(rows[0]?.reviews.map((review) => review.reviewer)).toEqual([ALICE_WALLET]);
    });
  });
});
