-- Supabase's API roles, as its local stack creates them: PostgREST logs in as `authenticator`
-- and switches to `anon` or `authenticated` by the request's JWT; `service_role` (server-side
-- keys, Edge Functions) bypasses row-level security.
create role anon nologin noinherit;
create role authenticated nologin noinherit;
create role service_role nologin noinherit bypassrls;
create role authenticator login noinherit;
grant anon, authenticated, service_role to authenticator;
