import type { Tool } from '../../tools';
import { toolOfferKey, type OnchainToolStatuses } from '../types';
import { useOptionalRentalsSession } from './rentalsSession';
import { useToolStatuses } from './useToolStatuses';

// A module of its own: the tool page and the owner's offer panel ask it, the home page's cards do not.

/** A tool on chain: open for rental, rented out, or not offered by its owner; null when the app is not reading the chain. */
export type ToolOnchainAvailability = 'offered' | 'rented' | 'notOffered' | null;

export function onchainAvailabilityOf(tool: Tool, statuses: OnchainToolStatuses | null): ToolOnchainAvailability {
  if (!statuses) return null;
  if (!tool.ownerWalletAddress) return 'notOffered';
  return statuses.get(toolOfferKey(tool.id, tool.ownerWalletAddress)) ?? 'notOffered';
}

/** How a tool stands on chain (see `onchainAvailabilityOf`); null in simulated mode and outside a RentalsProvider. */
export function useToolOnchainAvailability(tool: Tool): ToolOnchainAvailability {
  const readsChain = useOptionalRentalsSession()?.readsChain === true;
  const statuses = useToolStatuses();
  return onchainAvailabilityOf(tool, readsChain ? statuses : null);
}
