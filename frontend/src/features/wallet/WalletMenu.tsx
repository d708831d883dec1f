import { useId, useRef, useState } from 'react';
import { ChevronDown, Copy, ExternalLink, LogOut, Wallet } from 'lucide-react';
import { chainInfo } from '../chain';
import { useToast } from '../toast';
import { shortenAddress } from '../../shared/format';
import { useMenuKeyboard } from '../../shared/ui/useMenuKeyboard';
import { usePopoverDismiss } from '../../shared/ui/usePopoverDismiss';
import { WALLET_PILL } from './walletPill';

const itemClass =
  'flex w-full items-center gap-3 rounded-md px-3 py-2 text-left text-sm text-slate-700 hover:bg-slate-100 focus-visible:bg-slate-100 focus-visible:outline-none dark:text-slate-200 dark:hover:bg-slate-800 dark:focus-visible:bg-slate-800';

export interface WalletMenuProps {
  account: string;
  chainId: string | null;
  wrongNetwork: boolean;
  disconnect: () => void;
  /** Added to the pill's classes (the header's width). */
  className?: string;
}

/**
 * The connected wallet's pill and its menu, as wallet buttons in other dApps: the full address,
 * Copy address, View on the chain's explorer (public chains only) and Disconnect wallet. One tap
 * on the pill only opens the menu; disconnecting is a choice in it.
 */
export default function WalletMenu({ account, chainId, wrongNetwork, disconnect, className = '' }: WalletMenuProps) {
  const [open, setOpen] = useState(false);
  const [openedWith, setOpenedWith] = useState<'first' | 'last'>('first');
  const { showToast } = useToast();
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const close = () => setOpen(false);
  usePopoverDismiss({ open, container, trigger: button, onClose: close });
  const onMenuKeyDown = useMenuKeyboard({ open, menu, openedWith, onClose: close });
  const chain = chainId ? chainInfo(chainId) : null;
  const explorer = chain?.explorerUrl ? { url: `${chain.explorerUrl}/address/${account}`, name: chain.name } : null;

  const copy = async () => {
    close();
    button.current?.focus();
    try {
      await navigator.clipboard.writeText(account);
      showToast('Address copied', 'success');
    } catch {
      showToast(`Could not copy the address: ${account}`, 'error');
    }
  };

  return (
    <div ref={container} className="relative">
      <button
        ref={button}
        type="button"
        onClick={() => {
          setOpenedWith('first');
          setOpen((value) => !value);
        }}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
          event.preventDefault();
          setOpenedWith(event.key === 'ArrowUp' ? 'last' : 'first');
          setOpen(true);
        }}
        title={wrongNetwork ? `${account}: switch to a supported network` : account}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        data-wallet-state={wrongNetwork ? 'wrong-network' : 'connected'}
        className={`${WALLET_PILL} w-full ${wrongNetwork ? 'bg-red-600 hover:bg-red-700 focus-visible:ring-red-500' : 'bg-green-700 hover:bg-green-800 focus-visible:ring-green-500'} ${className}`}
      >
        <Wallet className="h-4 w-4" aria-hidden />
        <span className="sr-only">Wallet </span>
        {wrongNetwork ? 'Wrong Network' : <span className="font-mono">{shortenAddress(account)}</span>}
        <ChevronDown className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`} aria-hidden />
      </button>
      {open && (
        <div
          id={menuId}
          ref={menu}
          role="menu"
          tabIndex={-1}
          aria-label="Wallet"
          onKeyDown={(event) => {
            // Only this menu closes: the phone menu around it stays open.
            if (event.key === 'Escape') {
              event.stopPropagation();
              close();
              button.current?.focus();
              return;
            }
            onMenuKeyDown(event);
          }}
          className="absolute left-0 z-50 mt-2 w-72 max-w-[calc(100vw-2rem)] lg:right-0 lg:left-auto rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg dark:border-slate-800 dark:bg-slate-900"
        >
          <div role="none" className="border-b border-slate-200 px-3 pt-1.5 pb-2.5 dark:border-slate-800">
            <p className="font-mono text-xs break-all text-slate-900 dark:text-slate-100">{account}</p>
            {chain && <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">{chain.name}</p>}
          </div>
          <div role="none" className="pt-1.5">
            <button type="button" role="menuitem" tabIndex={-1} className={itemClass} onClick={() => void copy()}>
              <Copy className="h-4 w-4" aria-hidden />
              Copy address
            </button>
            {explorer && (
              <a
                role="menuitem"
                tabIndex={-1}
                href={explorer.url}
                target="_blank"
                rel="noreferrer"
                onClick={close}
                className={itemClass}
              >
                <ExternalLink className="h-4 w-4" aria-hidden />
                View on {explorer.name} explorer
              </a>
            )}
            <button
              type="button"
              role="menuitem"
              tabIndex={-1}
              className={`${itemClass} text-red-600 dark:text-red-400`}
              onClick={() => {
                close();
                disconnect();
              }}
            >
              <LogOut className="h-4 w-4" aria-hidden />
              Disconnect wallet
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
