import { currencyOfToken, type Currency } from '../../shared/money';
import { findDeployment } from '../chain';
import type { StoredSignedOffer } from './types';

/**
 * The currency a signed offer is paid in: ETH, or the dollar token its chain's deployment accepts.
 * Null for a token the deployment does not name (the form then refuses rather than guess decimals).
 */
export function offerCurrency(offer: Pick<StoredSignedOffer, 'chainId' | 'terms'>): Currency | null {
  return currencyOfToken(offer.terms.paymentToken, findDeployment(offer.chainId)?.paymentToken);
}
