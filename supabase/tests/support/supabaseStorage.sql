-- Supabase Storage's part of the database, as its storage server's migrations leave it
-- (supabase/storage, migrations/tenant), reduced to what the migrations and the tests touch:
-- the storage schema, `buckets` and `objects` with Supabase's column layout, the path helpers
-- the policies use (foldername, filename, extension), and `can_insert_object`, which the
-- storage server calls as the uploading user to test the insert policies before it stores a
-- file. Row-level security is on for both tables and the API roles hold every privilege, as on
-- Supabase: the policies alone decide who reads and writes objects.

create schema storage;
grant usage on schema storage to anon, authenticated, service_role;

create table storage.buckets (
  id text not null primary key,
  name text not null,
  owner uuid,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  public boolean default false,
  avif_autodetection boolean default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  owner_id text
);
comment on column storage.buckets.owner is 'Field is deprecated, use owner_id instead';
create unique index bname on storage.buckets using btree (name);

create table storage.objects (
  id uuid not null default gen_random_uuid() primary key,
  bucket_id text references storage.buckets (id),
  name text,
  owner uuid,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_accessed_at timestamptz default now(),
  metadata jsonb,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored,
  version text,
  owner_id text,
  user_metadata jsonb
);
comment on column storage.objects.owner is 'Field is deprecated, use owner_id instead';
create unique index bucketid_objname on storage.objects using btree (bucket_id, name);
create index name_prefix_search on storage.objects using btree (name text_pattern_ops);

alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;
grant all on storage.buckets to anon, authenticated, service_role;
grant all on storage.objects to anon, authenticated, service_role;

create function storage.foldername(name text)
returns text[]
language plpgsql
immutable
as $$
declare
  _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[1 : array_length(_parts, 1) - 1];
end
$$;

create function storage.filename(name text)
returns text
language plpgsql
immutable
as $$
declare
  _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[array_length(_parts, 1)];
end
$$;

create function storage.extension(name text)
returns text
language plpgsql
immutable
as $$
declare
  _parts text[];
  _filename text;
begin
  select string_to_array(name, '/') into _parts;
  select _parts[array_length(_parts, 1)] into _filename;
  return reverse(split_part(reverse(_filename), '.', 1));
end
$$;

-- The storage server's permission probe: the insert runs under the caller's policies and is
-- rolled back by the raised error (PT200 'ROLLBACK' means "allowed").
create function storage.can_insert_object(bucketid text, name text, owner uuid, metadata jsonb)
returns void
language plpgsql
as $$
begin
  insert into storage.objects (bucket_id, name, owner, metadata) values (bucketid, name, owner, metadata);
  raise sqlstate 'PT200' using message = 'ROLLBACK', detail = 'rollback successful insert';
end
$$;

grant execute on all functions in schema storage to anon, authenticated, service_role;
