-- Supabase's API roles, as its local stack creates them: PostgREST logs in as `authenticator`
-- and switches to `anon` or `authenticated` by the request's JWT; `service_role` (server-side
-- keys, Edge Functions) bypasses row-level security.
create role anon nologin noinherit;
create role authenticated nologin noinherit;
create role service_role nologin noinherit bypassrls;
create role authenticator login noinherit;
grant anon, authenticated, service_role to authenticator;
-- Supabase's statement timeouts per API role (PostgREST applies the role's settings to each
-- request it runs as that role): the limits the app relies on, docs/supabase.md.
alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';
