-- Each listing keeps its json document, built when the listing is written, not at every read
-- (issue 28, point 2; docs/supabase.md, "Scale"). The anonymous role's worst listing reads (100
-- listings filled to every length limit, about 1.1 MB of JSON) spent most of their time building the
-- documents: private.listing_document is not inlined (a function with SET is not), so each row was
-- formed as a composite, detoasted, and every character of its 4,000-character description and 30
-- specifications escaped into JSON, on every read. Measured on the bench's seed, as CPU time of the
-- database backend per newest_listings(100) with its response body: 16–19 ms building the documents,
-- 6–8 ms reading stored ones (at a load average of 8 to 12 on 2 shared cores).
--
-- `tools.document` holds private.listing_document(row) as it stands after each insert and update
-- (a trigger); the listing functions return it as they returned the built document: the same keys,
-- values and order. Nobody but the database writes it, and the API roles cannot read it from the
-- table (they read no column of tools but id and owner_id).

-- Left nullable: the trigger fills it on every insert and update, and a NOT NULL column without a
-- default would make the generated Insert type of the front end ask the app for it.
alter table public.tools add column document json;

comment on column public.tools.document is
  'private.listing_document(row), kept by the trigger store_listing_document: what the listing functions return for this listing.';

-- Timestamps are written in UTC ("…+00:00"), whatever the writing session's time zone. Definer:
-- the API roles may not call private.listing_document themselves.
create function private.store_listing_document()
returns trigger
language plpgsql
security definer
set search_path = ''
set timezone = 'UTC'
as $$
begin
  new.document := private.listing_document(new);
  return new;
end;
$$;

revoke all on function private.store_listing_document() from public, anon, authenticated;

-- Before-row triggers fire in name order: this one after set_tools_updated_at, so that the
-- document holds the updated_at being written. A later trigger that changes the row must sort before it.
create trigger store_listing_document
  before insert or update on public.tools
  for each row execute function private.store_listing_document();

-- The listings there are: their documents, without touching updated_at.
alter table public.tools disable trigger set_tools_updated_at;
update public.tools set document = null;
alter table public.tools enable trigger set_tools_updated_at;

-- The four listing functions (20261128000800_read_without_patterns.sql): the same pages, the
-- stored document instead of one built per row. Same signatures: grants and comments stay.

create or replace function public.newest_listings(page_size integer default 100)
returns json[]
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(array_agg(listing.document order by listing.created_at desc, listing.id desc), '{}')
  from (
    select tool.document, tool.created_at, tool.id from public.tools as tool
    order by tool.created_at desc, tool.id desc
    limit least(greatest(coalesce(page_size, 100), 1), 100)
  ) as listing
$$;

create or replace function public.listings_by_id(tool_ids uuid[])
returns json[]
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(array_agg(listing.document order by listing.created_at desc, listing.id desc), '{}')
  from public.tools as listing
  where listing.id in (select wanted from private.at_most_100_entries(tool_ids) as wanted)
$$;

create or replace function public.listings_of_owner(owner uuid)
returns json[]
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(array_agg(listing.document order by listing.created_at desc, listing.id desc), '{}')
  from (
    select tool.document, tool.created_at, tool.id from public.tools as tool
    where tool.owner_id = owner
    order by tool.created_at desc, tool.id desc
    limit 100
  ) as listing
$$;

create or replace function public.search_listings(
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
  select coalesce(array_agg(listing.document order by found.ordinality), '{}')
  from public.search_tools(search, category, sort, page_size, page_offset, min_rate, max_rate, available_only, currency)
    with ordinality as found
  join public.tools as listing on listing.id = found.id
$$;
