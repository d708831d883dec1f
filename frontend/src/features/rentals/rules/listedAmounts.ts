import { listedTerms, type Tool } from '../../tools';
import type { Rental } from '../types';

/** A new rental's amounts at a listing's terms, in the listing's currency (the simulation and the samples rent from listings). */
export function listedRentalAmounts(
  tool: Pick<Tool, 'rentalRate' | 'collateralRequired' | 'currency'>,
): Pick<Rental, 'rentalRateWei' | 'collateralWei' | 'currencyCode'> {
  const { rateWei, collateralWei } = listedTerms(tool);
  return {
    rentalRateWei: rateWei,
    collateralWei,
    ...(tool.currency && tool.currency !== 'ETH' ? { currencyCode: tool.currency } : {}),
  };
}
