import type { QueryClient } from '@tanstack/react-query';
import type { Provider } from 'ethers';
import { RENTAL_STATES, connectRentalAgreement, readAgreements } from '../chain';
import type { Rental } from '../rentals';
import { simulatedRentalUuid } from './reviewTypedData';
import type { RentalFactsReader } from './verifyReviews';
import type { RentalFacts } from './types';

const COMPLETED = RENTAL_STATES.indexOf('TRANSACTION_COMPLETED');

const COMPLETED_RENTALS_KEY = ['rentalFacts', 'completed'] as const;

/** Where a completed rental's facts are kept in the app's query cache (they never change again). */
export const completedRentalKey = (chainId: number, contract: string, rentalId: string) =>
  [...COMPLETED_RENTALS_KEY, chainId, contract.toLowerCase(), rentalId] as const;

/**
 * Reads the rentals of the RentalAgreement at `contract` through `provider`, bounded: the rental count
 * (one eth_call: ids above it are unknown, and AgreementReader refuses unknown ids), then the
 * agreements not yet known to be completed, AGREEMENTS_PER_CALL to an eth_call. Completed rentals are
 * kept in `cache` (the app's query cache): nothing changes a rental after TRANSACTION_COMPLETED
 * (rental-agreement.md), so a profile read again asks the chain only for the rest.
 */
export function chainFactsReader(
  provider: Provider,
  chainId: number,
  contract: string,
  cache: QueryClient,
): RentalFactsReader {
  const keyOf = (id: string) => completedRentalKey(chainId, contract, id);
  // Nothing observes these entries, so the cache's garbage collection (five minutes by default) would
  // drop them and the chain be asked again: a completed rental is kept for the session.
  cache.setQueryDefaults(COMPLETED_RENTALS_KEY, { gcTime: Infinity });
  return async (rentalIds) => {
    const facts = new Map<string, RentalFacts>();
    const toRead: bigint[] = [];
    for (const id of rentalIds) {
      const known = cache.getQueryData<RentalFacts>(keyOf(id));
      if (known) facts.set(id, known);
      else toRead.push(BigInt(id));
    }
    if (toRead.length === 0) return facts;
    const count = await connectRentalAgreement(contract, provider).rentalCount();
    const ids = toRead.filter((id) => id >= 1n && id <= count);
    const agreements = await readAgreements(provider, contract, ids, 'latest');
    ids.forEach((id, index) => {
      const agreement = agreements[index];
      if (!agreement) return;
      const read = {
        completed: Number(agreement.currentState) === COMPLETED,
        lender: agreement.lender,
        borrower: agreement.borrower,
      };
      facts.set(id.toString(), read);
      if (read.completed) cache.setQueryData(keyOf(id.toString()), read);
    });
    return facts;
  };
}

/**
 * Reads simulated rentals: a review's rental id is the rental's UUID as a number (reviewTypedData.ts),
 * looked up among this browser session's simulated rentals (`findRental`, null when unknown).
 */
export function simulatedFactsReader(findRental: (rentalId: string) => Promise<Rental | null>): RentalFactsReader {
  return async (rentalIds) => {
    const found = await Promise.all(
      rentalIds.map(async (id) => {
        const uuid = simulatedRentalUuid(id);
        return [id, uuid === null ? null : await findRental(uuid)] as const;
      }),
    );
    const facts = new Map<string, RentalFacts>();
    for (const [id, rental] of found) {
      if (rental)
        facts.set(id, {
          completed: rental.state === 'TRANSACTION_COMPLETED',
          lender: rental.lenderAddress,
          borrower: rental.borrowerAddress,
        });
    }
    return facts;
  };
}
