import { useCallback } from 'react';
import { useRentalsClient } from './rentalsSession';
import type { Rental } from '../types';

/**
 * Looks a rental up by id where the current mode keeps it, with or without a wallet; null when there is
 * none. For checks of other people's rentals in simulated mode (reviews); on chain, read agreements in
 * batches. A module of its own: only the pages that check reviews download it, not the first page.
 */
export function useFindRental(): (rentalId: string) => Promise<Rental | null> {
  const client = useRentalsClient();
  return useCallback(
    (rentalId: string) => (client ? client.fetchRental(rentalId).catch(() => null) : Promise.resolve(null)),
    [client],
  );
}
