import { useId, useState, type SubmitEvent } from 'react';
import { Link } from 'react-router-dom';
import { useRentals } from '../RentalsProvider';
import { allowedActions, type RentalAction, type RentalRole } from '../rentalStateMachine';
import type { Rental } from '../types';
import { BUTTON, INPUT } from '../../../shared/ui/buttonStyles';

/** The one-click actions: the button text, its style, and a hint for screen readers and hover. */
const ONE_CLICK: Partial<Record<RentalAction, { label: string; style: keyof typeof BUTTON; hint: string }>> = {
  confirmPickup: { label: 'Confirm Pickup', style: 'primary', hint: 'You have the tool: the rental starts now' },
  confirmReturn: { label: 'Confirm Return', style: 'primary', hint: 'You gave the tool back: the lender inspects it' },
  confirmReceipt: { label: 'Confirm Receipt', style: 'secondary', hint: 'You have the tool back and are inspecting it' },
  completeRental: { label: 'Complete Rental', style: 'primary', hint: 'Inspection passed: the rent is paid to you and the collateral returned' },
  finalizeRental: { label: 'Finalize', style: 'primary', hint: 'Pay out the resolved shares of the escrow' },
  claimAfterDeadline: { label: 'Claim After Deadline', style: 'secondary', hint: 'The other party missed the deadline: claim the escrow' },
  cancelRental: { label: 'Cancel Rental', style: 'secondary', hint: 'Cancel before pickup: any deposit is refunded in full to the borrower' },
};

/** The actions `role` may take on `rental` now (rentalStateMachine), disabled while one is running. */
export function RentalActions({ rental, role, now }: { rental: Rental; role: RentalRole; now: number }) {
  const rentals = useRentals();
  const [disputeOpen, setDisputeOpen] = useState(false);
  // An open dispute's 50/50 settlement and evidence have their own places (UnruledDisputeSettlement, the
  // Dispute Center); condition photos before a dispute, the condition recorder.
  const actions = allowedActions(rental, role, now).filter(
    (action) => !(rental.state === 'DISPUTE_OPENED' && action === 'claimAfterDeadline') && !(action === 'submitEvidence' && rental.state !== 'DISPUTE_OPENED'),
  );
  const busy = rentals.isPending(rental.id);
  if (actions.length === 0) return null;

  const run: Record<RentalAction, (() => Promise<boolean>) | null> = {
    confirmPickup: () => rentals.confirmPickup(rental.id),
    confirmReturn: () => rentals.confirmReturn(rental.id),
    confirmReceipt: () => rentals.confirmReceipt(rental.id),
    completeRental: () => rentals.completeRental(rental.id),
    finalizeRental: () => rentals.finalizeRental(rental.id),
    claimAfterDeadline: () => rentals.claimAfterDeadline(rental.id),
    cancelRental: () => rentals.cancelRental(rental.id),
    // These need more than a click: the dispute form below, the Dispute Center, the dispute admin's form.
    fileDispute: null,
    submitEvidence: null,
    resolveDispute: null,
  };

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-2">
        {actions.map((action) => {
          const oneClick = ONE_CLICK[action];
          const perform = run[action];
          if (oneClick && perform) {
            return (
              <button key={action} type="button" className={BUTTON[oneClick.style]} title={oneClick.hint} disabled={busy} onClick={() => void perform()}>
                {oneClick.label}
              </button>
            );
          }
          if (action === 'fileDispute') {
            return (
              <button key={action} type="button" className={BUTTON.danger} disabled={busy} aria-expanded={disputeOpen} onClick={() => setDisputeOpen((open) => !open)}>
                File Dispute
              </button>
            );
          }
          if (action === 'submitEvidence') {
            return (
              <Link key={action} to="/disputes" className={BUTTON.secondary}>
                Submit Evidence
              </Link>
            );
          }
          return null;
        })}
      </div>
      {disputeOpen && actions.includes('fileDispute') && (
        <DisputeForm busy={busy} onCancel={() => setDisputeOpen(false)} onSubmit={async (reason) => (await rentals.fileDispute(rental.id, reason)) && setDisputeOpen(false)} />
      )}
    </div>
  );
}

function DisputeForm({ busy, onSubmit, onCancel }: { busy: boolean; onSubmit: (reason: string) => Promise<unknown>; onCancel: () => void }) {
  const [reason, setReason] = useState('');
  const fieldId = useId();
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (reason.trim()) void onSubmit(reason.trim());
  };
  return (
    <form onSubmit={submit} className="space-y-2 rounded-lg border border-red-200 bg-red-50/60 p-3 dark:border-red-900 dark:bg-red-950/30">
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
      <p className="text-xs text-red-800/80 dark:text-red-300/80">The escrow stays locked until a dispute admin resolves the dispute. You can add evidence in the Dispute Center.</p>
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
