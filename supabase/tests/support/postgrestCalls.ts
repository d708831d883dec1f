// The SQL PostgREST runs for a call of a function that returns one value (`GET|POST /rpc/<name>`):
// the value as `pgrst_scalar` in `pgrst_call`, any filter a caller adds applied to it, and the
// response body built in the database.

/** `select <call> as pgrst_scalar`, with the caller's filter on it (`where …`, or nothing). */
export const scalarCall = (call: string, filter = '') =>
  `select pgrst_call.pgrst_scalar from (select ${call} as pgrst_scalar) as pgrst_call ${filter}`;

/**
 * The whole request as PostgREST runs it for a function returning one value: the response body is
 * built in the database (PostgREST's `asJsonSingleF`: the value's `to_json`, or `null`).
 */
export const postgrestBody = (source: string) =>
  `with pgrst_source as (${source})
   select coalesce(string_agg(to_json(_postgrest_t.pgrst_scalar)::text, ','), 'null') as body from (select * from pgrst_source) as _postgrest_t`;

/** A pattern the regular-expression engine backtracks on over text with many o's and no z. */
export const CRAFTED_PATTERN = '(.*o){8}z';

/** match, imatch, like, ilike and fts as PostgREST writes them, on `column`. */
export const patternFilters = (column: string) => [
  `${column} ~ '${CRAFTED_PATTERN}'`,
  `${column} ~* '${CRAFTED_PATTERN}'`,
  `${column} like '%o%o%z'`,
  `${column} ilike '%o%o%z'`,
  `to_tsvector(${column}) @@ to_tsquery('drill')`,
];
