// The public surface of features/wallet: other features, pages and the app import only what is here.
export { WalletButton } from './WalletButton';
export { RequireWallet } from './WalletRequired';
export { Web3Provider, useWeb3, type WalletContextValue } from './Web3Provider';
export { isSupportedChain } from './networks';
export { walletBalanceQuery } from './useWatchBalance';
export { type TypedDataToSign } from './useWallet';
export { type LinkingWallet, type WalletAccountLink } from './useWalletLinking';
export { hasWalletErrorCode, isUserRejection } from './walletErrors';
