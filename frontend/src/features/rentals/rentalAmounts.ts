import { parseEther } from 'ethers';
import type { RentalTerms } from './rentalRules';
import type { Rental } from './types';

/**
 * An ETH amount of the app (a number, like Tool.rentalRate) in wei, exactly as written:
 * parseEther of its decimal text, never float arithmetic. String() would give "1e-7" for tiny amounts.
 */
export function ethToWei(eth: number): bigint {
  const text = String(eth).includes('e') ? eth.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 }) : String(eth);
  return parseEther(text);
}

/** A rental's amounts in wei, as the rules (rentalRules.ts) and the contract count them. */
export function rentalTermsOf(rental: Pick<Rental, 'rentalRate' | 'collateralAmount' | 'duration'>): RentalTerms {
  return { rentalRate: ethToWei(rental.rentalRate), collateralAmount: ethToWei(rental.collateralAmount), rentalDuration: rental.duration };
}
