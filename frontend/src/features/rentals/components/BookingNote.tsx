import { CalendarCheck } from 'lucide-react';
import { Note } from './RentalTimingNotes';
import { formatDateTime } from './rentalDisplay';
import { bookingPickupOpensAt } from '../rules/rentalRules';
import type { Rental } from '../types';

/**
 * A booked rental before pickup: its range, when pickup opens (12 hours before the start) and
 * closes, and the return deadline (the booked end, from which the late fee counts).
 */
export function BookingNote({ rental, role, now }: { rental: Rental; role: 'lender' | 'borrower'; now: number }) {
  const { booking } = rental;
  if (!booking || (rental.state !== 'AWAITING_COLLATERAL' && rental.state !== 'COLLATERAL_DEPOSITED')) return null;
  const opensAt = bookingPickupOpensAt(booking) * 1000;
  const open = now >= opensAt;
  return (
    <Note
      tone="slate"
      icon={<CalendarCheck className="h-4 w-4" />}
      title={`Booked ${formatDateTime(booking.startTime)} – ${formatDateTime(booking.endTime)}`}
      testId="booking-note"
    >
      <p data-testid="pickup-opens">
        {open
          ? `Pickup is open until ${formatDateTime(booking.endTime)}.`
          : `Pickup opens ${formatDateTime(opensAt)} (12 hours before the start) and closes at the end of the booking.`}
      </p>
      <p data-testid="return-deadline">
        {role === 'borrower' ? 'Return the tool by' : 'The tool is due back by'} {formatDateTime(booking.endTime)}: each
        started day after that costs the daily rate.
      </p>
    </Note>
  );
}
