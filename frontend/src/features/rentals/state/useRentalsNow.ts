import { useRentals } from './RentalsProvider';
import { useNow } from '../../../shared/useNow';

/**
 * The time by the rentals' own clock (ms): on chain, the contract's (a node moved on runs ahead of
 * this browser), so deadlines and late fees read as the contract will count them. It is counted
 * again on each tick and after each read of the rentals (which reads the contract's clock too).
 */
export function useRentalsNow(intervalMs = 5_000): number {
  const now = useNow(intervalMs);
  const { clockOffsetMs, readAt } = useRentals();
  return Math.max(now, readAt) + clockOffsetMs();
}
