import type { Currency } from '../../../shared/money';
import type { Rental } from '../types';

/**
 * Where the viewer's money stands, for the words that say what a rental did with it
 * (components/moneyWords.ts). Kept apart from the words so that the provider, on every page, does
 * not carry them.
 *
 * `simulated`: the simulation, where no wallet is ever charged and nothing can be withdrawn.
 * `credited`: on chain, the viewer's balance credited and not yet withdrawn (contract
 * `pendingWithdrawals`), null while it is read.
 * `tokenCredited`: on chain, the balance credited in the deployment's dollar token (v4 credits per
 * token), null while it is read or when the deployment has none.
 */
export interface Funds {
  simulated: boolean;
  credited: bigint | null;
  tokenCredited?: { amount: bigint; currency: Currency } | null;
}

/** The simulation's funds: nothing is ever credited to a wallet. */
export const SIMULATED_FUNDS: Funds = { simulated: true, credited: null };

/** The funds of the rentals shown: simulated unless a chain is read. */
export const fundsOf = (
  readsChain: boolean,
  credited: bigint | null,
  tokenCredited: Funds['tokenCredited'] = null,
): Funds => (readsChain ? { simulated: false, credited, tokenCredited } : SIMULATED_FUNDS);

/**
 * The funds as one rental's words read them: its money is credited in its own currency, so whether
 * the viewer's credit is withdrawn is the ETH balance's question for an ETH rental and the dollar
 * token's for a USDC one (a withdrawn ETH balance says nothing of a USDC credit).
 */
export function fundsIn(funds: Funds, rental: Pick<Rental, 'currencyCode'>): Funds {
  if (funds.simulated || rental.currencyCode !== 'USDC') return funds;
  return { ...funds, credited: funds.tokenCredited?.amount ?? null };
}
