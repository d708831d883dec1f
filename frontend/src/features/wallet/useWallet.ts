// The one place that talks to a browser wallet (docs/frontend.md). It finds the installed wallets
// (EIP-6963, with `window.ethereum` as the fallback), speaks EIP-1193 to the one the user chose, and
// loads ethers only once a wallet is connected, so that a visitor without one downloads no wallet
// or chain library. Nothing outside this file knows which wallet it is.
import { useCallback, useEffect, useEffectEvent, useMemo, useState, useSyncExternalStore } from 'react';
import type { BrowserProvider, TypedDataDomain, TypedDataField } from 'ethers';
import {
  createWalletDiscovery,
  type DiscoveredWallet,
  type WalletDiscovery,
  type WalletOption,
} from './walletDiscovery';

type Ethers = typeof import('./walletEthers');
let ethersModule: Promise<Ethers> | null = null;
/** ethers, loaded the first time a wallet connects. */
const loadEthers = (): Promise<Ethers> => (ethersModule ??= import('./walletEthers'));

let pageDiscovery: WalletDiscovery | null = null;
/** The page's one discovery, started by the first useWallet. */
const discoveryOfThePage = (): WalletDiscovery => (pageDiscovery ??= createWalletDiscovery());

/** The wallet last connected (its rdns): the one reconnected at the next start-up. */
const CHOSEN_WALLET_KEY = 'toolshare.wallet.chosen';

function rememberedWalletId(): string | null {
  try {
    return localStorage.getItem(CHOSEN_WALLET_KEY);
  } catch {
    return null;
  }
}

function rememberWallet(id: string): void {
  try {
    localStorage.setItem(CHOSEN_WALLET_KEY, id);
  } catch {
    // Storage unavailable: the choice lasts for this visit only.
  }
}

/** EIP-712 data to sign, as ethers' `signTypedData` takes it (the primary type is the one no other type refers to). */
export interface TypedDataToSign {
  domain: TypedDataDomain;
  types: Record<string, TypedDataField[]>;
  message: Record<string, unknown>;
}

export interface WalletConnection {
  /** The wallets found in the browser, to choose from (names and icons). */
  wallets: readonly WalletOption[];
  /** Whether a start-up reconnection has a wallet to try: the one chosen last time, or the only one there is. */
  canReconnect: boolean;
  /** Checksummed address of the selected account, or null. */
  account: string | null;
  /** Hex chain id such as "0x5", or null. */
  chainId: string | null;
  isActive: boolean;
  /** Waiting for the wallet (eager connection or a prompt). */
  isActivating: boolean;
  /** The chosen wallet's EIP-1193 provider wrapped in ethers v6; rebuilt when the account or chain changes. */
  provider: BrowserProvider | null;
  /** Asks the wallet `walletId` (a `wallets` entry) for its accounts (its prompt) and remembers it. Rejects with the wallet's error. */
  connect: (walletId: string) => Promise<void>;
  /** Connects without a prompt if the wallet to reconnect has already authorised this site; rejects otherwise. */
  connectEagerly: () => Promise<void>;
  /** Forgets the connection on our side (wallets offer no way to revoke it from a page). */
  disconnect: () => void;
  /** Signs EIP-712 data with the connected account (`eth_signTypedData_v4`); rejects when not connected or refused. */
  signTypedData: (data: TypedDataToSign) => Promise<string>;
}

interface Session {
  wallet: DiscoveredWallet | null;
  account: string | null;
  chainId: string | null;
  ethers: Ethers | null;
}

const NO_SESSION: Session = { wallet: null, account: null, chainId: null, ethers: null };
const hexChainId = (value: unknown): string | null =>
  typeof value === 'string' ? `0x${BigInt(value).toString(16)}` : null;

/** The selected account in a wallet's accounts reply (eth_accounts, accountsChanged), or null when it names none. */
function firstAccount(reply: unknown): string | null {
  if (!Array.isArray(reply)) return null;
  const first: unknown = reply[0];
  return typeof first === 'string' ? first : null;
}

/** The wallet to reconnect at start-up: the one chosen last time, or, with no choice kept, the only one there is. */
function walletToReconnect(wallets: readonly DiscoveredWallet[]): DiscoveredWallet | null {
  const remembered = rememberedWalletId();
  if (remembered !== null) return wallets.find((wallet) => wallet.id === remembered) ?? null;
  return wallets.length === 1 ? (wallets[0] ?? null) : null;
}

const withoutProvider = ({ id, name, icon }: DiscoveredWallet): WalletOption => ({ id, name, icon });

/**
 * The wallet connection, in ethers v6 terms. `onChainChanged` is called with the new hex chain id
 * when the connected wallet switches networks. `discovery` is the page's unless a test gives its own.
 */
export function useWallet({
  onChainChanged,
  discovery = discoveryOfThePage(),
}: { onChainChanged?: (chainId: string) => void; discovery?: WalletDiscovery } = {}): WalletConnection {
  const discovered = useSyncExternalStore(discovery.subscribe, discovery.wallets);
  const [session, setSession] = useState<Session>(NO_SESSION);
  const [isActivating, setActivating] = useState(false);
  const active = session.wallet !== null && session.account !== null && session.chainId !== null;

  /** Reads the accounts of `wallet` (with `method`) and its chain, then loads ethers and keeps the session. */
  const open = useCallback(async (wallet: DiscoveredWallet | null, method: 'eth_requestAccounts' | 'eth_accounts') => {
    if (!wallet) throw new Error('No injected wallet');
    setActivating(true);
    try {
      const account = firstAccount(await wallet.provider.request({ method }));
      if (account === null) throw new Error('No accounts returned');
      const [chainId, ethers] = await Promise.all([wallet.provider.request({ method: 'eth_chainId' }), loadEthers()]);
      setSession({ wallet, account: ethers.getAddress(account), chainId: hexChainId(chainId), ethers });
    } finally {
      setActivating(false);
    }
  }, []);

  // The chosen wallet's own changes, once connected: another account, none (disconnected), another chain.
  const chainListener = useEffectEvent((chainId: string) => onChainChanged?.(chainId));
  const events = active ? session.wallet?.provider : undefined;
  useEffect(() => {
    if (!events?.on) return;
    const onAccounts = (accounts: unknown) => {
      const account = firstAccount(accounts);
      if (account === null) setSession(NO_SESSION);
      else
        setSession((current) =>
          current.ethers ? { ...current, account: current.ethers.getAddress(account) } : current,
        );
    };
    const onChain = (changed: unknown) => {
      const chainId = hexChainId(changed);
      if (!chainId) return;
      setSession((current) => ({ ...current, chainId }));
      chainListener(chainId);
    };
    const onDisconnect = () => setSession(NO_SESSION);
    events.on('accountsChanged', onAccounts);
    events.on('chainChanged', onChain);
    events.on('disconnect', onDisconnect);
    return () => {
      events.removeListener?.('accountsChanged', onAccounts);
      events.removeListener?.('chainChanged', onChain);
      events.removeListener?.('disconnect', onDisconnect);
    };
  }, [events]);

  const { wallet, account, chainId, ethers } = session;
  const provider = useMemo(
    // A new provider for every account or chain, so nothing cached for the previous one is reused.
    // cacheTimeout -1 (as the read-only provider's, rentals/clients/onchainClient.ts): see there.
    () =>
      ethers && wallet && account && chainId
        ? new ethers.BrowserProvider(wallet.provider, undefined, { cacheTimeout: -1 })
        : null,
    [ethers, wallet, account, chainId],
  );

  const signTypedData = useCallback(
    async ({ domain, types, message }: TypedDataToSign) => {
      if (!active || !wallet || !account || !ethers) throw new Error('Wallet not connected');
      // The wallet takes the whole EIP-712 payload as JSON, with numbers as decimal strings.
      const payload: unknown = ethers.TypedDataEncoder.getPayload(domain, types, message);
      const signature = await wallet.provider.request({
        method: 'eth_signTypedData_v4',
        params: [account, JSON.stringify(payload)],
      });
      // Any length: a smart-account wallet (EIP-1271) signs in its own format.
      if (typeof signature !== 'string' || !ethers.isHexString(signature) || signature === '0x')
        throw new Error('The wallet returned no signature');
      return signature;
    },
    [active, wallet, account, ethers],
  );

  const wallets = useMemo(() => discovered.map(withoutProvider), [discovered]);
  const reconnectTarget = walletToReconnect(discovered);
  return useMemo(
    () => ({
      wallets,
      canReconnect: reconnectTarget !== null,
      account: active ? account : null,
      chainId: active ? chainId : null,
      isActive: active,
      isActivating,
      provider,
      connect: async (walletId: string) => {
        const chosen = discovered.find((candidate) => candidate.id === walletId) ?? null;
        await open(chosen, 'eth_requestAccounts');
        rememberWallet(walletId);
      },
      connectEagerly: () => open(reconnectTarget, 'eth_accounts'),
      disconnect: () => setSession(NO_SESSION),
      signTypedData,
    }),
    [wallets, discovered, reconnectTarget, active, account, chainId, isActivating, provider, open, signTypedData],
  );
}
