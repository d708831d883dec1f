import { RentalActionForm, type Rental } from '../rentals';

/** For the dispute admin only: the lender's share of the escrow, in percent, and the reasons (the entry's fields). */
export function ResolveDisputeForm({ rental }: { rental: Rental }) {
  return (
    <RentalActionForm
      action="resolveDispute"
      rental={rental}
      label="Resolve dispute"
      title={<p className="text-sm font-semibold text-amber-900 dark:text-amber-200">Resolve as dispute admin</p>}
    />
  );
}
