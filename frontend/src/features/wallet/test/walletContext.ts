import { vi } from 'vitest';
import { BrowserProvider, JsonRpcSigner } from 'ethers';
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
    signTypedData: vi.fn<WalletContextValue['signTypedData']>(() => Promise.reject(new Error('Wallet not connected'))),
    ...overrides,
  };
}

/**
 * A wallet connected as `account` on Goerli (0x5) that can sign: a real ethers signer over a
 * provider that answers no JSON-RPC call, for tests whose rentals client is a fake.
 */
export function makeConnectedWalletContext(
  account: string,
  overrides: Partial<Omit<WalletContextValue, 'provider' | 'signer'>> = {},
): WalletContextValue & { provider: BrowserProvider; signer: JsonRpcSigner } {
  const provider = new BrowserProvider({
    request: () => Promise.reject(new Error('the test wallet answers no JSON-RPC calls')),
  });
  const signer = new JsonRpcSigner(provider, account);
  return {
    ...makeWalletContext({ account, chainId: '0x5', isSupportedNetwork: true, ...overrides }),
    provider,
    signer,
  };
}

type WalletModule = typeof import('../Web3Provider');

/** The hook of a mocked Web3Provider module, answering from `current()` (e.g. a vi.hoisted holder). */
export function walletHooksFor(current: () => WalletContextValue | null): Pick<WalletModule, 'useWeb3'> {
  return {
    useWeb3: () => {
      const wallet = current();
      if (!wallet) throw new Error('the test sets the wallet context before rendering');
      return wallet;
    },
  };
}
