import { useQuery } from '@tanstack/react-query';
import { RENTAL_ERROR_MESSAGES, describeRentalError } from '../actions/rentalErrors';
import type { PartySummary } from '../reading/partySummary';
import { rentalKeys } from '../queries';
import { useOptionalRentalsSession } from './rentalsSession';

/** The read of the summary of someone's rentals as lender or borrower (a public profile's record). */
export interface PartySummaryRead {
  /** Null while it loads, after a failure, or without an account. */
  summary: PartySummary | null;
  loading: boolean;
  /** The read's failure, as the user reads it. */
  error: string | null;
}

/**
 * The summary of `account`'s rentals (any wallet, not only the connected one) in the current mode, or
 * none while `account` is null. Kept under the provider's scope key, so every new block reads again.
 */
export function usePartySummary(account: string | null): PartySummaryRead {
  const session = useOptionalRentalsSession();
  const client = session?.client ?? null;
  const read = useQuery({
    queryKey: rentalKeys.partySummary(session?.scopeKey ?? rentalKeys.none, account),
    queryFn: () => {
      if (!client || !account) throw new Error('No account to read');
      return client.readPartySummary(account);
    },
    enabled: account !== null && client !== null,
  });
  return {
    summary: read.data ?? null,
    loading: account !== null && read.isPending,
    error: read.error ? describeRentalError(read.error, RENTAL_ERROR_MESSAGES.fetchRentals) : null,
  };
}
