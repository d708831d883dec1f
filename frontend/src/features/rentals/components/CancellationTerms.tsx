import { CalendarX2 } from 'lucide-react';
import { cancellationFeePercentText } from '../../tools';
import { formatMoney, type Currency } from '../../../shared/money';
import { cancellationFeeOf } from '../rules/rentalRules';

/** What cancelling a booking costs, as the rent form and the tool page say it. */
export interface CancellationCost {
  /** The offer's fee in basis points of the rent (0: free cancellation). */
  feeBps: number;
  /** The rent the fee is a share of (base units), or null when no duration is known: then per day of `rate`. */
  rent: bigint | null;
  /** The daily rate (base units), for the per-day wording. */
  rate: bigint;
  currency: Currency;
}

/** "Cancelling after booking costs 10% of the rent (0.03 ETH); free if the owner cancels." or "Free cancellation". */
export function cancellationTermsWords({ feeBps, rent, rate, currency }: CancellationCost): string {
  if (feeBps === 0) return 'Free cancellation: if either of you cancels before pickup, the deposit comes back in full.';
  const amount =
    rent === null
      ? `${formatMoney(cancellationFeeOf(rate, feeBps), currency)} per day booked`
      : formatMoney(cancellationFeeOf(rent, feeBps), currency);
  return `Cancelling after booking costs ${cancellationFeePercentText(feeBps)}% of the rent (${amount}); free if the owner cancels.`;
}

/** The offer's cancellation terms in plain words (the tool page, the rent form). */
export function CancellationTerms(cost: CancellationCost) {
  return (
    <p
      data-testid="cancellation-terms"
      className="flex gap-2 text-sm text-slate-700 dark:text-slate-300"
      data-fee-bps={cost.feeBps}
    >
      <CalendarX2 className="mt-0.5 h-4 w-4 shrink-0 text-slate-500 dark:text-slate-400" aria-hidden />
      <span>{cancellationTermsWords(cost)}</span>
    </p>
  );
}
