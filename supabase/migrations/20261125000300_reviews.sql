-- Reviews between the two parties of a completed rental (docs/supabase.md, "Reviews"). Each review
-- is signed by its author's wallet as EIP-712 typed data in the RentalAgreement's domain
-- (`Review(uint256 rentalId,address reviewee,uint8 rating,string text)`), so it is bound to one
-- rental of one contract on one chain; the app shows a review only once the chain confirms the
-- rental is completed and the signer and the reviewee are its two parties. The database cannot read
-- the chain: it holds what every reader may need to check that, and the rules below.
--
-- Who may do what:
--   anon, authenticated  read every review.
--   authenticated        insert a review written by themselves (author_id is always auth.uid()), in
--                        the name of the wallet linked to their account only, once per rental and
--                        reviewer (chain, contract, rental id, reviewer wallet).
--   nobody               updates or deletes one: a signed review stands as it was signed.

create table public.reviews (
  id bigint generated always as identity primary key,
  chain_id bigint not null constraint reviews_chain_id_positive check (chain_id > 0),
  -- Lower-case 0x addresses, compared like with like. The zero address names the simulated rentals.
  contract text not null constraint reviews_contract_format check (contract ~ '^0x[0-9a-f]{40}$'),
  -- A uint256 in decimal: text keeps every digit (a JSON number would not).
  rental_id text not null constraint reviews_rental_id_format check (rental_id ~ '^(0|[1-9][0-9]{0,77})$'),
  reviewer text not null constraint reviews_reviewer_format check (reviewer ~ '^0x[0-9a-f]{40}$'),
  reviewee text not null constraint reviews_reviewee_format check (reviewee ~ '^0x[0-9a-f]{40}$'),
  rating smallint not null constraint reviews_rating_range check (rating between 1 and 5),
  -- shared/limits.ts REVIEW_TEXT_LIMIT.
  text text not null default '' constraint reviews_text_length check (char_length(text) <= 1000),
  -- 65 bytes from an ordinary account; a smart account (EIP-1271) may sign longer, within reason.
  signature text not null constraint reviews_signature_format check (signature ~ '^0x([0-9a-f]{2})+$' and char_length(signature) between 132 and 4098),
  author_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  constraint reviews_not_of_oneself check (reviewer <> reviewee),
  constraint reviews_once_per_rental unique (chain_id, contract, rental_id, reviewer)
);

comment on table public.reviews is 'Signed reviews between the parties of a completed rental; shown by the app only when the chain confirms them.';

-- A profile's reviews are read by the reviewee's wallet, a card's by its author's.
create index reviews_reviewee on public.reviews (reviewee, created_at desc);
create index reviews_reviewer on public.reviews (reviewer, created_at desc);

revoke all on table public.reviews from public, anon, authenticated;
grant select on table public.reviews to anon, authenticated;
-- Not author_id, id or created_at: they are set by the database, so nobody writes in another's name.
grant insert (chain_id, contract, rental_id, reviewer, reviewee, rating, text, signature) on table public.reviews to authenticated;
grant select, insert, update, delete on table public.reviews to service_role;

alter table public.reviews enable row level security;

create policy "Anyone reads reviews"
  on public.reviews for select to anon, authenticated
  using (true);

create policy "Users post reviews as the wallet linked to their account"
  on public.reviews for insert to authenticated
  with check (
    author_id = (select auth.uid())
    and reviewer = (select profile.wallet_address from public.users as profile where profile.id = (select auth.uid()))
  );
