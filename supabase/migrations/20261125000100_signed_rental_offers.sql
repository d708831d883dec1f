-- Lenders' signed rental offers (RentalAgreement v3, EIP-712), kept with their listings so that
-- every borrower sees the same offer: public.signed_rental_offers, one per listing, chain and
-- contract (the EIP-712 domain the terms were signed for).
--
-- Who may do what:
--   anon           reads every offer (a borrower needs it before signing in, as for listings).
--   authenticated  reads every offer; writes (saves, replaces, deletes) only the offers of their
--                  own listings, and saves or replaces one only when its lender is the wallet
--                  linked to their account (public.users.wallet_address, set by the link-wallet
--                  function after a signature check): nobody can publish terms in another wallet's
--                  name, nor make an offer look like another user's. At most 5 offers per listing.
--   service_role   bypasses row-level security.
--
-- The signature itself is checked by the app and by the contract, not here: an offer whose
-- signature does not match its terms can be stored by its owner, and is refused by both.
-- Refusals carry named constraints (listed in docs/supabase.md).

-- Amounts and counters of the contract: uint256, exact to the wei.
create function private.is_uint256(value numeric)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select value >= 0 and value < 115792089237316195423570985008687907853269984665640564039457584007913129639936
$$;

-- The bytes32 that keys a database listing on chain, as scripts/lib/toolIdBytes32.ts encodes a
-- UUID id: its 16 bytes, 15 zero bytes and the tag byte 0x55, lower-case hex.
create function private.listing_tool_id(listing_id uuid)
returns text
language sql
immutable
set search_path = ''
as $$
  select '0x' || replace(listing_id::text, '-', '') || repeat('0', 30) || '55'
$$;

-- Whether the signed-in user owns the listing `listing_id`.
create function private.is_own_listing(listing_id uuid)
returns boolean
language sql
stable
set search_path = ''
as $$
  select exists (select 1 from public.tools as listing where listing.id = listing_id and listing.owner_id = (select auth.uid()))
$$;

-- Whether `wallet` is the wallet linked to the signed-in user's account (their own row of
-- public.users, which row-level security lets them read).
create function private.is_own_linked_wallet(wallet text)
returns boolean
language sql
stable
set search_path = ''
as $$
  select exists (select 1 from public.users as account where account.id = (select auth.uid()) and account.wallet_address = wallet)
$$;

revoke all on function private.is_uint256(numeric) from public;
revoke all on function private.listing_tool_id(uuid) from public;
grant execute on function private.is_uint256(numeric) to anon, authenticated, service_role;
grant execute on function private.listing_tool_id(uuid) to anon, authenticated, service_role;
revoke all on function private.is_own_listing(uuid) from public;
revoke all on function private.is_own_linked_wallet(text) from public;
grant execute on function private.is_own_listing(uuid) to authenticated, service_role;
grant execute on function private.is_own_linked_wallet(text) to authenticated, service_role;

create table public.signed_rental_offers (
  listing_id uuid not null references public.tools (id) on delete cascade,
  -- The EIP-712 domain: a signature is good on this chain, for this contract only.
  chain_id bigint not null
    constraint signed_rental_offers_chain_id_positive check (chain_id > 0),
  contract_address text not null
    constraint signed_rental_offers_contract_address_format check (contract_address ~ '^0x[0-9a-f]{40}$'),
  -- The signed terms, field for field as in the RentalOffer type.
  lender text not null
    constraint signed_rental_offers_lender_format check (lender ~ '^0x[0-9a-f]{40}$'),
  tool_id text not null
    constraint signed_rental_offers_tool_id_is_listings check (tool_id = private.listing_tool_id(listing_id)),
  rental_rate numeric(78, 0) not null
    constraint signed_rental_offers_rental_rate_uint256 check (private.is_uint256(rental_rate)),
  collateral_amount numeric(78, 0) not null
    constraint signed_rental_offers_collateral_amount_uint256 check (private.is_uint256(collateral_amount)),
  inspection_period_duration numeric(78, 0) not null
    constraint signed_rental_offers_inspection_period_duration_uint256 check (private.is_uint256(inspection_period_duration)),
  nonce numeric(78, 0) not null
    constraint signed_rental_offers_nonce_uint256 check (private.is_uint256(nonce)),
  expiry numeric(78, 0) not null
    constraint signed_rental_offers_expiry_uint256 check (private.is_uint256(expiry)),
  -- r, s and v: 65 bytes.
  signature text not null
    constraint signed_rental_offers_signature_format check (signature ~ '^0x[0-9a-f]{130}$'),
  signed_at timestamptz not null default now(),
  primary key (listing_id, chain_id, contract_address)
);

comment on table public.signed_rental_offers is 'Signed (EIP-712) rental offers of listings, one per listing, chain and contract; everyone reads them, only the listing''s owner writes them, for the wallet linked to their account.';
comment on column public.signed_rental_offers.tool_id is 'The listing''s bytes32 tool id (its UUID, 15 zero bytes, tag 0x55), lower-case hex.';
comment on column public.signed_rental_offers.rental_rate is 'Wei per day, exact (uint256); select it as text, a JSON number would round it.';

revoke all on table public.signed_rental_offers from public, anon, authenticated;
grant select on table public.signed_rental_offers to anon, authenticated;
-- Every column, the key included: PostgREST's upsert (on_conflict, merge-duplicates) sets each
-- column it inserts. The policies and the tool id constraint decide what a row may hold.
grant insert, update, delete on table public.signed_rental_offers to authenticated;
grant select, insert, update, delete on table public.signed_rental_offers to service_role;

alter table public.signed_rental_offers enable row level security;

create policy "Anyone reads signed offers"
  on public.signed_rental_offers for select to anon, authenticated
  using (true);

create policy "Owners save offers for their linked wallet"
  on public.signed_rental_offers for insert to authenticated
  with check (private.is_own_listing(listing_id) and private.is_own_linked_wallet(lender));

-- Any offer of the user's own listings may be replaced or deleted, also one whose lender is no
-- longer their linked wallet (after linking another): otherwise it could never be taken back.
-- What an update writes is held to the same rule as an insert.
create policy "Owners replace offers of their listings"
  on public.signed_rental_offers for update to authenticated
  using (private.is_own_listing(listing_id))
  with check (private.is_own_listing(listing_id) and private.is_own_linked_wallet(lender));

create policy "Owners delete offers of their listings"
  on public.signed_rental_offers for delete to authenticated
  using (private.is_own_listing(listing_id));

-- Quota: at most 5 offers per listing (networks and contracts), so the 50 listings of an account
-- hold at most 250. Replacing an offer (same listing, chain and contract) does not count twice.
create function private.hold_signed_offer_quota()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  max_per_listing constant integer := 5;
begin
  if not private.quota_binds('signed-offers-of:' || new.listing_id::text) then
    return new;
  end if;
  if (
    select count(*) from (
      select 1 from public.signed_rental_offers as offer
      where offer.listing_id = new.listing_id
        and (offer.chain_id, offer.contract_address) <> (new.chain_id, new.contract_address)
        -- An update that moves an offer frees its old place (old is null on insert).
        and (offer.listing_id, offer.chain_id, offer.contract_address) is distinct from (old.listing_id, old.chain_id, old.contract_address)
      limit max_per_listing
    ) as kept
  ) >= max_per_listing then
    raise exception using
      errcode = '23514',
      constraint = 'signed_rental_offers_per_listing',
      message = format('A listing can have at most %s signed offers (one per network and contract). Remove one to sign another.', max_per_listing);
  end if;
  return new;
end;
$$;

revoke all on function private.hold_signed_offer_quota() from public;

create trigger hold_signed_offer_quota
  before insert or update on public.signed_rental_offers
  for each row execute function private.hold_signed_offer_quota();
