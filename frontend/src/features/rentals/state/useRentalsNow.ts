import { useCallback } from 'react';
import { useNow } from '../../../shared/useNow';
import { useRentalsReadAt } from './rentalReads';
import { useRentalsSession } from './rentalsSession';

/**
 * The rentals' own clock: turns a time of this browser (ms) into the contract's, which on chain runs
 * ahead when the node was moved on. Never earlier than the last read of the rentals (which reads the
 * contract's clock too), so each read counts the deadlines again at once.
 */
export function useContractTime(): (browserTime: number) => number {
  const { client } = useRentalsSession();
  const readAt = useRentalsReadAt();
  return useCallback((browserTime: number) => Math.max(browserTime, readAt) + client.clockOffsetMs(), [client, readAt]);
}

/**
 * The time by the rentals' own clock (ms): on chain, the contract's, so deadlines and late fees read
 * as the contract will count them. It is counted again on each tick and after each read of the rentals.
 */
export function useRentalsNow(intervalMs = 5_000): number {
  const now = useNow(intervalMs);
  return useContractTime()(now);
}
