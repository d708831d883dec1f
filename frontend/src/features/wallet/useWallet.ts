// The one place that knows about web3-react (see architecture.md): replacing it (wagmi, plain
// EIP-6963 discovery) means rewriting this file only.
import { useEffect, useMemo, useRef } from 'react';
import { initializeConnector } from '@web3-react/core';
import { MetaMask } from '@web3-react/metamask';
import { BrowserProvider } from 'ethers';

// `silent`: no console error from the detector when there is no wallet; we say it ourselves.
const [metaMask, hooks] = initializeConnector<MetaMask>((actions) => new MetaMask({ actions, options: { silent: true } }));

/** Whether the browser has an injected EIP-1193 wallet (MetaMask or a compatible one). */
export function isWalletInstalled(): boolean {
  return typeof window !== 'undefined' && (window as { ethereum?: unknown }).ethereum != null;
}

export interface WalletConnection {
  /** Checksummed address of the selected account, or null. */
  account: string | null;
  /** Hex chain id such as "0x5", or null. */
  chainId: string | null;
  isActive: boolean;
  /** The connector is waiting for the wallet (eager connection or a prompt). */
  isActivating: boolean;
  /** The wallet's EIP-1193 provider wrapped in ethers v6; rebuilt when the account or chain changes. */
  provider: BrowserProvider | null;
  /** Asks the wallet for its accounts (shows the wallet's prompt). Rejects with the wallet's error. */
  connect: () => Promise<void>;
  /** Connects without a prompt if the wallet has already authorised this site; fails silently. */
  connectEagerly: () => Promise<void>;
  /** Forgets the connection on our side (wallets offer no way to revoke it from a page). */
  disconnect: () => void;
}

/**
 * The wallet connection, in ethers v6 terms. `onChainChanged` is called with the new hex chain id
 * when the connected wallet switches networks.
 */
export function useWallet({ onChainChanged }: { onChainChanged?: (chainId: string) => void } = {}): WalletConnection {
  const accounts = hooks.useAccounts();
  const numericChainId = hooks.useChainId();
  const isActivating = hooks.useIsActivating();
  const isActive = hooks.useIsActive();

  const account = accounts?.[0] ?? null;
  const chainId = numericChainId === undefined ? null : `0x${numericChainId.toString(16)}`;

  const provider = useMemo(
    // A new provider for every account or chain, so nothing cached for the previous one is reused.
    () => (isActive && account && chainId && metaMask.provider ? new BrowserProvider(metaMask.provider) : null),
    [isActive, account, chainId],
  );

  const chainListener = useRef(onChainChanged);
  chainListener.current = onChainChanged;
  useEffect(() => {
    const eip1193 = metaMask.provider;
    if (!isActive || !eip1193) return;
    const onChange = (changed: unknown) => {
      if (typeof changed === 'string') chainListener.current?.(changed);
    };
    eip1193.on('chainChanged', onChange);
    return () => {
      eip1193.removeListener('chainChanged', onChange);
    };
  }, [isActive]);

  return useMemo(
    () => ({
      account,
      chainId,
      isActive,
      isActivating,
      provider,
      connect: async () => {
        await metaMask.activate();
      },
      connectEagerly: async () => {
        await metaMask.connectEagerly();
      },
      disconnect: () => {
        void metaMask.resetState();
      },
    }),
    [account, chainId, isActive, isActivating, provider],
  );
}
