-- Listings and signed offers are read without patterns (issue "The database checks the facts",
-- point 2; docs/supabase.md, "How reads are exposed"): PostgREST lets a caller filter any column the
-- role may SELECT with match, imatch, like, ilike and fts, so a crafted pattern over every listing's
-- description cost 0.8-2.0 s as anon. As for reviews (20261128000100_review_facts.sql):
--
--   * tools: the API roles no longer read the table's text. anon reads nothing of it; a signed-in
--     member keeps SELECT on `id` and `owner_id` only (uuids, on which PostgREST's pattern and
--     full-text filters fail with 42883), which an owner's `update ... where id = ...` and `delete`,
--     the policies of photos and signed offers, the conversation trigger and the listing quota need.
--     Everyone reads listings through newest_listings, listings_by_id, listings_of_owner and
--     search_listings: each takes the filters the app uses, walks an index, bounds its page inside
--     (at most 100) and returns one json[] value, which has no column to filter;
--   * search_tools is now the search's engine only (its rows would be filterable by PostgREST);
--     search_listings calls it;
--   * signed_rental_offers: anon reads nothing of the table, and a signed-in member reads only the
--     offers of their own listings (at most 50 listings of 5 offers: a pattern there runs over at
--     most 250 short rows), which PostgREST's upsert and delete of their own offers need. Everyone
--     reads a listing's offer through signed_offers_of_listings.
--
-- Writes are unchanged. What is still readable as a table, and why: docs/supabase.md.

-- Listings -----------------------------------------------------------------------------------

revoke select on table public.tools from anon, authenticated;
grant select (id, owner_id) on table public.tools to authenticated;

drop policy "Anyone reads listings" on public.tools;
-- Every row, as before, but only its id and owner (the column grant above): an edit of someone
-- else's listing still finds the row and fails with an error (42501) instead of changing nothing.
create policy "Members see which listings exist"
  on public.tools for select to authenticated
  using (true);

-- search_tools reads the table with the caller's rights: only the functions below call it now.
revoke execute on function public.search_tools(text, text, text, integer, integer, numeric, numeric, boolean, text)
  from public, anon, authenticated;

-- The conversation trigger reads the listing's owner (granted) but runs for borrowers too; the
-- Messages list reads the listing's name and first photo, which the API roles no longer read:
-- both run as their owner. conversation_summaries already keeps to the caller's conversations
-- (lender_id or borrower_id = auth.uid()) and their messages in its own conditions.
alter function private.set_conversation_lender() security definer;
alter function public.conversation_summaries(integer, timestamptz, uuid) security definer;

-- What the app reads of a listing, as one JSON object: the fields of ToolRow in
-- frontend/src/features/tools/supabase/toolRows.ts, the amounts as exact decimal text (a JSON
-- number would round them).
create function private.listing_document(listing public.tools)
returns json
language sql
stable
set search_path = ''
as $$
  select json_build_object(
    'id', listing.id,
    'owner_id', listing.owner_id,
    'name', listing.name,
    'description', listing.description,
    'category', listing.category,
    'location', listing.location,
    'rental_rate', listing.rental_rate::text,
    'collateral_required', listing.collateral_required::text,
    'currency', listing.currency,
    'cancellation_fee_bps', listing.cancellation_fee_bps,
    'specifications', listing.specifications,
    'available', listing.available,
    'photo_paths', listing.photo_paths,
    'created_at', listing.created_at,
    'updated_at', listing.updated_at
  )
$$;

revoke all on function private.listing_document(public.tools) from public, anon, authenticated;

-- The newest listings (page_size 1..100, 100 by default), newest first, through the
-- (created_at, id) index. The catalogue the app names rentals with.
create function public.newest_listings(page_size integer default 100)
returns json[]
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(array_agg(private.listing_document(listing) order by listing.created_at desc, listing.id desc), '{}')
  from (
    select * from public.tools
    order by created_at desc, id desc
    limit least(greatest(coalesce(page_size, 100), 1), 100)
  ) as listing
$$;

-- The listings with these ids (the first 100 of the array, any shape), through the primary key:
-- a listing's page, and an owner's listing before an edit.
create function public.listings_by_id(tool_ids uuid[])
returns json[]
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(array_agg(private.listing_document(listing) order by listing.created_at desc, listing.id desc), '{}')
  from public.tools as listing
  where listing.id in (select wanted from private.at_most_100_entries(tool_ids) as wanted)
$$;

-- A member's listings, newest first, through the owner index: at most 100 (the quota keeps 50).
-- My Tools and a public profile's listings.
create function public.listings_of_owner(owner uuid)
returns json[]
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(array_agg(private.listing_document(listing) order by listing.created_at desc, listing.id desc), '{}')
  from (
    select * from public.tools
    where owner_id = owner
    order by created_at desc, id desc
    limit 100
  ) as listing
$$;

-- The home page's search: search_tools' page (its filters, bounds, indexes and errors) as one
-- json[] value, in search_tools' order.
create function public.search_listings(
  search text default null,
  category text default null,
  sort text default 'newest',
  page_size integer default 24,
  page_offset integer default 0,
  min_rate numeric default null,
  max_rate numeric default null,
  available_only boolean default false,
  currency text default null
)
returns json[]
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(array_agg(private.listing_document(listing) order by found.ordinality), '{}')
  from public.search_tools(search, category, sort, page_size, page_offset, min_rate, max_rate, available_only, currency)
    with ordinality as found
  join public.tools as listing on listing.id = found.id
$$;

comment on function public.newest_listings(integer) is
  'The newest listings (page_size 1..100), newest first: one json object per listing (amounts as text).';
comment on function public.listings_by_id(uuid[]) is
  'The listings with these ids (at most 100): one json object per listing (amounts as text).';
comment on function public.listings_of_owner(uuid) is
  'A member''s listings, newest first, at most 100: one json object per listing (amounts as text).';
comment on function public.search_listings(text, text, text, integer, integer, numeric, numeric, boolean, text) is
  'search_tools'' page as one json[] value (one object per listing, amounts as text): full-text search, category, rates, available_only, currency, sort, page_size 1..100, page_offset.';

revoke all on function public.newest_listings(integer) from public;
revoke all on function public.listings_by_id(uuid[]) from public;
revoke all on function public.listings_of_owner(uuid) from public;
revoke all on function public.search_listings(text, text, text, integer, integer, numeric, numeric, boolean, text) from public;
grant execute on function public.newest_listings(integer) to anon, authenticated, service_role;
grant execute on function public.listings_by_id(uuid[]) to anon, authenticated, service_role;
grant execute on function public.listings_of_owner(uuid) to anon, authenticated, service_role;
grant execute on function public.search_listings(text, text, text, integer, integer, numeric, numeric, boolean, text)
  to anon, authenticated, service_role;

-- Signed offers ------------------------------------------------------------------------------

revoke select on table public.signed_rental_offers from anon;
drop policy "Anyone reads signed offers" on public.signed_rental_offers;
-- An owner's upsert and delete read their own rows (at most 250); everyone else's go through
-- signed_offers_of_listings.
create policy "Owners read the offers of their listings"
  on public.signed_rental_offers for select to authenticated
  using (private.is_own_listing(listing_id));

-- The signed offers of these listings (the first 100 ids) for one chain and contract (any case),
-- through the primary key (listing_id, chain_id, contract_address): one json object per offer, the
-- uint256 amounts as exact decimal text.
create function public.signed_offers_of_listings(listing_ids uuid[], chain_id bigint, contract_address text)
returns json[]
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(array_agg(json_build_object(
    'listing_id', offer.listing_id,
    'chain_id', offer.chain_id,
    'contract_address', offer.contract_address,
    'lender', offer.lender,
    'tool_id', offer.tool_id,
    'payment_token', offer.payment_token,
    'rental_rate', offer.rental_rate::text,
    'collateral_amount', offer.collateral_amount::text,
    'inspection_period_duration', offer.inspection_period_duration::text,
    'cancellation_fee_bps', offer.cancellation_fee_bps,
    'nonce', offer.nonce::text,
    'expiry', offer.expiry::text,
    'signature', offer.signature,
    'signed_at', offer.signed_at
  ) order by offer.listing_id), '{}')
  from public.signed_rental_offers as offer
  where offer.listing_id in (select wanted from private.at_most_100_entries(listing_ids) as wanted)
    and offer.chain_id = signed_offers_of_listings.chain_id
    and offer.contract_address = lower(signed_offers_of_listings.contract_address)
$$;

comment on function public.signed_offers_of_listings(uuid[], bigint, text) is
  'The signed offers of these listings (at most 100) for one chain and contract: one json object per offer (the table''s columns, uint256 amounts as text).';

revoke all on function public.signed_offers_of_listings(uuid[], bigint, text) from public;
grant execute on function public.signed_offers_of_listings(uuid[], bigint, text) to anon, authenticated, service_role;
