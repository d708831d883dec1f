import { SimulatedRentalsClient } from './SimulatedRentalsClient';
import type { RentalsClient, RentalsWallet } from './types';

/**
 * The rentals client the app uses. Today always the simulated one, with sample rentals for each
 * connected wallet; the on-chain client (the deployed RentalAgreement) slots in here behind the
 * rentals-mode switch without any screen changing.
 */
export function createRentalsClient(getWallet: () => RentalsWallet | null): RentalsClient {
  return new SimulatedRentalsClient({ getWallet, withSamples: true });
}
