import type pg from 'pg';
import { planInsideFunction } from './nestedPlans';
import { postgrestBody, scalarCall } from './postgrestCalls';

// A large, plausible catalogue of listings for the search benchmark and the query-plan test:
// ten kinds of tool per category, so that a word like "drill" matches a few per cent of the rows,
// spread over 500 owners, 40 towns, three years of creation times and rates up to 0.1 ETH.
// Deterministic: the same count gives the same rows.

export const CATALOG_OWNERS = 500;

const KINDS_BY_CATEGORY: Record<string, string[]> = {
  'power tools': [
    'Cordless Drill',
    'Hammer Drill',
    'Angle Grinder',
    'Circular Saw',
    'Jigsaw',
    'Impact Driver',
    'Reciprocating Saw',
    'Heat Gun',
    'Rotary Tool',
    'Belt Sander',
  ],
  'hand tools': [
    'Claw Hammer',
    'Socket Set',
    'Spirit Level',
    'Hand Saw',
    'Chisel Set',
    'Pipe Wrench',
    'Bolt Cutter',
    'Clamp Set',
    'Tape Measure',
    'Screwdriver Set',
  ],
  gardening: [
    'Hedge Trimmer',
    'Lawn Mower',
    'Leaf Blower',
    'Chainsaw',
    'Garden Tiller',
    'Pressure Washer',
    'Pruning Shears',
    'Wheelbarrow',
    'Strimmer',
    'Log Splitter',
  ],
  automotive: [
    'Car Jack',
    'Torque Wrench',
    'OBD Scanner',
    'Battery Charger',
    'Engine Hoist',
    'Axle Stands',
    'Tyre Inflator',
    'Polisher',
    'Creeper Board',
    'Brake Bleeder',
  ],
  woodworking: [
    'Drill Press',
    'Router Table',
    'Planer',
    'Biscuit Joiner',
    'Band Saw',
    'Scroll Saw',
    'Orbital Sander',
    'Wood Lathe',
    'Mitre Saw',
    'Dowel Jig',
  ],
  construction: [
    'Concrete Mixer',
    'Scaffold Tower',
    'Tile Cutter',
    'Plate Compactor',
    'Demolition Hammer',
    'Laser Level',
    'Core Drill',
    'Floor Scraper',
    'Wallpaper Steamer',
    'Rubble Chute',
  ],
  electrical: [
    'Multimeter',
    'Cable Detector',
    'Wire Stripper',
    'Crimping Tool',
    'Soldering Station',
    'Insulation Tester',
    'Fish Tape',
    'Conduit Bender',
    'Socket Tester',
    'Thermal Camera',
  ],
  plumbing: [
    'Drain Snake',
    'Pipe Cutter',
    'Pipe Bender',
    'Press Tool',
    'Blow Torch',
    'Drain Camera',
    'Basin Wrench',
    'Pipe Freezer',
    'Plunger Kit',
    'Tap Reamer',
  ],
};

const ADJECTIVES = [
  'Heavy-duty',
  'Compact',
  'Professional',
  'Lightweight',
  'Brushless',
  'Classic',
  'Industrial',
  'Quiet',
  'Portable',
  'Precision',
];
const TOWNS = [
  'Manchester',
  'Leeds',
  'Bristol',
  'Glasgow',
  'Cardiff',
  'Belfast',
  'Norwich',
  'York',
  'Bath',
  'Exeter',
  'Leicester',
  'Brighton',
  'Oxford',
  'Cambridge',
  'Derby',
  'Hull',
  'Plymouth',
  'Dundee',
  'Aberdeen',
  'Swansea',
  'Sheffield',
  'Newcastle',
  'Liverpool',
  'Nottingham',
  'Coventry',
  'Reading',
  'Luton',
  'Preston',
  'Bolton',
  'Wigan',
  'Stoke',
  'Salford',
  'Sunderland',
  'Ipswich',
  'Durham',
  'Lincoln',
  'Carlisle',
  'Chester',
  'Worcester',
  'Truro',
];
const USES = ['weekend projects', 'renovations', 'garden jobs', 'quick repairs', 'trade work'];

const sqlArray = (items: string[]) => `array[${items.map((item) => `'${item.replaceAll("'", "''")}'`).join(', ')}]`;

/** Owners `catalog-owner-N` and `count` listings, committed; then statistics are refreshed. */
export async function seedToolCatalog(db: pg.Pool | pg.Client, count: number): Promise<void> {
  const categories = Object.keys(KINDS_BY_CATEGORY);
  const kinds = categories.flatMap((category) => KINDS_BY_CATEGORY[category]);
  await db.query(
    `insert into auth.users (id, email)
     select md5('catalog-owner-' || n)::uuid, 'catalog-owner-' || n || '@toolshare.test' from generate_series(1, ${CATALOG_OWNERS}) as n`,
  );
  await db.query(
    `insert into public.tools (owner_id, name, description, category, location, currency, rental_rate, collateral_required, specifications, available, created_at, updated_at)
     select md5('catalog-owner-' || (1 + i % ${CATALOG_OWNERS}))::uuid,
            adjectives[1 + (i * 7) % 10] || ' ' || kinds[1 + kind],
            'Well kept ' || lower(kinds[1 + kind]) || ' for ' || uses[1 + i % 5] || ', collected from ' || towns[1 + (i * 31) % 40] || '.',
            categories[1 + kind / 10],
            towns[1 + (i * 31) % 40],
            -- One listing in four is priced in dollars (whole cents), the rest in ETH.
            case when i % 4 = 0 then 'USDC' else 'ETH' end,
            case when i % 4 = 0 then ((i * 7919) % 10000) / 100.0 else ((i * 7919) % 100000) / 1000000.0 end,
            case when i % 4 = 0 then ((i * 104729) % 100000) / 100.0 else ((i * 104729) % 1000) / 1000.0 end,
            array['Model ' || (i % 97), (1 + i % 9) || ' kg'],
            i % 11 <> 0,
            created, created
     from generate_series(1, $1::bigint) as i,
          lateral (select (i * 37) % ${kinds.length} as kind, now() - make_interval(secs => ((i * 2654435761) % 94608000)::double precision) as created) as picked,
          lateral (select ${sqlArray(kinds)} as kinds, ${sqlArray(categories)} as categories, ${sqlArray(ADJECTIVES)} as adjectives,
                          ${sqlArray(TOWNS)} as towns, ${sqlArray(USES)} as uses) as words`,
    [count],
  );
  await db.query('analyze public.tools');
}

export interface SearchArgs {
  search?: string;
  category?: string;
  sort: string;
  page_offset?: number;
}

/**
 * The home page's queries, as the benchmark times them and the plan test checks them, with the
 * indexes a good plan may use: the sort key's index walked in order (with the category in front
 * when there is one), or the full-text index when the words are rare enough to fetch first.
 */
export const HOME_PAGE_QUERIES: { label: string; args: SearchArgs; indexes: string[]; smallTablesMayScan?: true }[] = [
  { label: 'no filter, newest', args: { sort: 'newest' }, indexes: ['tools_created_at_id_idx'] },
  { label: 'no filter, oldest', args: { sort: 'oldest' }, indexes: ['tools_created_at_id_idx'] },
  { label: 'no filter, priceAsc', args: { sort: 'priceAsc' }, indexes: ['tools_currency_rental_rate_id_idx'] },
  { label: 'no filter, priceDesc', args: { sort: 'priceDesc' }, indexes: ['tools_currency_rental_rate_id_idx'] },
  {
    label: 'no filter, newest, 5th page',
    args: { sort: 'newest', page_offset: 96 },
    indexes: ['tools_created_at_id_idx'],
  },
  {
    label: 'search "drill", newest',
    args: { search: 'drill', sort: 'newest' },
    indexes: ['tools_search_document_idx', 'tools_created_at_id_idx'],
  },
  {
    label: 'search "drill", priceAsc',
    args: { search: 'drill', sort: 'priceAsc' },
    indexes: ['tools_search_document_idx', 'tools_currency_rental_rate_id_idx'],
  },
  {
    label: 'search "cordless dri" (prefix), newest',
    args: { search: 'cordless dri', sort: 'newest' },
    indexes: ['tools_search_document_idx', 'tools_created_at_id_idx'],
    // A short prefix matches many words: on a small table a scan is the cheaper plan.
    smallTablesMayScan: true,
  },
  {
    label: 'category gardening, newest',
    args: { category: 'gardening', sort: 'newest' },
    indexes: ['tools_category_created_at_id_idx'],
  },
  {
    label: 'category gardening, priceDesc',
    args: { category: 'gardening', sort: 'priceDesc' },
    indexes: ['tools_category_currency_rental_rate_id_idx'],
  },
  {
    label: 'search "saw" in woodworking, priceAsc',
    args: { search: 'saw', category: 'woodworking', sort: 'priceAsc' },
    indexes: ['tools_search_document_idx', 'tools_category_currency_rental_rate_id_idx'],
  },
];

/**
 * The home page's call as PostgREST runs it: search_listings' one json[] value (search_tools' page)
 * as `pgrst_scalar`, and the response body built from it in the database. (Without the body, the
 * json[] would come back as an array literal, every quote of its documents escaped by the server and
 * parsed again by the client: a cost PostgREST never pays.)
 */
export const SEARCH_LISTINGS_SQL = postgrestBody(
  scalarCall('public.search_listings(search => $1, category => $2, sort => $3, page_size => 24, page_offset => $4)'),
);

export function searchToolsParams(args: SearchArgs): unknown[] {
  return [args.search ?? null, args.category ?? null, args.sort, args.page_offset ?? 0];
}

/**
 * The plan PostgreSQL chose for the statement that search_tools runs inside (called by
 * search_listings). `db` must be a superuser session; the call itself runs as anon.
 */
export function planInsideSearchTools(db: pg.Client | pg.PoolClient, args: SearchArgs): Promise<string> {
  return planInsideFunction(db, {
    sql: SEARCH_LISTINGS_SQL,
    params: searchToolsParams(args),
    queryText: 'select * from public.tools',
  });
}
