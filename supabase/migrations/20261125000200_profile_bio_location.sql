-- A member's bio and location for their public profile (/user/{id}), edited in Profile Settings.
--
-- Who may do what: the same as for the rest of the profile row. A signed-in user updates their OWN
-- row only (the existing row-level-security policy, auth.uid() = id), now with these two columns in
-- their column privilege; the anonymous role writes nothing. Everyone reads them, with the name,
-- wallet and the account's creation date, through public_profiles, never from the table itself.
-- Length limits (characters) are the app's (frontend/src/shared/limits.ts: profileBio, profileLocation).

alter table public.users
  add column bio text not null default '',
  add column location text not null default '',
  add constraint users_bio_length check (char_length(bio) <= 500),
  add constraint users_location_length check (char_length(location) <= 100);

comment on column public.users.bio is 'What the member writes about themselves on their public profile (at most 500 characters).';
comment on column public.users.location is 'Where the member is, in their own words (at most 100 characters).';

grant update (bio, location) on table public.users to authenticated;

-- The return type grows, so the function is dropped and made again (with its grants).
drop function public.public_profiles(uuid[]);

create function public.public_profiles(user_ids uuid[])
returns table (id uuid, display_name text, wallet_address text, bio text, location text, member_since timestamptz)
language sql
stable
-- Definer: reads public.users past its own-row policy, and returns only these public fields.
security definer
set search_path = ''
as $$
  select profile.id, left(split_part(profile.email, '@', 1), 64), coalesce(profile.wallet_address, ''),
    profile.bio, profile.location, profile.created_at
  from public.users as profile
  where profile.id in (select wanted.id from unnest(user_ids) as wanted (id) limit 100)
$$;

comment on function public.public_profiles(uuid[]) is
  'Display name (e-mail local part), wallet, bio, location and member-since date of up to 100 users, for listings, conversations and public profiles.';

revoke all on function public.public_profiles(uuid[]) from public;
grant execute on function public.public_profiles(uuid[]) to anon, authenticated, service_role;
