import { useQuery } from '@tanstack/react-query';
import { useRentalsClient, useRentalsScopeKey } from '../state/rentalsSession';
import type { RentalSettlement } from '../types';
import { rentalKeys } from '../queries';

/**
 * The rental's settlement as the client reports it (contract `settlementOf` on chain), read again
 * whenever `key` changes (the rental's state, the number of days late) and, on chain, with every
 * new block like everything read; null while off or unread.
 */
export function useSettlement(rentalId: string, enabled: boolean, key: string): RentalSettlement | null {
  const scopeKey = useRentalsScopeKey();
  const client = useRentalsClient();
  const query = useQuery({
    queryKey: rentalKeys.settlement(scopeKey, rentalId, key),
    queryFn: () => (client ? client.settlementOf(rentalId) : Promise.resolve(null)),
    enabled: enabled && client !== null,
  });
  return enabled ? (query.data ?? null) : null;
}
