import type { RentalState } from './rentalStates';

/**
 * RentalAgreement's refusals of a move on a rental (its custom errors), as the contract raises them.
 * The on-chain client decodes them from a revert; the simulated client raises the same ones from the
 * rental actions' rules. Both say them with `describeRefusal`, so the same wrong move reads the same
 * in both modes.
 */
export type ContractRefusal =
  | { error: 'UnknownRental' }
  | { error: 'InvalidState'; state: RentalState }
  | { error: 'NotLender' }
  | { error: 'NotBorrower' }
  | { error: 'NotParty' }
  | { error: 'NotDisputeAdmin' }
  | { error: 'LenderCannotRent' }
  /** `deadline` in Unix seconds: the move is allowed strictly after it (null: not set yet, so not reached). */
  | { error: 'DeadlineNotReached'; deadline: number | null }
  /** `deadline` in Unix seconds: the move was allowed until it. */
  | { error: 'DeadlinePassed'; deadline: number }
  /** `opensAt` in Unix seconds: pickup opens 12 hours before the booked start. */
  | { error: 'PickupNotOpen'; opensAt: number }
  /** The conflicting live booking's range, in Unix seconds. */
  | { error: 'ToolAlreadyBooked'; startTime: number; endTime: number }
  | { error: 'InvalidStartTime'; startTime: number };

/** "COLLATERAL_DEPOSITED" → "collateral deposited". */
const stateWords = (state: RentalState) => state.replaceAll('_', ' ').toLowerCase();

const formatDeadline = (unixSeconds: number) => new Date(unixSeconds * 1000).toLocaleString();

/** What the user reads when the contract (or the simulation of it) refuses a move. */
export function describeRefusal(refusal: ContractRefusal): string {
  switch (refusal.error) {
    case 'UnknownRental':
      return 'There is no rental with this id.';
    case 'InvalidState':
      return `Not possible while the rental is ${stateWords(refusal.state)}.`;
    case 'NotLender':
      return 'Only the lender can do this.';
    case 'NotBorrower':
      return 'Only the borrower can do this.';
    case 'NotParty':
      return 'Only the lender or the borrower can do this.';
    case 'NotDisputeAdmin':
      return 'Only the dispute admin (who is not a party to the rental) can do this.';
    case 'LenderCannotRent':
      return 'You cannot rent your own tool.';
    case 'DeadlineNotReached':
      return refusal.deadline === null
        ? 'This is only possible after the deadline.'
        : `This is only possible after the deadline (${formatDeadline(refusal.deadline)}).`;
    case 'DeadlinePassed':
      return `The deadline has passed (${formatDeadline(refusal.deadline)}).`;
    case 'PickupNotOpen':
      return `Pickup opens 12 hours before the booked start, on ${formatDeadline(refusal.opensAt)}.`;
    case 'ToolAlreadyBooked':
      return `This tool is already booked from ${formatDeadline(refusal.startTime)} to ${formatDeadline(refusal.endTime)}: choose other dates.`;
    case 'InvalidStartTime':
      return 'A rental starts now or on a whole hour up to 180 days ahead.';
  }
}
