import { formatEth } from '../../../shared/eth';
import { useActionPending } from '../state/actionMutation';
import { usePendingWithdrawal } from '../state/rentalReads';
import { BUTTON } from '../../../shared/ui/buttonStyles';
import { RENTAL_ACTIONS } from '../actions/rentalActions';
import { useRentalAction } from '../state/useRentalAction';
import { TokenWithdrawPanel } from './TokenWithdrawPanel';

/** On-chain: what the contract has credited to the connected wallet (pull payment), and the button to take it: ETH, then the dollar token when credited. */
export function WithdrawPanel() {
  const pendingWithdrawal = usePendingWithdrawal();
  const withdrawing = useActionPending('withdraw');
  const withdraw = useRentalAction('withdraw');
  if (pendingWithdrawal === null) return null;
  return (
    <>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
        <div>
          <p className="text-sm text-slate-600 dark:text-slate-400">Available to withdraw</p>
          <p className="text-lg font-semibold text-slate-900 dark:text-slate-100" data-testid="pending-withdrawal">
            {formatEth(pendingWithdrawal)}
          </p>
        </div>
        <button
          type="button"
          className={BUTTON.primary}
          disabled={withdrawing || pendingWithdrawal === 0n}
          onClick={() => void withdraw.run()}
        >
          {withdrawing ? 'Withdrawing...' : RENTAL_ACTIONS.withdraw.words.label}
        </button>
      </div>
      <TokenWithdrawPanel />
    </>
  );
}
