import type { ReactNode } from 'react';
import { Wallet } from 'lucide-react';
import { useWeb3 } from './Web3Provider';

/** The notice in place of what needs a connected wallet: why, and the Connect Wallet button. */
export function WalletRequired({ message }: { message: string }) {
  const { connect, isConnecting } = useWeb3();
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 px-6 py-14 text-center dark:border-slate-700">
      <span className="rounded-full bg-blue-100 p-3 text-blue-700 dark:bg-blue-900/40 dark:text-blue-300">
        <Wallet className="h-6 w-6" aria-hidden />
      </span>
      <h2 className="mt-3 text-lg font-semibold">Wallet Connection Required</h2>
      <p className="mt-1 max-w-sm text-sm text-slate-600 dark:text-slate-400">{message}</p>
      <button
        type="button"
        onClick={() => void connect().catch((error: unknown) => console.error('Failed to connect wallet:', error))}
        disabled={isConnecting}
        className="mt-5 rounded-lg bg-blue-600 px-5 py-2.5 font-medium text-white hover:bg-blue-700 focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:ring-offset-2 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-60 dark:focus-visible:ring-offset-slate-950"
      >
        {isConnecting ? 'Connecting...' : 'Connect Wallet'}
      </button>
    </div>
  );
}

/**
 * What is shown only with a connected wallet (e.g. rentals, which belong to wallet addresses):
 * `children` once the wallet is connected and its signer ready, the notice with `message` until then.
 */
export function RequireWallet({ message, children }: { message: string; children: ReactNode }) {
  const { account, signer } = useWeb3();
  return account && signer ? children : <WalletRequired message={message} />;
}
