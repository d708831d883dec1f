import type { Tool } from '../../tools';
import { isFinalState } from '../rules/roles';
import { pickupOpensAt } from '../rules/pickupWindow';
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

/**
 * A rental holds its tool now until it is settled (completed or cancelled), as the contract's
 * unsettled rentals do; a booking ahead only from its pickup window on (12 hours before its start):
 * until then the tool stays rentable for other ranges.
 */
export const isRentalUnderWay = (rental: Pick<Rental, 'state' | 'booking'>, nowSeconds: number): boolean =>
  !isFinalState(rental.state) &&
  (!rental.booking || bookingHoldsTool(Date.parse(rental.booking.startTime) / 1000, nowSeconds));

/** Whether a booking starting at `startTime` holds its tool at `nowSeconds`: from its pickup window on. */
export const bookingHoldsTool = (startTime: number, nowSeconds: number): boolean =>
  pickupOpensAt(startTime) <= nowSeconds;

/** The simulated rentals' tool statuses, in the chain's shape: each tool with a rental under way, keyed by tool and lender. */
export function simulatedToolStatuses(
  rentals: Iterable<Pick<Rental, 'toolId' | 'lenderAddress' | 'state' | 'booking'>>,
  nowSeconds: number,
): OnchainToolStatuses {
  const statuses = new Map<string, 'rented'>();
  for (const rental of rentals) {
    if (isRentalUnderWay(rental, nowSeconds)) statuses.set(toolOfferKey(rental.toolId, rental.lenderAddress), 'rented');
  }
  return statuses;
}
