import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actingAs, ANON, INVALID_PARAMETER_VALUE, refusalOf, signedIn, STRING_TOO_LONG } from './support/actors';
import { ALICE, BOB } from './support/marketplaceFixture';
import { searchListingIds } from './support/listingReads';
import { createMigratedDatabase } from './support/migratedDatabase';
import { indexesInPlan } from './support/nestedPlans';
import { HOME_PAGE_QUERIES, planInsideSearchTools, seedToolCatalog } from './support/toolCatalog';

// public.search_tools, the home page's one query: what it returns on a small known set, and on a
// catalogue of 10,000 listings, which indexes the plan inside it uses.

const DRILL = '6a000000-0000-4000-8000-000000000001';
const HAMMER_DRILL = '6a000000-0000-4000-8000-000000000002';
const TRIMMER = '6a000000-0000-4000-8000-000000000003';
const MOWER = '6a000000-0000-4000-8000-000000000004';
const DRILL_PRESS = '6a000000-0000-4000-8000-000000000005';

let pool: pg.Pool | undefined;
let catalog: pg.Pool | undefined;

function database(): pg.Pool {
  if (!pool) throw new Error('The test database was not created');
  return pool;
}

function catalogDatabase(): pg.Pool {
  if (!catalog) throw new Error('The catalogue database was not created');
  return catalog;
}

interface Search {
  search?: string | null;
  category?: string | null;
  sort?: string;
  page_size?: number;
  page_offset?: number;
  min_rate?: string | null;
  max_rate?: string | null;
  available_only?: boolean | null;
}

/** The ids of search_listings' page (search_tools' own, as one json[] value), called as PostgREST does. */
const idsOf = (db: pg.PoolClient, search: Search) => searchListingIds(db, { ...search });

beforeAll(async () => {
  pool = await createMigratedDatabase('search_tools');
  await database().query('insert into auth.users (id, email) values ($1, $2), ($3, $4)', [
    ALICE.id,
    ALICE.email,
    BOB.id,
    BOB.email,
  ]);
  await database().query(
    `insert into public.tools (id, owner_id, name, description, category, location, rental_rate, collateral_required, created_at)
     values ($1, $6, 'Cordless Drill', 'Drill driver with two batteries.', 'power tools', 'Manchester', 0.02, 0.5, now() - interval '5 days'),
            ($2, $7, 'Hammer Drill', 'Drills into brick and concrete.', 'power tools', 'Leeds', 0.03, 0.5, now() - interval '4 days'),
            ($3, $6, 'Hedge Trimmer', 'Electric, 60 cm blade.', 'gardening', 'Bristol', 0.01, 0.3, now() - interval '3 days'),
            ($4, $7, 'Lawn Mower', 'Petrol mower for large lawns.', 'gardening', 'Leeds', 0.02, 0.4, now() - interval '2 days'),
            ($5, $6, 'Drill Press', 'Bench drill press, 13 mm chuck.', 'woodworking', 'York', 0.05, 1, now() - interval '2 days')`,
    [DRILL, HAMMER_DRILL, TRIMMER, MOWER, DRILL_PRESS, ALICE.id, BOB.id],
  );
  catalog = await createMigratedDatabase('search_tools_plans');
  await seedToolCatalog(catalogDatabase(), 10_000);
});

afterAll(async () => {
  await pool?.end();
  await catalog?.end();
});

describe('search_tools on a known set', () => {
  it('sorts newest, oldest and by price both ways, ties broken by id', async () => {
    await actingAs(database(), ANON, async (db) => {
      expect(await idsOf(db, {})).toEqual([DRILL_PRESS, MOWER, TRIMMER, HAMMER_DRILL, DRILL]);
      expect(await idsOf(db, { sort: 'newest' })).toEqual([DRILL_PRESS, MOWER, TRIMMER, HAMMER_DRILL, DRILL]);
      expect(await idsOf(db, { sort: 'oldest' })).toEqual([DRILL, HAMMER_DRILL, TRIMMER, MOWER, DRILL_PRESS]);
      expect(await idsOf(db, { sort: 'priceAsc' })).toEqual([TRIMMER, DRILL, MOWER, HAMMER_DRILL, DRILL_PRESS]);
      expect(await idsOf(db, { sort: 'priceDesc' })).toEqual([DRILL_PRESS, HAMMER_DRILL, MOWER, DRILL, TRIMMER]);
    });
  });

  it('filters by category; all, blank or null mean every category', async () => {
    await actingAs(database(), signedIn(ALICE.id), async (db) => {
      expect(await idsOf(db, { category: 'gardening', sort: 'priceAsc' })).toEqual([TRIMMER, MOWER]);
      for (const category of ['all', '', null]) expect(await idsOf(db, { category }), String(category)).toHaveLength(5);
      expect(await idsOf(db, { category: 'plumbing' })).toEqual([]);
    });
  });

  it('finds words in name, description, category and location, by stem and by prefix', async () => {
    await actingAs(database(), ANON, async (db) => {
      const drills = [DRILL_PRESS, HAMMER_DRILL, DRILL];
      expect(await idsOf(db, { search: 'drill' })).toEqual(drills);
      expect(await idsOf(db, { search: 'DRILLS' })).toEqual(drills);
      expect(await idsOf(db, { search: 'dri' })).toEqual(drills);
      expect(await idsOf(db, { search: 'concrete' })).toEqual([HAMMER_DRILL]);
      expect(await idsOf(db, { search: 'leeds' })).toEqual([MOWER, HAMMER_DRILL]);
      expect(await idsOf(db, { search: 'gardening' })).toEqual([MOWER, TRIMMER]);
      expect(await idsOf(db, { search: 'cordless drill' })).toEqual([DRILL]);
      expect(await idsOf(db, { search: 'drill', category: 'woodworking' })).toEqual([DRILL_PRESS]);
      expect(await idsOf(db, { search: 'chainsaw' })).toEqual([]);
    });
  });

  it('ignores a search with nothing to match on, and takes any text without an error', async () => {
    await actingAs(database(), ANON, async (db) => {
      for (const search of ['', '   ', '!!!', 'the', null])
        expect(await idsOf(db, { search }), String(search)).toHaveLength(5);
      for (const search of ["drill' & !(", 'a:* | b', '\\', '(((', 'O’Brien’s']) {
        expect(Array.isArray(await idsOf(db, { search })), search).toBe(true);
      }
    });
  });

  it('pages through the results without gaps or repeats', async () => {
    await actingAs(database(), ANON, async (db) => {
      const pages = [];
      for (const offset of [0, 2, 4])
        pages.push(...(await idsOf(db, { sort: 'priceAsc', page_size: 2, page_offset: offset })));
      expect(pages).toEqual(await idsOf(db, { sort: 'priceAsc' }));
      expect(await idsOf(db, { page_size: 0 })).toHaveLength(1);
      expect(await idsOf(db, { page_offset: -5 })).toHaveLength(5);
    });
  });

  it('keeps the daily rates from min_rate to max_rate, both included, with search, category and sort', async () => {
    await actingAs(database(), ANON, async (db) => {
      expect(await idsOf(db, { min_rate: '0.02', max_rate: '0.03', sort: 'priceAsc' })).toEqual([
        DRILL,
        MOWER,
        HAMMER_DRILL,
      ]);
      expect(await idsOf(db, { min_rate: '0.03' })).toEqual([DRILL_PRESS, HAMMER_DRILL]);
      expect(await idsOf(db, { max_rate: '0.02', sort: 'priceDesc' })).toEqual([MOWER, DRILL, TRIMMER]);
      expect(await idsOf(db, { min_rate: null, max_rate: null })).toHaveLength(5);
      expect(await idsOf(db, { search: 'drill', max_rate: '0.03' })).toEqual([HAMMER_DRILL, DRILL]);
      expect(await idsOf(db, { category: 'gardening', min_rate: '0.015' })).toEqual([MOWER]);
      expect(await idsOf(db, { min_rate: '0.04', max_rate: '0.03' })).toEqual([]);
    });
  });

  it('compares rates exactly to the wei', async () => {
    await actingAs(database(), ANON, async (db) => {
      expect(await idsOf(db, { min_rate: '0.020000000000000001', sort: 'priceAsc' })).toEqual([
        HAMMER_DRILL,
        DRILL_PRESS,
      ]);
      expect(await idsOf(db, { max_rate: '0.019999999999999999' })).toEqual([TRIMMER]);
      expect(await idsOf(db, { min_rate: '0.01', max_rate: '0.01' })).toEqual([TRIMMER]);
    });
  });

  it('keeps only the listings their owners list as available when asked', async () => {
    await database().query('update public.tools set available = false where id = $1', [MOWER]);
    try {
      await actingAs(database(), ANON, async (db) => {
        expect(await idsOf(db, { available_only: true })).toEqual([DRILL_PRESS, TRIMMER, HAMMER_DRILL, DRILL]);
        expect(await idsOf(db, { available_only: true, category: 'gardening' })).toEqual([TRIMMER]);
        for (const available_only of [false, null])
          expect(await idsOf(db, { available_only }), String(available_only)).toHaveLength(5);
      });
    } finally {
      await database().query('update public.tools set available = true where id = $1', [MOWER]);
    }
  });

  it('refuses a negative price limit with a clear message', async () => {
    await actingAs(database(), ANON, async (db) => {
      for (const limit of ['min_rate', 'max_rate']) {
        const refusal = await refusalOf(db, `select public.search_listings(${limit} => -0.01)`);
        expect(refusal, limit).toMatchObject({
          code: INVALID_PARAMETER_VALUE,
          message: 'A price limit cannot be negative',
        });
      }
    });
  });

  it('refuses an unknown sort with a clear message', async () => {
    await actingAs(database(), ANON, async (db) => {
      const refusal = await refusalOf(db, `select public.search_listings(sort => 'cheapest')`);
      expect(refusal).toMatchObject({ code: INVALID_PARAMETER_VALUE, message: 'Unknown sort "cheapest"' });
    });
  });
});

describe('bounded search', () => {
  const tooLong = { code: STRING_TOO_LONG, message: 'Search is too long' };

  it('takes up to 200 characters and 10 words, the last of them a prefix', async () => {
    await actingAs(database(), ANON, async (db) => {
      expect(await idsOf(db, { search: `${' '.repeat(190)}cordless d` })).toEqual([DRILL]);
      expect(
        await idsOf(db, { search: 'drill driver with two batteries manchester power tools cordless dri' }),
      ).toEqual([DRILL]);
      // Only the last word is a prefix: the words before it are whole words.
      expect(await idsOf(db, { search: 'dri cordless' })).toEqual([]);
    });
  });

  it('refuses 201 characters or 11 words with a clear message, and a 1 MB search at once', async () => {
    await actingAs(database(), ANON, async (db) => {
      expect(await refusalOf(db, 'select public.search_listings(search => $1)', ['d'.repeat(201)])).toMatchObject(
        tooLong,
      );
      expect(
        await refusalOf(db, 'select public.search_listings(search => $1)', ['a b c d e f g h i j k']),
      ).toMatchObject(tooLong);
      const megabyte = 'drill '.repeat(174_763);
      const started = performance.now();
      expect(await refusalOf(db, 'select public.search_listings(search => $1)', [megabyte])).toMatchObject(tooLong);
      // Refused after one look at its length, not after parsing it.
      expect(performance.now() - started).toBeLessThan(500);
    });
  });
});

describe('search_tools on 10,000 listings', () => {
  it("answers the costliest searches within the anonymous role's statement timeout", async () => {
    await actingAs(catalogDatabase(), ANON, async (db) => {
      expect((await db.query('show statement_timeout')).rows).toEqual([{ statement_timeout: '3s' }]);
      for (const search of [
        'well kept for trade work collected from m',
        'a',
        '1 2 3 4 5 6 7 8 9 0',
        `${'k'.repeat(197)} w`,
      ]) {
        expect(
          await refusalOf(db, 'select public.search_listings(search => $1, sort => $2)', [search, 'priceDesc']),
          search,
        ).toBeNull();
      }
    });
  });

  it('caps a page at 100 listings', async () => {
    await actingAs(catalogDatabase(), ANON, async (db) => {
      expect(await idsOf(db, { page_size: 1000 })).toHaveLength(100);
      expect(await idsOf(db, {})).toHaveLength(24);
    });
  });

  it.each(HOME_PAGE_QUERIES.filter((query) => !query.smallTablesMayScan))(
    'answers "$label" from an index, never a full scan',
    async ({ args, indexes }) => {
      const client = await catalogDatabase().connect();
      try {
        const plan = await planInsideSearchTools(client, args);
        expect(plan).not.toMatch(/Seq Scan/);
        const used = indexesInPlan(plan);
        expect(used.length, plan).toBeGreaterThan(0);
        for (const index of used) expect(indexes, plan).toContain(index);
      } finally {
        client.release();
      }
    },
  );
});
