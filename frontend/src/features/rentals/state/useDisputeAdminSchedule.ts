import { useQuery } from '@tanstack/react-query';
import { useOptionalRentalsSession } from './rentalsSession';
import type { DisputeAdminSchedule } from '../types';
import { rentalKeys } from '../queries';

/**
 * Who rules a rental paid now and who takes office next, read again at every block (under the
 * provider's scope key); only while a chain is read: the simulation's admin never changes.
 */
export function useDisputeAdminSchedule(): {
  schedule: DisputeAdminSchedule | null;
  loading: boolean;
  error: Error | null;
} {
  const session = useOptionalRentalsSession();
  const client = session?.client ?? null;
  const readsChain = session?.readsChain === true;
  const query = useQuery({
    queryKey: rentalKeys.disputeAdminSchedule(session?.scopeKey ?? rentalKeys.none),
    queryFn: () => (client ? client.readDisputeAdminSchedule() : Promise.resolve(null)),
    enabled: readsChain,
  });
  return {
    schedule: readsChain ? (query.data ?? null) : null,
    loading: readsChain && query.isPending,
    error: readsChain ? query.error : null,
  };
}
