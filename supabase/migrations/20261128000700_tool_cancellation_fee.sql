-- A lender names a cancellation fee on the listing (issue 27, point 5): the share of the rent a
-- borrower who cancels a booking leaves to the lender, in basis points as the signed offer carries
-- it (RentalAgreement v4 `cancellationFeeBps`, 0 to 5,000: at most half the rent, as the contract
-- allows). The offer the lender signs names the listing's fee; a lender who cancels refunds
-- everything. Listings made before this migration have no fee.

alter table public.tools
  add column cancellation_fee_bps integer not null default 0
    constraint tools_cancellation_fee_bps_range check (cancellation_fee_bps between 0 and 5000);

comment on column public.tools.cancellation_fee_bps is
  'The share of the rent a borrower who cancels leaves to the lender, in basis points (0..5000), signed into the listing''s offer.';

grant insert (cancellation_fee_bps) on table public.tools to authenticated;
grant update (cancellation_fee_bps) on table public.tools to authenticated;
