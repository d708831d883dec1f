import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { actingAs, CHECK_VIOLATION, errorCodeOf, INSUFFICIENT_PRIVILEGE, refusalOf, signedIn } from './actors';
import { ALICE, ALICE_DRILL, BOB, insertListing, validListing } from './marketplaceFixture';
import { listingById, type ListingDocument } from './listingReads';

/** A whole-number term the lender names on a listing (a column of public.tools with a named range check). */
export interface ListingSetting {
  /** As the test names it: "cancellation fee". */
  what: string;
  column: keyof ListingDocument & ('cancellation_fee_bps' | 'inspection_period_days');
  constraint: string;
  /** What a listing that names none has. */
  initial: number;
  /** Named at listing (not the initial value), then in edits: the bounds included. */
  atListing: number;
  inEdits: number[];
  refused: number[];
}

/**
 * The rules every such setting follows, for `database` seeded with seedPeopleAndListings: the initial
 * value for a listing that names none, set by the owner at listing and in an edit, refused outside its
 * range by the named constraint and as null, and never set by another member; read as members read a
 * listing (the read functions of 20261128000800_read_without_patterns.sql).
 */
export function describeListingSetting(database: () => pg.Pool, setting: ListingSetting): void {
  const { column } = setting;
  const valueOf = async (db: pg.ClientBase, id: string) => (await listingById(db, id))?.[column];

  describe(`a listing’s ${setting.what}`, () => {
    it(`is ${setting.initial} for a listing that names none (every listing made before the column)`, async () => {
      await actingAs(database(), signedIn(ALICE.id), async (db) => {
        const { sql, params } = insertListing({ ...validListing, owner_id: ALICE.id });
        const { rows } = await db.query<{ id: string }>(sql, params);
        expect(await valueOf(db, rows[0].id)).toBe(setting.initial);
        expect(await valueOf(db, ALICE_DRILL)).toBe(setting.initial);
      });
    });

    it(`may be named by the owner at listing and in an edit (${setting.inEdits.join(', ')})`, async () => {
      await actingAs(database(), signedIn(ALICE.id), async (db) => {
        const { sql, params } = insertListing({ ...validListing, owner_id: ALICE.id });
        const inserted = await db.query<{ id: string }>(
          sql
            .replace(') values (', `, ${column}) values (`)
            .replace(') returning', `, ${setting.atListing}) returning`),
          params,
        );
        expect(await valueOf(db, inserted.rows[0].id)).toBe(setting.atListing);
        for (const value of setting.inEdits) {
          const { rows } = await db.query(`update public.tools set ${column} = $1 where id = $2 returning id`, [
            value,
            ALICE_DRILL,
          ]);
          expect(rows).toEqual([{ id: ALICE_DRILL }]);
          expect(await valueOf(db, ALICE_DRILL)).toBe(value);
        }
      });
    });

    it.each(setting.refused)('refuses %i, by the named constraint', async (value) => {
      await actingAs(database(), signedIn(ALICE.id), async (db) => {
        const refusal = await refusalOf(db, `update public.tools set ${column} = $1 where id = $2`, [
          value,
          ALICE_DRILL,
        ]);
        expect(refusal).toMatchObject({ code: CHECK_VIOLATION, constraint: setting.constraint });
      });
    });

    it('refuses none at all (null): a listing always says it', async () => {
      await actingAs(database(), signedIn(ALICE.id), async (db) => {
        const refusal = await refusalOf(db, `update public.tools set ${column} = null where id = $1`, [ALICE_DRILL]);
        expect(refusal).toMatchObject({ code: '23502' });
      });
    });

    it('cannot be set by another user', async () => {
      await actingAs(database(), signedIn(BOB.id), async (db) => {
        expect(
          await errorCodeOf(db, `update public.tools set ${column} = $1 where id = $2`, [
            setting.atListing,
            ALICE_DRILL,
          ]),
        ).toBe(INSUFFICIENT_PRIVILEGE);
      });
      await actingAs(database(), signedIn(ALICE.id), async (db) => {
        expect(await valueOf(db, ALICE_DRILL)).toBe(setting.initial);
      });
    });
  });
}
