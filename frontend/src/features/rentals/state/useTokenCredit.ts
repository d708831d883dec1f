import { useQuery } from '@tanstack/react-query';
import { currencyOfToken } from '../../../shared/money';
import { findDeployment } from '../../chain';
import type { TokenCredit } from '../actions/rentalActions';
import { rentalKeys } from '../queries';
import { useRentalsSession } from './rentalsSession';

/**
 * On chain: what the contract has credited the connected wallet in the deployment's dollar token
 * (RentalAgreement v4 keeps credits per token), as last read; null in the simulation, on a deployment
 * without a dollar token, without a wallet, or while it is read. One read for the withdraw panel, the
 * money words and the notifications.
 */
export function useTokenCredit(): TokenCredit | null {
  const { client, scopeKey, account } = useRentalsSession();
  const scope = client.chainScope();
  const deployedToken = scope ? findDeployment(scope.chainId)?.paymentToken : undefined;
  const currency = deployedToken ? currencyOfToken(deployedToken.address, deployedToken) : null;
  // Per account, so a switched wallet never shows the previous account's credit.
  const credit = useQuery({
    queryKey: rentalKeys.tokenCredit(scopeKey, deployedToken?.address ?? null, account),
    queryFn: () => (deployedToken ? client.pendingTokenWithdrawal(deployedToken.address) : null),
    enabled: deployedToken !== undefined && account !== null,
  });
  const credited = credit.data ?? null;
  if (!deployedToken || !currency || credited === null) return null;
  return { token: deployedToken.address, currency, credited };
}
