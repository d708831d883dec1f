import { describe, expect, it } from 'vitest';
import { actingAs, errorCodeOf, INSUFFICIENT_PRIVILEGE, signedIn } from './support/actors';
import {
  ALICE,
  ALICE_DRILL,
  BOB,
  insertListing,
  seedPeopleAndListings,
  validListing,
} from './support/marketplaceFixture';
import { listingById } from './support/listingReads';
import { migratedDatabaseForTests } from './support/migratedDatabase';

// Each listing keeps its json document (20261202000300_stored_listing_documents.sql): built when
// the listing is written, read as it is by the listing functions. It must never go stale.

const database = migratedDatabaseForTests('stored_listing_documents', seedPeopleAndListings);

/** Listings whose stored document differs from the one built from the row now. */
const STALE_DOCUMENTS_SQL = `select id from public.tools as listing
  where listing.document::text is distinct from private.listing_document(listing)::text`;

describe('a listing’s stored document', () => {
  it('is the document built from the row, for every listing', async () => {
    const db = await database().connect();
    try {
      await db.query(`set timezone = 'UTC'`);
      expect((await db.query(STALE_DOCUMENTS_SQL)).rows).toEqual([]);
      expect(
        (await db.query('select count(*)::int as listings from public.tools where document is null')).rows,
      ).toEqual([{ listings: 0 }]);
    } finally {
      await db.query('reset timezone');
      db.release();
    }
  });

  it('follows the owner’s edits and new listings, with the times in UTC whatever the session’s zone', async () => {
    await actingAs(database(), signedIn(ALICE.id), async (db) => {
      await db.query(`set local timezone = 'America/New_York'`);
      await db.query(`update public.tools set name = 'Cordless Drill, new battery', available = false where id = $1`, [
        ALICE_DRILL,
      ]);
      const { sql, params } = insertListing({ ...validListing, name: 'Mitre Saw' });
      await db.query(sql, params);
      await db.query('reset role');
      await db.query(`set local timezone = 'UTC'`);
      expect((await db.query(STALE_DOCUMENTS_SQL)).rows).toEqual([]);
      const { rows } = await db.query<{ updated_at: string }>(
        `select to_json(updated_at)::text as updated_at from public.tools where id = $1`,
        [ALICE_DRILL],
      );
      expect(await listingById(db, ALICE_DRILL)).toMatchObject({
        name: 'Cordless Drill, new battery',
        available: false,
        updated_at: JSON.parse(rows[0].updated_at) as string,
      });
      expect(rows[0].updated_at).toMatch(/\+00:00"$/);
    });
  });

  it('is written by the database only', async () => {
    for (const person of [ALICE, BOB]) {
      await actingAs(database(), signedIn(person.id), async (db) => {
        expect(
          await errorCodeOf(db, `update public.tools set document = '{"name": "Free drill"}' where id = $1`, [
            ALICE_DRILL,
          ]),
        ).toBe(INSUFFICIENT_PRIVILEGE);
        expect(await errorCodeOf(db, `select document from public.tools`)).toBe(INSUFFICIENT_PRIVILEGE);
      });
    }
  });
});
