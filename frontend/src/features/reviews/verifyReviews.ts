import type { RentalFacts, ReviewRefusal, SignedReview, VerifiedReviews } from './types';

/** The facts of the rentals `rentalIds` (decimal) where one contract keeps them; an id it does not know is missing from the answer. */
export type RentalFactsReader = (rentalIds: readonly string[]) => Promise<ReadonlyMap<string, RentalFacts>>;

export interface ReviewChecks {
  /** The address that signed the review (lower-case), or null when the signature is malformed. */
  signerOf: (review: SignedReview) => string | null;
  /** How to read the rentals of a chain and contract; null for a contract the app does not know (no deployment there). */
  readerFor: (chainId: number, contract: string) => RentalFactsReader | null;
}

const scopeOf = (review: SignedReview) => `${review.chainId}:${review.contract.toLowerCase()}`;
const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Why `review` is not shown, given its rental's facts (undefined: the rental is unknown), or null when it verifies. */
function refusalFor(review: SignedReview, facts: RentalFacts | undefined): ReviewRefusal | null {
  if (!facts) return 'unknownRental';
  if (!facts.completed) return 'notCompleted';
  const lender = sameAddress(review.reviewer, facts.lender);
  if (!lender && !sameAddress(review.reviewer, facts.borrower)) return 'notParty';
  return sameAddress(review.reviewee, lender ? facts.borrower : facts.lender) ? null : 'wrongReviewee';
}

/**
 * The reviews that verify: the signature recovers to the reviewer, the rental is completed where it
 * lives (on chain, or the simulation), the reviewer is one of its parties and the reviewee the other;
 * one per rental and reviewer (the oldest). The rentals are read in one batch per contract. Everything
 * else is left out and counted by reason.
 */
export async function verifyReviews(stored: readonly SignedReview[], checks: ReviewChecks): Promise<VerifiedReviews> {
  const refusals: Partial<Record<ReviewRefusal, number>> = {};
  const refuse = (reason: ReviewRefusal) => void (refusals[reason] = (refusals[reason] ?? 0) + 1);

  // Signatures and contracts first: a forged review costs no read of the chain.
  const byScope = new Map<string, { reader: RentalFactsReader; reviews: SignedReview[] }>();
  for (const review of stored) {
    const signer = checks.signerOf(review);
    if (signer === null || !sameAddress(signer, review.reviewer)) {
      refuse('badSignature');
      continue;
    }
    const key = scopeOf(review);
    const group = byScope.get(key);
    if (group) {
      group.reviews.push(review);
      continue;
    }
    const reader = checks.readerFor(review.chainId, review.contract);
    if (reader) byScope.set(key, { reader, reviews: [review] });
    else refuse('unknownContract');
  }

  const passed: SignedReview[] = [];
  await Promise.all(
    [...byScope.values()].map(async ({ reader, reviews }) => {
      const facts = await reader([...new Set(reviews.map((review) => review.rentalId))]).catch(() => null);
      for (const review of reviews) {
        const refusal = facts ? refusalFor(review, facts.get(review.rentalId)) : 'unreadable';
        if (refusal) refuse(refusal);
        else passed.push(review);
      }
    }),
  );

  const seen = new Set<string>();
  const reviews = passed
    .sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt))
    .filter((review) => {
      const key = `${scopeOf(review)}:${review.rentalId}:${review.reviewer.toLowerCase()}`;
      if (seen.has(key)) {
        refuse('duplicate');
        return false;
      }
      seen.add(key);
      return true;
    })
    .reverse();
  const unverified = Object.values(refusals).reduce((sum, count) => sum + count, 0);
  const average =
    reviews.length === 0 ? null : reviews.reduce((sum, review) => sum + review.rating, 0) / reviews.length;
  return { reviews, average, unverified, refusals };
}
