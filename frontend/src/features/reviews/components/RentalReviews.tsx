import { useState } from 'react';
import { CheckCircle2 } from 'lucide-react';
import { chainNumber } from '../../chain';
import { otherParty, useRentalsScope, type Rental } from '../../rentals';
import { useWeb3 } from '../../wallet';
import { BUTTON } from '../../../shared/ui/buttonStyles';
import { SIMULATED_CONTRACT, reviewRentalId } from '../reviewTypedData';
import { useReviewsBy } from '../useReviews';
import { RatingSummary } from './RatingSummary';
import { StarShape } from './Stars';
import { ReviewForm } from './ReviewForm';

/** Where the rentals shown live, as a review names it: '<chainId>:<contract>' on chain, else the wallet's chain and the simulated contract. */
function reviewScope(
  rentalsScope: string | null,
  walletChainId: string | null,
): { chainId: number; contract: string } | null {
  if (rentalsScope === null || walletChainId === null) return null;
  const [chainId, contract] = rentalsScope.split(':');
  if (contract === undefined || chainId === undefined)
    return { chainId: chainNumber(walletChainId), contract: SIMULATED_CONTRACT };
  return { chainId: Number(chainId), contract: contract.toLowerCase() };
}

/**
 * A rental card's reviews as `party` sees them: the other party's rating and, once the rental is completed, "Leave a review"
 * until this party has reviewed it.
 */
export function RentalReviews({ rental, party }: { rental: Rental; party: 'lender' | 'borrower' }) {
  const rentalsScope = useRentalsScope();
  const { account, chainId } = useWeb3();
  const [writing, setWriting] = useState(false);
  const written = useReviewsBy(account);
  const counterparty = otherParty(rental, party);
  const scope = reviewScope(rentalsScope, chainId);
  const completed = rental.state === 'TRANSACTION_COMPLETED';
  const rentalId = scope && reviewRentalId(rental.id, scope.contract === SIMULATED_CONTRACT);
  const reviewed =
    written.data?.some((review) => review.contract === scope?.contract && review.rentalId === rentalId) ?? false;

  return (
    <div className="space-y-2">
      <RatingSummary wallet={counterparty.address} label={`${counterparty.label}'s rating`} />
      {completed &&
        scope &&
        rentalId !== null &&
        written.isSuccess &&
        (reviewed ? (
          <p className="flex items-center gap-1.5 text-sm text-emerald-700 dark:text-emerald-400">
            <CheckCircle2 className="h-4 w-4" aria-hidden /> You reviewed the {counterparty.label.toLowerCase()} for
            this rental.
          </p>
        ) : writing ? (
          <ReviewForm
            review={{ ...scope, rentalId, reviewee: counterparty.address.toLowerCase() }}
            revieweeLabel={counterparty.label}
            onDone={() => setWriting(false)}
          />
        ) : (
          <button type="button" className={BUTTON.secondary} onClick={() => setWriting(true)}>
            <StarShape className="h-4 w-4" /> Leave a review
          </button>
        ))}
    </div>
  );
}
