/**
 * The building blocks of the rental actions' rules (actions/rentalActions.ts): each answers null
 * when the check passes, or the contract's refusal (its custom error) when it does not, so that a
 * rule reads as the contract's checks in their order: `requireState(…) ?? onlyRoles(…) ?? deadline…`.
 */
import type { ContractRefusal } from '../../chain';
import type { RentalRole } from './roles';
import type { Rental, RentalState } from '../types';
import { bookingPickupOpensAt, secondsOf } from './rentalRules';

/** The rental must be in one of `states` (contract `InvalidState`). */
export function requireState(rental: Rental, states: readonly RentalState[]): ContractRefusal | null {
  return states.includes(rental.state) ? null : { error: 'InvalidState', state: rental.state };
}

/** The caller must play one of `roles`; else the contract's error for it (NotLender, NotBorrower, NotParty, NotDisputeAdmin). */
export function onlyRoles(
  role: RentalRole,
  roles: readonly RentalRole[],
  error: 'NotLender' | 'NotBorrower' | 'NotParty' | 'NotDisputeAdmin',
): ContractRefusal | null {
  return roles.includes(role) ? null : { error };
}

/** Allowed strictly after `deadline` (Unix seconds; null when not set yet), as the contract counts (`DeadlineNotReached`). */
export function deadlineNotReached(deadline: number | null, nowSeconds: number): ContractRefusal | null {
  return deadline !== null && nowSeconds > deadline ? null : { error: 'DeadlineNotReached', deadline };
}

/** Allowed until `deadline` (Unix seconds) included (`DeadlinePassed`); no deadline set yet is no limit. */
export function deadlinePassed(deadline: number | null, nowSeconds: number): ContractRefusal | null {
  return deadline === null || nowSeconds <= deadline ? null : { error: 'DeadlinePassed', deadline };
}

/**
 * Pickup of a booked rental: open from 12 hours before the booked start (`PickupNotOpen`) until the
 * booked end, exclusive (`DeadlinePassed`); after that the deposit can only be cancelled. A rental
 * without a booking (the simulation's, whose times start at pickup) has no window.
 */
export function pickupWindowRefusal(rental: Pick<Rental, 'booking'>, nowSeconds: number): ContractRefusal | null {
  if (!rental.booking) return null;
  const opensAt = bookingPickupOpensAt(rental.booking);
  const endTime = secondsOf(rental.booking.endTime);
  if (nowSeconds < opensAt) return { error: 'PickupNotOpen', opensAt };
  return nowSeconds < endTime ? null : { error: 'DeadlinePassed', deadline: endTime };
}
