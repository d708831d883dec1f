// STUB (replaced by the wallet work): the shape other features may rely on.
import { createContext, useContext, type ReactNode } from 'react';
import type { BrowserProvider, JsonRpcSigner } from 'ethers';

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
  connect(): Promise<void>;
  disconnect(): void;
}

const WalletContext = createContext<WalletContextValue | null>(null);

export function Web3Provider({ children }: { children: ReactNode }) {
  return <>{children}</>;
}

export function useWeb3(): WalletContextValue {
  const context = useContext(WalletContext);
  if (!context) throw new Error('useWeb3 must be used within a Web3Provider');
  return context;
}
