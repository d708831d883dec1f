import { useCallback, useRef, useState, type ReactNode } from 'react';
import { Wallet } from 'lucide-react';
import { CloseButton } from '../../shared/ui/CloseButton';
import { ModalDialog } from '../../shared/ui/ModalDialog';
import type { WalletOption } from './walletDiscovery';

/** "Choose a wallet": one button per wallet found (its icon and name); Escape, the × or the backdrop close it. */
export function WalletChooser({
  wallets,
  onChoose,
  onClose,
}: {
  wallets: readonly WalletOption[];
  onChoose: (walletId: string) => void;
  onClose: () => void;
}) {
  return (
    <ModalDialog labelledBy="wallet-chooser-title" describedBy="wallet-chooser-hint" width="max-w-sm" onClose={onClose}>
      <div className="flex items-start justify-between gap-4">
        <h2 id="wallet-chooser-title" className="text-lg font-semibold">
          Choose a wallet
        </h2>
        <CloseButton onClick={onClose} label="Close without connecting" />
      </div>
      <p id="wallet-chooser-hint" className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        Several wallets are installed in this browser. Connect with:
      </p>
      <ul className="mt-4 space-y-2">
        {wallets.map((wallet) => (
          <li key={wallet.id}>
            <button
              type="button"
              onClick={() => onChoose(wallet.id)}
              className="flex w-full items-center gap-3 rounded-lg border border-slate-200 px-4 py-3 text-left font-medium hover:border-blue-500 hover:bg-blue-50 focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none dark:border-slate-700 dark:hover:border-blue-400 dark:hover:bg-slate-800"
            >
              {wallet.icon ? (
                <img src={wallet.icon} alt="" className="h-8 w-8 shrink-0 rounded-md" />
              ) : (
                <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-md bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300">
                  <Wallet className="h-5 w-5" aria-hidden />
                </span>
              )}
              <span className="min-w-0 break-words">{wallet.name}</span>
            </button>
          </li>
        ))}
      </ul>
    </ModalDialog>
  );
}

/**
 * Asking the user which wallet to connect: `chooseWallet` shows the chooser and resolves with the
 * wallet's id, or null when it is closed without a choice. `chooser` is rendered where it belongs.
 */
export function useWalletChoice(wallets: readonly WalletOption[]): {
  chooseWallet: () => Promise<string | null>;
  chooser: ReactNode;
} {
  const pending = useRef<((walletId: string | null) => void) | null>(null);
  const [open, setOpen] = useState(false);

  const chooseWallet = useCallback(
    () =>
      new Promise<string | null>((resolve) => {
        // A second request while the chooser is open replaces the first, which ends without a choice.
        pending.current?.(null);
        pending.current = resolve;
        setOpen(true);
      }),
    [],
  );
  const settle = (walletId: string | null) => {
    const resolve = pending.current;
    pending.current = null;
    setOpen(false);
    resolve?.(walletId);
  };

  return {
    chooseWallet,
    chooser: open ? (
      <WalletChooser wallets={wallets} onChoose={(id) => settle(id)} onClose={() => settle(null)} />
    ) : null,
  };
}
