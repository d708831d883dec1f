import type { Page } from '@playwright/test';
import { E2E_RPC_URL } from './ports';

/** Hardhat's development accounts (mnemonic "test test … junk"); the node signs for them. */
export const DEV_ACCOUNTS = [
  '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', // 0: deployer and dispute admin
  '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', // 1: alice, sample lender
  '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC', // 2: bob, sample lender
  '0x90F79bf6EB2c4f870365E785982E1f101E93b906', // 3: carol, sample lender
  '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65', // 4: dave, sample lender
  '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc', // 5: a borrower
  '0x976EA74026E726554dB657fA54763abd0C3a0aa9', // 6: a borrower
  '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955', // 7
  '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f', // 8
  '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720', // 9
] as const;

export interface TestWalletOptions {
  /** The selected account. */
  account?: string;
  /** The chain the wallet reports, hex. */
  chainId?: string;
  /** Already authorised for this site: the app connects at start-up without a prompt. */
  authorised?: boolean;
  /** The chains the wallet knows besides its own (it refuses to switch to others with 4902 until one is added). */
  knownChains?: string[];
  /** Where it sends what it does not answer itself: the test chain, or a proxy in front of another (e2e/support/faultChain.ts). */
  rpcUrl?: string;
}

/** A test wallet that announces itself (EIP-6963) under its own name and icon. */
export interface AnnouncedTestWallet extends TestWalletOptions {
  name: string;
  /** Reverse-DNS id, e.g. "test.wallet.blue". */
  rdns: string;
  /** A data: URI image. */
  icon: string;
}

interface WalletScriptOptions extends Required<TestWalletOptions> {
  rpcUrl: string;
  /** Where its state is kept in sessionStorage (one key per wallet). */
  storageKey: string;
  /** Announced with EIP-6963 under this name, or null for a wallet found only at window.ethereum. */
  announce: { name: string; rdns: string; icon: string } | null;
  /** The wallet also sits at window.ethereum (and its controls at window.__testWallet). */
  atWindowEthereum: boolean;
}

/**
 * The page-side wallet: an EIP-1193 provider (at window.ethereum, announced with EIP-6963, or both)
 * that answers account and chain requests itself and forwards everything else to the Hardhat node,
 * whose unlocked development accounts sign. Its state lives in sessionStorage so it survives the
 * reload a chain change causes. Tests steer the one at window.ethereum through window.__testWallet
 * (see the helpers below); every one is also at window.__testWallets[rdns].
 */
function walletScript(options: WalletScriptOptions) {
  type Listener = (payload: unknown) => void;
  interface WalletState {
    account: string;
    chainId: string;
    authorised: boolean;
    knownChains: string[];
    rejectNext: boolean;
    /** Receipts are answered "not mined yet" (null): the page sees its transactions pending. */
    holdReceipts: boolean;
  }
  const STORAGE_KEY = options.storageKey;
  const stored = sessionStorage.getItem(STORAGE_KEY);
  const state: WalletState = stored
    ? (JSON.parse(stored) as WalletState)
    : {
        account: options.account,
        chainId: options.chainId,
        authorised: options.authorised,
        knownChains: [...options.knownChains, options.chainId],
        rejectNext: false,
        holdReceipts: false,
      };
  const save = () => sessionStorage.setItem(STORAGE_KEY, JSON.stringify(state));
  save();

  const listeners = new Map<string, Set<Listener>>();
  const emit = (event: string, payload: unknown) => listeners.get(event)?.forEach((listener) => listener(payload));
  const providerError = (code: number, message: string) => Object.assign(new Error(message), { code });
  const takeRejection = () => {
    if (!state.rejectNext) return;
    state.rejectNext = false;
    save();
    throw providerError(4001, 'MetaMask Tx Signature: User denied transaction signature.');
  };

  let nextRpcId = 1;
  /** Like MetaMask's network client: a request that got no answer is sent again, up to five times in all. */
  const ATTEMPTS = 5;
  async function post(body: string): Promise<Response> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await fetch(options.rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      } catch (error) {
        if (attempt >= ATTEMPTS) throw error;
      }
    }
  }
  async function forward(method: string, params: unknown[]): Promise<unknown> {
    const response = await post(JSON.stringify({ jsonrpc: '2.0', id: nextRpcId++, method, params }));
    // A rate-limited or failing node: as MetaMask passes it on (EIP-1474's -32005 "limit exceeded" for a 429).
    if (!response.ok)
      throw Object.assign(new Error(`Request failed with status ${response.status}`), {
        code: response.status === 429 ? -32005 : -32603,
      });
    const body = (await response.json()) as {
      result?: unknown;
      error?: { code: number; message: string; data?: unknown };
    };
    if (body.error)
      throw Object.assign(new Error(body.error.message), { code: body.error.code, data: body.error.data });
    return body.result;
  }

  const ethereum = {
    isMetaMask: true,
    async request({ method, params = [] }: { method: string; params?: unknown[] }): Promise<unknown> {
      switch (method) {
        case 'eth_chainId':
          return state.chainId;
        case 'net_version':
          return String(parseInt(state.chainId, 16));
        case 'eth_accounts':
          return state.authorised ? [state.account] : [];
        case 'eth_requestAccounts':
          takeRejection();
          state.authorised = true;
          save();
          emit('accountsChanged', [state.account]);
          return [state.account];
        case 'wallet_switchEthereumChain': {
          const { chainId } = params[0] as { chainId: string };
          if (!state.knownChains.includes(chainId)) throw providerError(4902, `Unrecognized chain ID "${chainId}".`);
          state.chainId = chainId;
          save();
          emit('chainChanged', chainId);
          return null;
        }
        case 'wallet_addEthereumChain': {
          // Like MetaMask: the added chain becomes the wallet's chain (the user accepts the switch).
          const { chainId } = params[0] as { chainId: string };
          if (!state.knownChains.includes(chainId)) state.knownChains.push(chainId);
          state.chainId = chainId;
          save();
          emit('chainChanged', chainId);
          return null;
        }
        case 'eth_sendTransaction': {
          takeRejection();
          const [transaction] = params as [Record<string, unknown>];
          return forward(method, [{ ...transaction, from: state.account }]);
        }
        case 'eth_getTransactionReceipt':
          return state.holdReceipts ? null : forward(method, params);
        case 'personal_sign':
        case 'eth_signTypedData_v4':
          takeRejection();
          return forward(method, params);
        default:
          return forward(method, params);
      }
    },
    on(event: string, listener: Listener) {
      const forEvent = listeners.get(event) ?? new Set<Listener>();
      forEvent.add(listener);
      listeners.set(event, forEvent);
      return ethereum;
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener);
      return ethereum;
    },
  };

  const controls = {
    switchAccount(account: string) {
      state.account = account;
      save();
      emit('accountsChanged', state.authorised ? [account] : []);
    },
    switchChain(chainId: string) {
      state.chainId = chainId;
      save();
      emit('chainChanged', chainId);
    },
    lock() {
      state.authorised = false;
      save();
      emit('accountsChanged', []);
    },
    rejectNextRequest() {
      state.rejectNext = true;
      save();
    },
    holdReceipts(hold?: string) {
      state.holdReceipts = hold === 'true';
      save();
    },
  };

  if (options.atWindowEthereum) Object.assign(window, { ethereum, __testWallet: controls });
  const page = window as unknown as { __testWallets?: Record<string, typeof controls> };
  if (options.announce) {
    // EIP-6963: the wallet announces itself at load and again whenever the page asks.
    const detail = Object.freeze({
      info: Object.freeze({ uuid: crypto.randomUUID(), ...options.announce }),
      provider: ethereum,
    });
    const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
    window.addEventListener('eip6963:requestProvider', announce);
    announce();
    page.__testWallets = { ...page.__testWallets, [options.announce.rdns]: controls };
  }
}

const scriptOptionsFor = (options: TestWalletOptions) => ({
  account: options.account ?? DEV_ACCOUNTS[5],
  chainId: options.chainId ?? '0x5',
  authorised: options.authorised ?? false,
  knownChains: options.knownChains ?? ['0x1', '0x5'],
  rpcUrl: options.rpcUrl ?? E2E_RPC_URL,
});

/**
 * Installs the test wallet in every page the test opens (call before `page.goto`): a wallet that does
 * not announce itself, found at window.ethereum only (as before EIP-6963).
 */
export async function installTestWallet(page: Page, options: TestWalletOptions = {}): Promise<void> {
  const scriptOptions: WalletScriptOptions = {
    ...scriptOptionsFor(options),
    storageKey: '__testWallet',
    announce: null,
    atWindowEthereum: true,
  };
  await page.addInitScript(walletScript, scriptOptions);
}

/** A square icon of one colour with a letter, as a data: URI (wallet icons must be data URIs). */
const letterIcon = (letter: string, colour: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="${colour}"/><text x="16" y="22" font-family="sans-serif" font-size="18" font-weight="bold" fill="#fff" text-anchor="middle">${letter}</text></svg>`,
  )}`;

/** Two announced wallets of different development accounts, names and icons. */
export const ANNOUNCED_TEST_WALLETS = [
  { name: 'Amber Test Wallet', rdns: 'test.wallet.amber', icon: letterIcon('A', '#b45309'), account: DEV_ACCOUNTS[5] },
  { name: 'Teal Test Wallet', rdns: 'test.wallet.teal', icon: letterIcon('T', '#0f766e'), account: DEV_ACCOUNTS[6] },
] as const satisfies readonly AnnouncedTestWallet[];

/**
 * Installs wallets that announce themselves (EIP-6963) in every page the test opens. The first also
 * sits at window.ethereum, as the last-installed extension does in a real browser.
 */
export async function installAnnouncedTestWallets(page: Page, wallets: readonly AnnouncedTestWallet[]): Promise<void> {
  for (const [index, { name, rdns, icon, ...options }] of wallets.entries()) {
    const scriptOptions: WalletScriptOptions = {
      ...scriptOptionsFor(options),
      storageKey: `__testWallet:${rdns}`,
      announce: { name, rdns, icon },
      atWindowEthereum: index === 0,
    };
    await page.addInitScript(walletScript, scriptOptions);
  }
}

type WalletControl = 'switchAccount' | 'switchChain' | 'lock' | 'rejectNextRequest' | 'holdReceipts';

async function control(page: Page, action: WalletControl, argument?: string): Promise<void> {
  await page.evaluate(
    ([name, value]) => {
      const wallet = (window as unknown as { __testWallet: Record<WalletControl, (argument?: string) => void> })
        .__testWallet;
      wallet[name](value);
    },
    [action, argument] as const,
  );
}

/** The wallet's user picks another account (emits accountsChanged). */
export const switchWalletAccount = (page: Page, account: string) => control(page, 'switchAccount', account);
/** The wallet moves to another chain (emits chainChanged; the app reloads). */
export const switchWalletChain = (page: Page, chainId: string) => control(page, 'switchChain', chainId);
/** The chain the page's window.ethereum reports now (hex). */
export const walletChainId = (page: Page): Promise<string> =>
  page.evaluate(() =>
    (window as unknown as { ethereum: { request: (args: { method: string }) => Promise<string> } }).ethereum.request({
      method: 'eth_chainId',
    }),
  );
/** The wallet is locked or the site disconnected (emits accountsChanged with no accounts). */
export const lockWallet = (page: Page) => control(page, 'lock');
/** The next connection, signature or transaction prompt is rejected by the user (code 4001). */
export const rejectNextWalletRequest = (page: Page) => control(page, 'rejectNextRequest');
/**
 * While held, the wallet answers every receipt request with "not mined yet": the page shows its
 * transactions as pending, as on a slow network, without stopping the chain other tests share.
 */
export const holdTransactionReceipts = (page: Page, hold: boolean) => control(page, 'holdReceipts', String(hold));
