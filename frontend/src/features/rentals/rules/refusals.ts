/**
 * The building blocks of the rental actions' rules (actions/rentalActions.ts): each answers null
 * when the check passes, or the contract's refusal (its custom error) when it does not, so that a
 * rule reads as the contract's checks in their order: `requireState(…) ?? onlyRoles(…) ?? deadline…`.
 */
import type { ContractRefusal } from '../../chain';
import type { RentalRole } from './roles';
import type { Rental, RentalState } from '../types';

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
