/**
 * Who is who in a rental, and when a rental is settled: small enough for the first page (the
 * provider, the availability rule), apart from the checks of terms in rentalStateMachine.ts.
 */
import type { Rental, RentalState } from '../types';
import { sameAddress } from '../../../shared/addresses';

export type RentalRole = 'lender' | 'borrower' | 'disputeAdmin' | 'none';

// Shared with the features below rentals (signed offers check their lender with it).
export { sameAddress };

/**
 * The role `address` plays in `rental`; the dispute admin only counts when not a party. The rental's
 * own dispute admin (`disputeAdminOf`, fixed at pickup) when known, else the contract's current one.
 */
export function roleOf(rental: Rental, address: string | null | undefined, disputeAdmin?: string | null): RentalRole {
  if (sameAddress(address, rental.lenderAddress)) return 'lender';
  if (sameAddress(address, rental.borrowerAddress)) return 'borrower';
  if (sameAddress(address, rental.disputeAdmin ?? disputeAdmin)) return 'disputeAdmin';
  return 'none';
}

/** The other party of a rental as one party sees it: whose it is ("Lender" / "Borrower") and its wallet ('' before a borrower deposits). */
export function otherParty(
  rental: Pick<Rental, 'lenderAddress' | 'borrowerAddress'>,
  role: 'lender' | 'borrower',
): { label: 'Lender' | 'Borrower'; address: string } {
  return role === 'borrower'
    ? { label: 'Lender', address: rental.lenderAddress }
    : { label: 'Borrower', address: rental.borrowerAddress };
}

/** Once here, nothing changes the rental again. */
export function isFinalState(state: RentalState): boolean {
  return state === 'TRANSACTION_COMPLETED' || state === 'RENTAL_CANCELLED';
}
