-- Names by wallet: notifications name the other party of a rental, and a rental knows that party
-- only by their wallet. public_profiles looks people up by account id; this looks up the accounts
-- that linked the given wallets and answers their display names, nothing else (the wallet itself
-- is already known to whoever asks). public.users stays readable by its owner only.
--
-- The two rules both lookups share live in one place each: the display name (the e-mail's local
-- part, at most 64 characters: 20251125000200_profile_names.sql) and the 100 entries a lookup
-- considers at most, whatever the shape of the list (unnest flattens a two-dimensional array
-- element by element, where a slice would take whole rows).

create function private.display_name_of(email text)
returns text
language sql
immutable
set search_path = ''
as $$
  select left(split_part(email, '@', 1), 64)
$$;

comment on function private.display_name_of(text) is
  'The name everyone sees for a member: the local part of the profile''s e-mail, at most 64 characters.';

create function private.at_most_100_entries(items anyarray)
returns setof anyelement
language sql
immutable
rows 100
set search_path = ''
as $$
  select listed.item from unnest(items) as listed (item) limit 100
$$;

comment on function private.at_most_100_entries(anyarray) is
  'The first 100 entries of a lookup''s list, read element by element whatever the array''s dimensions: what a public lookup considers at most.';

-- Only the definer functions below call them (as their owner).
revoke all on function private.display_name_of(text) from public, anon, authenticated;
revoke all on function private.at_most_100_entries(anyarray) from public, anon, authenticated;

-- The same answers as before (20261125000200_profile_bio_location.sql), from the shared rules;
-- the signature and return type are unchanged, so its grants and comment stay.
create or replace function public.public_profiles(user_ids uuid[])
returns table (id uuid, display_name text, wallet_address text, bio text, location text, member_since timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select profile.id, private.display_name_of(profile.email), coalesce(profile.wallet_address, ''),
    profile.bio, profile.location, profile.created_at
  from public.users as profile
  where profile.id in (select wanted from private.at_most_100_entries(user_ids) as wanted)
$$;

-- wallet_address is stored lower-case (users_wallet_address_format) and unique, so lower-casing
-- the wanted addresses lets its unique index answer a mixed-case lookup.
create function public.profile_names_by_wallet(wallet_addresses text[])
returns table (wallet_address text, display_name text)
language sql
stable
-- Definer: reads public.users past its own-row policy, and returns only the name of each wallet.
security definer
set search_path = ''
as $$
  select profile.wallet_address, private.display_name_of(profile.email)
  from public.users as profile
  where profile.wallet_address in (select lower(wanted) from private.at_most_100_entries(wallet_addresses) as wanted)
$$;

comment on function public.profile_names_by_wallet(text[]) is
  'Display name (e-mail local part) of the accounts that linked up to 100 wallets (any case; the stored lower-case address is returned), for naming the other party of a rental.';

revoke all on function public.profile_names_by_wallet(text[]) from public;
grant execute on function public.profile_names_by_wallet(text[]) to anon, authenticated, service_role;
