-- The home page's price range and "available only" filters go to the one search query, so a page
-- of results is a page of matching listings (issue 22, point 8). min_rate and max_rate bound the
-- daily rate, both ends included, as numeric: the app sends the exact decimal text, so the range is
-- exact to the wei (rental_rate is numeric(38,18)). available_only keeps the listings their owners
-- list as available; rentals under way are not in the database (they live on chain or in the
-- visitor's browser), and the app leaves those out itself.
--
-- A function's signature cannot gain parameters in place: the old one is dropped, so PostgREST sees
-- one search_tools and never has to choose between overloads.

drop function public.search_tools(text, text, text, integer, integer);

create function public.search_tools(
  search text default null,
  category text default null,
  sort text default 'newest',
  page_size integer default 24,
  page_offset integer default 0,
  min_rate numeric default null,
  max_rate numeric default null,
  available_only boolean default false
)
returns setof public.tools
language plpgsql
stable
set search_path = ''
as $$
declare
  text_query tsquery := private.tool_search_query(search);
  wanted_category text := nullif(nullif(btrim(category), ''), 'all');
  ordering text;
  conditions text[] := '{}';
begin
  ordering := case coalesce(sort, 'newest')
    when 'newest' then 'created_at desc, id desc'
    when 'oldest' then 'created_at, id'
    when 'priceAsc' then 'rental_rate, id'
    when 'priceDesc' then 'rental_rate desc, id desc'
  end;
  if ordering is null then
    raise exception using
      errcode = '22023',
      message = format('Unknown sort "%s"', sort),
      hint = 'Sort by newest, oldest, priceAsc or priceDesc.';
  end if;
  if min_rate < 0 or max_rate < 0 then
    raise exception using
      errcode = '22023',
      message = 'A price limit cannot be negative',
      hint = 'Give min_rate and max_rate in ETH per day, 0 or more.';
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
        max_rate;
end;
$$;

comment on function public.search_tools(text, text, text, integer, integer, numeric, numeric, boolean) is
  'One page of listings: full-text search, category (null or ''all'' for every one), daily rate from min_rate to max_rate (ETH, both included, null for no limit), available_only, sort newest | oldest | priceAsc | priceDesc (ties by id), page_size 1..100.';
