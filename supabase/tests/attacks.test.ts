import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANON,
  actingAs,
  becomeActor,
  CHECK_VIOLATION,
  errorCodeOf,
  INSUFFICIENT_PRIVILEGE,
  refusalOf,
  signedIn,
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

// The findings of the issue "The database checks the facts", tried as an attacker would: each
// test passed on the migrations before 20261128000100 (the attack worked) and now shows it refused.
// Alice lent Bob a drill (rental 7 on chain 5) and reviewed him; Carol, a second account with a
// wallet of her own, attacks. Requests are run as the SQL PostgREST sends for them.

const CONTRACT = '0x5fbdb2315678afecb367f032d93f642f64180aa3';
const SIGNATURE = `0x${'ab'.repeat(65)}`;
const UINT256_MAX = (2n ** 256n - 1n).toString();

/** `count` reviews by the signed-in user's wallet `reviewer` of `reviewee` (a SQL expression), for invented rental ids from `firstRentalId`. */
const inventedReviews = (count: number, reviewer: string, reviewee: string, firstRentalId = 1000) =>
  `insert into public.reviews (chain_id, contract, rental_id, reviewer, reviewee, rating, text, signature)
   select 5, '${CONTRACT}', (${firstRentalId} + n)::text, '${reviewer}', ${reviewee}, 1, 'Never returned it.', '${SIGNATURE}'
   from generate_series(1, ${count}) as n`;

/** The SQL PostgREST runs for `GET /rpc/wallet_reviews?wallet=…&<filter>`, with the filter's condition on its scalar result. */
const walletReviewsFilteredBy = (condition: string) =>
  `select pgrst_call.pgrst_scalar from (select "public"."wallet_reviews"("wallet" := $1) as pgrst_scalar) as pgrst_call where ${condition}`;

let pool: pg.Pool | undefined;

function database(): pg.Pool {
  if (!pool) throw new Error('The test database was not created');
  return pool;
}

beforeAll(async () => {
  pool = await createMigratedDatabase('attacks');
  await seedPeopleAndListings(database());
  await linkWallets(database());
  // Alice's genuine review of Bob, a day old.
  await database().query(
    `insert into public.reviews (chain_id, contract, rental_id, reviewer, reviewee, rating, text, signature, author_id, created_at)
     values (5, $1, '7', $2, $3, 5, 'Returned the drill clean and on time.', $4, $5, now() - interval '1 day')`,
    [CONTRACT, ALICE_WALLET, BOB_WALLET, SIGNATURE, ALICE.id],
  );
  // Thirty more listings of Alice's and of Bob's, for a conversation about every listing.
  await database().query(
    `insert into public.tools (owner_id, name, description, category, location, rental_rate, collateral_required)
     select owner, 'Tool ' || n, 'A tool.', 'hand tools', 'Leeds', 0.01, 0.1
     from generate_series(1, 30) as n, unnest(array[$1::uuid, $2::uuid]) as owner`,
    [ALICE.id, BOB.id],
  );
});

afterAll(async () => {
  await pool?.end();
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
      expect(rows[0].reviews).toHaveLength(6);
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
          [CONTRACT, `0x${'a1'.repeat(20)}`, BOB_WALLET, SIGNATURE],
        ),
      ).toMatchObject({ code: '23505', constraint: 'reviews_once_per_author_and_rental' });
    });
  });
});

describe('reviews, conversations and notifications have quotas', () => {
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

  it('refuses 50,000 notifications to oneself: a member inserts no notification at all', async () => {
    await actingAs(database(), signedIn(CAROL.id), async (db) => {
      expect(
        await errorCodeOf(
          db,
          `insert into public.notifications (type, title, message)
           select 'system', 'Notice ' || n, repeat('x', 1000) from generate_series(1, 50000) as n`,
        ),
      ).toBe(INSUFFICIENT_PRIVILEGE);
      expect(
        await errorCodeOf(db, `insert into public.notifications (type, title, message) values ('system', 'Hi', 'One')`),
      ).toBe(INSUFFICIENT_PRIVILEGE);
    });
  });

  it('refuses a conversation about every listing in one request: at most 20 a day, each with its first message', async () => {
    await actingAs(database(), signedIn(CAROL.id), async (db) => {
      const aboutEveryListing = `insert into public.conversations (tool_id) select id from public.tools`;
      expect(await refusalOf(db, aboutEveryListing)).toMatchObject({
        code: CHECK_VIOLATION,
        constraint: 'conversations_per_borrower_per_day',
        message: 'You can start at most 20 conversations a day. Continue one you already have, or try again tomorrow.',
      });
      // Twenty, but empty: refused when the request's transaction ends.
      expect(await refusalOf(db, `${aboutEveryListing} limit 20`)).toBeNull();
      expect(await refusalOf(db, 'set constraints all immediate')).toMatchObject({
        constraint: 'conversations_open_with_a_message',
      });
    });
    await actingAs(database(), signedIn(CAROL.id), async (db) => {
      // With their first messages, twenty pass and the 21st is refused; the message quota applies to them too.
      const { rows: tools } = await db.query<{ id: string }>('select id from public.tools order by id limit 21');
      for (const [index, tool] of tools.slice(0, 20).entries()) {
        expect(await refusalOf(db, 'select public.start_conversation($1, $2)', [tool.id, `Hello ${index}`])).toBeNull();
      }
      expect(await refusalOf(db, 'select public.start_conversation($1, $2)', [tools[20].id, 'One more'])).toMatchObject(
        { constraint: 'conversations_per_borrower_per_day' },
      );
      expect(await errorCodeOf(db, 'set constraints all immediate')).toBeNull();
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
      // match, like, fts on its one value, -> into it, even equality (once an element is compared): json[] has no such operator (42883).
      for (const condition of [
        `pgrst_call.pgrst_scalar ~ '(.*o){8}z'`,
        `pgrst_call.pgrst_scalar ~~* '%o%o%z'`,
        `to_tsvector(pgrst_call.pgrst_scalar) @@ to_tsquery('drill')`,
        `pgrst_call.pgrst_scalar @@ to_tsquery('drill')`,
        `pgrst_call.pgrst_scalar->0->>'text' ~ '(.*o){8}z'`,
        `pgrst_call.pgrst_scalar = '{"{}"}'`,
      ]) {
        expect(await errorCodeOf(db, walletReviewsFilteredBy(condition), [BOB_WALLET]), condition).toBe('42883');
      }
      // What is left to a caller is whether there is a value at all.
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
          [CONTRACT, rentalId, BOB_WALLET, ALICE_WALLET, SIGNATURE],
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
