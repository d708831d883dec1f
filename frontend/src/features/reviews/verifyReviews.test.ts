import { describe, expect, it, vi } from 'vitest';
import { BORROWER, LENDER, STRANGER } from '../rentals/test/rentalFixtures';
import { reviewSigner } from './reviewTypedData';
import { verifyReviews, type RentalFactsReader, type ReviewChecks } from './verifyReviews';
import { CONTRACT, lenderReview, signed } from './test/signedReviews';
import type { RentalFacts } from './types';

const lender = LENDER.toLowerCase();
const borrower = BORROWER.toLowerCase();
const stranger = STRANGER.toLowerCase();

/** Rental 1 completed between LENDER and BORROWER (addresses as the chain gives them), rental 2 still active. */
const CHAIN: Record<string, RentalFacts> = {
  '1': { completed: true, lender: LENDER, borrower: BORROWER },
  '2': { completed: false, lender: LENDER, borrower: BORROWER },
};

/** Checks against CHAIN for CONTRACT on chain 5 only; the reader counts its calls. */
function chainChecks(
  reader: RentalFactsReader = vi.fn<RentalFactsReader>(
    async (ids) => new Map(ids.flatMap((id) => (CHAIN[id] ? [[id, CHAIN[id]] as const] : []))),
  ),
) {
  const checks: ReviewChecks = {
    signerOf: reviewSigner,
    readerFor: (chainId, contract) => (chainId === 5 && contract === CONTRACT ? reader : null),
  };
  return { checks, reader };
}

describe('verifyReviews', () => {
  it('shows a review signed by a party of a completed rental about the other party, with the average', async () => {
    const { checks } = chainChecks();
    const byLender = await signed(lenderReview({ rating: 5 }), LENDER);
    const byBorrower = await signed(
      lenderReview({ reviewer: borrower, reviewee: lender, rating: 4 }),
      BORROWER,
      '2026-11-02T10:00:00.000Z',
    );
    const result = await verifyReviews([byLender, byBorrower], checks);
    // Newest first.
    expect(result).toEqual({ reviews: [byBorrower, byLender], average: 4.5, unverified: 0, refusals: {} });
  });

  it('leaves out and counts each review that does not verify, by reason', async () => {
    const { checks } = chainChecks();
    const cases = {
      // Signed by a stranger in the lender's name.
      badSignature: await signed(lenderReview(), STRANGER),
      unknownContract: await signed(lenderReview({ contract: `0x${'1'.repeat(40)}` }), LENDER),
      unknownRental: await signed(lenderReview({ rentalId: '99' }), LENDER),
      notCompleted: await signed(lenderReview({ rentalId: '2' }), LENDER),
      // A stranger signs their own review of the borrower: they had no part in rental 1.
      notParty: await signed(lenderReview({ reviewer: stranger }), STRANGER),
      // The lender names someone else than the borrower.
      wrongReviewee: await signed(lenderReview({ reviewee: stranger }), LENDER),
    };
    for (const [reason, review] of Object.entries(cases)) {
      expect(await verifyReviews([review], checks), reason).toEqual({
        reviews: [],
        average: null,
        unverified: 1,
        refusals: { [reason]: 1 },
      });
    }
  });

  it('keeps one review per rental and reviewer, the oldest', async () => {
    const { checks } = chainChecks();
    const first = await signed(lenderReview({ rating: 5 }), LENDER, '2026-11-01T10:00:00.000Z');
    const second = await signed(lenderReview({ rating: 1 }), LENDER, '2026-11-02T10:00:00.000Z');
    expect(await verifyReviews([second, first], checks)).toEqual({
      reviews: [first],
      average: 5,
      unverified: 1,
      refusals: { duplicate: 1 },
    });
  });

  it('counts every review of a contract it cannot read as unverified, and shows the rest', async () => {
    const failing = vi.fn<RentalFactsReader>(() => Promise.reject(new Error('connection refused')));
    const { checks } = chainChecks(failing);
    const review = await signed(lenderReview(), LENDER);
    expect(
      await verifyReviews(
        [review, await signed(lenderReview({ reviewer: borrower, reviewee: lender }), BORROWER)],
        checks,
      ),
    ).toMatchObject({ reviews: [], unverified: 2, refusals: { unreadable: 2 } });
  });

  it('reads each contract once for all its reviews, each rental id once, and nothing for a forged signature', async () => {
    const { checks, reader } = chainChecks();
    const reviews = [
      await signed(lenderReview(), LENDER),
      await signed(lenderReview({ reviewer: borrower, reviewee: lender }), BORROWER),
      await signed(lenderReview({ rentalId: '2' }), LENDER),
      await signed(lenderReview({ rentalId: '3' }), STRANGER),
    ];
    await verifyReviews(reviews, checks);
    expect(reader).toHaveBeenCalledTimes(1);
    expect(reader).toHaveBeenCalledWith(['1', '2']);
  });
});
