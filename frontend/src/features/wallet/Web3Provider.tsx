import { lazyProvider, type WhenLoaded } from '../../shared/lazy/lazyProvider';
import { WalletContext, type WalletContextValue } from './walletContext';

export { useWeb3, type WalletContextValue } from './walletContext';

/** The wallet before its code has loaded: not connected yet; what the user asks of it waits for it. */
const walletBeforeLoad = (whenLoaded: WhenLoaded<WalletContextValue>): WalletContextValue => ({
  provider: null,
  signer: null,
  account: null,
  chainId: null,
  isConnected: false,
  balance: '0',
  isConnecting: false,
  error: null,
  isSupportedNetwork: false,
  connect: () => whenLoaded().then((wallet) => wallet.connect()),
  disconnect: () => void whenLoaded().then((wallet) => wallet.disconnect()),
  refreshBalance: () => whenLoaded().then((wallet) => wallet.refreshBalance()),
  linkFailure: null,
  retryLink: () => void whenLoaded().then((wallet) => wallet.retryLink()),
  signTypedData: (data) => whenLoaded().then((wallet) => wallet.signTypedData(data)),
});

/**
 * The app's wallet provider: the session (WalletSessionProvider: discovery, reconnecting, linking,
 * the chooser) loads after the first paint; until then the header shows a wallet not yet connected.
 */
export const Web3Provider = lazyProvider(WalletContext, walletBeforeLoad, () =>
  import('./WalletSessionProvider').then(({ WalletSessionProvider }) => WalletSessionProvider),
);
