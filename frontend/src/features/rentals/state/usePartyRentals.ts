import { useQuery } from '@tanstack/react-query';
import { RENTAL_ERROR_MESSAGES, describeRentalError } from '../actions/rentalErrors';
import type { Rental } from '../types';
import { rentalKeys } from '../queries';
import { useOptionalRentalsSession } from './rentalsSession';

/** The read of someone's rentals as lender or borrower (a public profile's record). */
export interface PartyRentalsRead {
  rentals: Rental[];
  loading: boolean;
  /** The read's failure, as the user reads it. */
  error: string | null;
}

/**
 * The rentals of `account` (any wallet, not only the connected one) in the current mode, or none
 * while `account` is null. Kept under the provider's scope key, so every new block reads again: only
 * the blocks since the last read, the logs being kept by their cursor.
 */
export function usePartyRentals(account: string | null): PartyRentalsRead {
  const session = useOptionalRentalsSession();
  const client = session?.client ?? null;
  const read = useQuery({
    queryKey: rentalKeys.partyRentals(session?.scopeKey ?? rentalKeys.none, account),
    queryFn: () => (client && account ? client.readPartyRentals(account) : Promise.resolve([])),
    enabled: account !== null && client !== null,
  });
  return {
    rentals: read.data ?? [],
    loading: account !== null && read.isPending,
    error: read.error ? describeRentalError(read.error, RENTAL_ERROR_MESSAGES.fetchRentals) : null,
  };
}
