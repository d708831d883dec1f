-- Accounts on Supabase: the profile row of each auth user, and the single-use nonces of
-- wallet-link (Sign-In with Ethereum) messages.
--
-- Who may do what:
--   anon           nothing on either table.
--   authenticated  select, insert and update their OWN row of public.users only (row-level
--                  security, auth.uid() = id); the update privilege is granted column by column and
--                  leaves out wallet_address, so a user cannot write an address they have not proved.
--   service_role   (the link-wallet Edge Function) bypasses row-level security: it verifies the
--                  wallet's signature and is the only writer of wallet_address and of the nonces.

-- Profiles -----------------------------------------------------------------------------------

create table public.users (
  id uuid primary key references auth.users (id) on delete cascade,
  email text not null default '',
  created_at timestamptz not null default now(),
  -- One wallet, one account. Stored lower-case: the check refuses any other spelling, and the
  -- Edge Function lower-cases before it writes, so the unique index compares like with like.
  wallet_address text unique
    constraint users_wallet_address_format check (wallet_address ~ '^0x[0-9a-f]{40}$')
);

comment on table public.users is 'Toolshare profile of each auth user: e-mail and the linked wallet.';
comment on column public.users.wallet_address is 'Lower-case 0x address, set only by the link-wallet Edge Function after a SIWE signature check.';

-- Supabase grants everything on new public tables to anon and authenticated by default
-- privileges: start from nothing and grant only what the product needs.
revoke all on table public.users from public, anon, authenticated;
grant select on table public.users to authenticated;
grant insert (id, email, created_at) on table public.users to authenticated;
grant update (email) on table public.users to authenticated;
grant select, insert, update, delete on table public.users to service_role;

-- Not forced: the table owner runs the sign-up trigger below (security definer) while no end
-- user is signed in, so the end-user policies must not apply to it. Every API role is subject.
alter table public.users enable row level security;

create policy "Users read their own profile"
  on public.users for select to authenticated
  using ((select auth.uid()) = id);

create policy "Users create their own profile"
  on public.users for insert to authenticated
  with check ((select auth.uid()) = id);

create policy "Users update their own profile"
  on public.users for update to authenticated
  using ((select auth.uid()) = id)
  with check ((select auth.uid()) = id);

-- Every new auth user gets a profile row, so sign-up never leaves an account without one (the
-- app's own insert after sign-up then finds the row there and changes nothing).
create function public.create_profile_for_new_auth_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.users (id, email)
  values (new.id, coalesce(new.email, ''))
  on conflict (id) do nothing;
  return new;
end;
$$;

revoke all on function public.create_profile_for_new_auth_user() from public, anon, authenticated;

create trigger create_profile_on_auth_user_insert
  after insert on auth.users
  for each row execute function public.create_profile_for_new_auth_user();

-- Wallet-link nonces -------------------------------------------------------------------------

-- Issued to a signed-in user by the link-wallet function and consumed at most once when the
-- signed message comes back, so a captured signature cannot be replayed.
create table public.wallet_link_nonces (
  nonce text primary key constraint wallet_link_nonces_format check (nonce ~ '^[0-9a-f]{32}$'),
  user_id uuid not null references auth.users (id) on delete cascade,
  expires_at timestamptz not null default now() + interval '10 minutes'
);

comment on table public.wallet_link_nonces is 'Single-use SIWE nonces for linking a wallet; only the link-wallet Edge Function (service role) touches them.';

revoke all on table public.wallet_link_nonces from public, anon, authenticated;
grant select, insert, delete on table public.wallet_link_nonces to service_role;
-- No policies: row-level security on and nothing allowed for anyone who does not bypass it.
alter table public.wallet_link_nonces enable row level security;

-- A fresh nonce for `for_user`; expired nonces are swept on the way.
create function public.issue_wallet_link_nonce(for_user uuid)
returns text
language plpgsql
set search_path = ''
as $$
declare
  fresh text := replace(gen_random_uuid()::text, '-', '');
begin
  delete from public.wallet_link_nonces where expires_at <= now();
  insert into public.wallet_link_nonces (nonce, user_id) values (fresh, for_user);
  return fresh;
end;
$$;

-- True exactly once for a nonce issued to `for_user` that has not expired; false otherwise.
-- The delete is the claim: two concurrent calls cannot both get true.
create function public.consume_wallet_link_nonce(for_user uuid, used_nonce text)
returns boolean
language sql
set search_path = ''
as $$
  with claimed as (
    delete from public.wallet_link_nonces
    where nonce = used_nonce and user_id = for_user and expires_at > now()
    returning 1
  )
  select exists (select 1 from claimed);
$$;

revoke all on function public.issue_wallet_link_nonce(uuid) from public, anon, authenticated;
revoke all on function public.consume_wallet_link_nonce(uuid, text) from public, anon, authenticated;
grant execute on function public.issue_wallet_link_nonce(uuid) to service_role;
grant execute on function public.consume_wallet_link_nonce(uuid, text) to service_role;
