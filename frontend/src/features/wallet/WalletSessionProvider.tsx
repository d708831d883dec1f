import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { BrowserProvider, JsonRpcSigner } from 'ethers';
import { WalletContext, type WalletContextValue } from './walletContext';
import { useToast } from '../toast';
import { isSupportedChain } from './networks';
import { useWallet } from './useWallet';
import { useWatchBalance } from './useWatchBalance';
import { useWalletChoice } from './WalletChooser';
import { reloadPage } from './reloadPage';
import { useWalletLinking, type WalletAccountLink } from './useWalletLinking';
import { userMessage } from '../../shared/errors/userMessage';
import { readStoredChoice } from '../../shared/storage/storedJson';
import { NO_WALLET_CHOSEN, WALLET_NOT_DETECTED, isUserRejection } from './walletErrors';
import type { WalletDiscovery } from './walletDiscovery';

/**
 * After the user disconnects, the page does not reconnect by itself at the next start-up (the
 * wallet still has the site authorised): it waits for the next "Connect Wallet".
 */
const DISCONNECTED_KEY = 'toolshare.wallet.disconnected';

const rememberDisconnected = (disconnected: boolean) => {
  try {
    if (disconnected) localStorage.setItem(DISCONNECTED_KEY, '1');
    else localStorage.removeItem(DISCONNECTED_KEY);
  } catch {
    // Storage unavailable: the choice lasts for this visit only.
  }
};
const wasDisconnected = () => readStoredChoice(DISCONNECTED_KEY, ['1']) === '1';

/** A value read from the wallet for one provider and account. */
interface ReadFor<T> {
  provider: BrowserProvider;
  account: string;
  value: T;
}
const isReadFor = <T,>(read: ReadFor<T>, provider: BrowserProvider | null, account: string | null) =>
  read.provider === provider && read.account === account;

/**
 * The wallet session itself: Web3Provider loads it after the first paint. `discovery` is where it
 * finds the browser's wallets: the page's (EIP-6963 and window.ethereum) unless a test gives its own
 * (src/test/renderWithProviders.tsx), so that each test has its own wallet and nothing left by another.
 */
export function WalletSessionProvider({
  children,
  accountLink,
  discovery,
}: {
  children: ReactNode;
  accountLink?: WalletAccountLink;
  discovery?: WalletDiscovery;
}) {
  const { showToast } = useToast();
  const [chainOverride, setChainOverride] = useState<string | null>(null);
  const wallet = useWallet({
    discovery,
    onChainChanged: (chainId) => {
      // Everything read from the old network is stale: keep the new id and start afresh.
      setChainOverride(chainId);
      reloadPage();
    },
  });
  const { account, provider } = wallet;
  const chainId = chainOverride ?? wallet.chainId;

  // The signer read for one provider and account: stale, and not used, once either changes.
  const [signerRead, setSignerRead] = useState<ReadFor<JsonRpcSigner> | null>(null);
  const signer = signerRead && isReadFor(signerRead, provider, account) ? signerRead.value : null;
  const { balance, refresh: refreshBalance } = useWatchBalance(provider, account, chainId);
  const [error, setError] = useState<string | null>(null);
  const [connecting, setConnecting] = useState(false);
  const connectRequested = useRef(false);

  // Start-up: reconnect without a prompt when the wallet already trusts this site.
  const eagerAttempted = useRef(false);
  useEffect(() => {
    if (eagerAttempted.current) return;
    // Wallets announce themselves as they load: wait until the one to reconnect is there.
    if (!wallet.canReconnect || wasDisconnected()) return;
    eagerAttempted.current = true;
    wallet.connectEagerly().catch((eagerError: unknown) => console.debug('No earlier wallet connection:', eagerError));
  }, [wallet]);

  // A new account or provider: read its signer (none when disconnected).
  useEffect(() => {
    if (!provider || !account) return;
    let current = true;
    provider
      .getSigner(account)
      .then((value) => current && setSignerRead({ provider, account, value }))
      .catch((initError: unknown) => {
        console.error('Error initializing ethers:', initError);
        if (current) setError(userMessage(initError, 'Failed to read the wallet'));
      });
    return () => {
      current = false;
    };
  }, [provider, account]);

  const { linkFailure, retryLink } = useWalletLinking({
    accountLink,
    account,
    chainId,
    signer,
    connectRequestedRef: connectRequested,
  });

  const { chooseWallet, chooser } = useWalletChoice(wallet.wallets);
  const connect = useCallback(async () => {
    setError(null);
    const [onlyWallet, ...others] = wallet.wallets;
    if (!onlyWallet) {
      setError(WALLET_NOT_DETECTED);
      showToast(WALLET_NOT_DETECTED, 'error');
      throw new Error(WALLET_NOT_DETECTED);
    }
    // Closing the chooser is no failure: nothing to show, but the callers learn there is no connection.
    const walletId = others.length === 0 ? onlyWallet.id : await chooseWallet();
    if (walletId === null) throw Object.assign(new Error(NO_WALLET_CHOSEN), { code: 4001 });
    // The user's choice wins over a start-up reconnection still to come (a wallet announcing late).
    eagerAttempted.current = true;
    setConnecting(true);
    connectRequested.current = true;
    try {
      await wallet.connect(walletId);
      rememberDisconnected(false);
    } catch (connectError) {
      connectRequested.current = false;
      console.error('Error connecting wallet:', connectError);
      setError(
        isUserRejection(connectError)
          ? 'Connection request was declined in the wallet'
          : userMessage(connectError, 'Failed to connect wallet'),
      );
      throw connectError;
    } finally {
      setConnecting(false);
    }
  }, [wallet, showToast, chooseWallet]);

  const disconnect = useCallback(() => {
    wallet.disconnect();
    rememberDisconnected(true);
    setChainOverride(null);
    setError(null);
  }, [wallet]);

  const isConnected = wallet.isActive && account !== null;
  const value = useMemo<WalletContextValue>(
    () => ({
      provider: isConnected ? provider : null,
      signer: isConnected ? signer : null,
      account: isConnected ? account : null,
      chainId: isConnected ? chainId : null,
      isConnected,
      balance: isConnected ? balance : '0',
      isConnecting: connecting || wallet.isActivating,
      error,
      isSupportedNetwork: isConnected && isSupportedChain(chainId),
      connect,
      disconnect,
      refreshBalance,
      linkFailure: isConnected ? linkFailure : null,
      retryLink,
      signTypedData: wallet.signTypedData,
    }),
    [
      isConnected,
      provider,
      signer,
      account,
      chainId,
      balance,
      connecting,
      wallet.isActivating,
      wallet.signTypedData,
      error,
      connect,
      disconnect,
      refreshBalance,
      linkFailure,
      retryLink,
    ],
  );

  return (
    <WalletContext.Provider value={value}>
      {children}
      {chooser}
    </WalletContext.Provider>
  );
}
