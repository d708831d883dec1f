import type { Tool } from '../../tools';
import { useReadsChain } from './rentalsSession';
import { useToolOnchainAvailability } from './useToolOnchainAvailability';
import { useSignedOfferCheck } from './useSignedOffer';
import type { StoredSignedOffer } from '../../signedOffers';

/** Said with the reason a tool cannot be rented on chain: what the borrower can do instead. */
const INSTEAD = 'Contact the owner, or rent it with simulated rentals (switch in My Rentals).';

/**
 * How a borrower can rent a tool now: at the listing's terms (simulated), through the owner's open
 * offer on the contract (the form quotes it), or on the owner's signed offer once it is checked;
 * else why not, as the borrower reads it, instead of a button that would fail.
 */
export type ToolRentability =
  | { kind: 'listing' }
  | { kind: 'onchainOffer' }
  | { kind: 'signedOffer'; offer: StoredSignedOffer }
  | { kind: 'checking' }
  | { kind: 'refused'; reason: string };

export function useToolRentability(tool: Tool): ToolRentability {
  const readsChain = useReadsChain();
  const onchain = useToolOnchainAvailability(tool);
  const check = useSignedOfferCheck(tool, onchain === 'notOffered');
  if (!readsChain) return { kind: 'listing' };
  if (onchain === 'offered') return { kind: 'onchainOffer' };
  if (onchain === 'rented') return { kind: 'refused', reason: 'This tool is rented out on chain at the moment.' };
  if (onchain === null || check === undefined || check === null) return { kind: 'checking' };
  if (check.usable) return { kind: 'signedOffer', offer: check.offer };
  return { kind: 'refused', reason: `${check.reason} ${INSTEAD}` };
}
