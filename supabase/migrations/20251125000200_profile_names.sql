-- Names nobody can take. The name everyone sees is the local part of the profile's e-mail, so
-- the profile's e-mail is the account's (auth.users) and only the database writes it: a user can
-- no longer update it, and whatever an insert or update of public.users says about it is replaced
-- by the account's address. An e-mail is at most 254 characters, as the standard allows
-- (RFC 5321), and a display name at most 64 (the longest local part).

revoke update (email) on table public.users from authenticated;

-- Before every insert and update of a profile: its e-mail is the account's.
create function private.take_profile_email_from_account()
returns trigger
language plpgsql
-- Definer: reads auth.users, which the API roles cannot.
security definer
set search_path = ''
as $$
begin
  new.email := coalesce((select account.email from auth.users as account where account.id = new.id), '');
  return new;
end;
$$;

-- When the account's e-mail changes (confirmed by the auth service), the profile follows.
create function private.copy_account_email_to_profile()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.users set email = coalesce(new.email, '') where id = new.id;
  return new;
end;
$$;

revoke all on function private.take_profile_email_from_account() from public, anon, authenticated;
revoke all on function private.copy_account_email_to_profile() from public, anon, authenticated;

create trigger take_profile_email_from_account
  before insert or update on public.users
  for each row execute function private.take_profile_email_from_account();

create trigger copy_account_email_to_profile
  after update of email on auth.users
  for each row execute function private.copy_account_email_to_profile();

-- Names taken before this migration go back to their owners' (touching the row is enough).
update public.users set email = email;

alter table public.users
  add constraint users_email_length check (char_length(email) <= 254);

-- At most 100 ids whatever the argument's shape: a two-dimensional array is read element by
-- element (unnest flattens), not row by row as a slice would.
create or replace function public.public_profiles(user_ids uuid[])
returns table (id uuid, display_name text, wallet_address text)
language sql
stable
security definer
set search_path = ''
as $$
  select profile.id, left(split_part(profile.email, '@', 1), 64), coalesce(profile.wallet_address, '')
  from public.users as profile
  where profile.id in (select wanted.id from unnest(user_ids) as wanted (id) limit 100)
$$;
