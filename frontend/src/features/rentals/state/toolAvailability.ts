import type { Tool } from '../../tools';
import { isFinalState } from '../rules/roles';
import { toolOfferKey, type OnchainToolStatuses, type Rental } from '../types';

/**
 * THE availability rule, one for both modes: a tool is rented out ('Currently Rented') when its owner
 * lists it as unavailable, or when a rental of it from its owner's wallet is under way — on chain (read
 * from the contract) or in this session's simulated rentals. The card, the tool page and the home
 * page's "available only" filter all ask this.
 */
export function isToolRentedOut(
  tool: Pick<Tool, 'id' | 'available' | 'ownerWalletAddress'>,
  statuses: OnchainToolStatuses | null,
): boolean {
  if (!tool.available) return true;
  if (!statuses || !tool.ownerWalletAddress) return false;
  return statuses.get(toolOfferKey(tool.id, tool.ownerWalletAddress)) === 'rented';
}

/** A rental counts until it is settled (completed or cancelled), as the contract's unsettled rentals do. */
export const isRentalUnderWay = (rental: Pick<Rental, 'state'>): boolean => !isFinalState(rental.state);

/** The simulated rentals' tool statuses, in the chain's shape: each tool with a rental under way, keyed by tool and lender. */
export function simulatedToolStatuses(
  rentals: Iterable<Pick<Rental, 'toolId' | 'lenderAddress' | 'state'>>,
): OnchainToolStatuses {
  const statuses = new Map<string, 'rented'>();
  for (const rental of rentals) {
    if (isRentalUnderWay(rental)) statuses.set(toolOfferKey(rental.toolId, rental.lenderAddress), 'rented');
  }
  return statuses;
}
