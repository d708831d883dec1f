import type { RentalRole } from '../rules/roles';
import type { Funds } from '../rules/funds';

export { SIMULATED_FUNDS, fundsIn, type Funds } from '../rules/funds';

/**
 * The words that say what a rental did with money. The contract never pays out by itself: a
 * settlement only credits each party, who then withdraws (pull payment). So "returned" or "paid"
 * would say money moved when it did not (issue 31, point 2): every card, notification and dialog
 * takes its money words from here, given where the viewer's money stands (`Funds`, rules/funds.ts).
 */
export const isSimulated = (funds: Funds) => funds.simulated;

/** Said wherever simulated amounts are shown: they are what the contract would do, not money that moved. */
export const SIMULATED_AMOUNTS = 'Simulated amounts: no wallet is charged and no money moves.';

/**
 * What happened to an amount settled to the viewer: credited and waiting for a withdrawal, withdrawn
 * once the balance is empty again, or only simulated. The balance is the account's, not the rental's:
 * a credit counts as withdrawn once nothing is left to withdraw.
 */
export function creditedToYou(funds: Funds): string {
  if (funds.simulated) return 'is credited to you in the simulation (no money moved)';
  return funds.credited === 0n ? 'was credited to you and withdrawn' : 'is credited to you — Withdraw to receive it';
}

/** What happened to an amount settled to the other party ("is credited to the borrower", or to their name). */
export function creditedToOther(side: 'lender' | 'borrower', funds: Funds, name = `the ${side}`): string {
  return `is credited to ${name}${isSimulated(funds) ? ' in the simulation' : ''}`;
}

/**
 * An amount settled to `side` (written in its currency, e.g. by rentalMoney), as the viewer in `role`
 * reads it: "0.06 ETH is credited to you — Withdraw to receive it", or "0.06 ETH is credited to the
 * borrower" (`otherName` in its place when known).
 */
export function creditWords(
  amount: string,
  side: 'lender' | 'borrower',
  role: RentalRole,
  funds: Funds,
  otherName?: string,
): string {
  return `${amount} ${side === role ? creditedToYou(funds) : creditedToOther(side, funds, otherName)}`;
}

/** What the borrower's payment (written in its currency) is while the rental runs: "Your 0.06 ETH stays in escrow", or the simulation's "pretend" escrow. */
export function escrowWords(amount: string, funds: Funds): string {
  return isSimulated(funds)
    ? `The simulated ${amount} stays in the simulated escrow (no wallet was charged)`
    : `Your ${amount} stays in escrow`;
}

/** What renting did, for the toast: "Rented: 0.11 ETH held in escrow" (nothing is requested: the rental is paid). */
export const rentedWords = (toolName: string, paid: string) => `Rented ${toolName}: ${paid} held in escrow`;
