import { ETH } from '../../../shared/money';
import type { Tool } from '../../tools';
import { useRentalTerms } from '../state/toolRentalReads';
import { useToolRentability } from '../state/useToolRentability';
import { offeredCancellationFeeBps } from '../rules/offeredCancellationFee';
import { offerCurrency } from '../../signedOffers';
import { CancellationTerms } from './CancellationTerms';

/**
 * The tool page's word on cancelling: the fee of the offer a borrower would book on now (the signed
 * offer's, none on an on-chain offer, the listing's in the simulation), per day booked since no
 * duration is chosen yet. Nothing while the owner's offer is being checked.
 */
export function ToolCancellationTerms({ tool }: { tool: Tool }) {
  const rentability = useToolRentability(tool);
  const { terms } = useRentalTerms(tool);
  if (rentability.kind === 'checking') return null;
  const signed = rentability.kind === 'signedOffer' ? rentability.offer : null;
  const source = signed ? 'signed' : rentability.kind === 'onchainOffer' ? 'offer' : 'listing';
  return (
    <CancellationTerms
      feeBps={offeredCancellationFeeBps(tool, source, signed)}
      rent={null}
      rate={signed ? signed.terms.rentalRate : terms.rateWei}
      currency={(signed ? offerCurrency(signed) : terms.currency) ?? ETH}
    />
  );
}
