import { describe, expect, it } from 'vitest';
import {
  actingAs,
  ANON,
  CHECK_VIOLATION,
  errorCodeOf,
  INSUFFICIENT_PRIVILEGE,
  INVALID_PARAMETER_VALUE,
  refusalOf,
  signedIn,
} from './support/actors';
import {
  ALICE,
  ALICE_DRILL,
  BOB,
  BOB_TRIMMER,
  insertListing,
  seedPeopleAndListings,
  validListing,
} from './support/marketplaceFixture';
import { listingById, searchListingIds } from './support/listingReads';
import { migratedDatabaseForTests } from './support/migratedDatabase';

// A listing's currency (20261128000500_listing_currency.sql): ETH or USDC, nothing else; a USDC
// amount is whole millionths; the home page's search bounds the rate per currency.

const SAW = '3c000000-0000-4000-8000-000000000010';
const LADDER = '3c000000-0000-4000-8000-000000000011';
const MIXER = '3c000000-0000-4000-8000-000000000012';

const database = migratedDatabaseForTests('listing_currency', async (pool) => {
  await seedPeopleAndListings(pool);
  // Alice's drill (seeded, ETH 0.02/day) and three dollar listings of Bob's.
  await pool.query(
    `insert into public.tools (id, owner_id, name, description, category, location, rental_rate, collateral_required, currency)
     values ($1, $4, 'Circular Saw', 'Saw.', 'power tools', 'Leeds', 12, 150, 'USDC'),
            ($2, $4, 'Ladder', 'Ladder.', 'construction', 'Leeds', 8.5, 60, 'USDC'),
            ($3, $4, 'Cement Mixer', 'Mixer.', 'construction', 'York', 25.000001, 300, 'USDC')`,
    [SAW, LADDER, MIXER, BOB.id],
  );
});

const idsOf = searchListingIds;

describe('a listing’s currency', () => {
  it('is ETH for a listing that names none (every listing made before the choice)', async () => {
    await actingAs(database(), signedIn(ALICE.id), async (db) => {
      const { sql, params } = insertListing({ ...validListing, owner_id: ALICE.id });
      const { rows } = await db.query<{ id: string }>(sql, params);
      expect((await listingById(db, rows[0].id))?.currency).toBe('ETH');
      expect((await listingById(db, ALICE_DRILL))?.currency).toBe('ETH');
    });
  });

  it('may be chosen as ETH or USDC by the owner, at listing and in an edit', async () => {
    await actingAs(database(), signedIn(ALICE.id), async (db) => {
      const { sql, params } = insertListing({ ...validListing, owner_id: ALICE.id });
      const inserted = await db.query<{ id: string }>(
        sql.replace(') values (', ', currency) values (').replace(') returning', ", 'USDC') returning"),
        params,
      );
      expect((await listingById(db, inserted.rows[0].id))?.currency).toBe('USDC');
      const { rowCount } = await db.query(`update public.tools set currency = 'ETH' where id = $1`, [ALICE_DRILL]);
      expect(rowCount).toBe(1);
      expect((await listingById(db, ALICE_DRILL))?.currency).toBe('ETH');
    });
  });

  it.each(['usdc', 'USD', 'DAI', '', 'EUR'])('refuses %j, by the named constraint', async (currency) => {
    await actingAs(database(), signedIn(ALICE.id), async (db) => {
      const refusal = await refusalOf(db, `update public.tools set currency = $1 where id = $2`, [
        currency,
        ALICE_DRILL,
      ]);
      expect(refusal).toMatchObject({ code: CHECK_VIOLATION, constraint: 'tools_currency_known' });
    });
  });

  it('refuses a USDC rate or collateral finer than a millionth, and takes one exactly a millionth', async () => {
    await actingAs(database(), signedIn(ALICE.id), async (db) => {
      const update = (rate: string, collateral: string) =>
        refusalOf(
          db,
          `update public.tools set currency = 'USDC', rental_rate = $1, collateral_required = $2 where id = $3`,
          [rate, collateral, ALICE_DRILL],
        );
      expect(await update('12.0000001', '100')).toMatchObject({
        code: CHECK_VIOLATION,
        constraint: 'tools_usdc_amounts_whole_units',
      });
      expect(await update('12', '100.0000001')).toMatchObject({
        code: CHECK_VIOLATION,
        constraint: 'tools_usdc_amounts_whole_units',
      });
      expect(await update('12.000001', '100.000001')).toBeNull();
      // ETH keeps its 18 decimals.
      const eth = await refusalOf(
        db,
        `update public.tools set currency = 'ETH', rental_rate = '0.000000000000000001' where id = $1`,
        [ALICE_DRILL],
      );
      expect(eth).toBeNull();
    });
  });

  it('cannot be set by another user', async () => {
    await actingAs(database(), signedIn(BOB.id), async (db) => {
      expect(await errorCodeOf(db, `update public.tools set currency = 'USDC' where id = $1`, [ALICE_DRILL])).toBe(
        INSUFFICIENT_PRIVILEGE,
      );
      expect((await listingById(db, ALICE_DRILL))?.currency).toBe('ETH');
    });
  });
});

describe('search_listings per currency', () => {
  it('bounds the rate in the currency asked, both ends included, exact to the unit', async () => {
    await actingAs(database(), ANON, async (db) => {
      expect(await idsOf(db, { currency: 'USDC', min_rate: '8.5', max_rate: '25', sort: 'priceAsc' })).toEqual([
        LADDER,
        SAW,
      ]);
      expect(await idsOf(db, { currency: 'USDC', min_rate: '25.000001', sort: 'priceAsc' })).toEqual([MIXER]);
      // Alice's drill (0.02) and Bob's trimmer (0.01) are in ETH: 100 ETH a day bounds them, not the dollar listings.
      expect(await idsOf(db, { currency: 'ETH', max_rate: '100', sort: 'priceAsc' })).toEqual([
        BOB_TRIMMER,
        ALICE_DRILL,
      ]);
    });
  });

  it('reads a range without a currency as ETH, as every link before the choice meant', async () => {
    await actingAs(database(), ANON, async (db) => {
      expect(await idsOf(db, { max_rate: '100', sort: 'priceAsc' })).toEqual([BOB_TRIMMER, ALICE_DRILL]);
    });
  });

  it('lists one currency’s listings when asked for it alone, and every listing when not', async () => {
    await actingAs(database(), ANON, async (db) => {
      expect(await idsOf(db, { currency: 'USDC', sort: 'priceAsc' })).toEqual([LADDER, SAW, MIXER]);
      expect((await idsOf(db, {})).length).toBeGreaterThanOrEqual(4);
    });
  });

  it('keeps each currency together in the price sorts, high to low the exact reverse of low to high', async () => {
    await actingAs(database(), ANON, async (db) => {
      const ascending = await idsOf(db, { sort: 'priceAsc' });
      expect(ascending.slice(-3)).toEqual([LADDER, SAW, MIXER]);
      expect(await idsOf(db, { sort: 'priceDesc' })).toEqual([...ascending].reverse());
    });
  });

  it('refuses an unknown currency with words', async () => {
    await actingAs(database(), ANON, async (db) => {
      const refusal = await refusalOf(db, `select public.search_listings(currency => 'DOGE')`);
      expect(refusal).toMatchObject({ code: INVALID_PARAMETER_VALUE });
      expect(refusal?.message).toContain('Unknown currency "DOGE"');
    });
  });
});
