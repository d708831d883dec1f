import { describe, expect, it } from 'vitest';
import { toolIdToBytes32 } from '@toolshare/contract/toolId';
import { actingAs, ANON, errorCodeOf, INSUFFICIENT_PRIVILEGE, SERVICE_ROLE, signedIn } from './support/actors';
import { ALICE, ALICE_DRILL, BOB, BOB_TRIMMER, CAROL, seedPeopleAndListings } from './support/marketplaceFixture';
import { listingsById, searchListingIds, type ListingDocument } from './support/listingReads';
import { migratedDatabaseForTests } from './support/migratedDatabase';
import { CRAFTED_PATTERN, patternFilters, scalarCall } from './support/postgrestCalls';

// Listings and signed offers read without patterns (20261128000800_read_without_patterns.sql;
// docs/supabase.md, "How reads are exposed"): the issue's finding "GET /tools?description=match.…
// scans every listing" as the SQL PostgREST runs for it, refused for the anonymous role and a
// signed-in member; the app's reads through the new functions return what they did before.

const CHAIN_ID = 31337;
const CONTRACT = '0x5fbdb2315678afecb367f032d93f642f64180aa3';
const BOB_WALLET = '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc';

const database = migratedDatabaseForTests('read_without_patterns', async (pool) => {
  await seedPeopleAndListings(pool);
  // Bob's signed offer for his trimmer, stored as the service role would (the signature's bytes do not matter here).
  await pool.query(
    `insert into public.signed_rental_offers (listing_id, chain_id, contract_address, lender, tool_id, payment_token,
       rental_rate, collateral_amount, inspection_period_duration, cancellation_fee_bps, nonce, expiry, signature)
     values ($1, $2, $3, $4, $5, '0x0000000000000000000000000000000000000000',
       '123456789012345678901234567890', '500000000000000000', 86400, 250, 3, 1800000000, $6)`,
    [BOB_TRIMMER, CHAIN_ID, CONTRACT, BOB_WALLET, toolIdToBytes32(BOB_TRIMMER), `0x${'ab'.repeat(65)}`],
  );
});

/** `GET /<table>?<column>=<operator>.<pattern>` as PostgREST runs it: the filter in the where clause. */
const tableFilteredBy = (table: string, condition: string) =>
  `select "public"."${table}".* from "public"."${table}" where ${condition}`;

/** `GET /rpc/<call>&<filter>` for a function returning one value: the filter on `pgrst_scalar`. */
const scalarFilteredBy = (call: string, condition: string) => scalarCall(call, `where ${condition}`);

const READ_FUNCTION_CALLS = [
  'public.newest_listings()',
  `public.listings_by_id(array['${ALICE_DRILL}', '${BOB_TRIMMER}']::uuid[])`,
  `public.listings_of_owner('${ALICE.id}')`,
  `public.search_listings(search => 'drill')`,
  `public.signed_offers_of_listings(array['${BOB_TRIMMER}']::uuid[], ${CHAIN_ID}, '${CONTRACT}')`,
];

const VISITORS = [
  { name: 'the anonymous role', actor: ANON },
  { name: 'a signed-in member', actor: signedIn(CAROL.id) },
];

describe.each(VISITORS)('$name', ({ actor }) => {
  it('cannot filter listings by a pattern: GET /tools?description=match.(.*o){8}z is refused', async () => {
    await actingAs(database(), actor, async (db) => {
      for (const column of ['name', 'description', 'location', 'category', 'currency']) {
        for (const condition of patternFilters(`"public"."tools"."${column}"`)) {
          expect(await errorCodeOf(db, tableFilteredBy('tools', condition)), condition).toBe(INSUFFICIENT_PRIVILEGE);
        }
      }
    });
  });

  it('cannot reach search_tools, whose rows PostgREST would filter', async () => {
    await actingAs(database(), actor, async (db) => {
      expect(
        await errorCodeOf(db, `select * from public.search_tools() where description ~ '${CRAFTED_PATTERN}'`),
      ).toBe(INSUFFICIENT_PRIVILEGE);
    });
  });

  it('cannot filter signed offers by a pattern over the table', async () => {
    await actingAs(database(), actor, async (db) => {
      const conditions = ['signature', 'lender', 'contract_address', 'tool_id'].flatMap((column) =>
        patternFilters(`"public"."signed_rental_offers"."${column}"`).slice(0, 4),
      );
      for (const condition of conditions) {
        const refused = await errorCodeOf(db, tableFilteredBy('signed_rental_offers', condition));
        if (actor.role === 'anon') {
          expect(refused, condition).toBe(INSUFFICIENT_PRIVILEGE);
        } else {
          // A member reads only the offers of their own listings (row-level security filters first):
          // Carol has none, so the pattern runs over no row at all.
          expect(refused, condition).toBeNull();
          const { rowCount } = await db.query(tableFilteredBy('signed_rental_offers', 'true'));
          expect(rowCount, condition).toBe(0);
        }
      }
    });
  });

  it('cannot filter what the read functions return by pattern, full text or JSON path', async () => {
    await actingAs(database(), actor, async (db) => {
      for (const call of READ_FUNCTION_CALLS) {
        for (const condition of [
          ...patternFilters('pgrst_call.pgrst_scalar'),
          `pgrst_call.pgrst_scalar->0->>'description' ~ '${CRAFTED_PATTERN}'`,
        ]) {
          expect(await errorCodeOf(db, scalarFilteredBy(call, condition)), `${call} where ${condition}`).toBe('42883');
        }
        expect(await errorCodeOf(db, scalarFilteredBy(call, 'pgrst_call.pgrst_scalar is not null')), call).toBeNull();
      }
    });
  });
});

describe("the app's reads through the new functions", () => {
  /** What the app read of a listing before (ToolRow's columns from the table, amounts as text), as the service role. */
  async function tableRows(where: string, params: unknown[]): Promise<ListingDocument[]> {
    const { rows } = await database().query<ListingDocument>(
      `select id, owner_id, name, description, category, location, rental_rate::text, collateral_required::text, currency,
              cancellation_fee_bps, inspection_period_days, specifications, available, photo_paths, created_at, updated_at
       from public.tools ${where} order by created_at desc, id desc`,
      params,
    );
    // As JSON: the times as PostgreSQL writes them in a JSON document.
    const { rows: json } = await database().query<{ times: { created_at: string; updated_at: string }[] }>(
      `select coalesce(json_agg(json_build_object('created_at', created_at, 'updated_at', updated_at) order by created_at desc, id desc), '[]') as times
       from public.tools ${where}`,
      params,
    );
    return rows.map((row, index) => ({ ...row, ...json[0].times[index] }));
  }

  it('newest_listings, listings_by_id and listings_of_owner return the table’s listings, amounts exact', async () => {
    const everyListing = await tableRows('', []);
    expect(everyListing).toHaveLength(2);
    for (const actor of [ANON, signedIn(BOB.id)]) {
      await actingAs(database(), actor, async (db) => {
        const newest = await db.query<{ listings: ListingDocument[] }>('select public.newest_listings() as listings');
        expect(newest.rows[0].listings).toEqual(everyListing);
        const one = await db.query<{ listings: ListingDocument[] }>('select public.newest_listings(1) as listings');
        expect(one.rows[0].listings).toEqual(everyListing.slice(0, 1));
        expect(await listingsById(db, [ALICE_DRILL])).toEqual(await tableRows('where id = $1', [ALICE_DRILL]));
        expect(await listingsById(db, ['00000000-0000-4000-8000-000000000000'])).toEqual([]);
        const aliceListings = await db.query<{ listings: ListingDocument[] }>(
          'select public.listings_of_owner($1) as listings',
          [ALICE.id],
        );
        expect(aliceListings.rows[0].listings).toEqual(await tableRows('where owner_id = $1', [ALICE.id]));
        expect(aliceListings.rows[0].listings[0]).toMatchObject({ rental_rate: '0.020000000000000000' });
      });
    }
  });

  it('search_listings returns search_tools’ page in its order', async () => {
    const searches: Record<string, string | number>[] = [
      {},
      { search: 'drill' },
      { category: 'gardening' },
      { sort: 'priceAsc', page_size: 1 },
    ];
    for (const search of searches) {
      let asBefore: string[] = [];
      await actingAs(database(), SERVICE_ROLE, async (db) => {
        const args = Object.keys(search)
          .map((name, index) => `${name} => $${index + 1}`)
          .join(', ');
        const { rows } = await db.query<{ id: string }>(
          `select id from public.search_tools(${args})`,
          Object.values(search),
        );
        asBefore = rows.map((row) => row.id);
      });
      expect(asBefore.length, JSON.stringify(search)).toBeGreaterThan(0);
      await actingAs(database(), ANON, async (db) => {
        expect(await searchListingIds(db, search), JSON.stringify(search)).toEqual(asBefore);
      });
    }
  });

  it('signed_offers_of_listings returns a listing’s offer on one chain and contract, amounts exact', async () => {
    for (const actor of [ANON, signedIn(ALICE.id)]) {
      await actingAs(database(), actor, async (db) => {
        const read = (listingIds: string[], chainId: number, contract: string) =>
          db.query<{ offers: Record<string, unknown>[] }>(
            'select public.signed_offers_of_listings($1::uuid[], $2, $3) as offers',
            [listingIds, chainId, contract],
          );
        const { rows } = await read([BOB_TRIMMER, ALICE_DRILL], CHAIN_ID, CONTRACT.toUpperCase().replace('0X', '0x'));
        expect(rows[0].offers).toEqual([
          expect.objectContaining({
            listing_id: BOB_TRIMMER,
            chain_id: CHAIN_ID,
            contract_address: CONTRACT,
            lender: BOB_WALLET,
            tool_id: toolIdToBytes32(BOB_TRIMMER),
            rental_rate: '123456789012345678901234567890',
            collateral_amount: '500000000000000000',
            inspection_period_duration: '86400',
            cancellation_fee_bps: 250,
            nonce: '3',
            expiry: '1800000000',
            signature: `0x${'ab'.repeat(65)}`,
          }),
        ]);
        expect((await read([BOB_TRIMMER], 1, CONTRACT)).rows[0].offers).toEqual([]);
      });
    }
  });

  it('leave the owner’s own offers readable as a table, for their upsert and delete', async () => {
    await actingAs(database(), signedIn(BOB.id), async (db) => {
      const { rows } = await db.query('select listing_id from public.signed_rental_offers');
      expect(rows).toEqual([{ listing_id: BOB_TRIMMER }]);
    });
  });
});
