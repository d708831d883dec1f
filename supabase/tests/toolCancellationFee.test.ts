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

// A listing's cancellation fee (20261128000700_tool_cancellation_fee.sql): basis points of the rent,
// 0 to 5,000 as the contract accepts, none unless the owner names one, set only by the owner. Members
// read a listing through the read functions (20261128000800_read_without_patterns.sql), as the app does.

/** The fee of listing `id` as everyone reads it. */
async function feeOf(db: Parameters<typeof listingById>[0], id: string): Promise<number | undefined> {
  return (await listingById(db, id))?.cancellation_fee_bps;
}

const database = migratedDatabaseForTests('tool_cancellation_fee', seedPeopleAndListings);

describe('a listing’s cancellation fee', () => {
  it('is 0 for a listing that names none (every listing made before the form asked)', async () => {
    await actingAs(database(), signedIn(ALICE.id), async (db) => {
      const { sql, params } = insertListing({ ...validListing, owner_id: ALICE.id });
      const { rows } = await db.query<{ id: string }>(sql, params);
      expect(await feeOf(db, rows[0].id)).toBe(0);
      expect(await feeOf(db, ALICE_DRILL)).toBe(0);
    });
  });

  it('may be named by the owner at listing and in an edit, from 0 to 5,000 bps both included', async () => {
    await actingAs(database(), signedIn(ALICE.id), async (db) => {
      const { sql, params } = insertListing({ ...validListing, owner_id: ALICE.id });
      const inserted = await db.query<{ id: string }>(
        sql.replace(') values (', ', cancellation_fee_bps) values (').replace(') returning', ', 1000) returning'),
        params,
      );
      expect(await feeOf(db, inserted.rows[0].id)).toBe(1000);
      for (const bps of [0, 1, 4999, 5000]) {
        const { rows } = await db.query(
          'update public.tools set cancellation_fee_bps = $1 where id = $2 returning id',
          [bps, ALICE_DRILL],
        );
        expect(rows).toEqual([{ id: ALICE_DRILL }]);
        expect(await feeOf(db, ALICE_DRILL)).toBe(bps);
      }
    });
  });

  it.each([-1, 5001, 10000])('refuses %i bps, by the named constraint', async (bps) => {
    await actingAs(database(), signedIn(ALICE.id), async (db) => {
      const refusal = await refusalOf(db, 'update public.tools set cancellation_fee_bps = $1 where id = $2', [
        bps,
        ALICE_DRILL,
      ]);
      expect(refusal).toMatchObject({ code: CHECK_VIOLATION, constraint: 'tools_cancellation_fee_bps_range' });
    });
  });

  it('refuses no fee at all (null): a listing always says what cancelling costs', async () => {
    await actingAs(database(), signedIn(ALICE.id), async (db) => {
      const refusal = await refusalOf(db, 'update public.tools set cancellation_fee_bps = null where id = $1', [
        ALICE_DRILL,
      ]);
      expect(refusal).toMatchObject({ code: '23502' });
    });
  });

  it('cannot be set by another user', async () => {
    await actingAs(database(), signedIn(BOB.id), async (db) => {
      expect(
        await errorCodeOf(db, 'update public.tools set cancellation_fee_bps = 5000 where id = $1', [ALICE_DRILL]),
      ).toBe(INSUFFICIENT_PRIVILEGE);
    });
    await actingAs(database(), signedIn(ALICE.id), async (db) => {
      expect(await feeOf(db, ALICE_DRILL)).toBe(0);
    });
  });
});
