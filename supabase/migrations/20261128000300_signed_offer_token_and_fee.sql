-- RentalAgreement v4's signed offers name the token they are paid in and the cancellation fee a
-- borrower who cancels leaves to the lender; both are part of what the lender signs (the EIP-712
-- RentalOffer type, scripts/lib/signedRentalOffer.ts), so the row keeps them to rebuild the terms.
-- Offers saved before this migration were signed for version 3 and carry ETH and no fee.

alter table public.signed_rental_offers
  add column payment_token text not null default '0x0000000000000000000000000000000000000000'
    -- The zero address for ETH, else the ERC-20's address, lower case like every address here.
    constraint signed_rental_offers_payment_token_format check (payment_token ~ '^0x[0-9a-f]{40}$'),
  add column cancellation_fee_bps integer not null default 0
    -- The contract refuses a fee over half the rent (InvalidCancellationFee).
    constraint signed_rental_offers_cancellation_fee_bps_range check (cancellation_fee_bps between 0 and 5000);
