-- Names by wallet, with the account (issue 31, point 6): a rental, a review and a dispute know
-- their parties only by wallet, and the app now shows each party's name linked to their public
-- profile (/user/<id>), the address second. public_profiles already answers an account's id to
-- anyone, so answering it here shows nothing more of the account.
--
-- The return type changes, which `create or replace` cannot do: the function is dropped and made
-- again, with the same lookup (the shared 100-entry and display-name rules of
-- 20261125000500_profile_names_by_wallet.sql), the same definer rights and the same grants.

drop function public.profile_names_by_wallet(text[]);

create function public.profile_names_by_wallet(wallet_addresses text[])
returns table (wallet_address text, display_name text, id uuid)
language sql
stable
-- Definer: reads public.users past its own-row policy, and returns only the name and id of each wallet.
security definer
set search_path = ''
as $$
  select profile.wallet_address, private.display_name_of(profile.email), profile.id
  from public.users as profile
  where profile.wallet_address in (select lower(wanted) from private.at_most_100_entries(wallet_addresses) as wanted)
$$;

comment on function public.profile_names_by_wallet(text[]) is
  'Display name (e-mail local part) and account id of the accounts that linked up to 100 wallets (any case; the stored lower-case address is returned), for naming a rental''s parties and linking to their profiles.';

revoke all on function public.profile_names_by_wallet(text[]) from public;
grant execute on function public.profile_names_by_wallet(text[]) to anon, authenticated, service_role;
