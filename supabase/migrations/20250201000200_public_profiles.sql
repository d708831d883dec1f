-- What the marketplace shows about a person to everyone: the name (the local part of the
-- e-mail, as the specification's ownerName) and the linked wallet ('' when none, as the
-- specification's ownerWalletAddress), which a borrower needs to rent on-chain.
-- public.users itself stays readable by its owner only.

create function public.public_profiles(user_ids uuid[])
returns table (id uuid, display_name text, wallet_address text)
language sql
stable
-- Definer: reads public.users past its own-row policy, and returns only these two fields.
security definer
set search_path = ''
as $$
  select profile.id, split_part(profile.email, '@', 1), coalesce(profile.wallet_address, '')
  from public.users as profile
  where profile.id = any (user_ids[1:100])
$$;

comment on function public.public_profiles(uuid[]) is
  'Display name (e-mail local part) and wallet of up to 100 users, for listings and conversations.';

revoke all on function public.public_profiles(uuid[]) from public;
grant execute on function public.public_profiles(uuid[]) to anon, authenticated, service_role;
