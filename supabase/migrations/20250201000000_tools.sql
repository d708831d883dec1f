-- The shared marketplace's listings: public.tools, their photos in the Storage bucket
-- `tool-photos`, and the search behind the home page (public.search_tools).
--
-- Who may do what:
--   anon           reads listings and photos.
--   authenticated  reads listings and photos; creates listings as their own owner; edits and
--                  deletes only their own (an edit of someone else's listing is an error, not a
--                  silent no-op); uploads, replaces and deletes photos only under
--                  `<own id>/<own tool id>/`, at most 5 per tool.
--   service_role   bypasses row-level security.
--
-- Refusals carry named constraints (listed in docs/supabase.md), which the app maps to messages.

-- Helpers that are not part of the API: PostgREST exposes `public` only.
create schema if not exists private;
revoke all on schema private from public;
grant usage on schema private to anon, authenticated, service_role;

-- True when every entry is a non-blank string (and there is no null entry).
create function private.texts_are_non_blank(items text[])
returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(bool_and(item is not null and item ~ '[^[:space:]]'), true) from unnest(items) as item
$$;

-- The length of the longest entry (0 for an empty list).
create function private.longest_text(items text[])
returns integer
language sql
immutable
set search_path = ''
as $$
  select coalesce(max(char_length(item)), 0) from unnest(items) as item
$$;

-- True when every path names a distinct file directly inside `folder` (which ends with '/').
create function private.paths_are_files_in_folder(paths text[], folder text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(bool_and(
           path is not null
           and starts_with(path, folder)
           and char_length(path) > char_length(folder)
           and strpos(substr(path, char_length(folder) + 1), '/') = 0
         ), true)
     and (select count(distinct path) from unnest(paths) as path) = coalesce(cardinality(paths), 0)
  from unnest(paths) as path
$$;

-- Keeps updated_at right whoever writes the row.
create function private.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

-- The search box's words as a prefix query ('cordless dri' finds "Cordless Drill"); null when
-- nothing searchable is left (blank input, punctuation, only stop words).
create function private.tool_search_query(search text)
returns tsquery
language sql
immutable
set search_path = ''
as $$
  select case when numnode(query) = 0 then null else query end
  from (
    select to_tsquery('english'::regconfig, string_agg(quote_literal(word) || ':*', ' & ')) as query
    from regexp_split_to_table(lower(coalesce(search, '')), '[^[:alnum:]]+') as word
    where word <> ''
  ) as built
$$;

-- The uuid spelled by `value`, or null when it spells none (no cast error in a policy).
create function private.uuid_or_null(value text)
returns uuid
language sql
immutable
set search_path = ''
as $$
  select case when value ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then value::uuid end
$$;

revoke all on all functions in schema private from public;
grant execute on all functions in schema private to anon, authenticated, service_role;

-- Listings -----------------------------------------------------------------------------------

create table public.tools (
  id uuid primary key default gen_random_uuid(),
  owner_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  name text not null
    constraint tools_name_not_blank check (name ~ '[^[:space:]]')
    constraint tools_name_length check (char_length(name) <= 120),
  description text not null
    constraint tools_description_not_blank check (description ~ '[^[:space:]]')
    constraint tools_description_length check (char_length(description) <= 4000),
  category text not null
    constraint tools_category_known check (category in (
      'power tools', 'hand tools', 'gardening', 'automotive',
      'woodworking', 'construction', 'electrical', 'plumbing'
    )),
  location text not null
    constraint tools_location_not_blank check (location ~ '[^[:space:]]')
    constraint tools_location_length check (char_length(location) <= 120),
  -- ETH with 18 decimals: exact to the wei.
  rental_rate numeric(38, 18) not null
    constraint tools_rental_rate_not_negative check (rental_rate >= 0),
  collateral_required numeric(38, 18) not null
    constraint tools_collateral_required_not_negative check (collateral_required >= 0),
  specifications text[] not null default '{}'
    constraint tools_specifications_count check (coalesce(cardinality(specifications), 0) <= 30)
    constraint tools_specifications_not_blank check (private.texts_are_non_blank(specifications))
    constraint tools_specification_length check (private.longest_text(specifications) <= 200),
  available boolean not null default true,
  -- Storage object names in the bucket tool-photos, in display order (the first is the cover).
  photo_paths text[] not null default '{}'
    constraint tools_photo_paths_count check (coalesce(cardinality(photo_paths), 0) <= 5),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- What the search box matches: name, description, category and location, English stemming.
  search_document tsvector generated always as (
    to_tsvector('english'::regconfig, name || ' ' || description || ' ' || category || ' ' || location)
  ) stored,
  constraint tools_photo_paths_in_tool_folder
    check (private.paths_are_files_in_folder(photo_paths, owner_id::text || '/' || id::text || '/'))
);

comment on table public.tools is 'Listings of the shared marketplace; everyone reads them, only the owner writes them.';
comment on column public.tools.photo_paths is 'Ordered object names in the Storage bucket tool-photos, each <owner_id>/<id>/<file>, at most 5.';
comment on column public.tools.search_document is 'Full-text document of name, description, category and location; used by public.search_tools.';

-- The home page's queries: each sort, with and without a category, stops after one page.
create index tools_created_at_id_idx on public.tools (created_at, id);
create index tools_rental_rate_id_idx on public.tools (rental_rate, id);
create index tools_category_created_at_id_idx on public.tools (category, created_at, id);
create index tools_category_rental_rate_id_idx on public.tools (category, rental_rate, id);
create index tools_search_document_idx on public.tools using gin (search_document);
-- "My listings" and the delete policy.
create index tools_owner_id_idx on public.tools (owner_id);

create trigger set_tools_updated_at
  before update on public.tools
  for each row execute function private.set_updated_at();

revoke all on table public.tools from public, anon, authenticated;
grant select on table public.tools to anon, authenticated;
-- No created_at, updated_at or search_document: the database keeps them. owner_id only at
-- insert, where the policy holds it to the signed-in user; never in an update.
grant insert (id, owner_id, name, description, category, location, rental_rate, collateral_required,
              specifications, available, photo_paths) on table public.tools to authenticated;
grant update (name, description, category, location, rental_rate, collateral_required,
              specifications, available, photo_paths) on table public.tools to authenticated;
grant delete on table public.tools to authenticated;
grant select, insert, update, delete on table public.tools to service_role;

alter table public.tools enable row level security;

create policy "Anyone reads listings"
  on public.tools for select to anon, authenticated
  using (true);

create policy "Users list tools as themselves"
  on public.tools for insert to authenticated
  with check (owner_id = (select auth.uid()));

-- Every row is a candidate, and the new row must be the user's own: owner_id cannot change, so
-- an edit of another user's listing fails with an error (42501) instead of changing nothing.
create policy "Owners edit their listings"
  on public.tools for update to authenticated
  using (true)
  with check (owner_id = (select auth.uid()));

create policy "Owners delete their listings"
  on public.tools for delete to authenticated
  using (owner_id = (select auth.uid()));

-- Search -------------------------------------------------------------------------------------

-- One page of listings for the home page. Each combination of filters runs as its own statement
-- (dynamic SQL, planned with the actual values) so that the planner picks the index for that
-- sort: an index on the sort key walked in order, or the full-text GIN index for a search.
create function public.search_tools(
  search text default null,
  category text default null,
  sort text default 'newest',
  page_size integer default 24,
  page_offset integer default 0
)
returns setof public.tools
language plpgsql
stable
set search_path = ''
as $$
declare
  text_query tsquery := private.tool_search_query(search);
  wanted_category text := nullif(nullif(btrim(category), ''), 'all');
  ordering text;
  conditions text[] := '{}';
begin
  ordering := case coalesce(sort, 'newest')
    when 'newest' then 'created_at desc, id desc'
    when 'oldest' then 'created_at, id'
    when 'priceAsc' then 'rental_rate, id'
    when 'priceDesc' then 'rental_rate desc, id desc'
  end;
  if ordering is null then
    raise exception using
      errcode = '22023',
      message = format('Unknown sort "%s"', sort),
      hint = 'Sort by newest, oldest, priceAsc or priceDesc.';
  end if;
  if text_query is not null then
    conditions := conditions || 'search_document @@ $1'::text;
  end if;
  if wanted_category is not null then
    conditions := conditions || 'category = $2'::text;
  end if;
  return query execute format(
    'select * from public.tools %s order by %s limit $3 offset $4',
    case when cardinality(conditions) > 0 then 'where ' || array_to_string(conditions, ' and ') else '' end,
    ordering
  )
  using text_query,
        wanted_category,
        least(greatest(coalesce(page_size, 24), 1), 100),
        greatest(coalesce(page_offset, 0), 0);
end;
$$;

comment on function public.search_tools(text, text, text, integer, integer) is
  'One page of listings: full-text search, category (null or ''all'' for every one), sort newest | oldest | priceAsc | priceDesc (ties by id), page_size 1..100.';

-- Photos: the Storage bucket -----------------------------------------------------------------

-- Public read (the app shows photos by their public URL), JPEG/PNG/WebP only, 5 MiB each. The
-- Storage server enforces the type and size; the policies below enforce who writes where.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('tool-photos', 'tool-photos', true, 5242880, array['image/jpeg', 'image/png', 'image/webp'])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

create policy "Anyone reads tool photos"
  on storage.objects for select to anon, authenticated
  using (bucket_id = 'tool-photos');

-- `<own id>/<id of a tool the user owns>/<file>.{jpg,jpeg,png,webp}`, and at most 5 objects in
-- that folder counting this one (replacing an existing object does not count twice).
create policy "Owners upload photos of their tools"
  on storage.objects for insert to authenticated
  with check (
    bucket_id = 'tool-photos'
    and array_length(storage.foldername(name), 1) = 2
    and (storage.foldername(name))[1] = (select auth.uid()::text)
    and lower(storage.extension(name)) in ('jpg', 'jpeg', 'png', 'webp')
    and exists (
      select 1 from public.tools as tool
      where tool.id = private.uuid_or_null((storage.foldername(objects.name))[2])
        and tool.owner_id = (select auth.uid())
    )
    and (
      select count(*) from storage.objects as sibling
      where sibling.bucket_id = 'tool-photos'
        and starts_with(sibling.name, (storage.foldername(objects.name))[1] || '/' || (storage.foldername(objects.name))[2] || '/')
        and sibling.name <> objects.name
    ) < 5
  );

create policy "Owners replace photos of their tools"
  on storage.objects for update to authenticated
  using (bucket_id = 'tool-photos' and (storage.foldername(name))[1] = (select auth.uid()::text))
  with check (
    bucket_id = 'tool-photos'
    and array_length(storage.foldername(name), 1) = 2
    and (storage.foldername(name))[1] = (select auth.uid()::text)
    and lower(storage.extension(name)) in ('jpg', 'jpeg', 'png', 'webp')
    and exists (
      select 1 from public.tools as tool
      where tool.id = private.uuid_or_null((storage.foldername(objects.name))[2])
        and tool.owner_id = (select auth.uid())
    )
  );

-- Only the own folder, also after the listing is gone (its photos are cleaned up afterwards).
create policy "Owners delete photos in their folder"
  on storage.objects for delete to authenticated
  using (bucket_id = 'tool-photos' and (storage.foldername(name))[1] = (select auth.uid()::text));
