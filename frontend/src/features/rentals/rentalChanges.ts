import type { Rental, RentalEvent, RentalEventType, RentalState } from './types';

/** What a rental's current state says happened last, for the change events made by re-reading. */
const EVENT_OF_STATE: Record<RentalState, RentalEventType> = {
  NONE_INITIATED: 'RentalCreated',
  AWAITING_COLLATERAL: 'RentalCreated',
  COLLATERAL_DEPOSITED: 'CollateralDeposited',
  RENTAL_ACTIVE: 'RentalActivated',
  TOOL_RETURNED: 'ToolReturned',
  INSPECTION_PERIOD: 'InspectionStarted',
  DISPUTE_OPENED: 'DisputeFiled',
  RESOLUTION_REACHED: 'DisputeResolved',
  TRANSACTION_COMPLETED: 'TransactionCompleted',
  RENTAL_CANCELLED: 'RentalCancelled',
};

/**
 * One event per rental that changed between two reads of the same account's rentals (a new
 * state, or new evidence in an open dispute); a rental new in `after` counts as changed.
 */
export function rentalChanges(before: readonly Rental[], after: readonly Rental[], at: string): RentalEvent[] {
  const previous = new Map(before.map((rental) => [rental.id, rental]));
  const events: RentalEvent[] = [];
  for (const rental of after) {
    const earlier = previous.get(rental.id);
    const sameState = earlier?.state === rental.state;
    if (sameState && earlier.evidence.length === rental.evidence.length) continue;
    const type: RentalEventType = sameState && rental.state === 'DISPUTE_OPENED' ? 'Evidence' : EVENT_OF_STATE[rental.state];
    events.push({ type, rental, at });
  }
  return events;
}
