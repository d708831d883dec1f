import { RentalActionForm, RulingPayout, type Rental } from '../rentals';
import { FiledEvidence } from './FiledEvidence';

/**
 * For the dispute admin only: what the parties filed, then the lender's share of the escrow in
 * percent and the reasons (the entry's fields), and what each party would receive for the share as
 * typed, before Resolve.
 */
export function ResolveDisputeForm({ rental }: { rental: Rental }) {
  return (
    <RentalActionForm
      action="resolveDispute"
      rental={rental}
      label="Resolve dispute"
      title={
        <>
          <p className="text-sm font-semibold text-amber-900 dark:text-amber-200">Resolve as dispute admin</p>
          <FiledEvidence rental={rental} sayWhenNone />
        </>
      }
      beforeSubmit={(texts) => <RulingPayout rental={rental} shareText={texts.lenderShareBps ?? ''} />}
    />
  );
}
