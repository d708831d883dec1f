import { Loader2, Wallet } from 'lucide-react';
import { shortenAddress } from '../../shared/format';
import { useWeb3 } from './Web3Provider';

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-medium whitespace-nowrap text-white shadow-sm transition-colors focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-70 dark:focus-visible:ring-offset-slate-950';

/**
 * The wallet button (§2): "Connect Wallet" (blue), "Connecting..." (disabled), the shortened
 * address on a supported network (green) or "Wrong Network" (red). Connected, a click disconnects.
 */
export function WalletButton({ className = '' }: { className?: string }) {
  const { account, isConnected, isConnecting, isSupportedNetwork, connect, disconnect } = useWeb3();

  if (isConnected && account) {
    const wrongNetwork = !isSupportedNetwork;
    return (
      <button
        type="button"
        onClick={disconnect}
        title={
          wrongNetwork
            ? `${account} — switch to a supported network. Click to disconnect.`
            : `${account} — click to disconnect`
        }
        data-wallet-state={wrongNetwork ? 'wrong-network' : 'connected'}
        className={`${base} ${wrongNetwork ? 'bg-red-600 hover:bg-red-700 focus-visible:ring-red-500' : 'bg-green-700 hover:bg-green-800 focus-visible:ring-green-500'} ${className}`}
      >
        <Wallet className="h-4 w-4" aria-hidden />
        {/* Pressing it disconnects: the name says so before what is shown. */}
        <span className="sr-only">Disconnect wallet, </span>
        {wrongNetwork ? 'Wrong Network' : <span className="font-mono">{shortenAddress(account)}</span>}
      </button>
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
