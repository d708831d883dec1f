// The one place that talks to the injected wallet (see architecture.md). It speaks EIP-1193 to
// `window.ethereum` directly (what web3-react's MetaMask connector did for us) and loads ethers only
// once a wallet is connected, so that a visitor without one downloads no wallet or chain library.
// Replacing it (wagmi, EIP-6963 discovery of several wallets) means rewriting this file only.
import { useCallback, useEffect, useEffectEvent, useMemo, useState } from 'react';
import type { BrowserProvider, Eip1193Provider } from 'ethers';

/** The injected wallet: EIP-1193 plus the event methods every injected wallet has. */
interface InjectedWallet extends Eip1193Provider {
  /** The wallet's replies are not checked by its type: each is read as `unknown` and checked where used. */
  request: (request: { method: string; params?: unknown[] | Record<string, unknown> }) => Promise<unknown>;
  on?: (event: string, listener: (...args: unknown[]) => void) => void;
  removeListener?: (event: string, listener: (...args: unknown[]) => void) => void;
}

const injectedWallet = (): InjectedWallet | null =>
  typeof window === 'undefined' ? null : ((window as { ethereum?: InjectedWallet }).ethereum ?? null);

/** Whether the browser has an injected EIP-1193 wallet (MetaMask or a compatible one). */
export function isWalletInstalled(): boolean {
  return injectedWallet() != null;
}

type Ethers = typeof import('ethers');
let ethersModule: Promise<Ethers> | null = null;
/** ethers, loaded the first time a wallet connects. */
const loadEthers = (): Promise<Ethers> => (ethersModule ??= import('ethers'));

export interface WalletConnection {
  /** Checksummed address of the selected account, or null. */
  account: string | null;
  /** Hex chain id such as "0x5", or null. */
  chainId: string | null;
  isActive: boolean;
  /** Waiting for the wallet (eager connection or a prompt). */
  isActivating: boolean;
  /** The wallet's EIP-1193 provider wrapped in ethers v6; rebuilt when the account or chain changes. */
  provider: BrowserProvider | null;
  /** Asks the wallet for its accounts (shows the wallet's prompt). Rejects with the wallet's error. */
  connect: () => Promise<void>;
  /** Connects without a prompt if the wallet has already authorised this site; rejects otherwise. */
  connectEagerly: () => Promise<void>;
  /** Forgets the connection on our side (wallets offer no way to revoke it from a page). */
  disconnect: () => void;
}

interface Session {
  account: string | null;
  chainId: string | null;
  ethers: Ethers | null;
}

const NO_SESSION: Session = { account: null, chainId: null, ethers: null };
const hexChainId = (value: unknown): string | null => (typeof value === 'string' ? `0x${BigInt(value).toString(16)}` : null);

/** The selected account in a wallet's accounts reply (eth_accounts, accountsChanged), or null when it names none. */
function firstAccount(reply: unknown): string | null {
  if (!Array.isArray(reply)) return null;
  const first: unknown = reply[0];
  return typeof first === 'string' ? first : null;
}

/**
 * The wallet connection, in ethers v6 terms. `onChainChanged` is called with the new hex chain id
 * when the connected wallet switches networks.
 */
export function useWallet({ onChainChanged }: { onChainChanged?: (chainId: string) => void } = {}): WalletConnection {
  const [session, setSession] = useState<Session>(NO_SESSION);
  const [isActivating, setActivating] = useState(false);
  const active = session.account !== null && session.chainId !== null;

  /** Reads the accounts (with `method`) and the chain, then loads ethers and keeps the session. */
  const open = useCallback(async (method: 'eth_requestAccounts' | 'eth_accounts') => {
    const wallet = injectedWallet();
    if (!wallet) throw new Error('No injected wallet');
    setActivating(true);
    try {
      const account = firstAccount(await wallet.request({ method }));
      if (account === null) throw new Error('No accounts returned');
      const [chainId, ethers] = await Promise.all([wallet.request({ method: 'eth_chainId' }), loadEthers()]);
      setSession({ account: ethers.getAddress(account), chainId: hexChainId(chainId), ethers });
    } finally {
      setActivating(false);
    }
  }, []);

  // The wallet's own changes, once connected: another account, none (disconnected), another chain.
  const chainListener = useEffectEvent((chainId: string) => onChainChanged?.(chainId));
  useEffect(() => {
    const wallet = injectedWallet();
    if (!active || !wallet?.on) return;
    const onAccounts = (accounts: unknown) => {
      const account = firstAccount(accounts);
      if (account === null) setSession(NO_SESSION);
      else setSession((current) => (current.ethers ? { ...current, account: current.ethers.getAddress(account) } : current));
    };
    const onChain = (changed: unknown) => {
      const chainId = hexChainId(changed);
      if (!chainId) return;
      setSession((current) => ({ ...current, chainId }));
      chainListener(chainId);
    };
    const onDisconnect = () => setSession(NO_SESSION);
    wallet.on('accountsChanged', onAccounts);
    wallet.on('chainChanged', onChain);
    wallet.on('disconnect', onDisconnect);
    return () => {
      wallet.removeListener?.('accountsChanged', onAccounts);
      wallet.removeListener?.('chainChanged', onChain);
      wallet.removeListener?.('disconnect', onDisconnect);
    };
  }, [active]);

  const { account, chainId, ethers } = session;
  const provider = useMemo(() => {
    const wallet = injectedWallet();
    // A new provider for every account or chain, so nothing cached for the previous one is reused.
    // cacheTimeout -1 (as the read-only provider's, rentals/onchainClient.ts): see there.
    return ethers && wallet && account && chainId ? new ethers.BrowserProvider(wallet, undefined, { cacheTimeout: -1 }) : null;
  }, [ethers, account, chainId]);

  return useMemo(
    () => ({
      account: active ? account : null,
      chainId: active ? chainId : null,
      isActive: active,
      isActivating,
      provider,
      connect: () => open('eth_requestAccounts'),
      connectEagerly: () => open('eth_accounts'),
      disconnect: () => setSession(NO_SESSION),
    }),
    [active, account, chainId, isActivating, provider, open],
  );
}
