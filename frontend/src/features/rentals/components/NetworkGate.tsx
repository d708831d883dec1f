import { useState, type ReactNode } from 'react';
import { Network } from 'lucide-react';
import {
  chainLabel,
  chainNumber,
  describeContractError,
  findDeployment,
  switchToChain,
  wrongNetworkMessage,
} from '../../chain';
import { isUserRejection, useWeb3 } from '../../wallet';
import { useRentalsClient } from '../state/rentalsSession';
import { BUTTON } from '../../../shared/ui/buttonStyles';

/**
 * The wallet's chain and the one Toolshare runs on (the chain the rentals client reads: the wallet's
 * own when deployed there, else the one visitors read), when the wallet's has no deployment; null in
 * simulated mode (nothing read on chain), without a wallet, or on a chain with a deployment.
 */
function useWrongNetwork(): { walletChainId: number; target: number } | null {
  const scope = useRentalsClient()?.chainScope() ?? null;
  const { account, chainId } = useWeb3();
  if (!scope || !account || !chainId) return null;
  const walletChainId = chainNumber(chainId);
  // The client reads the wallet it was last given, so its scope may lag one render behind a new
  // wallet: the deployment record of the wallet's own chain settles it.
  if (walletChainId === scope.chainId || findDeployment(walletChainId)) return null;
  return { walletChainId, target: scope.chainId };
}

/**
 * The one network check before anything that sends a transaction or signs for the contract: in
 * on-chain mode, with the wallet on a chain where Toolshare is not deployed, the words naming both
 * networks and the switch take the place of `children`. Otherwise (simulated mode, no wallet yet, the
 * right chain) `children` as they are. `compact` for a notice inside a card.
 */
export function NetworkGate({ children, compact = false }: { children: ReactNode; compact?: boolean }) {
  const wrong = useWrongNetwork();
  if (!wrong) return children;
  return <WrongNetworkNotice {...wrong} compact={compact} />;
}

function WrongNetworkNotice({
  walletChainId,
  target,
  compact,
}: {
  walletChainId: number;
  target: number;
  compact: boolean;
}) {
  const { provider } = useWeb3();
  const [switching, setSwitching] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const switchNetwork = async () => {
    if (!provider) return;
    setSwitching(true);
    setProblem(null);
    try {
      // The wallet then reports the new chain, and the page reloads on it (WalletSessionProvider).
      await switchToChain((method, params) => provider.send(method, params), target);
    } catch (error) {
      console.error('Failed to switch networks:', error);
      setProblem(isUserRejection(error) ? 'The switch was declined in the wallet.' : describeContractError(error));
    } finally {
      setSwitching(false);
    }
  };

  return (
    <div
      role="status"
      data-testid="wrong-network"
      className={`flex flex-wrap items-center gap-3 rounded-lg border border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-200 ${compact ? 'mt-3 p-2.5 text-xs' : 'p-3 text-sm'}`}
    >
      <p className="flex min-w-0 flex-1 basis-60 items-start gap-2">
        <Network className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
        <span>{wrongNetworkMessage(walletChainId, target)}</span>
      </p>
      <button
        type="button"
        className={BUTTON.primary}
        disabled={switching || !provider}
        onClick={() => void switchNetwork()}
      >
        {switching ? 'Switching...' : `Switch to ${chainLabel(target)}`}
      </button>
      {problem && (
        <p role="alert" className="w-full text-red-700 dark:text-red-300">
          {problem}
        </p>
      )}
    </div>
  );
}
