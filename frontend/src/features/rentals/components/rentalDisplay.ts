import type { Rental, RentalState } from '../types';
import { formatDays } from '../../../shared/days';
import { formatDateTime } from '../../../shared/dateTime';
import { currencyOf, formatMoney, type Currency } from '../../../shared/money';

/**
 * "COLLATERAL DEPOSITED": the state with underscores as spaces, as the status chip shows it. A
 * completed rental reads "RENTAL COMPLETED", the words of the card's "Rental Completed" box, rather
 * than the contract's TRANSACTION_COMPLETED (issue 31).
 */
export function statusLabel(state: RentalState): string {
  return state === 'TRANSACTION_COMPLETED' ? 'RENTAL COMPLETED' : state.replace(/_/g, ' ');
}

export type StatusTone = 'green' | 'red' | 'blue' | 'gray';

/** The specification's chip colours: active green, dispute red, completed blue, others gray. */
export function statusTone(state: RentalState): StatusTone {
  switch (state) {
    case 'RENTAL_ACTIVE':
      return 'green';
    case 'DISPUTE_OPENED':
      return 'red';
    case 'TRANSACTION_COMPLETED':
      return 'blue';
    default:
      return 'gray';
  }
}

/** The dispute's reason as shown: a missing or empty one (the chain accepts an empty string) reads "No reason given.". */
export function disputeReasonText({ disputeReason }: Pick<Rental, 'disputeReason'>): string {
  return disputeReason === undefined || disputeReason === '' ? 'No reason given.' : disputeReason;
}

/** How the default split of `rental`'s unruled dispute is made (rules/rentalRules.ts `defaultDisputeSplit`), in words. */
export function defaultSplitBasis(rental: Pick<Rental, 'returnedAt'>): string {
  return rental.returnedAt
    ? 'The tool was marked returned, so the lender gets the rent and the late fee up to the return, and the rest of the collateral is split in half.'
    : 'The tool has not been marked returned, so the lender gets the whole escrow (rent and collateral).';
}

/** The currency a rental is paid in: ETH, or the dollar token. */
export function rentalCurrency(rental: Pick<Rental, 'currencyCode'>): Currency {
  return currencyOf(rental.currencyCode);
}

/** An amount of a rental, in its currency: "0.08 ETH", "150.00 USDC". */
export function rentalMoney(rental: Pick<Rental, 'currencyCode'>, units: bigint): string {
  return formatMoney(units, rentalCurrency(rental));
}

/** Rate × duration in wei (so 0.012 × 3 is 0.036, not 0.036000000000000004). */
export function rentalCost(rental: Pick<Rental, 'rentalRateWei' | 'duration'>): bigint {
  return rental.rentalRateWei * BigInt(rental.duration);
}

/** Rent plus collateral in wei: what the borrower pays into escrow. */
export function rentalTotal(rental: Pick<Rental, 'rentalRateWei' | 'duration' | 'collateralWei'>): bigint {
  return rentalCost(rental) + rental.collateralWei;
}

export { formatDays };

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
export const formatDate = (iso: string) => dateFormat.format(new Date(iso));

export { formatDateTime };

const bookingTimeFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
/** "Tue, Dec 1, 9:00 AM" (Unix seconds, the user's time zone): a booking's start or end, within the 180-day horizon. */
export const formatBookingTime = (seconds: number) => bookingTimeFormat.format(new Date(seconds * 1000));

/** The user's time zone as the browser names it ("Europe/Paris"). */
export const USER_TIME_ZONE = new Intl.DateTimeFormat().resolvedOptions().timeZone;

const timeOfDayFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
/** "9:00 AM" (Unix seconds, the user's time zone). */
export const formatTimeOfDay = (seconds: number) => timeOfDayFormat.format(new Date(seconds * 1000));

/**
 * The booked range to the hour ("Mar 3, 2026, 2:00 PM – Mar 6, 2026, 2:00 PM") once booked; else
 * "Mar 3, 2026 – Mar 6, 2026" once picked up; before that the rental has no dates yet.
 */
export function formatDateRange(rental: Pick<Rental, 'startTime' | 'endTime' | 'duration' | 'booking'>): string {
  if (rental.booking) return `${formatDateTime(rental.booking.startTime)} – ${formatDateTime(rental.booking.endTime)}`;
  if (rental.startTime && rental.endTime) return `${formatDate(rental.startTime)} – ${formatDate(rental.endTime)}`;
  return `${formatDays(rental.duration)}, starting at pickup`;
}

/** The first 8 characters of a rental id, as History shows it. */
export const shortRentalId = (id: string) => id.slice(0, 8);
