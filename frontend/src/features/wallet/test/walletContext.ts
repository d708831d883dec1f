import { vi } from 'vitest';
import type { WalletContextValue } from '../Web3Provider';

/**
 * A whole wallet context for tests that stand in for useWeb3(): typed from the real context, so a
 * change to its shape fails to compile here rather than passing unnoticed. Disconnected unless
 * `overrides` say otherwise; `isConnected` follows `account`.
 */
export function makeWalletContext(overrides: Partial<WalletContextValue> = {}): WalletContextValue {
  const account = overrides.account ?? null;
  return {
    provider: null,
    signer: null,
    account,
    chainId: null,
    isConnected: account !== null,
    balance: '0',
    isConnecting: false,
    error: null,
    isSupportedNetwork: false,
    connect: vi.fn<WalletContextValue['connect']>(() => Promise.resolve()),
    disconnect: vi.fn<WalletContextValue['disconnect']>(),
    refreshBalance: vi.fn<WalletContextValue['refreshBalance']>(() => Promise.resolve()),
    linkFailure: null,
    retryLink: vi.fn<WalletContextValue['retryLink']>(),
    ...overrides,
  };
}
