import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useActionPending } from '../state/actionMutation';
import { useRentalAction } from '../state/useRentalAction';
import { allowedActions } from '../actions/allowedActions';
import { RENTAL_ACTIONS, type RentalActionName } from '../actions/rentalActions';
import type { RentalRole } from '../rules/roles';
import type { Rental } from '../types';
import { BUTTON } from '../../../shared/ui/buttonStyles';
import { RentalActionForm, type RentalFormAction } from './RentalActionForm';

/** Whether the entry asks for an input in a form (its fields). */
const hasForm = (action: RentalActionName): action is RentalFormAction => !!RENTAL_ACTIONS[action].input?.fields;

/**
 * The actions `role` may take on `rental` now (each action's rule in the table), as its entry
 * describes them: a button that runs it (asking first when it moves or freezes money), a button that
 * opens its form when it has an input, or a link to the page it is taken on (the Dispute Center).
 * All are disabled while one runs. An open dispute's default split has its own panel
 * (UnruledDisputeSettlement); condition photos before a dispute have the condition recorder.
 */
export function RentalActions({ rental, role, now }: { rental: Rental; role: RentalRole; now: number }) {
  const [formOpen, setFormOpen] = useState<RentalFormAction | null>(null);
  const disputed = rental.state === 'DISPUTE_OPENED';
  const actions = allowedActions(rental, role, now).filter(
    (action) => !(disputed && action === 'claimCollateralAfterDeadline') && !(action === 'submitEvidence' && !disputed),
  );
  const busy = useActionPending(rental.id);
  if (actions.length === 0) return null;

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-2">
        {actions.map((action) => {
          const { words } = RENTAL_ACTIONS[action];
          const className = BUTTON[words.style ?? 'secondary'];
          if (words.takenOn) {
            return (
              <Link key={action} to={words.takenOn} className={className}>
                {words.label}
              </Link>
            );
          }
          if (hasForm(action)) {
            return (
              <button
                key={action}
                type="button"
                className={className}
                disabled={busy}
                aria-expanded={formOpen === action}
                onClick={() => setFormOpen((open) => (open === action ? null : action))}
              >
                {words.label}
              </button>
            );
          }
          return <OneClickButton key={action} action={action} rental={rental} className={className} busy={busy} />;
        })}
      </div>
      {actions.includes('confirmToolReceiptAndInspect') && actions.includes('releaseCollateral') && (
        // Two buttons for the lender at one moment: a word on each, from their entries (issue 31, point 11).
        <ul data-testid="receipt-or-complete" className="space-y-1 text-xs text-slate-600 dark:text-slate-400">
          {(['confirmToolReceiptAndInspect', 'releaseCollateral'] as const).map((action) => (
            <li key={action}>
              <span className="font-medium text-slate-700 dark:text-slate-300">
                {RENTAL_ACTIONS[action].words.label}
              </span>
              : {RENTAL_ACTIONS[action].words.hint}.
            </li>
          ))}
        </ul>
      )}
      {formOpen && actions.includes(formOpen) && (
        <RentalActionForm
          action={formOpen}
          rental={rental}
          onDone={() => setFormOpen(null)}
          onCancel={() => setFormOpen(null)}
        />
      )}
    </div>
  );
}

/** An action that takes the rental alone: one click (and its question, if its entry has one). */
function OneClickButton({
  action,
  rental,
  className,
  busy,
}: {
  action: RentalActionName;
  rental: Rental;
  className: string;
  busy: boolean;
}) {
  // Only actions without an input get here (RentalActions): the rental is all they take.
  const { run } = useRentalAction(action) as unknown as { run: (rental: Rental) => Promise<unknown> };
  const { words } = RENTAL_ACTIONS[action];
  return (
    <button type="button" className={className} title={words.hint} disabled={busy} onClick={() => void run(rental)}>
      {words.label}
    </button>
  );
}
