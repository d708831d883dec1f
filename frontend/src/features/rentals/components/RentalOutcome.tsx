import { Ban, CheckCircle2, Scale } from 'lucide-react';
import { escrowOf, rentOf, termsOfRental } from '../rules/rentalRules';
import { fundsIn } from '../rules/funds';
import { settlementNow } from '../rules/rentalStateMachine';
import { type RentalRole } from '../rules/roles';
import type { Rental } from '../types';
import { defaultSplitBasis, rentalMoney } from './rentalDisplay';
import { SIMULATED_AMOUNTS, creditWords, isSimulated, type Funds } from './moneyWords';

type Party = 'lender' | 'borrower';

/** "the lender (you)" or "the lender". */
const named = (side: Party, role: RentalRole) => (side === role ? `the ${side} (you)` : `the ${side}`);

/** "0.024 ETH to the lender (you) and 0.072 ETH to the borrower": what the rental's settlement pays each party, as recorded or as the rules give it now. */
export function paidOutWords(rental: Rental, role: RentalRole, now: number): string {
  const settlement = rental.settlement ?? settlementNow(rental, now);
  return `${rentalMoney(rental, settlement.toLender)} to ${named('lender', role)} and ${rentalMoney(rental, settlement.toBorrower)} to ${named('borrower', role)}`;
}

/**
 * What a finished rental settled, to whom, to the wei (rules/rentalRules.ts, as the contract
 * credited it; the simulation's own record when it has one): a completed rental, a cancelled one, and
 * a resolved dispute before it is finalized. Settled money is credited, not paid: `funds` says whether
 * the viewer's credit is still to withdraw, withdrawn, or only simulated (moneyWords.ts). Null for a
 * rental still under way.
 */
export function outcomeWords(rental: Rental, role: Party, now: number, allFunds: Funds): string | null {
  const funds = fundsIn(allFunds, rental);
  const terms = termsOfRental(rental);
  const settlement = rental.settlement ?? settlementNow(rental, now);
  const paidOut = paidOutWords(rental, role, now);
  const toLender = creditWords(rentalMoney(rental, settlement.toLender), 'lender', role, funds);
  const toBorrower = creditWords(rentalMoney(rental, settlement.toBorrower), 'borrower', role, funds);
  switch (rental.state) {
    case 'RENTAL_CANCELLED':
      return rental.borrowerAddress
        ? `Cancelled before pickup, so no rent was paid. The deposit (rent and collateral) is refunded in full: ${creditWords(rentalMoney(rental, escrowOf(terms)), 'borrower', role, funds)}.`
        : 'The offer was withdrawn before anyone paid: no money moved.';
    case 'RESOLUTION_REACHED':
      return `The resolution is recorded; finalizing credits the escrow: ${paidOut}.`;
    case 'TRANSACTION_COMPLETED':
      break;
    default:
      return null;
  }
  if (rental.resolution)
    return `The escrow was settled as the dispute resolution decided: ${toLender}, and ${toBorrower}.`;
  if (rental.disputedAt)
    return `The dispute was not ruled within 30 days, so the escrow was settled by the default split. ${defaultSplitBasis(rental)} ${toLender}, and ${toBorrower}.`;
  if (!rental.returnedAt) return `The tool was not returned, so the whole escrow goes to the lender: ${toLender}.`;
  const fee = settlement.toLender - rentOf(terms);
  const feeWords = fee > 0n ? ` with a late fee of ${rentalMoney(rental, fee)}` : '';
  const collateral = role === 'borrower' ? 'Your collateral' : 'Collateral';
  return `The rental is complete. Rent${feeWords}: ${toLender}. ${collateral}: ${toBorrower}.`;
}

const BOXES = {
  RENTAL_CANCELLED: {
    title: 'Rental Cancelled',
    icon: Ban,
    box: 'border-slate-200 bg-slate-50 dark:border-slate-700 dark:bg-slate-800/60',
    heading: 'text-slate-800 dark:text-slate-200',
    text: 'text-slate-600 dark:text-slate-400',
  },
  RESOLUTION_REACHED: {
    title: 'Dispute Resolved',
    icon: Scale,
    box: 'border-slate-200 bg-slate-50 dark:border-slate-700 dark:bg-slate-800/60',
    heading: 'text-slate-800 dark:text-slate-200',
    text: 'text-slate-600 dark:text-slate-400',
  },
  TRANSACTION_COMPLETED: {
    title: 'Rental Completed',
    icon: CheckCircle2,
    box: 'border-blue-200 bg-blue-50 dark:border-blue-900 dark:bg-blue-950/40',
    heading: 'text-blue-800 dark:text-blue-300',
    text: 'text-blue-800/90 dark:text-blue-200/90',
  },
} as const;

const hasOutcome = (state: Rental['state']): state is keyof typeof BOXES => state in BOXES;

/** The finished rental's box on its card: what was paid and refunded, to whom. */
export function RentalOutcome({
  rental,
  role,
  now,
  funds,
}: {
  rental: Rental;
  role: Party;
  now: number;
  funds: Funds;
}) {
  const words = outcomeWords(rental, role, now, funds);
  if (words === null || !hasOutcome(rental.state)) return null;
  const { title, icon: Icon, box, heading, text } = BOXES[rental.state];
  return (
    <div role="note" data-testid="rental-outcome" className={`rounded-lg border p-3 text-sm ${box}`}>
      <p className={`flex items-center gap-2 font-semibold ${heading}`}>
        <Icon className="h-4 w-4" aria-hidden /> {title}
      </p>
      <p className={`mt-1 ${text}`}>{words}</p>
      {isSimulated(funds) && rental.state !== 'RENTAL_CANCELLED' && (
        <p className={`mt-1 text-xs ${text}`}>{SIMULATED_AMOUNTS}</p>
      )}
    </div>
  );
}
