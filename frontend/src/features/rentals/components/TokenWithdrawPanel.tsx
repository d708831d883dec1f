import { formatMoney } from '../../../shared/money';
import { BUTTON } from '../../../shared/ui/buttonStyles';
import { RENTAL_ACTIONS } from '../actions/rentalActions';
import { useActionPending } from '../state/actionMutation';
import { useRentalAction } from '../state/useRentalAction';
import { useTokenCredit } from '../state/useTokenCredit';

/**
 * On chain: the connected wallet's credit in the deployment's dollar token, kept apart from its ETH
 * credit (RentalAgreement v4 credits per token), and the button to withdraw it. Shown only while
 * something is credited in it.
 */
export function TokenWithdrawPanel() {
  const withdrawing = useActionPending('withdraw');
  const withdraw = useRentalAction('withdrawToken');
  const credit = useTokenCredit();
  if (!credit || credit.credited === 0n) return null;
  const { currency } = credit;
  return (
    <div className="mt-3 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <div>
        {/* The amount and the button name the currency: a longer label would push the button under it on a phone. */}
        <p className="text-sm text-slate-600 dark:text-slate-400">Available to withdraw</p>
        <p className="text-lg font-semibold text-slate-900 dark:text-slate-100" data-testid="pending-token-withdrawal">
          {formatMoney(credit.credited, currency)}
        </p>
      </div>
      <button
        type="button"
        className={BUTTON.primary}
        disabled={withdrawing || withdraw.pending}
        onClick={() => void withdraw.run(credit)}
      >
        {withdraw.pending ? 'Withdrawing...' : `${RENTAL_ACTIONS.withdrawToken.words.label} ${currency.symbol}`}
      </button>
    </div>
  );
}
