import { useQuery } from '@tanstack/react-query';
import { currencyOfToken, formatMoney } from '../../../shared/money';
import { BUTTON } from '../../../shared/ui/buttonStyles';
import { findDeployment } from '../../chain';
import { RENTAL_ACTIONS } from '../actions/rentalActions';
import { useRentals, useRentalsClient } from '../state/RentalsProvider';
import { useRentalAction } from '../state/useRentalAction';

/**
 * On chain: the connected wallet's credit in the deployment's dollar token, kept apart from its ETH
 * credit (RentalAgreement v4 credits per token), and the button to withdraw it. Shown only while
 * something is credited in it.
 */
export function TokenWithdrawPanel() {
  const client = useRentalsClient();
  const { scopeKey, withdrawing } = useRentals();
  const withdraw = useRentalAction('withdrawToken');
  const scope = client?.chainScope() ?? null;
  const deployedToken = scope ? findDeployment(scope.chainId)?.paymentToken : undefined;
  const currency = deployedToken ? currencyOfToken(deployedToken.address, deployedToken) : null;
  // Under the ETH credit's key, so a new block or an action reads it again with it.
  const credit = useQuery({
    queryKey: [...scopeKey, 'pendingWithdrawal', 'token', deployedToken?.address ?? null],
    queryFn: () => (client && deployedToken ? client.pendingTokenWithdrawal(deployedToken.address) : null),
    enabled: client !== null && deployedToken !== undefined,
  });
  const amount = credit.data ?? null;
  if (!deployedToken || !currency || amount === null || amount === 0n) return null;
  return (
    <div className="mt-3 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <div>
        <p className="text-sm text-slate-600 dark:text-slate-400">Available to withdraw in {currency.symbol}</p>
        <p className="text-lg font-semibold text-slate-900 dark:text-slate-100" data-testid="pending-token-withdrawal">
          {formatMoney(amount, currency)}
        </p>
      </div>
      <button
        type="button"
        className={BUTTON.primary}
        disabled={withdrawing || withdraw.pending}
        onClick={() => void withdraw.run({ token: deployedToken.address, currency, credited: amount })}
      >
        {withdraw.pending ? 'Withdrawing...' : `${RENTAL_ACTIONS.withdrawToken.words.label} ${currency.symbol}`}
      </button>
    </div>
  );
}
