/**
 * Where the viewer's money stands, for the words that say what a rental did with it
 * (components/moneyWords.ts). Kept apart from the words so that the provider, on every page, does
 * not carry them.
 *
 * `simulated`: the simulation, where no wallet is ever charged and nothing can be withdrawn.
 * `credited`: on chain, the viewer's balance credited and not yet withdrawn (contract
 * `pendingWithdrawals`), null while it is read.
 */
export interface Funds {
  simulated: boolean;
  credited: bigint | null;
}

/** The simulation's funds: nothing is ever credited to a wallet. */
export const SIMULATED_FUNDS: Funds = { simulated: true, credited: null };

/** The funds of the rentals shown: simulated unless a chain is read. */
export const fundsOf = (readsChain: boolean, credited: bigint | null): Funds =>
  readsChain ? { simulated: false, credited } : SIMULATED_FUNDS;
