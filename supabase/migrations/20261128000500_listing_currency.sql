-- A lender prices a listing in ETH or in the deployment's dollar token (USDC; issue 27, point 6).
-- The listing keeps its currency: the rate and collateral are in it, the offer the lender signs is
-- paid in it (signed_rental_offers.payment_token already keeps the offer's token), and the
-- catalogue's price range applies per currency. Listings made before this migration are in ETH.

alter table public.tools
  add column currency text not null default 'ETH'
    constraint tools_currency_known check (currency in ('ETH', 'USDC')),
  -- USDC has 6 decimals: an amount finer than a millionth could not be paid, so it cannot be listed.
  add constraint tools_usdc_amounts_whole_units check (
    currency <> 'USDC'
    or (rental_rate = round(rental_rate, 6) and collateral_required = round(collateral_required, 6))
  );

grant insert (currency) on table public.tools to authenticated;
grant update (currency) on table public.tools to authenticated;

-- The price sorts and ranges now go by currency first: the price indexes lead with it.
drop index public.tools_rental_rate_id_idx;
drop index public.tools_category_rental_rate_id_idx;
create index tools_currency_rental_rate_id_idx on public.tools (currency, rental_rate, id);
create index tools_category_currency_rental_rate_id_idx on public.tools (category, currency, rental_rate, id);

-- The same search with the currency: min_rate and max_rate bound the daily rate in that currency,
-- and a currency given alone lists only its listings. A price range without a currency is in ETH
-- (the only currency before this migration), so an old link still means what it said. Price sorts
-- keep each currency together (ETH first from low to high; high to low is its exact reverse), since 12 USDC and 0.012 ETH do not
-- compare as numbers.

drop function public.search_tools(text, text, text, integer, integer, numeric, numeric, boolean);

create function public.search_tools(
  search text default null,
  category text default null,
  sort text default 'newest',
  page_size integer default 24,
  page_offset integer default 0,
  min_rate numeric default null,
  max_rate numeric default null,
  available_only boolean default false,
  currency text default null
)
returns setof public.tools
language plpgsql
stable
set search_path = ''
as $$
declare
  text_query tsquery := private.tool_search_query(search);
  wanted_category text := nullif(nullif(btrim(category), ''), 'all');
  wanted_currency text := nullif(btrim(currency), '');
  ordering text;
  conditions text[] := '{}';
begin
  ordering := case coalesce(sort, 'newest')
    when 'newest' then 'created_at desc, id desc'
    when 'oldest' then 'created_at, id'
    when 'priceAsc' then 'currency, rental_rate, id'
    when 'priceDesc' then 'currency desc, rental_rate desc, id desc'
  end;
  if ordering is null then
    raise exception using
      errcode = '22023',
      message = format('Unknown sort "%s"', sort),
      hint = 'Sort by newest, oldest, priceAsc or priceDesc.';
  end if;
  if wanted_currency is not null and wanted_currency not in ('ETH', 'USDC') then
    raise exception using
      errcode = '22023',
      message = format('Unknown currency "%s"', currency),
      hint = 'Give currency as ETH or USDC, or null for every listing.';
  end if;
  if min_rate < 0 or max_rate < 0 then
    raise exception using
      errcode = '22023',
      message = 'A price limit cannot be negative',
      hint = 'Give min_rate and max_rate per day in the currency, 0 or more.';
  end if;
  if wanted_currency is null and (min_rate is not null or max_rate is not null) then
    wanted_currency := 'ETH';
  end if;
  if text_query is not null then
    conditions := conditions || 'search_document @@ $1'::text;
  end if;
  if wanted_category is not null then
    conditions := conditions || 'category = $2'::text;
  end if;
  if min_rate is not null then
    conditions := conditions || 'rental_rate >= $5'::text;
  end if;
  if max_rate is not null then
    conditions := conditions || 'rental_rate <= $6'::text;
  end if;
  if coalesce(available_only, false) then
    conditions := conditions || 'available'::text;
  end if;
  if wanted_currency is not null then
    conditions := conditions || 'currency = $7'::text;
  end if;
  return query execute format(
    'select * from public.tools %s order by %s limit $3 offset $4',
    case when cardinality(conditions) > 0 then 'where ' || array_to_string(conditions, ' and ') else '' end,
    ordering
  )
  using text_query,
        wanted_category,
        least(greatest(coalesce(page_size, 24), 1), 100),
        greatest(coalesce(page_offset, 0), 0),
        min_rate,
        max_rate,
        wanted_currency;
end;
$$;

comment on function public.search_tools(text, text, text, integer, integer, numeric, numeric, boolean, text) is
  'One page of listings: full-text search, category (null or ''all'' for every one), daily rate from min_rate to max_rate (in currency, ETH when none is given; both included, null for no limit), available_only, currency ETH | USDC (null: every listing unless a rate is bounded), sort newest | oldest | priceAsc | priceDesc (price sorts group by currency; ties by id), page_size 1..100.';
