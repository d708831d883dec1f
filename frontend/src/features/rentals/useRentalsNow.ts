import { useRentals } from './RentalsProvider';
import { useNow } from '../../shared/useNow';

/**
 * The time by the rentals' own clock (ms): on chain, the contract's (a node moved on runs ahead of
 * this browser), so deadlines and late fees read as the contract will count them.
 */
export function useRentalsNow(intervalMs = 5_000): number {
  const now = useNow(intervalMs);
  const { clockOffsetMs } = useRentals();
  return now + clockOffsetMs();
}
