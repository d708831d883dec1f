// What the Cancel Rental question says once a borrower has paid: what cancelling now costs, worked
// out by the one settlement rule (cancellationSettlementNow), as the contract's cancelRental splits it.
import { cancellationFeePercentText } from '../../tools';
import { creditWords } from '../components/moneyWords';
import { rentalMoney } from '../components/rentalDisplay';
import { cancellationChargesFee, cancellationSettlementNow } from '../rules/rentalStateMachine';
import { escrowOf, termsOfRental } from '../rules/rentalRules';
import type { ActionConfirmation, RentalMoment } from './actionEntry';

const TOOL_STAYS = 'The rental ends here; the tool is not handed over.';

/** The question for a deposited rental, by who asks and when (the contract's clock). */
export function cancelDepositQuestion({ rental, role, now, funds }: RentalMoment): ActionConfirmation {
  const title = 'Cancel this rental?';
  const byLender = role === 'lender';
  const escrow = rentalMoney(rental, escrowOf(termsOfRental(rental)));
  const feeBps = rental.cancellationFeeBps;
  const charged = cancellationChargesFee(rental, byLender, now);
  if (feeBps === undefined && charged) {
    return {
      title,
      effects: [
        `The cancellation fee of this rental's offer could not be read: cancelling credits the lender that share of the rent (at most half of it), and the rest of the ${escrow} deposit is refunded to the borrower.`,
        TOOL_STAYS,
      ],
    };
  }
  const { toLender, toBorrower } = cancellationSettlementNow(
    rental,
    byLender ? rental.lenderAddress : rental.borrowerAddress,
    now,
  );
  if (toLender === 0n) {
    const why = byLender && !charged && feeBps ? ' As the owner you charge no cancellation fee.' : '';
    return {
      title,
      effects: [
        `The deposit (rent and collateral) is refunded in full: ${creditWords(rentalMoney(rental, toBorrower), 'borrower', role, funds)}.${why}`,
        TOOL_STAYS,
      ],
    };
  }
  const percent = cancellationFeePercentText(feeBps ?? 0);
  // From the booked end on, a cancel by either party is a no-show's: the borrower's split.
  const reason = byLender ? ' The booking has ended without a pickup, so the borrower pays it.' : '';
  return {
    title,
    effects: [
      `Cancelling costs the cancellation fee the owner set, ${percent}% of the rent: ${creditWords(rentalMoney(rental, toLender), 'lender', role, funds)}.${reason}`,
      `The rest of the ${escrow} deposit is refunded: ${creditWords(rentalMoney(rental, toBorrower), 'borrower', role, funds)}.`,
      TOOL_STAYS,
    ],
  };
}
