import type { PostgrestError } from '@supabase/supabase-js';
import { loadSupabaseClient, type SupabaseSettings } from '../../../shared/supabase/supabaseClient';
import { ALREADY_REVIEWED, RATING_RANGE, TEXT_TOO_LONG, checkReviewFields } from '../reviewRules';
import { ReviewRefusedError, type ReviewStore, type SignedReview } from '../types';

/** Said when row-level security refuses a review: it is posted only as the wallet linked to the signed-in account. */
export const NOT_YOUR_WALLET =
  'Reviews are posted as the wallet linked to your account: sign in and link this wallet first.';

/** Said when the database refuses a rental id past 2^256 - 1: no rental has it. */
export const NO_SUCH_RENTAL = 'This rental id cannot belong to any rental.';

const CONSTRAINT_MESSAGES: Record<string, string> = {
  reviews_once_per_rental: ALREADY_REVIEWED,
  reviews_once_per_author_and_rental: ALREADY_REVIEWED,
  reviews_rating_range: RATING_RANGE,
  reviews_text_length: TEXT_TOO_LONG,
  reviews_rental_id_uint256: NO_SUCH_RENTAL,
};

/**
 * A quota the database enforces (20 reviews a day, 5 of one member): a check violation whose
 * message is the database's own sentence, not PostgreSQL's "violates check constraint" text.
 */
const isQuotaRefusal = (error: PostgrestError) =>
  error.code === '23514' && !error.message.includes('violates check constraint');

/** The database's refusal in the form's words (the constraints and quotas of the reviews migrations). */
function databaseRefusal(error: PostgrestError): Error {
  if (error.code === '42501') return new ReviewRefusedError(NOT_YOUR_WALLET);
  if (isQuotaRefusal(error)) return new ReviewRefusedError(error.message);
  const constraint = /constraint "([^"]+)"/.exec(error.message)?.[1];
  const message = constraint === undefined ? undefined : CONSTRAINT_MESSAGES[constraint];
  return message
    ? new ReviewRefusedError(message)
    : Object.assign(new Error(`The review was refused by the database: ${error.message}`), { cause: error });
}

interface ReviewRow {
  chain_id: number;
  contract: string;
  rental_id: string;
  reviewer: string;
  reviewee: string;
  rating: number;
  text: string;
  signature: string;
  created_at: string;
}

const fromRow = (row: ReviewRow): SignedReview => ({
  chainId: row.chain_id,
  contract: row.contract,
  rentalId: row.rental_id,
  reviewer: row.reviewer,
  reviewee: row.reviewee,
  rating: row.rating,
  text: row.text,
  signature: row.signature,
  createdAt: row.created_at,
});

/** At most this many of one wallet's reviews are read (newest first): the summary is of the recent ones. */
export const REVIEWS_READ = 200;

/**
 * The reviews of the Supabase project: anyone reads a wallet's through `wallet_reviews` (the table
 * itself is not readable), a signed-in user posts as their linked wallet (supabase.md).
 */
export function supabaseReviewStore(settings: SupabaseSettings): ReviewStore {
  const read = async (wallet: string, written: boolean) => {
    const supabase = await loadSupabaseClient(settings);
    const { data, error } = await supabase.rpc('wallet_reviews', {
      wallet: wallet.toLowerCase(),
      written,
      page_size: REVIEWS_READ,
    });
    if (error) throw Object.assign(new Error(`Failed to fetch reviews: ${error.message}`), { cause: error });
    // One JSON object per review, with the table's columns (a json[] value: see the migration).
    return (data as unknown as ReviewRow[]).map(fromRow);
  };
  return {
    reviewsOf: (wallet) => read(wallet, false),
    reviewsBy: (wallet) => read(wallet, true),
    add: async (review) => {
      checkReviewFields(review);
      const supabase = await loadSupabaseClient(settings);
      const { error } = await supabase.from('reviews').insert({
        chain_id: review.chainId,
        contract: review.contract,
        rental_id: review.rentalId,
        reviewer: review.reviewer,
        reviewee: review.reviewee,
        rating: review.rating,
        text: review.text,
        signature: review.signature,
      });
      if (error) throw databaseRefusal(error);
    },
  };
}
