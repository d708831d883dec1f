/** The rental states, in the order of the contract's `RentalState` enum (index = on-chain value). */
export const RENTAL_STATES = [
  'NONE_INITIATED',
  'AWAITING_COLLATERAL',
  'COLLATERAL_DEPOSITED',
  'RENTAL_ACTIVE',
  'TOOL_RETURNED',
  'INSPECTION_PERIOD',
  'DISPUTE_OPENED',
  'RESOLUTION_REACHED',
  'TRANSACTION_COMPLETED',
  'RENTAL_CANCELLED',
] as const;
export type RentalState = (typeof RENTAL_STATES)[number];

/** The states a rental reaches only once the borrower has picked the tool up: RENTAL_ACTIVE to TRANSACTION_COMPLETED. */
export const PICKED_UP_STATES: readonly RentalState[] = RENTAL_STATES.slice(
  RENTAL_STATES.indexOf('RENTAL_ACTIVE'),
  RENTAL_STATES.indexOf('TRANSACTION_COMPLETED') + 1,
);
