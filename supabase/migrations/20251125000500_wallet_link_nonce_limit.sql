-- A user holds at most 3 live wallet-link nonces: issuing a fourth drops the oldest, so no one
-- can make the server keep any number of them (expired ones are still swept on the way).

create index wallet_link_nonces_user_id_expires_at_idx on public.wallet_link_nonces (user_id, expires_at);

create or replace function public.issue_wallet_link_nonce(for_user uuid)
returns text
language plpgsql
set search_path = ''
as $$
declare
  live_per_user constant integer := 3;
  fresh text := replace(gen_random_uuid()::text, '-', '');
begin
  -- One issue per user at a time, so that concurrent requests cannot each keep their old nonces.
  perform pg_advisory_xact_lock(hashtextextended('wallet-link-nonces:' || for_user::text, 0));
  delete from public.wallet_link_nonces where expires_at <= now();
  delete from public.wallet_link_nonces
  where user_id = for_user
    and nonce not in (
      select kept.nonce from public.wallet_link_nonces as kept
      where kept.user_id = for_user
      order by kept.expires_at desc, kept.nonce
      limit live_per_user - 1
    );
  -- The clock's time, not the transaction's: nonces issued in one transaction keep their order.
  insert into public.wallet_link_nonces (nonce, user_id, expires_at) values (fresh, for_user, clock_timestamp() + interval '10 minutes');
  return fresh;
end;
$$;
