import { createContext, useContext } from 'react';
import type { BrowserProvider, JsonRpcSigner } from 'ethers';
import type { TypedDataToSign } from './useWallet';

// The wallet's context on its own: the header and the pages read it, while the session
// (WalletSessionProvider.tsx) loads after the first paint (Web3Provider.tsx).

/** The wallet session (specification §3) plus the actions on it. */
export interface WalletContextValue {
  provider: BrowserProvider | null;
  signer: JsonRpcSigner | null;
  /** Checksummed address, or null when disconnected. */
  account: string | null;
  /** Hex chain id such as "0x5", or null. */
  chainId: string | null;
  isConnected: boolean;
  /** ETH, 18-decimal units formatted, "0" by default. */
  balance: string;
  isConnecting: boolean;
  error: string | null;
  /** Connected on 0x1 or 0x5. */
  isSupportedNetwork: boolean;
  /**
   * Asks the wallet to connect; with several wallets installed, the user first chooses one. Rejects
   * with the reason (callers log it; the button swallows it), also when the choice is closed.
   */
  connect: () => Promise<void>;
  disconnect: () => void;
  /** Reads the balance again (e.g. after a transaction). */
  refreshBalance: () => Promise<void>;
  /** Why linking the connected wallet to the signed-in account failed (kept until retried), or null. */
  linkFailure: string | null;
  /** Asks the wallet again to link it (after a failure the app does not ask by itself). */
  retryLink: () => void;
  /** Signs EIP-712 typed data with the connected wallet (`eth_signTypedData_v4`): 'Wallet not connected' without one. */
  signTypedData: (data: TypedDataToSign) => Promise<string>;
}

export const WalletContext = createContext<WalletContextValue | null>(null);

export function useWeb3(): WalletContextValue {
  const context = useContext(WalletContext);
  if (!context) throw new Error('useWeb3 must be used within a Web3Provider');
  return context;
}
