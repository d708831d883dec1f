import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Tool } from '../../tools';
import { readsToolStatuses, rentalQueries } from '../queries';
import type { OnchainToolStatuses } from '../types';
import { useOptionalRentalsSession } from './rentalsSession';
import { isToolRentedOut } from './toolAvailability';

// Every tool's standing, for the catalogue's cards and the tool page. Read outside a RentalsProvider
// too (nothing is read there), so that a card renders anywhere.

/**
 * Every tool's rental under way (and, on chain, open offer), for `isToolRentedOut`: on chain kept current
 * block by block (with or without a wallet), in simulated mode this session's rentals; null before the
 * first read, and outside a RentalsProvider.
 */
export function useToolStatuses(): OnchainToolStatuses | null {
  const session = useOptionalRentalsSession();
  const query = useQuery(rentalQueries.toolStatuses(session));
  return session && readsToolStatuses(session) ? (query.data ?? null) : null;
}

/** The availability rule (`isToolRentedOut`) with what the provider has read; outside one, only the listing's own setting counts. */
export function useRentedOutRule(): (tool: Tool) => boolean {
  const statuses = useToolStatuses();
  return useCallback((tool: Tool) => isToolRentedOut(tool, statuses), [statuses]);
}
