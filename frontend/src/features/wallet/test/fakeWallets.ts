import { createWalletDiscovery, type InjectedWallet, type WalletDiscovery } from '../walletDiscovery';
import type { TypedDataDomain, TypedDataField, Wallet } from 'ethers';

type Listener = (...args: unknown[]) => void;

/** A browser wallet's EIP-1193 provider for unit tests: it records requests and emits events on demand. */
export interface FakeProvider extends InjectedWallet {
  requests: { method: string; params?: unknown }[];
  /** The site is authorised: eth_accounts answers the account. */
  authorised: boolean;
  emit: (event: string, payload: unknown) => void;
  /** The user selects `account` in the wallet: it answers with it from now on, and says so (accountsChanged). */
  switchAccount: (account: string) => void;
  /** The user switches the wallet to `chainId`: it answers with it from now on, and says so (chainChanged). */
  switchChain: (chainId: string) => void;
  listenerCount: (event: string) => number;
}

export function fakeProvider({
  account,
  chainId = '0x5',
  authorised = false,
  answer,
}: {
  account: string;
  chainId?: string;
  authorised?: boolean;
  /** Answers the methods not handled here (e.g. eth_signTypedData_v4). */
  answer?: (method: string, params: unknown) => Promise<unknown>;
}): FakeProvider {
  const listeners = new Map<string, Set<Listener>>();
  let selected = account;
  let chain = chainId;
  const provider: FakeProvider = {
    requests: [],
    authorised,
    request: async ({ method, params }) => {
      provider.requests.push({ method, params });
      if (method === 'eth_requestAccounts') {
        provider.authorised = true;
        return [selected];
      }
      if (method === 'eth_accounts') return provider.authorised ? [selected] : [];
      if (method === 'eth_chainId') return chain;
      if (answer) return answer(method, params);
      throw Object.assign(new Error(`The fake wallet does not answer ${method}`), { code: 4200 });
    },
    on: (event, listener) => {
      listeners.set(event, (listeners.get(event) ?? new Set()).add(listener));
    },
    removeListener: (event, listener) => {
      listeners.get(event)?.delete(listener);
    },
    emit: (event, payload) => listeners.get(event)?.forEach((listener) => listener(payload)),
    switchAccount: (next) => {
      selected = next;
      provider.emit('accountsChanged', [next]);
    },
    switchChain: (next) => {
      chain = next;
      provider.emit('chainChanged', next);
    },
    listenerCount: (event) => listeners.get(event)?.size ?? 0,
  };
  return provider;
}

const responders: (() => void)[] = [];

/**
 * Installs `provider` as an EIP-6963 wallet on `window`: it announces itself now and whenever the
 * page asks. `uninstallAnnouncedWallets` removes every one installed so far (call it after each test).
 */
export function installAnnouncedWallet(
  info: { name: string; rdns: string; icon?: string; uuid?: string },
  provider: InjectedWallet,
): void {
  const announce = () =>
    window.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', {
        detail: Object.freeze({
          info: {
            uuid: info.uuid ?? `${info.rdns}-uuid`,
            icon: info.icon ?? 'data:image/svg+xml,%3Csvg%2F%3E',
            ...info,
          },
          provider,
        }),
      }),
    );
  window.addEventListener('eip6963:requestProvider', announce);
  responders.push(() => window.removeEventListener('eip6963:requestProvider', announce));
  announce();
}

export function uninstallAnnouncedWallets(): void {
  responders.splice(0).forEach((remove) => remove());
}

/**
 * A browser of the test's own and the real discovery of its wallets: `install` makes a wallet announce
 * itself there (EIP-6963), as one does when it loads; nothing another test installed is seen.
 */
export function testBrowser() {
  const browser = new EventTarget();
  const discovery = createWalletDiscovery(browser as unknown as Window);
  const install = (info: { name: string; rdns: string }, provider: InjectedWallet) =>
    browser.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', {
        detail: Object.freeze({
          info: { uuid: `${info.rdns}-uuid`, icon: 'data:image/svg+xml,%3Csvg%2F%3E', ...info },
          provider,
        }),
      }),
    );
  return { discovery, install };
}

/** Sets (or with null removes) `window.ethereum`. */
export function setWindowEthereum(provider: InjectedWallet | null): void {
  if (provider) Object.assign(window, { ethereum: provider });
  else Reflect.deleteProperty(window, 'ethereum');
}

export interface BrowserWalletOptions {
  chainId?: string;
  authorised?: boolean;
  /** The account's ETH balance, or how each read of it answers (e.g. a promise the test resolves later). */
  balanceWei?: bigint | (() => Promise<bigint>);
  /** The chain's newest block, read at each request (block 1 by default). */
  blockNumber?: () => number;
  /**
   * The node's fees, for ethers' getFeeData: the latest block's base fee and the suggested tip. A
   * wallet without them cannot tell its fees (getFeeData fails).
   */
  fees?: { baseFeePerGasWei: bigint; maxPriorityFeePerGasWei: bigint };
  answer?: (method: string, params: unknown) => Promise<unknown>;
}

const hex = (value: bigint) => `0x${value.toString(16)}`;

/** The latest block as a node answers eth_getBlockByNumber, as much of it as ethers reads. */
const latestBlock = (baseFeePerGasWei: bigint) => ({
  number: '0x1',
  hash: `0x${'01'.repeat(32)}`,
  parentHash: `0x${'00'.repeat(32)}`,
  timestamp: '0x0',
  difficulty: '0x0',
  gasLimit: hex(30_000_000n),
  gasUsed: '0x0',
  extraData: '0x',
  baseFeePerGas: hex(baseFeePerGasWei),
  transactions: [],
});

/**
 * The browser wallet of a screen test: a fakeProvider that has authorised the site (so the session
 * reconnects to it at start-up) and answers the reads the session makes by itself (the balance, which
 * `balanceWei` sets, and the block number it follows, which `blockNumber` sets), and the node's fees when `fees` are given;
 * every other method goes to `answer`.
 */
export function browserWallet(
  account: string,
  {
    chainId = '0x5',
    authorised = true,
    balanceWei = 0n,
    blockNumber = () => 1,
    fees,
    answer,
  }: BrowserWalletOptions = {},
): FakeProvider {
  return fakeProvider({
    account,
    chainId,
    authorised,
    answer: async (method, params) => {
      if (method === 'eth_getBalance') return hex(typeof balanceWei === 'bigint' ? balanceWei : await balanceWei());
      if (method === 'eth_blockNumber') return hex(BigInt(blockNumber()));
      if (fees && method === 'eth_getBlockByNumber') return latestBlock(fees.baseFeePerGasWei);
      if (fees && method === 'eth_maxPriorityFeePerGas') return hex(fees.maxPriorityFeePerGasWei);
      if (fees && method === 'eth_gasPrice') return hex(fees.baseFeePerGasWei + fees.maxPriorityFeePerGasWei);
      if (answer) return answer(method, params);
      throw Object.assign(new Error(`The test wallet does not answer ${method}`), { code: 4200 });
    },
  });
}

/**
 * Where a session finds only `provider` (at window.ethereum of a window of its own), or no wallet at
 * all: the real discovery, without the page's announcements or what earlier tests installed.
 */
export function discoveryOf(provider: InjectedWallet | null): WalletDiscovery {
  const browser = Object.assign(new EventTarget(), provider ? { ethereum: provider } : {});
  return createWalletDiscovery(browser as unknown as Window);
}

/** EIP-712 data as a wallet receives it in eth_signTypedData_v4: JSON, numbers as decimal strings. */
export interface TypedDataPayload {
  domain: TypedDataDomain;
  types: Record<string, TypedDataField[]>;
  primaryType: string;
  message: Record<string, unknown>;
}

/**
 * A browser wallet whose account is `key`'s and which signs EIP-712 data with it, as a wallet would
 * (eth_signTypedData_v4), keeping each payload it was asked to sign in `signed`.
 */
export function signingWallet(key: Wallet, options: Omit<BrowserWalletOptions, 'answer'> = {}) {
  const signed: TypedDataPayload[] = [];
  const wallet = browserWallet(key.address, {
    ...options,
    answer: async (method, params) => {
      if (method !== 'eth_signTypedData_v4') throw Object.assign(new Error(`Unanswered ${method}`), { code: 4200 });
      const [, json] = params as [string, string];
      const payload = JSON.parse(json) as TypedDataPayload;
      signed.push(payload);
      const { EIP712Domain: _domainType, ...types } = payload.types;
      return key.signTypedData(payload.domain, types, payload.message);
    },
  });
  return { wallet, signed };
}
