import { useQuery } from '@tanstack/react-query';
import { useContext } from 'react';
import { RentalsClientContext, RentalsContext } from './RentalsProvider';
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
  const context = useContext(RentalsContext);
  const client = useContext(RentalsClientContext);
  const readsChain = context?.readsChain === true && client !== null;
  const query = useQuery({
    queryKey: rentalKeys.disputeAdminSchedule(context?.scopeKey ?? rentalKeys.none),
    queryFn: () => (client ? client.readDisputeAdminSchedule() : Promise.resolve(null)),
    enabled: readsChain,
  });
  return {
    schedule: readsChain ? (query.data ?? null) : null,
    loading: readsChain && query.isPending,
    error: readsChain ? query.error : null,
  };
}
