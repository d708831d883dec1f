import { PauseCircle } from 'lucide-react';
import { useRentalsPaused } from '../state/rentalReads';

/** Said instead of failing: while the contract is paused, `action` (renting, offering) is not possible. */
export function PausedNotice({ action }: { action: string }) {
  const paused = useRentalsPaused();
  if (!paused) return null;
  return (
    <div
      role="status"
      data-testid="paused-notice"
      className="mt-3 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-900 dark:bg-amber-950/40 dark:text-amber-200"
    >
      <p className="flex items-center gap-2 font-semibold">
        <PauseCircle className="h-4 w-4 shrink-0" aria-hidden /> On-chain rentals are paused
      </p>
      <p className="mt-1">
        The contract&apos;s owner has paused new offers and rentals, so {action} is not possible for now. Rentals under
        way, returns, claims, disputes and withdrawals keep working.
      </p>
    </div>
  );
}
