-- Reviews checked against the chain's facts (issue 28, point 2; docs/supabase.md, "Reviews"; the
-- indexer: docs/indexer.md). When the chain indexer writes to this database, its tables are in the
-- schema chain_index (Ponder's DATABASE_SCHEMA): chain_index.indexed_contract names the contract it
-- follows, chain_index.rental holds every rental with its parties and state. With them present, a
-- review is stored only
--
--   * about a contract the index follows (any other chain or contract would escape the check),
--   * for a rental that exists there and is completed (TRANSACTION_COMPLETED),
--   * from one of its two parties' wallets (the reviewer, already bound to the author's linked wallet
--     by the insert policy) about the other party.
--
-- Once per party and rental is already the rule (reviews_once_per_rental on the reviewer wallet,
-- reviews_once_per_author_and_rental on the account). So an invented review is refused at the door
-- and cannot bury a real one. Without the index (a database the indexer does not write to) the rules
-- are as before and the app checks each review against the chain.
--
-- The tables are Ponder's, created when the indexer starts, so they are named only inside the
-- function's body (resolved when it runs), never in this migration's statements.

create function private.check_review_against_index()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if to_regclass('chain_index.indexed_contract') is null or to_regclass('chain_index.rental') is null then
    return new;
  end if;
  if not exists (
    select 1 from chain_index.indexed_contract as indexed
    where indexed.chain_id = new.chain_id and lower(indexed.address) = new.contract
  ) then
    raise exception using
      errcode = '23514',
      constraint = 'reviews_of_indexed_contract',
      message = 'Reviews can only be posted about rentals on the contract this marketplace follows.';
  end if;
  if not exists (
    select 1 from chain_index.rental as rental
    where rental.id = new.rental_id::numeric
      and rental.state = 'TRANSACTION_COMPLETED'
      and ((lower(rental.lender) = new.reviewer and lower(rental.borrower) = new.reviewee)
        or (lower(rental.borrower) = new.reviewer and lower(rental.lender) = new.reviewee))
  ) then
    raise exception using
      errcode = '23514',
      constraint = 'reviews_of_completed_rental',
      message = format(
        'Rental #%s is not a completed rental between you and this member, so the review was not stored. '
        'If it has just completed, try again in a minute.',
        new.rental_id);
  end if;
  return new;
end;
$$;

revoke all on function private.check_review_against_index() from public;

-- Before the quota trigger (triggers fire in name order): an invented review uses no quota.
create trigger check_review_against_index
  before insert on public.reviews
  for each row execute function private.check_review_against_index();
