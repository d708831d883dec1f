import { statusLabel, statusTone } from './rentalDisplay';
import type { RentalState } from '../types';
import { StatusBadge } from './StatusBadge';

/** The rental's state with underscores as spaces, coloured as specified. */
export function RentalStatusChip({ state }: { state: RentalState }) {
  return (
    <StatusBadge tone={statusTone(state)} className="tracking-wide whitespace-nowrap">
      {statusLabel(state)}
    </StatusBadge>
  );
}
