import { Scale } from 'lucide-react';
import { useRentals } from '../state/RentalsProvider';
import { formatDateTime } from './rentalDisplay';
import { checkAction } from '../actions/allowedActions';
import { disputeSettlementTime, type RentalRole } from '../rules/rentalStateMachine';
import type { Rental } from '../types';
import { BUTTON } from '../../../shared/ui/buttonStyles';

/**
 * An open dispute that the dispute admin leaves unruled for 30 days can be settled 50/50 by either
 * party (contract `claimCollateralAfterDeadline`): the date from which it is allowed, then the button.
 */
export function UnruledDisputeSettlement({ rental, role, now }: { rental: Rental; role: RentalRole; now: number }) {
  const { perform, isPending } = useRentals();
  const from = disputeSettlementTime(rental);
  if (rental.state !== 'DISPUTE_OPENED' || (role !== 'lender' && role !== 'borrower') || from === null) return null;
  // "After" the ruling period means from the next second on, as the contract counts.
  const allowedFrom = formatDateTime(from + 1000);
  const allowed = checkAction(rental, 'claimCollateralAfterDeadline', role, now).allowed;
  return (
    <div data-testid="unruled-dispute" className="rounded-lg border border-slate-200 bg-white p-3 text-sm dark:border-slate-700 dark:bg-slate-900">
      <p className="flex items-center gap-2 font-medium text-slate-800 dark:text-slate-200">
        <Scale className="h-4 w-4 shrink-0" aria-hidden /> {allowed ? 'The ruling period has passed' : 'If the dispute admin does not rule'}
      </p>
      <p className="mt-1 text-slate-600 dark:text-slate-400">
        {allowed
          ? `The dispute admin did not rule within 30 days. Either party may now settle it 50/50: half the escrow (rent and collateral) to each, the lender's half rounded down.`
          : `Either party may settle it 50/50 from ${allowedFrom}: half the escrow (rent and collateral) to each.`}
      </p>
      {allowed && (
        <button type="button" className={`mt-2 ${BUTTON.primary}`} disabled={isPending(rental.id)} onClick={() => void perform('claimCollateralAfterDeadline', rental.id)}>
          Settle 50/50
        </button>
      )}
    </div>
  );
}
