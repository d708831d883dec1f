import { describe, expect, it } from 'vitest';
import {
  actingAs,
  ANON,
  CHECK_VIOLATION,
  errorCodeOf,
  INSUFFICIENT_PRIVILEGE,
  refusalOf,
  SERVICE_ROLE,
  signedIn,
} from './support/actors';
import {
  ALICE,
  ALICE_DRILL,
  BOB,
  BOB_TRIMMER,
  CATEGORIES,
  insertListing,
  seedPeopleAndListings,
  validListing,
} from './support/marketplaceFixture';
import { listingById, listingsById } from './support/listingReads';
import { migratedDatabaseForTests } from './support/migratedDatabase';

const database = migratedDatabaseForTests('tools_rls', seedPeopleAndListings);

describe('reading listings', () => {
  it('lets the anonymous role and every signed-in user read all listings, through listings_by_id', async () => {
    for (const actor of [ANON, signedIn(ALICE.id), signedIn(BOB.id)]) {
      await actingAs(database(), actor, async (db) => {
        const listings = await listingsById(db, [ALICE_DRILL, BOB_TRIMMER]);
        const byName = listings.map(({ id, owner_id, name }) => ({ id, owner_id, name }));
        expect(byName.sort((one, other) => one.name.localeCompare(other.name))).toEqual([
          { id: ALICE_DRILL, owner_id: ALICE.id, name: 'Cordless Drill' },
          { id: BOB_TRIMMER, owner_id: BOB.id, name: 'Hedge Trimmer' },
        ]);
      });
    }
  });

  it('keeps rate and collateral exact to the wei', async () => {
    await actingAs(database(), signedIn(ALICE.id), async (db) => {
      const { sql, params } = insertListing({
        ...validListing,
        rental_rate: '1.123456789012345678',
        collateral_required: '99999999999999999999.999999999999999999',
      });
      const [row] = (await db.query<{ id: string }>(sql, params)).rows;
      expect(await listingById(db, row.id)).toMatchObject({
        rental_rate: '1.123456789012345678',
        collateral_required: '99999999999999999999.999999999999999999',
      });
    });
  });
});

describe('creating a listing', () => {
  it('makes the signed-in user the owner, available, with no photos and both times set', async () => {
    await actingAs(database(), signedIn(ALICE.id), async (db) => {
      const { sql, params } = insertListing(validListing);
      const [inserted] = (await db.query<{ id: string; owner_id: string }>(sql, params)).rows;
      expect(inserted.owner_id).toBe(ALICE.id);
      const row = await listingById(db, inserted.id);
      expect(row).toMatchObject({
        owner_id: ALICE.id,
        name: validListing.name,
        category: 'woodworking',
        specifications: ['125 mm', '300 W'],
        available: true,
        photo_paths: [],
      });
      expect(Date.parse(row?.created_at ?? '')).not.toBeNaN();
      expect(row?.updated_at).toEqual(row?.created_at);
    });
  });

  it('accepts each of the eight categories, and no other', async () => {
    await actingAs(database(), signedIn(ALICE.id), async (db) => {
      for (const category of CATEGORIES) {
        const { sql, params } = insertListing({ ...validListing, category });
        expect(await errorCodeOf(db, sql, params), category).toBeNull();
      }
      for (const category of ['all', 'Power Tools', 'weapons', '']) {
        const { sql, params } = insertListing({ ...validListing, category });
        expect((await refusalOf(db, sql, params))?.constraint, category).toBe('tools_category_known');
      }
    });
  });

  it('refuses a listing made in another user’s name', async () => {
    await actingAs(database(), signedIn(BOB.id), async (db) => {
      const { sql, params } = insertListing({ ...validListing, owner_id: ALICE.id });
      expect(await errorCodeOf(db, sql, params)).toBe(INSUFFICIENT_PRIVILEGE);
    });
  });

  it('refuses the anonymous role', async () => {
    await actingAs(database(), ANON, async (db) => {
      const { sql, params } = insertListing({ ...validListing, owner_id: ALICE.id });
      expect(await errorCodeOf(db, sql, params)).toBe(INSUFFICIENT_PRIVILEGE);
    });
  });

  it('refuses columns the database keeps itself', async () => {
    await actingAs(database(), signedIn(ALICE.id), async (db) => {
      for (const column of ['created_at', 'updated_at']) {
        expect(
          await errorCodeOf(
            db,
            `insert into public.tools (name, description, category, location, rental_rate, collateral_required, ${column}) values ('a', 'b', 'gardening', 'c', 0, 0, now())`,
          ),
          column,
        ).toBe(INSUFFICIENT_PRIVILEGE);
      }
    });
  });

  it('refuses bad input, each time by a named constraint', async () => {
    const limits: [Partial<typeof validListing> & { photo_paths?: string[] }, string][] = [
      [{ name: '   ' }, 'tools_name_not_blank'],
      [{ name: 'n'.repeat(121) }, 'tools_name_length'],
      [{ description: '' }, 'tools_description_not_blank'],
      [{ description: 'd'.repeat(4001) }, 'tools_description_length'],
      [{ location: ' \t' }, 'tools_location_not_blank'],
      [{ location: 'l'.repeat(121) }, 'tools_location_length'],
      [{ rental_rate: '-0.000000000000000001' }, 'tools_rental_rate_not_negative'],
      [{ collateral_required: '-1' }, 'tools_collateral_required_not_negative'],
      [{ specifications: Array.from({ length: 31 }, (_, index) => `spec ${index}`) }, 'tools_specifications_count'],
      [{ specifications: ['ok', '  '] }, 'tools_specifications_not_blank'],
      [{ specifications: ['ok', 's'.repeat(201)] }, 'tools_specification_length'],
    ];
    await actingAs(database(), signedIn(ALICE.id), async (db) => {
      for (const [override, constraint] of limits) {
        const { sql, params } = insertListing({ ...validListing, ...override });
        const refusal = await refusalOf(db, sql, params);
        expect(refusal, constraint).toMatchObject({ code: CHECK_VIOLATION, constraint });
        // PostgREST passes the message on: the app finds the constraint's name in it.
        expect(refusal?.message).toContain(`"${constraint}"`);
      }
      // The limits themselves are allowed.
      const atLimits = {
        ...validListing,
        name: 'n'.repeat(120),
        description: 'd'.repeat(4000),
        location: 'l'.repeat(120),
        rental_rate: '0',
        collateral_required: '0',
        specifications: Array.from({ length: 30 }, () => 's'.repeat(200)),
      };
      const { sql, params } = insertListing(atLimits);
      expect(await errorCodeOf(db, sql, params)).toBeNull();
      const nullEntry = insertListing({ ...validListing, specifications: ['ok', null as unknown as string] });
      expect((await refusalOf(db, nullEntry.sql, nullEntry.params))?.constraint).toBe('tools_specifications_not_blank');
    });
  });

  it('takes at most 5 photos, each a distinct file directly in the listing’s own folder', async () => {
    const id = '3a000000-0000-4000-8000-0000000000aa';
    const folder = `${ALICE.id}/${id}/`;
    await actingAs(database(), signedIn(ALICE.id), async (db) => {
      const withPhotos = (photo_paths: string[]) => insertListing({ ...validListing, id, photo_paths });
      const five = [1, 2, 3, 4, 5].map((n) => `${folder}${n}.jpg`);
      const six = [...five, `${folder}6.jpg`];
      expect((await refusalOf(db, withPhotos(six).sql, withPhotos(six).params))?.constraint).toBe(
        'tools_photo_paths_count',
      );
      for (const paths of [
        [`${BOB.id}/${id}/1.jpg`],
        [`${ALICE.id}/${ALICE_DRILL}/1.jpg`],
        [`${folder}sub/1.jpg`],
        [folder],
        [`${folder}1.jpg`, `${folder}1.jpg`],
      ]) {
        expect(
          (await refusalOf(db, withPhotos(paths).sql, withPhotos(paths).params))?.constraint,
          paths.join(','),
        ).toBe('tools_photo_paths_in_tool_folder');
      }
      await db.query(withPhotos(five).sql, withPhotos(five).params);
      expect((await listingById(db, id))?.photo_paths).toEqual(five);
    });
  });
});

describe('editing and deleting a listing', () => {
  it('lets the owner edit, and moves updated_at', async () => {
    await actingAs(database(), signedIn(ALICE.id), async (db) => {
      const { rowCount } = await db.query(
        `update public.tools set name = 'Cordless Drill (new battery)', available = false, rental_rate = '0.025' where id = $1`,
        [ALICE_DRILL],
      );
      expect(rowCount).toBe(1);
      const row = await listingById(db, ALICE_DRILL);
      expect(row).toMatchObject({
        name: 'Cordless Drill (new battery)',
        available: false,
        rental_rate: '0.025000000000000000',
      });
      expect(Date.parse(row?.updated_at ?? '')).toBeGreaterThan(Date.parse(row?.created_at ?? ''));
    });
  });

  it('refuses an edit of someone else’s listing with an error, and changes nothing', async () => {
    await actingAs(database(), signedIn(BOB.id), async (db) => {
      expect(await errorCodeOf(db, `update public.tools set name = 'Mine now' where id = $1`, [ALICE_DRILL])).toBe(
        INSUFFICIENT_PRIVILEGE,
      );
      expect(await errorCodeOf(db, `update public.tools set available = false`)).toBe(INSUFFICIENT_PRIVILEGE);
      expect(await listingById(db, ALICE_DRILL)).toMatchObject({ name: 'Cordless Drill', available: true });
    });
  });

  it('never lets a listing change hands or its kept columns be written', async () => {
    await actingAs(database(), signedIn(ALICE.id), async (db) => {
      for (const assignment of [
        `owner_id = '${BOB.id}'`,
        `owner_id = '${ALICE.id}'`,
        `id = gen_random_uuid()`,
        'created_at = now()',
        'updated_at = now()',
      ]) {
        expect(
          await errorCodeOf(db, `update public.tools set ${assignment} where id = $1`, [ALICE_DRILL]),
          assignment,
        ).toBe(INSUFFICIENT_PRIVILEGE);
      }
    });
  });

  it('refuses edits that break a rule, as at creation', async () => {
    await actingAs(database(), signedIn(ALICE.id), async (db) => {
      expect(
        (await refusalOf(db, `update public.tools set rental_rate = -1 where id = $1`, [ALICE_DRILL]))?.constraint,
      ).toBe('tools_rental_rate_not_negative');
      expect(
        (
          await refusalOf(db, `update public.tools set photo_paths = $2 where id = $1`, [
            ALICE_DRILL,
            [`${BOB.id}/${ALICE_DRILL}/a.jpg`],
          ])
        )?.constraint,
      ).toBe('tools_photo_paths_in_tool_folder');
    });
  });

  it('lets only the owner delete a listing', async () => {
    await actingAs(database(), signedIn(BOB.id), async (db) => {
      expect((await db.query('delete from public.tools where id = $1', [ALICE_DRILL])).rowCount).toBe(0);
      expect((await db.query('select id from public.tools where id = $1', [ALICE_DRILL])).rowCount).toBe(1);
      expect((await db.query('delete from public.tools where id = $1', [BOB_TRIMMER])).rowCount).toBe(1);
    });
    await actingAs(database(), ANON, async (db) => {
      expect(await errorCodeOf(db, 'delete from public.tools')).toBe(INSUFFICIENT_PRIVILEGE);
      expect(await errorCodeOf(db, `update public.tools set name = 'x'`)).toBe(INSUFFICIENT_PRIVILEGE);
    });
  });

  it('lets the service role edit any listing', async () => {
    await actingAs(database(), SERVICE_ROLE, async (db) => {
      expect((await db.query(`update public.tools set available = false where id = $1`, [ALICE_DRILL])).rowCount).toBe(
        1,
      );
    });
  });
});
