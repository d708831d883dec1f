import type { PostgrestError } from '@supabase/supabase-js';
import { loadSupabaseClient, type SupabaseSettings } from '../../../shared/supabase/supabaseClient';
import { ALREADY_REVIEWED, RATING_RANGE, TEXT_TOO_LONG, checkReviewFields } from '../reviewRules';
import { ReviewRefusedError, type ReviewStore, type SignedReview } from '../types';

/** Said when row-level security refuses a review: it is posted only as the wallet linked to the signed-in account. */
export const NOT_YOUR_WALLET =
  'Reviews are posted as the wallet linked to your account: sign in and link this wallet first.';

const CONSTRAINT_MESSAGES: Record<string, string> = {
  reviews_once_per_rental: ALREADY_REVIEWED,
  reviews_rating_range: RATING_RANGE,
  reviews_text_length: TEXT_TOO_LONG,
};

/** The database's refusal in the form's words (the constraints of 20261125000300_reviews.sql). */
function databaseRefusal(error: PostgrestError): Error {
  if (error.code === '42501') return new ReviewRefusedError(NOT_YOUR_WALLET);
  const constraint = /constraint "([^"]+)"/.exec(error.message)?.[1];
  const message = constraint === undefined ? undefined : CONSTRAINT_MESSAGES[constraint];
  return message
    ? new ReviewRefusedError(message)
    : Object.assign(new Error(`The review was refused by the database: ${error.message}`), { cause: error });
}

const COLUMNS = 'chain_id, contract, rental_id, reviewer, reviewee, rating, text, signature, created_at';

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

/** The reviews table of the Supabase project: anyone reads, a signed-in user posts as their linked wallet (supabase.md). */
export function supabaseReviewStore(settings: SupabaseSettings): ReviewStore {
  const read = async (column: 'reviewer' | 'reviewee', wallet: string) => {
    const supabase = await loadSupabaseClient(settings);
    const { data, error } = await supabase
      .from('reviews')
      .select(COLUMNS)
      .eq(column, wallet.toLowerCase())
      .order('created_at', { ascending: false })
      .limit(REVIEWS_READ);
    if (error) throw Object.assign(new Error(`Failed to fetch reviews: ${error.message}`), { cause: error });
    return data.map(fromRow);
  };
  return {
    reviewsOf: (wallet) => read('reviewee', wallet),
    reviewsBy: (wallet) => read('reviewer', wallet),
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
