-- A listing's inspection period (issue 31, left-over): the days after a return during which the
-- lender may inspect the tool and open a dispute, which the listing form asks (1 to 30 days, as the
-- contract's MIN/MAX_INSPECTION_PERIOD allow) and the lender's signed offer carries. Without a
-- column, a listing saved to Supabase lost it and every offer fell back to the default day.
-- Listings made before this migration keep that default: one day.

alter table public.tools
  add column inspection_period_days integer not null default 1
    constraint tools_inspection_period_days_range check (inspection_period_days between 1 and 30);

comment on column public.tools.inspection_period_days is
  'The lender''s inspection period after a return, in whole days (1..30, the contract''s bounds), signed into the listing''s offer.';

grant insert (inspection_period_days) on table public.tools to authenticated;
grant update (inspection_period_days) on table public.tools to authenticated;

-- What the app reads of a listing (20261128000800_read_without_patterns.sql), now with the
-- inspection period; the signature is unchanged, so the read functions that call it stay as they are.
create or replace function private.listing_document(listing public.tools)
returns json
language sql
stable
set search_path = ''
as $$
  select json_build_object(
    'id', listing.id,
    'owner_id', listing.owner_id,
    'name', listing.name,
    'description', listing.description,
    'category', listing.category,
    'location', listing.location,
    'rental_rate', listing.rental_rate::text,
    'collateral_required', listing.collateral_required::text,
    'currency', listing.currency,
    'cancellation_fee_bps', listing.cancellation_fee_bps,
    'inspection_period_days', listing.inspection_period_days,
    'specifications', listing.specifications,
    'available', listing.available,
    'photo_paths', listing.photo_paths,
    'created_at', listing.created_at,
    'updated_at', listing.updated_at
  )
$$;
