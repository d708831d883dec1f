import { useId, useState, type SubmitEvent } from 'react';
import { Link } from 'react-router-dom';
import { useRentals } from '../state/RentalsProvider';
import { allowedActions } from '../actions/allowedActions';
import { RENTAL_ACTIONS, isOneClick } from '../actions/rentalActions';
import type { RentalRole } from '../rules/roles';
import type { Rental } from '../types';
import { BUTTON, INPUT } from '../../../shared/ui/buttonStyles';
import { useActionConfirmation } from './ConfirmActionDialog';

/**
 * The actions `role` may take on `rental` now (each action's rule in the table), as the buttons its
 * entry describes, disabled while one is running. An action that moves or freezes money asks once
 * first, in its entry's words (`confirm`). The dispute admin's ruling has its own form in the
 * Dispute Center, as do an open dispute's evidence and default split (UnruledDisputeSettlement);
 * condition photos before a dispute have the condition recorder.
 */
export function RentalActions({ rental, role, now }: { rental: Rental; role: RentalRole; now: number }) {
  const { perform, isPending } = useRentals();
  const { ask, dialog } = useActionConfirmation();
  const [disputeOpen, setDisputeOpen] = useState(false);
  const moment = { rental, role, now };
  const disputed = rental.state === 'DISPUTE_OPENED';
  const actions = allowedActions(rental, role, now).filter(
    (action) => !(disputed && action === 'claimCollateralAfterDeadline') && !(action === 'submitEvidence' && !disputed),
  );
  const busy = isPending(rental.id);
  if (actions.length === 0) return null;

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-2">
        {actions.map((action) => {
          const { words } = RENTAL_ACTIONS[action];
          const className = BUTTON[words.style ?? 'secondary'];
          if (isOneClick(action)) {
            return (
              <button
                key={action}
                type="button"
                className={className}
                title={words.hint}
                disabled={busy}
                onClick={() =>
                  void ask(action, RENTAL_ACTIONS[action].words.confirm?.(moment)).then(
                    (confirmed) => confirmed && perform(action, rental.id),
                  )
                }
              >
                {words.label}
              </button>
            );
          }
          switch (words.control) {
            case 'disputeForm':
              return (
                <button
                  key={action}
                  type="button"
                  className={className}
                  disabled={busy}
                  aria-expanded={disputeOpen}
                  onClick={() => setDisputeOpen((open) => !open)}
                >
                  {words.label}
                </button>
              );
            case 'disputeCenter':
              return (
                <Link key={action} to="/disputes" className={className}>
                  {words.label}
                </Link>
              );
            default:
              return null;
          }
        })}
      </div>
      {disputeOpen && actions.includes('fileDispute') && (
        <DisputeForm
          busy={busy}
          onCancel={() => setDisputeOpen(false)}
          onSubmit={async (reason) =>
            (await ask('fileDispute', RENTAL_ACTIONS.fileDispute.words.confirm?.(moment, reason))) &&
            (await perform('fileDispute', rental.id, reason)) &&
            setDisputeOpen(false)
          }
        />
      )}
      {dialog}
    </div>
  );
}

function DisputeForm({
  busy,
  onSubmit,
  onCancel,
}: {
  busy: boolean;
  onSubmit: (reason: string) => Promise<unknown>;
  onCancel: () => void;
}) {
  const [reason, setReason] = useState('');
  const fieldId = useId();
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (reason.trim()) void onSubmit(reason.trim());
  };
  return (
    <form
      onSubmit={submit}
      className="space-y-2 rounded-lg border border-red-200 bg-red-50/60 p-3 dark:border-red-900 dark:bg-red-950/30"
    >
      <label htmlFor={fieldId} className="block text-sm font-medium text-red-900 dark:text-red-200">
        Reason for the dispute
      </label>
      <textarea
        id={fieldId}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        rows={3}
        required
        placeholder="What went wrong? e.g. the tool was damaged or not returned"
        className={INPUT}
      />
      <p className="text-xs text-red-800/80 dark:text-red-300/80">
        The escrow stays locked until a dispute admin resolves the dispute. You can add evidence in the Dispute Center.
      </p>
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={BUTTON.dangerSolid} disabled={busy || !reason.trim()}>
          {busy ? 'Filing...' : 'Submit Dispute'}
        </button>
        <button type="button" className={BUTTON.secondary} onClick={onCancel} disabled={busy}>
          Cancel
        </button>
      </div>
    </form>
  );
}
