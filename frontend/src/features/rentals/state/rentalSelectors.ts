import { isFinalState, sameAddress } from '../rules/roles';
import type { Rental } from '../types';

/** My Rentals' tabs: the wallet is the borrower, or the lender (addresses compared case-insensitively). */
export function splitByRole(rentals: Rental[], account: string | null): { borrowing: Rental[]; lending: Rental[] } {
  return {
    borrowing: rentals.filter((rental) => sameAddress(rental.borrowerAddress, account)),
    lending: rentals.filter((rental) => sameAddress(rental.lenderAddress, account)),
  };
}

/** History: the rentals that are over, completed or cancelled. */
export const historyRentals = (rentals: Rental[]) => rentals.filter((rental) => isFinalState(rental.state));

/** Dispute Center: the rentals under dispute or with a resolution reached. */
export const disputedRentals = (rentals: Rental[]) =>
  rentals.filter((rental) => rental.state === 'DISPUTE_OPENED' || rental.state === 'RESOLUTION_REACHED');
