import { formatEther, parseEther } from 'ethers';
import type { Rental, RentalState } from './types';

/** "COLLATERAL DEPOSITED": the state with underscores as spaces, as the status chip shows it. */
export function statusLabel(state: RentalState): string {
  return state.replace(/_/g, ' ');
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

/** Rate × duration, computed in wei so 0.012 × 3 reads 0.036 and not 0.036000000000000004. */
export function rentalCost(rental: Pick<Rental, 'rentalRate' | 'duration'>): string {
  return formatEther(parseEther(String(rental.rentalRate)) * BigInt(rental.duration));
}

/** Rent plus collateral: what the borrower pays into escrow. */
export function rentalTotal(rental: Pick<Rental, 'rentalRate' | 'duration' | 'collateralAmount'>): string {
  return formatEther(parseEther(rentalCost(rental)) + parseEther(String(rental.collateralAmount)));
}

export const formatDays = (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`;

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
export const formatDate = (iso: string) => dateFormat.format(new Date(iso));

const dateTimeFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });
/** "Mar 13, 2026, 12:00 PM": deadlines, which fall at a time of day. */
export const formatDateTime = (iso: string | number) => dateTimeFormat.format(new Date(iso));

/** Wei as ETH, exactly (no rounding): "0.048 ETH", "0 ETH". */
export function formatWei(wei: bigint): string {
  return `${formatEther(wei).replace(/\.0$/, '')} ETH`;
}

/** "Mar 3, 2026 – Mar 6, 2026" once picked up; before that the rental has no dates yet. */
export function formatDateRange(rental: Pick<Rental, 'startTime' | 'endTime' | 'duration'>): string {
  if (rental.startTime && rental.endTime) return `${formatDate(rental.startTime)} – ${formatDate(rental.endTime)}`;
  return `${formatDays(rental.duration)}, starting at pickup`;
}

/** The first 8 characters of a rental id, as History shows it. */
export const shortRentalId = (id: string) => id.slice(0, 8);
