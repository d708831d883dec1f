import { lazy, Suspense } from 'react';
import { Loader2, Wallet } from 'lucide-react';
import { shortenAddress } from '../../shared/format';
import { useWeb3 } from './Web3Provider';
import { WALLET_PILL as base } from './walletPill';

// Only a connected visitor needs the menu: its code stays off the first page.
const WalletMenu = lazy(() => import('./WalletMenu'));

/**
 * The wallet button (§2): "Connect Wallet" (blue), "Connecting..." (disabled), the shortened
 * address on a supported network (green) or "Wrong Network" (red). Connected, a click opens the
 * wallet's menu (copy the address, view it on the explorer, disconnect): one tap never disconnects.
 */
export function WalletButton({ className = '' }: { className?: string }) {
  const { account, chainId, isConnected, isConnecting, isSupportedNetwork, connect, disconnect } = useWeb3();

  if (isConnected && account) {
    // While the menu's code loads (the first time a wallet connects), its place is held, blank.
    return (
      <Suspense
        fallback={
          <span aria-hidden className={`${base} invisible ${className}`}>
            {shortenAddress(account)}
          </span>
        }
      >
        <WalletMenu
          account={account}
          chainId={chainId}
          wrongNetwork={!isSupportedNetwork}
          disconnect={disconnect}
          className={className}
        />
      </Suspense>
    );
  }

  return (
    <button
      type="button"
      disabled={isConnecting}
      // Errors are swallowed here, as specified; the provider has already told the user what matters.
      onClick={() => void connect().catch((error: unknown) => console.error('Failed to connect wallet:', error))}
      data-wallet-state={isConnecting ? 'connecting' : 'disconnected'}
      className={`${base} bg-blue-600 hover:bg-blue-700 focus-visible:ring-blue-500 ${className}`}
    >
      {isConnecting ? (
        <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
      ) : (
        <Wallet className="h-4 w-4" aria-hidden />
      )}
      {isConnecting ? 'Connecting...' : 'Connect Wallet'}
    </button>
  );
}
