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

// A listing's cancellation fee (20261128000700_tool_cancellation_fee.sql): basis points of the rent,
// 0 to 5,000 as the contract accepts, none unless the owner names one, set only by the owner.

const database = migratedDatabaseForTests('tool_cancellation_fee', seedPeopleAndListings);

describe('a listing’s cancellation fee', () => {
  it('is 0 for a listing that names none (every listing made before the form asked)', async () => {
    await actingAs(database(), signedIn(ALICE.id), async (db) => {
      const { sql, params } = insertListing({ ...validListing, owner_id: ALICE.id });
      const { rows } = await db.query<{ cancellation_fee_bps: number }>(
        sql.replace('returning', 'returning cancellation_fee_bps,'),
        params,
      );
      expect(rows[0]?.cancellation_fee_bps).toBe(0);
      const drill = await db.query('select cancellation_fee_bps from public.tools where id = $1', [ALICE_DRILL]);
      expect(drill.rows).toEqual([{ cancellation_fee_bps: 0 }]);
    });
  });

  it('may be named by the owner at listing and in an edit, from 0 to 5,000 bps both included', async () => {
    await actingAs(database(), signedIn(ALICE.id), async (db) => {
      const { sql, params } = insertListing({ ...validListing, owner_id: ALICE.id });
      const inserted = await db.query<{ cancellation_fee_bps: number }>(
        sql
          .replace(') values (', ', cancellation_fee_bps) values (')
          .replace(') returning', ', 1000) returning cancellation_fee_bps,'),
        params,
      );
      expect(inserted.rows[0]?.cancellation_fee_bps).toBe(1000);
      for (const bps of [0, 1, 4999, 5000]) {
        const { rows } = await db.query(
          'update public.tools set cancellation_fee_bps = $1 where id = $2 returning cancellation_fee_bps',
          [bps, ALICE_DRILL],
        );
        expect(rows).toEqual([{ cancellation_fee_bps: bps }]);
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
      const { rows } = await db.query('select cancellation_fee_bps from public.tools where id = $1', [ALICE_DRILL]);
      expect(rows).toEqual([{ cancellation_fee_bps: 0 }]);
    });
  });
});
