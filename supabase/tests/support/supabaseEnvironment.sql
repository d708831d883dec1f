-- The part of a Supabase database that the migrations rely on, as Supabase's own local stack
-- sets it up (supabase/postgres init scripts and the auth service's schema), reduced to what
-- matters here: the auth schema with its users table and auth.uid(), and the default privileges
-- that hand every new public table and function to the API roles (supabaseRoles.sql, made once
-- per cluster because roles are cluster-wide).

create schema auth;
grant usage on schema auth to anon, authenticated, service_role;

create table auth.users (
  id uuid primary key,
  aud varchar(255),
  role varchar(255),
  email varchar(255),
  encrypted_password varchar(255),
  email_confirmed_at timestamptz,
  raw_app_meta_data jsonb,
  raw_user_meta_data jsonb,
  created_at timestamptz default now(),
  updated_at timestamptz default now()
);

-- The id of the signed-in user, from the JWT that PostgREST puts into request.jwt.claims.
create function auth.uid() returns uuid
language sql stable
as $$
  select nullif(
    coalesce(current_setting('request.jwt.claim.sub', true), current_setting('request.jwt.claims', true)::jsonb ->> 'sub'),
    ''
  )::uuid
$$;
grant execute on function auth.uid() to anon, authenticated, service_role;

grant usage on schema public to anon, authenticated, service_role;
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;

-- Supabase Realtime streams the tables of this publication; the project starts with it empty.
create publication supabase_realtime;
