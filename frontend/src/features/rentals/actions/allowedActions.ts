import { describeRefusal } from '../../chain';
import type { Verdict } from '../rules/rentalStateMachine';
import type { RentalRole } from '../rules/roles';
import type { Rental } from '../types';
import { RENTAL_ACTIONS, RENTAL_MOVES, type RentalActionName } from './rentalActions';

/**
 * Whether `role` may take `action` on `rental` at `now` (ms), by the action's rule in the table:
 * the contract's checks in its order (state, caller, deadline), the reason in the words both modes
 * give when the move is tried anyway. An action that opens no existing rental has no rule here.
 */
export function checkAction(
  rental: Rental,
  action: RentalActionName,
  role: RentalRole,
  now: number = Date.now(),
): Verdict {
  const { rule } = RENTAL_ACTIONS[action];
  const refusal = rule ? rule(rental, role, now) : { error: 'UnknownRental' as const };
  return refusal ? { allowed: false, reason: describeRefusal(refusal) } : { allowed: true };
}

/** The actions `role` may take on `rental` now, in the table's order: the buttons a screen shows. */
export function allowedActions(rental: Rental, role: RentalRole, now: number = Date.now()): RentalActionName[] {
  return RENTAL_MOVES.filter((action) => checkAction(rental, action, role, now).allowed);
}
