import { describe, expect, it } from 'vitest';
import { actingAs, CHECK_VIOLATION, errorCodeOf, INSUFFICIENT_PRIVILEGE, refusalOf, signedIn } from './support/actors';
import {
  ALICE,
  ALICE_DRILL,
  BOB,
  insertListing,
  seedPeopleAndListings,
  validListing,
} from './support/marketplaceFixture';
import { migratedDatabaseForTests } from './support/migratedDatabase';
import { listingById } from './support/listingReads';

// A listing's inspection period (20261128001000_tool_inspection_period.sql): whole days, 1 to 30 as
// the contract accepts, one day unless the owner names another, set only by the owner, and read
// through the read functions (private.listing_document), as the app reads a listing.

/** The inspection period of listing `id` as everyone reads it. */
async function inspectionDaysOf(db: Parameters<typeof listingById>[0], id: string): Promise<number | undefined> {
  return (await listingById(db, id))?.inspection_period_days;
}

const database = migratedDatabaseForTests('tool_inspection_period', seedPeopleAndListings);

describe('a listing’s inspection period', () => {
  it('is one day for a listing that names none (every listing made before the column)', async () => {
    await actingAs(database(), signedIn(ALICE.id), async (db) => {
      const { sql, params } = insertListing({ ...validListing, owner_id: ALICE.id });
      const { rows } = await db.query<{ id: string }>(sql, params);
      expect(await inspectionDaysOf(db, rows[0].id)).toBe(1);
      expect(await inspectionDaysOf(db, ALICE_DRILL)).toBe(1);
    });
  });

  it('may be named by the owner at listing and in an edit, from 1 to 30 days both included', async () => {
    await actingAs(database(), signedIn(ALICE.id), async (db) => {
      const { sql, params } = insertListing({ ...validListing, owner_id: ALICE.id });
      const inserted = await db.query<{ id: string }>(
        sql.replace(') values (', ', inspection_period_days) values (').replace(') returning', ', 7) returning'),
        params,
      );
      expect(await inspectionDaysOf(db, inserted.rows[0].id)).toBe(7);
      for (const days of [1, 2, 29, 30]) {
        const { rows } = await db.query(
          'update public.tools set inspection_period_days = $1 where id = $2 returning id',
          [days, ALICE_DRILL],
        );
        expect(rows).toEqual([{ id: ALICE_DRILL }]);
        expect(await inspectionDaysOf(db, ALICE_DRILL)).toBe(days);
      }
    });
  });

  it.each([0, -1, 31, 365])('refuses %i days, by the named constraint', async (days) => {
    await actingAs(database(), signedIn(ALICE.id), async (db) => {
      const refusal = await refusalOf(db, 'update public.tools set inspection_period_days = $1 where id = $2', [
        days,
        ALICE_DRILL,
      ]);
      expect(refusal).toMatchObject({ code: CHECK_VIOLATION, constraint: 'tools_inspection_period_days_range' });
    });
  });

  it('refuses no period at all (null): a listing always says how long the lender may inspect', async () => {
    await actingAs(database(), signedIn(ALICE.id), async (db) => {
      const refusal = await refusalOf(db, 'update public.tools set inspection_period_days = null where id = $1', [
        ALICE_DRILL,
      ]);
      expect(refusal).toMatchObject({ code: '23502' });
    });
  });

  it('cannot be set by another user', async () => {
    await actingAs(database(), signedIn(BOB.id), async (db) => {
      expect(
        await errorCodeOf(db, 'update public.tools set inspection_period_days = 30 where id = $1', [ALICE_DRILL]),
      ).toBe(INSUFFICIENT_PRIVILEGE);
    });
    await actingAs(database(), signedIn(ALICE.id), async (db) => {
      expect(await inspectionDaysOf(db, ALICE_DRILL)).toBe(1);
    });
  });
});
