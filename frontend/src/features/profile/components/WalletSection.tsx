import { useState } from 'react';
import { CheckCircle2, Loader2, Wallet } from 'lucide-react';
import { checksumAddress, shortenAddress } from '../../../shared/format';
import type { User } from '../../accounts';
import { useWeb3 } from '../../wallet';
import { userMessage } from '../../../shared/errors/userMessage';

export const WALLET_MESSAGES = {
  prompt: 'Connect your Ethereum wallet to enable lending and borrowing tools',
  connected: 'Wallet connected successfully!',
  failed: 'Failed to connect wallet',
} as const;

const primaryButton =
  'inline-flex items-center justify-center gap-2 rounded-lg bg-blue-600 px-4 py-2 text-sm font-medium text-white shadow-sm hover:bg-blue-700 focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:ring-offset-2 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-70 dark:focus-visible:ring-offset-slate-900';

/**
 * The profile's wallet: the linked address shortened, or the Connect Wallet prompt. Connecting asks
 * the wallet; the wallet feature then links the account to the user (a signature request).
 */
export function WalletSection({ user }: { user: User }) {
  const { account, isConnected, isConnecting, connect, linkFailure, retryLink } = useWeb3();
  const [outcome, setOutcome] = useState<{ kind: 'success' | 'error'; message: string } | null>(null);

  const onConnect = async () => {
    setOutcome(null);
    try {
      await connect();
      setOutcome({ kind: 'success', message: WALLET_MESSAGES.connected });
    } catch (error) {
      console.error('Failed to connect wallet:', error);
      setOutcome({ kind: 'error', message: userMessage(error, WALLET_MESSAGES.failed) });
    }
  };

  const linked = user.walletAddress ? checksumAddress(user.walletAddress) : undefined;
  // Connected but not (yet) linked: the wallet feature is asking for the link signature.
  const pendingLink = !linked && isConnected && account ? account : null;

  return (
    <div>
      <span className="block text-sm font-medium text-slate-700 dark:text-slate-300">Wallet Address</span>
      {linked ? (
        <p className="mt-1 flex items-center gap-2">
          <span
            className="rounded-lg bg-slate-100 px-3 py-2 font-mono text-sm dark:bg-slate-800"
            title={linked}
            data-testid="profile-wallet-address"
          >
            {shortenAddress(linked)}
          </span>
          <span className="inline-flex items-center gap-1 text-sm text-green-700 dark:text-green-400">
            <CheckCircle2 className="h-4 w-4" aria-hidden /> Linked
          </span>
        </p>
      ) : pendingLink ? (
        <div className="mt-1">
          <span
            className="inline-block rounded-lg bg-slate-100 px-3 py-2 font-mono text-sm dark:bg-slate-800"
            title={checksumAddress(pendingLink)}
            data-testid="profile-wallet-address"
          >
            {shortenAddress(pendingLink)}
          </span>
          {linkFailure ? (
            <div className="mt-2">
              <p
                role="alert"
                className="text-sm break-words text-red-700 dark:text-red-400"
                data-testid="wallet-link-failure"
              >
                Not linked to your account: {linkFailure}
              </p>
              <button type="button" onClick={retryLink} className={`${primaryButton} mt-3`}>
                Try linking again
              </button>
            </div>
          ) : (
            <p className="mt-2 text-sm text-amber-700 dark:text-amber-400">
              Not linked to your account yet: approve the signature request in your wallet.
            </p>
          )}
        </div>
      ) : (
        <div className="mt-2 rounded-lg border border-dashed border-slate-300 p-4 dark:border-slate-700">
          <p className="text-sm text-slate-600 dark:text-slate-400">{WALLET_MESSAGES.prompt}</p>
          <button
            type="button"
            onClick={() => void onConnect()}
            disabled={isConnecting}
            className={`${primaryButton} mt-3`}
          >
            {isConnecting ? (
              <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
            ) : (
              <Wallet className="h-4 w-4" aria-hidden />
            )}
            {isConnecting ? 'Connecting...' : 'Connect Wallet'}
          </button>
        </div>
      )}
      {outcome && (
        <p
          role={outcome.kind === 'error' ? 'alert' : 'status'}
          className={`mt-3 rounded-lg border px-3 py-2 text-sm ${
            outcome.kind === 'error'
              ? 'border-red-200 bg-red-50 text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200'
              : 'border-green-200 bg-green-50 text-green-800 dark:border-green-900 dark:bg-green-950 dark:text-green-200'
          }`}
        >
          {outcome.message}
        </p>
      )}
    </div>
  );
}
