import { RULING_SHARE_FIELD } from '../actions/rentalActions';
import { settlementNow } from '../rules/rentalStateMachine';
import { useRentalsNow } from '../state/useRentalsNow';
import type { Rental } from '../types';
import { rentalMoney } from './rentalDisplay';

/**
 * What each party would receive if the dispute admin ruled the lender's share typed as `shareText`
 * (the ruling form's percent), in the rental's currency: the settlement the contract would make of
 * the ruled rental (settlementNow), to the wei. Nothing while the share does not read.
 */
export function RulingPayout({ rental, shareText }: { rental: Rental; shareText: string }) {
  const now = useRentalsNow();
  const share = RULING_SHARE_FIELD.read(shareText).value;
  if (share === null) return null;
  const ruled: Rental = { ...rental, resolution: { lenderShareBps: share, details: '', resolvedAt: '' } };
  const { toLender, toBorrower } = settlementNow(ruled, now);
  return (
    <dl
      aria-label="What each party would receive"
      aria-live="polite"
      className="grid grid-cols-2 gap-2 rounded-md bg-white/70 p-2.5 text-sm dark:bg-slate-900/60"
    >
      <Part party="lender" amount={rentalMoney(rental, toLender)} />
      <Part party="borrower" amount={rentalMoney(rental, toBorrower)} />
    </dl>
  );
}

function Part({ party, amount }: { party: 'lender' | 'borrower'; amount: string }) {
  return (
    <div>
      <dt className="text-xs text-slate-600 dark:text-slate-400">The {party} would receive</dt>
      <dd className="font-semibold text-slate-900 dark:text-slate-100" data-testid={`ruling-to-${party}`}>
        {amount}
      </dd>
    </div>
  );
}
