import type { RentalsClient } from '../types';

/** Who tries the move: the rental's lender or borrower, or an account that is neither. */
export type Mover = 'lender' | 'borrower' | 'stranger';

/** A wrong move on a rental and what both modes must answer: the contract's own error, checked in its order. */
export interface WrongMove {
  title: string;
  /** The rental's state when the move is tried: an open offer (the simulation's request before its deposit), or deposited. */
  state: 'AWAITING_COLLATERAL' | 'COLLATERAL_DEPOSITED';
  by: Mover;
  move: (client: RentalsClient, rentalId: string) => Promise<unknown>;
  message: string;
  reason: string;
}

/**
 * The same wrong moves for the simulated client and the contract client: each test plays them in
 * its mode and expects these very words, so the two modes cannot drift apart. Where both the state
 * and the caller are wrong, the contract names the state (it checks it first).
 */
export const WRONG_MOVES: readonly WrongMove[] = [
  {
    title: 'a stranger confirms the pickup of a rental awaiting its collateral (wrong state and caller: the state)',
    state: 'AWAITING_COLLATERAL',
    by: 'stranger',
    move: (client, id) => client.run('confirmToolPickup', [id]),
    message: 'Failed to confirm tool pickup',
    reason: 'Not possible while the rental is awaiting collateral.',
  },
  {
    title: 'the lender marks a deposited rental returned (wrong state and caller: the state)',
    state: 'COLLATERAL_DEPOSITED',
    by: 'lender',
    move: (client, id) => client.run('markToolReturned', [id]),
    message: 'Failed to confirm tool return',
    reason: 'Not possible while the rental is collateral deposited.',
  },
  {
    title: 'the borrower releases the collateral of a deposited rental (wrong state and caller: the state)',
    state: 'COLLATERAL_DEPOSITED',
    by: 'borrower',
    move: (client, id) => client.run('releaseCollateral', [id]),
    message: 'Failed to complete rental',
    reason: 'Not possible while the rental is collateral deposited.',
  },
  {
    title: 'the lender confirms the pickup (wrong caller)',
    state: 'COLLATERAL_DEPOSITED',
    by: 'lender',
    move: (client, id) => client.run('confirmToolPickup', [id]),
    message: 'Failed to confirm tool pickup',
    reason: 'Only the borrower can do this.',
  },
  {
    title:
      'the lender files a dispute before pickup (wrong state: no dispute before pickup, the borrower may cancel for a full refund)',
    state: 'COLLATERAL_DEPOSITED',
    by: 'lender',
    move: (client, id) => client.run('fileDispute', [id, { reason: 'Freeze the deposit' }]),
    message: 'Failed to file dispute',
    reason: 'Not possible while the rental is collateral deposited.',
  },
  {
    title: 'the borrower files a dispute before pickup (wrong state)',
    state: 'COLLATERAL_DEPOSITED',
    by: 'borrower',
    move: (client, id) => client.run('fileDispute', [id, { reason: 'Changed my mind' }]),
    message: 'Failed to file dispute',
    reason: 'Not possible while the rental is collateral deposited.',
  },
  {
    title: 'a stranger files a dispute before pickup (wrong state and caller: the state)',
    state: 'COLLATERAL_DEPOSITED',
    by: 'stranger',
    move: (client, id) => client.run('fileDispute', [id, { reason: 'Not mine, but still' }]),
    message: 'Failed to file dispute',
    reason: 'Not possible while the rental is collateral deposited.',
  },
  {
    title: 'the lender submits evidence on a rental awaiting its collateral (wrong state)',
    state: 'AWAITING_COLLATERAL',
    by: 'lender',
    move: (client, id) => client.run('submitEvidence', [id, { details: 'Before the deposit', fileNames: [] }]),
    message: 'Failed to update rental state',
    reason: 'Not possible while the rental is awaiting collateral.',
  },
];
