import { UserCog } from 'lucide-react';
import { BUTTON } from '../../../shared/ui/buttonStyles';
import { RENTAL_ACTIONS } from '../actions/rentalActions';
import { useActionPending } from '../state/actionMutation';
import { useFunds } from '../state/useFunds';
import { useRentalAction } from '../state/useRentalAction';
import type { Rental } from '../types';
import { isSimulated } from './moneyWords';

const { words } = RENTAL_ACTIONS.actForSimulatedLender;

/**
 * The simulated rental's way past the lender's turn: on the borrower's card once the tool is back,
 * a button that says it acts for the simulated lender (nobody else is at the lender's wallet here,
 * so without it the rental would wait for good). Nothing on chain, where the lender acts from their own wallet.
 */
export function SimulatedLenderPanel({ rental, role }: { rental: Rental; role: 'lender' | 'borrower' }) {
  const funds = useFunds();
  const busy = useActionPending(rental.id);
  const act = useRentalAction('actForSimulatedLender');
  const lendersTurn = rental.state === 'TOOL_RETURNED' || rental.state === 'INSPECTION_PERIOD';
  if (!isSimulated(funds) || role !== 'borrower' || !lendersTurn) return null;
  return (
    <div
      role="note"
      data-testid="simulated-lender"
      className="space-y-2 rounded-lg border border-sky-200 bg-sky-50 p-3 text-sm text-sky-900 dark:border-sky-900 dark:bg-sky-950/50 dark:text-sky-200"
    >
      <p className="flex gap-2">
        <UserCog className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
        <span>
          In the simulation nobody is at the lender’s wallet. You can play their part: confirm that the tool is back and
          complete the rental, as a lender would after inspecting it (about 2 seconds).
        </span>
      </p>
      <button
        type="button"
        className={BUTTON.secondary}
        title={words.hint}
        disabled={act.pending || busy}
        onClick={() => void act.run(rental)}
      >
        {act.pending ? 'Acting for the lender...' : words.label}
      </button>
    </div>
  );
}
