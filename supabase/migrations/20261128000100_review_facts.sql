-- Reviews hold to what the database can know without the chain (issue "The database checks the
-- facts", point 2; docs/supabase.md, "Reviews" and "Quotas"):
--
--   * a rental id is a uint256: past 2^256 - 1 it names no rental and is refused
--     (reviews_rental_id_uint256), as the docs always said;
--   * one review per author (account) and rental (chain, contract, rental id), whatever wallet the
--     author has linked since (reviews_once_per_author_and_rental);
--   * quotas per author: 20 reviews in a rolling 24 hours (reviews_per_author_per_day) and at most
--     5 reviews of one wallet, ever (reviews_per_author_of_wallet). One account can therefore hold
--     at most 5 of the 200 newest reviews the app reads of a wallet: it cannot bury a genuine one;
--   * nobody but the service role reads the table itself: the app reads a wallet's reviews through
--     wallet_reviews, which takes the wallet as a parameter, walks its index and returns at most
--     200 reviews as one json[] value, on which PostgREST's pattern and full-text filters cannot
--     run (see the function).
--
-- What needs the chain indexer (a later step): that the rental exists, is completed, and that the
-- author's wallet and the reviewee are its two parties. Until then an invented rental id is stored,
-- within the quotas above, and the app counts it as "could not be verified".

-- Rental ids ---------------------------------------------------------------------------------

-- 78 digits reach 10^78 - 1, past 2^256 - 1: such a review can be about no rental at all.
delete from public.reviews
where char_length(rental_id) = 78
  and rental_id::numeric > 115792089237316195423570985008687907853269984665640564039457584007913129639935;

alter table public.reviews
  add constraint reviews_rental_id_uint256 check (
    rental_id !~ '^[0-9]{78}$'
    or rental_id::numeric <= 115792089237316195423570985008687907853269984665640564039457584007913129639935
  );

-- Once per author and rental -----------------------------------------------------------------

-- A rental has two parties and each reviews the other: one review per author and rental, also
-- after the author linked another wallet (reviews_once_per_rental keys on the wallet).
alter table public.reviews
  add constraint reviews_once_per_author_and_rental unique (chain_id, contract, rental_id, author_id);

-- Quotas -------------------------------------------------------------------------------------

create index reviews_author_created_at on public.reviews (author_id, created_at);
create index reviews_author_reviewee on public.reviews (author_id, reviewee);

-- How many reviews `author` posted in the last 24 hours, and of the wallet `reviewee`, each counted
-- up to `at_most`. Definer: the API roles cannot read the table, the quota must.
create function private.reviews_posted(author uuid, of_reviewee text, at_most integer, out today integer, out of_wallet integer)
language sql
stable
security definer
set search_path = ''
as $$
  select (select count(*)::integer from (
            select 1 from public.reviews
            where author_id = author and created_at > now() - interval '24 hours'
            limit at_most
          ) as posted),
         (select count(*)::integer from (
            select 1 from public.reviews
            where author_id = author and reviewee = of_reviewee
            limit at_most
          ) as posted)
$$;

revoke all on function private.reviews_posted(uuid, text, integer) from public;
grant execute on function private.reviews_posted(uuid, text, integer) to authenticated, service_role;

-- Refuses the row when `used` has reached `most`: a check violation (23514) named after the quota,
-- whose message is the sentence the app shows. Shared by the quotas from here on.
create function private.refuse_at_quota(used integer, most integer, quota text, sentence text)
returns void
language plpgsql
immutable
set search_path = ''
as $$
begin
  if used >= most then
    raise exception using errcode = '23514', constraint = quota, message = sentence;
  end if;
end;
$$;

revoke all on function private.refuse_at_quota(integer, integer, text, text) from public;
grant execute on function private.refuse_at_quota(integer, integer, text, text) to authenticated, service_role;

create function private.hold_review_quota()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  max_per_day constant integer := 20;
  max_of_one_wallet constant integer := 5;
  posted record;
begin
  -- Apart from the count: the lock first, then what was committed before it.
  if not private.quota_binds('reviews-of:' || new.author_id::text) then
    return new;
  end if;
  select * into posted from private.reviews_posted(new.author_id, new.reviewee, greatest(max_per_day, max_of_one_wallet));
  perform private.refuse_at_quota(posted.today, max_per_day, 'reviews_per_author_per_day',
    format('You can post at most %s reviews a day. Post this one tomorrow.', max_per_day));
  perform private.refuse_at_quota(posted.of_wallet, max_of_one_wallet, 'reviews_per_author_of_wallet',
    format('You have already reviewed this member %s times, the most one account can.', max_of_one_wallet));
  return new;
end;
$$;

revoke all on function private.hold_review_quota() from public;

create trigger hold_review_quota
  before insert on public.reviews
  for each row execute function private.hold_review_quota();

-- Reads --------------------------------------------------------------------------------------

-- No table reads for the API roles: PostgREST would let anyone run a pattern over every row.
-- The insert's policy reads nothing of reviews, so the insert needs no select privilege.
revoke select on table public.reviews from anon, authenticated;
drop policy "Anyone reads reviews" on public.reviews;

-- The newest reviews of one wallet (any case): those about it, or with `written` those it wrote;
-- at most 200 (page_size 1..200, 200 by default), newest first, each half through its index.
-- Definer: the API roles cannot read the table.
--
-- Why an array of documents and not rows: PostgREST applies its read filters (match, imatch, like,
-- ilike, fts, or=(...)) to the columns of what a function returns when it returns rows, and a
-- page of 200 review texts is enough for an fts or a crafted pattern to cost 50-200 ms. A json[]
-- scalar has no columns to filter, and json[] has no pattern, full-text, -> or even equality
-- operator, so every such filter fails (42883) before anything runs. json, not jsonb: built and
-- sent as text, several times cheaper for a page of 200 texts of 1,000 characters. The app reads
-- the array as JSON: one object per review, the columns below by name.
create function public.wallet_reviews(wallet text, written boolean default false, page_size integer default 200)
returns json[]
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(array_agg(row_to_json(shown) order by shown.created_at desc), '{}')
  from (
    (select review.chain_id, review.contract, review.rental_id, review.reviewer, review.reviewee,
            review.rating, review.text, review.signature, review.created_at
     from public.reviews as review
     where not coalesce(written, false) and review.reviewee = lower(wallet)
     order by review.created_at desc
     limit least(greatest(coalesce(page_size, 200), 1), 200))
    union all
    (select review.chain_id, review.contract, review.rental_id, review.reviewer, review.reviewee,
            review.rating, review.text, review.signature, review.created_at
     from public.reviews as review
     where coalesce(written, false) and review.reviewer = lower(wallet)
     order by review.created_at desc
     limit least(greatest(coalesce(page_size, 200), 1), 200))
  ) as shown
$$;

comment on function public.wallet_reviews(text, boolean, integer) is
  'The newest reviews of one wallet (or with written, by it), any case, at most 200 (page_size 1..200), newest first: one json object per review (chain_id, contract, rental_id, reviewer, reviewee, rating, text, signature, created_at).';

revoke all on function public.wallet_reviews(text, boolean, integer) from public;
grant execute on function public.wallet_reviews(text, boolean, integer) to anon, authenticated, service_role;
