import type pg from 'pg';
import { postgrestBody, scalarCall } from './postgrestCalls';

// The worst reads of listings and signed offers the anonymous role is allowed
// (20261128000800_read_without_patterns.sql), for `npm run bench:db`: on the catalogue of
// toolCatalog.ts, the listings these reads return are filled to every length limit, and each
// listing gets a signed offer. Deterministic; committed by the superuser.

/** The owner of the catalogue's first listings: more listings than listings_of_owner returns (100). */
export const BUSY_OWNER_SQL = `md5('catalog-owner-1')::uuid`;
export const OFFERS_CHAIN_ID = 31337;
export const OFFERS_CONTRACT = '0x5fbdb2315678afecb367f032d93f642f64180aa3';

/** The newest 100 listings and the busy owner's newest 100: the pages the worst reads return. */
const WORST_PAGES_SQL = `
  (select id from public.tools order by created_at desc, id desc limit 100)
  union
  (select id from public.tools where owner_id = ${BUSY_OWNER_SQL} order by created_at desc, id desc limit 100)`;

/**
 * Fills the listings of the worst pages to the limits (name and location 120 characters,
 * description 4,000, 30 specifications of 200), and gives every listing one signed offer on
 * OFFERS_CHAIN_ID and OFFERS_CONTRACT (so `signed_rental_offers` has as many rows as `tools`).
 */
export async function seedWorstListingReads(db: pg.Pool | pg.Client): Promise<void> {
  await db.query(
    `update public.tools
     set name = left(name || repeat(' XL', 60), 120),
         location = left(location || repeat(' North', 30), 120),
         description = left(repeat(description || ' ', 80), 4000),
         specifications = array(select left('Specification ' || n || repeat(' with detail', 20), 200) from generate_series(1, 30) as n)
     where id in (${WORST_PAGES_SQL})`,
  );
  await db.query(
    `insert into public.signed_rental_offers (listing_id, chain_id, contract_address, lender, tool_id, payment_token,
       rental_rate, collateral_amount, inspection_period_duration, cancellation_fee_bps, nonce, expiry, signature)
     select listing.id, $1, $2, '0x' || lpad(to_hex(listing.n), 40, '0'), private.listing_tool_id(listing.id),
            '0x0000000000000000000000000000000000000000', 10000000000000000 + listing.n, 500000000000000000, 86400, 0,
            listing.n % 7, 1800000000, '0x' || repeat('ab', 65)
     from (select id, row_number() over (order by id) as n from public.tools) as listing`,
    [OFFERS_CHAIN_ID, OFFERS_CONTRACT],
  );
  await db.query('analyze public.tools');
  await db.query('analyze public.signed_rental_offers');
}

/** The ids of the newest 100 listings: what a page asks listings_by_id and signed_offers_of_listings for. */
export async function newestListingIds(db: pg.Pool | pg.Client): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    'select id from public.tools order by created_at desc, id desc limit 100',
  );
  return rows.map((row) => row.id);
}

/** The worst allowed reads as PostgREST runs them, each building its response body: [label, sql, params]. */
export function worstListingReads(newestIds: string[]): [string, string, unknown[]][] {
  const call = (sql: string, filter = '') => postgrestBody(scalarCall(sql, filter));
  return [
    ['newest_listings(100)', call('public.newest_listings(page_size => 100)'), []],
    ['listings_by_id(100 ids)', call('public.listings_by_id(tool_ids => $1::uuid[])'), [newestIds]],
    [`listings_of_owner (100 of the busiest)`, call(`public.listings_of_owner(owner => ${BUSY_OWNER_SQL})`), []],
    [
      'search_listings(100, common words, priceDesc)',
      call(
        `public.search_listings(search => 'well kept for trade work collected from m', sort => 'priceDesc', page_size => 100)`,
      ),
      [],
    ],
    [
      'newest_listings(100), filtered',
      call('public.newest_listings(page_size => 100)', 'where pgrst_call.pgrst_scalar is not null'),
      [],
    ],
    [
      'signed_offers_of_listings(100 ids)',
      call('public.signed_offers_of_listings(listing_ids => $1::uuid[], chain_id => $2, contract_address => $3)'),
      [newestIds, OFFERS_CHAIN_ID, OFFERS_CONTRACT],
    ],
  ];
}
