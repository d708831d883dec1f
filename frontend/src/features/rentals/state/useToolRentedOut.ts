import { useToolOnchainAvailability } from './RentalsProvider';
import type { Tool } from '../../tools';

/** Whether a tool is out ('Currently Rented'): listed as unavailable, or, in on-chain mode, rented out on chain. */
export function useToolRentedOut(tool: Tool): boolean {
  const onchain = useToolOnchainAvailability(tool);
  return !tool.available || onchain === 'rented';
}
