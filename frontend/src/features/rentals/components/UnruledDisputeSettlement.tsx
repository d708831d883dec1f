import { Scale } from 'lucide-react';
import { useActionPending } from '../state/actionMutation';
import { defaultSplitBasis, formatDateTime, rentalMoney } from './rentalDisplay';
import { checkAction } from '../actions/allowedActions';
import { disputeSettlementTime, settlementNow } from '../rules/rentalStateMachine';
import { type RentalRole } from '../rules/roles';
import type { Rental } from '../types';
import { BUTTON } from '../../../shared/ui/buttonStyles';
import { useRentalAction } from '../state/useRentalAction';

/**
 * An open dispute that the dispute admin leaves unruled for 30 days can be settled by its default
 * split by either party (contract `claimCollateralAfterDeadline`): who would get what, the date
 * from which it may be claimed, then (for a party) the button. The dispute admin sees it too.
 */
export function UnruledDisputeSettlement({ rental, role, now }: { rental: Rental; role: RentalRole; now: number }) {
  const busy = useActionPending(rental.id);
  const claim = useRentalAction('claimCollateralAfterDeadline');
  const from = disputeSettlementTime(rental);
  if (rental.state !== 'DISPUTE_OPENED' || from === null) return null;
  // "After" the ruling period means from the next second on, as the contract counts.
  const allowedFrom = formatDateTime(from + 1000);
  const party = role === 'lender' || role === 'borrower';
  const allowed = party && checkAction(rental, 'claimCollateralAfterDeadline', role, now).allowed;
  const split = settlementNow(rental, now);
  const you = (side: RentalRole) => (side === role ? ' (you)' : '');
  return (
    <div
      data-testid="unruled-dispute"
      className="rounded-lg border border-slate-200 bg-white p-3 text-sm dark:border-slate-700 dark:bg-slate-900"
    >
      <p className="flex items-center gap-2 font-medium text-slate-800 dark:text-slate-200">
        <Scale className="h-4 w-4 shrink-0" aria-hidden />{' '}
        {allowed ? 'The ruling period has passed' : 'If the dispute admin does not rule'}
      </p>
      <p className="mt-1 text-slate-600 dark:text-slate-400">
        {allowed
          ? 'The dispute admin did not rule within 30 days. Either party may now claim the default split.'
          : `Either party may claim the default split from ${allowedFrom}.`}{' '}
        {defaultSplitBasis(rental)}
        {!rental.returnedAt && role === 'borrower' && ' Mark it returned when you give it back.'}
      </p>
      <dl data-testid="default-split" className="mt-2 grid grid-cols-2 gap-2">
        <div className="rounded-md bg-slate-50 px-2.5 py-1.5 dark:bg-slate-800/60">
          <dt className="text-xs text-slate-500 dark:text-slate-400">Lender{you('lender')}</dt>
          <dd className="font-semibold text-slate-900 dark:text-slate-100">{rentalMoney(rental, split.toLender)}</dd>
        </div>
        <div className="rounded-md bg-slate-50 px-2.5 py-1.5 dark:bg-slate-800/60">
          <dt className="text-xs text-slate-500 dark:text-slate-400">Borrower{you('borrower')}</dt>
          <dd className="font-semibold text-slate-900 dark:text-slate-100">{rentalMoney(rental, split.toBorrower)}</dd>
        </div>
      </dl>
      {allowed && (
        <button
          type="button"
          className={`mt-2 ${BUTTON.primary}`}
          disabled={busy}
          onClick={() => void claim.run(rental)}
        >
          Claim the default split
        </button>
      )}
    </div>
  );
}
