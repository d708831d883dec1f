import type pg from 'pg';
import type { ToolRow } from '../../../frontend/src/features/tools/supabase/toolRows';

// Reading listings the way the app does since 20261128000800_read_without_patterns.sql: through
// the definer functions that return one json[] value (the API roles no longer read the table's text).

/** One listing as the read functions return it: the app's own ToolRow (amounts as text). */
export type ListingDocument = ToolRow;

/** The listings with these ids, through public.listings_by_id. */
export async function listingsById(db: pg.ClientBase, ids: string[]): Promise<ListingDocument[]> {
  const { rows } = await db.query<{ listings: ListingDocument[] }>(
    'select public.listings_by_id($1::uuid[]) as listings',
    [ids],
  );
  return rows[0].listings;
}

/** The listing `id` as everyone reads it, or undefined. */
export async function listingById(db: pg.ClientBase, id: string): Promise<ListingDocument | undefined> {
  return (await listingsById(db, [id])).at(0);
}

/** `public.search_listings` called as PostgREST does: these named arguments, the defaults for the rest. */
export function searchListingsCall(search: Record<string, unknown>): { sql: string; params: unknown[] } {
  const args = Object.keys(search)
    .map((name, index) => `${name} => $${index + 1}`)
    .join(', ');
  return { sql: `select public.search_listings(${args}) as listings`, params: Object.values(search) };
}

/** The ids of search_listings' page for these named arguments, in its order. */
export async function searchListingIds(db: pg.ClientBase, search: Record<string, unknown>): Promise<string[]> {
  const { sql, params } = searchListingsCall(search);
  const { rows } = await db.query<{ listings: ListingDocument[] }>(sql, params);
  return rows[0].listings.map((listing) => listing.id);
}
