import { cancellationFeeBpsOf, type Tool } from '../../tools';
import type { StoredSignedOffer } from '../../signedOffers';

/**
 * The cancellation fee (bps of the rent) a booking made now would carry: a signed offer's own (what
 * the contract applies, even if the listing was edited since), none on an on-chain offer (the
 * contract's `createRentalOffer` names none), else the listing's (simulated rentals book at it).
 */
export function offeredCancellationFeeBps(
  tool: Pick<Tool, 'cancellationFeeBps'>,
  source: 'signed' | 'offer' | 'listing',
  signedOffer: StoredSignedOffer | null,
): number {
  if (source === 'signed' && signedOffer) return Number(signedOffer.terms.cancellationFeeBps);
  if (source === 'offer') return 0;
  return cancellationFeeBpsOf(tool);
}
