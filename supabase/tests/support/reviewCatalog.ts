import type pg from 'pg';
import { postgrestBody, scalarCall } from './postgrestCalls';

// Reviews for the benchmark and the plan tests: `count` reviews of 1,000 characters (the longest
// allowed) by the catalogue's authors, spread over 1,000 wallets, one of which (BUSY_REVIEWEE) is
// reviewed by a tenth of them and one of which (BUSY_REVIEWER) wrote a tenth. Deterministic.
// Committed by the superuser: the quotas bind the API's signed-in role only.

export const BUSY_REVIEWEE = `0x${'b'.repeat(40)}`;
export const BUSY_REVIEWER = `0x${'c'.repeat(40)}`;
export const REVIEW_AUTHORS = 100;

/** The call the app makes for a wallet's reviews as PostgREST runs it: the function's one json[] value in `pgrst_call`. */
const walletReviewsCall = (filter: string) =>
  scalarCall(`"public"."wallet_reviews"("wallet" := $1, "written" := $2)`, filter);

export const WALLET_REVIEWS_SQL = postgrestBody(walletReviewsCall(''));

/** The same with the one filter PostgREST can still apply to the value: is it there (json[] has no pattern, full-text, -> or equality operator). */
export const WALLET_REVIEWS_FILTERED_SQL = postgrestBody(
  walletReviewsCall(`where pgrst_call.pgrst_scalar is not null`),
);

export async function seedReviewCatalog(db: pg.Pool | pg.Client, count: number): Promise<void> {
  await db.query(
    `insert into auth.users (id, email)
     select md5('review-author-' || n)::uuid, 'review-author-' || n || '@toolshare.test' from generate_series(1, ${REVIEW_AUTHORS}) as n
     on conflict (id) do nothing`,
  );
  await db.query(
    `insert into public.reviews (chain_id, contract, rental_id, reviewer, reviewee, rating, text, signature, author_id, created_at)
     select 31337, '0x5fbdb2315678afecb367f032d93f642f64180aa3', i::text,
            case when i % 10 = 1 then $2 else '0x' || lpad(to_hex(10000 + i % 997), 40, '0') end,
            case when i % 10 = 0 then $1 else '0x' || lpad(to_hex(20000 + i % 1000), 40, '0') end,
            1 + i % 5,
            left(repeat('Collected on time, returned clean, would lend again. ', 20), 1000),
            '0x' || repeat('ab', 65),
            md5('review-author-' || (1 + i % ${REVIEW_AUTHORS}))::uuid,
            now() - make_interval(secs => ((i * 2654435761) % 31536000)::double precision)
     from generate_series(1, $3::int) as i`,
    [BUSY_REVIEWEE, BUSY_REVIEWER, count],
  );
  await db.query('analyze public.reviews');
}
