import { act, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider, useAuth } from '../accounts';
import { FakeAccountsClient } from '../accounts/test/FakeAccountsClient';
import { ToastProvider } from '../toast';
import { useWeb3 } from './Web3Provider';
import { WalletSessionProvider } from './WalletSessionProvider';
import type { WalletDiscovery } from './walletDiscovery';
import { withQueryClient } from '../../test/withQueryClient';
import { expectDefined, nth } from '../../test/defined';
import { toUtf8String } from 'ethers';
import type { TypedDataToSign } from './useWallet';
import { browserWallet, testBrowser, type FakeProvider } from './test/fakeWallets';
import { deferred } from '../../test/deferred';

/** As the app composes it: the wallet kept linked to the signed-in account; the wallets are the test browser's. */
function LinkedWeb3Provider({ children, discovery }: { children: ReactNode; discovery?: WalletDiscovery }) {
  return (
    <WalletSessionProvider accountLink={useAuth()} discovery={discovery}>
      {children}
    </WalletSessionProvider>
  );
}

const ACCOUNT = '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc';
const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const METAMASK = { name: 'MetaMask', rdns: 'io.metamask' };
const RABBY = { name: 'Rabby', rdns: 'io.rabby' };

// jsdom cannot reload a page: the session's reload on a network change is recorded instead.
const reloadPage = vi.hoisted(() => vi.fn());
vi.mock('./reloadPage', () => ({ reloadPage }));

/** The test's browser: the session finds the wallets installed in it (EIP-6963), and none other. */
let browser = testBrowser();
/** The chain the wallets are on: its newest block, and each account's balance. */
const chain = { block: 1, balanceWei: 1_500_000_000_000_000_000n };

/** What a wallet does when the site asks it to sign a message (the Sign-In with Ethereum link). */
type SignAnswer = 'signs' | 'refuses' | Error;

/** A wallet of the test's browser, and the messages it was asked to sign (`signed`). */
interface TestWallet {
  provider: FakeProvider;
  signed: string[];
  /** How it answers the next signature request. */
  sign: SignAnswer;
}

/**
 * Installs a wallet in the test's browser (`info`, MetaMask by default) whose account is `account`; with
 * `authorised` the site is already trusted, so the session reconnects to it at start-up.
 */
function installWallet({
  info = METAMASK,
  account = ACCOUNT,
  authorised = false,
  sign = 'signs',
}: { info?: { name: string; rdns: string }; account?: string; authorised?: boolean; sign?: SignAnswer } = {}) {
  const wallet: TestWallet = {
    signed: [],
    sign,
    provider: browserWallet(account, {
      authorised,
      balanceWei: async () => chain.balanceWei,
      blockNumber: () => chain.block,
      answer: async (method, params) => {
        if (method === 'eth_signTypedData_v4') return '0x7e57';
        if (method !== 'personal_sign') throw Object.assign(new Error(`Unanswered ${method}`), { code: 4200 });
        const [hexMessage] = params as [string, string];
        wallet.signed.push(toUtf8String(hexMessage));
        if (wallet.sign === 'refuses') throw Object.assign(new Error('User denied message signature.'), { code: 4001 });
        if (wallet.sign instanceof Error) throw wallet.sign;
        return '0x5167';
      },
    }),
  };
  browser.install(info, wallet.provider);
  return wallet;
}

/** The methods `wallet` was asked, in order. */
const asked = (wallet: TestWallet) => wallet.provider.requests.map(({ method }) => method);
/** Whether `wallet` showed its connection prompt (a reconnection at start-up shows none). */
const prompted = (wallet: TestWallet) => asked(wallet).includes('eth_requestAccounts');

function setup({
  signedIn = true,
  walletAddress,
  strict = false,
}: { signedIn?: boolean; walletAddress?: string; strict?: boolean } = {}) {
  const client = new FakeAccountsClient();
  const QueryWrapper = withQueryClient();
  if (signedIn)
    client.session = async () => ({ id: 'u1', email: 'sam@example.com', ...(walletAddress ? { walletAddress } : {}) });
  const wrapper = ({ children }: { children: ReactNode }) => {
    const tree = (
      <QueryWrapper>
        <ToastProvider>
          <AuthProvider client={client}>
            <LinkedWeb3Provider discovery={browser.discovery}>{children}</LinkedWeb3Provider>
          </AuthProvider>
        </ToastProvider>
      </QueryWrapper>
    );
    return strict ? <StrictMode>{tree}</StrictMode> : tree;
  };
  return { client, ...renderHook(() => useWeb3(), { wrapper }) };
}

const links = (client: FakeAccountsClient) => client.calls.filter((call) => call.startsWith('link'));

describe('Web3Provider', () => {
  beforeEach(() => {
    browser = testBrowser();
    chain.block = 1;
    chain.balanceWei = 1_500_000_000_000_000_000n;
    localStorage.clear();
  });
  afterEach(() => {
    reloadPage.mockReset();
    vi.useRealTimers();
  });

  it('refuses to be used outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useWeb3())).toThrow('useWeb3 must be used within a Web3Provider');
  });

  it('starts disconnected with a "0" balance, and reconnects at start-up when a wallet is there', async () => {
    const wallet = installWallet({ authorised: true });
    const { result } = setup({ walletAddress: ACCOUNT.toLowerCase() });
    expect(result.current).toMatchObject({
      account: null,
      isConnected: false,
      balance: '0',
      signer: null,
      provider: null,
    });
    await waitFor(() => expect(result.current).toMatchObject({ account: ACCOUNT, isConnected: true }));
    expect(prompted(wallet)).toBe(false);
  });

  it('does not try to reconnect without a wallet, and says so when asked to connect', async () => {
    const { result } = setup();
    const message = 'Ethereum wallet not detected. Please install MetaMask or a compatible wallet.';
    await act(() => expect(result.current.connect()).rejects.toThrow(message));
    expect(result.current.error).toBe(message);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
  });

  it('is connecting while the wallet is asked, and keeps the reason when it fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const wallet = installWallet();
    // The wallet's prompt stays open until the test answers it.
    const prompt = deferred<never>();
    const answer = wallet.provider.request;
    wallet.provider.request = (request) =>
      request.method === 'eth_requestAccounts' ? prompt.promise : answer(request);
    const { result } = setup();
    let attempt: Promise<void> = Promise.resolve();
    act(() => {
      attempt = result.current.connect();
    });
    await waitFor(() => expect(result.current.isConnecting).toBe(true));
    await act(async () => {
      prompt.reject(new Error('Request already pending'));
      await attempt.catch(() => {});
    });
    expect(result.current.isConnecting).toBe(false);
    expect(result.current.error).toBe('Request already pending');
    expect(console.error).toHaveBeenCalledWith('Error connecting wallet:', expect.any(Error));
  });

  it('exposes account, chain, signer and the balance in ETH once connected; green only on 0x1 and 0x5', async () => {
    // The wallet's block polling (ethers, every 4 s) on a clock the test moves.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const wallet = installWallet({ authorised: true });
    const { result } = setup({ walletAddress: ACCOUNT.toLowerCase() });
    await waitFor(() => expect(result.current.signer).not.toBeNull());
    await waitFor(() => expect(result.current.balance).toBe('1.5'));
    expect(result.current).toMatchObject({
      account: ACCOUNT,
      chainId: '0x5',
      isConnected: true,
      isSupportedNetwork: true,
    });

    // A new block (say, the rent just paid was mined): the balance is read again.
    chain.balanceWei = 1_250_000_000_000_000_000n;
    chain.block = 2;
    await act(() => vi.advanceTimersByTimeAsync(4_000));
    await waitFor(() => expect(result.current.balance).toBe('1.25'));

    act(() => wallet.provider.switchChain('0x89'));
    expect(result.current.isSupportedNetwork).toBe(false);
    act(() => wallet.provider.switchChain('0x1'));
    expect(result.current.isSupportedNetwork).toBe(true);
  });

  it('resets everything when the wallet reports no accounts', async () => {
    const wallet = installWallet({ authorised: true });
    const { result } = setup({ walletAddress: ACCOUNT.toLowerCase() });
    await waitFor(() => expect(result.current.balance).toBe('1.5'));
    act(() => wallet.provider.emit('accountsChanged', []));
    expect(result.current).toMatchObject({
      account: null,
      chainId: null,
      isConnected: false,
      balance: '0',
      signer: null,
      provider: null,
    });
  });

  it('reloads the page when the wallet changes network', async () => {
    const wallet = installWallet({ authorised: true });
    const { result } = setup({ walletAddress: ACCOUNT.toLowerCase() });
    await waitFor(() => expect(result.current.isConnected).toBe(true));
    expect(reloadPage).not.toHaveBeenCalled();
    act(() => wallet.provider.switchChain('0x89'));
    expect(reloadPage).toHaveBeenCalledOnce();
  });

  it('links a newly seen wallet to the signed-in user once, even with React’s doubled effects', async () => {
    const { result, client } = setup({ strict: true });
    await waitFor(() => expect(client.calls).toContain('restoreSession'));
    const wallet = installWallet({ authorised: true });
    await waitFor(() => expect(links(client)).toEqual(['link u1']));
    // One Sign-In with Ethereum message, naming the wallet and the client's nonce, signed once and sent with its signature.
    expect(wallet.signed).toHaveLength(1);
    const message = nth(wallet.signed, 0);
    expect(message.split('\n')).toEqual(expect.arrayContaining([ACCOUNT, 'Nonce: a1b2c3d4e5f6a7b8']));
    expect(client.proofs).toEqual([{ message, signature: '0x5167' }]);
    expect(result.current.isConnected).toBe(true);
  });

  it('does not link a wallet the user already has, whatever the letter case', async () => {
    const wallet = installWallet({ authorised: true });
    const { result, client } = setup({ walletAddress: ACCOUNT.toLowerCase() });
    await waitFor(() => expect(result.current.signer).not.toBeNull());
    await act(async () => {});
    expect(links(client)).toEqual([]);
    expect(wallet.signed).toEqual([]);
  });

  it('does not link without a signed-in user', async () => {
    const wallet = installWallet({ authorised: true });
    const { result, client } = setup({ signedIn: false });
    await waitFor(() => expect(result.current.signer).not.toBeNull());
    await act(async () => {});
    expect(client.calls.filter((call) => call.startsWith('nonce'))).toEqual([]);
    expect(wallet.signed).toEqual([]);
  });

  it('on an account change, a refused signature is logged with its prefix, told, not asked again, and the wallet stays connected', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const wallet = installWallet({ authorised: true, sign: 'refuses' });
    const { result, client } = setup({ walletAddress: ACCOUNT.toLowerCase() });
    await waitFor(() => expect(result.current.signer).not.toBeNull());

    act(() => wallet.provider.switchAccount(OTHER));
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith('Error linking wallet on account change:', expect.any(Error)),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Wallet not linked to your account: the signature request was declined.',
    );
    expect(links(client)).toEqual([]);
    expect(result.current).toMatchObject({ account: OTHER, isConnected: true });

    // The same user reported again (a token refresh) is nothing new: no second prompt.
    act(() => client.emit({ id: 'u1', email: 'sam@example.com', walletAddress: ACCOUNT.toLowerCase() }));
    await act(async () => {});
    expect(wallet.signed).toHaveLength(1);
  });

  it('labels a failed link after an explicit connect "on connect"', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    installWallet({ sign: 'refuses' });
    const { result, client } = setup();
    await waitFor(() => expect(client.calls).toContain('restoreSession'));
    await act(() => result.current.connect());
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Error linking wallet on connect:', expect.any(Error)));
  });

  it('labels a failed link at start-up "on init"', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    installWallet({ authorised: true, sign: 'refuses' });
    setup();
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Error linking wallet on init:', expect.any(Error)));
  });

  it('remembers a refused link across reloads: no new signature request or toast until the user asks, then the real reason', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const wallet = installWallet({ authorised: true });
    const first = setup();
    first.client.linkResult = async () => {
      throw new Error('This wallet is already linked to another account');
    };
    expect(
      await screen.findByText('Wallet not linked to your account: This wallet is already linked to another account'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(first.result.current.linkFailure).toBe('This wallet is already linked to another account'),
    );
    expect(wallet.signed).toHaveLength(1);
    expect(logged).toHaveBeenCalledWith('Error linking wallet on init:', expect.any(Error));
    first.unmount();

    // A reload: the same account and wallet are not asked again, and no toast is shown.
    browser = testBrowser();
    browser.install(METAMASK, wallet.provider);
    const second = setup();
    await waitFor(() => expect(second.result.current.signer).not.toBeNull());
    await act(async () => {});
    expect(wallet.signed).toHaveLength(1);
    expect(screen.queryByText(/Wallet not linked/)).toBeNull();
    expect(second.result.current.linkFailure).toBe('This wallet is already linked to another account');

    // The user asks: a new signature request, and this time it works.
    act(() => second.result.current.retryLink());
    await waitFor(() => expect(links(second.client)).toHaveLength(1));
    expect(wallet.signed).toHaveLength(2);
    await waitFor(() => expect(second.result.current.linkFailure).toBeNull());
  });

  it('keeps a transient failure (the page left mid-link, the network) for this page only: the next start links', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const wallet = installWallet({ authorised: true });
    const first = setup();
    first.client.linkResult = async () => {
      throw new TypeError('Failed to fetch');
    };
    expect(await screen.findByText(/^Wallet not linked to your account: Network error/)).toBeInTheDocument();
    await waitFor(() => expect(first.result.current.linkFailure).toMatch(/^Network error/));
    first.unmount();

    // A reload: asked again, and this time the link is made.
    browser = testBrowser();
    browser.install(METAMASK, wallet.provider);
    const second = setup();
    await waitFor(() => expect(links(second.client)).toHaveLength(1));
    expect(wallet.signed).toHaveLength(2);
    await waitFor(() => expect(second.result.current.linkFailure).toBeNull());
  });

  it("never shows a wallet's raw error text when it cannot sign (no personal_sign)", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    installWallet({
      authorised: true,
      sign: Object.assign(new Error('Unsupported method'), { code: 4200 }),
    });
    const { client } = setup();
    client.linkResult = async () => {
      throw new Error('unreachable');
    };
    const toast = await screen.findByText(/Wallet not linked to your account/);
    expect(toast).toHaveTextContent('Wallet not linked to your account: Your wallet does not support this request');
    expect(toast.textContent).not.toMatch(/coalesce|payload|\{/);
  });

  it('connects the only wallet there is without asking which', async () => {
    const wallet = installWallet();
    const { result } = setup();
    await act(() => result.current.connect());
    expect(prompted(wallet)).toBe(true);
    expect(result.current).toMatchObject({ account: ACCOUNT, isConnected: true });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('with several wallets, connects the one the user chooses', async () => {
    const metaMask = installWallet();
    const rabby = installWallet({ info: RABBY, account: OTHER });
    const { result } = setup();
    let attempt: Promise<void> = Promise.resolve();
    act(() => {
      attempt = result.current.connect();
    });
    const chooser = await screen.findByRole('dialog', { name: 'Choose a wallet' });
    expect(
      within(chooser)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['', 'MetaMask', 'Rabby']);
    expect([prompted(metaMask), prompted(rabby)]).toEqual([false, false]);
    await userEvent.click(within(chooser).getByRole('button', { name: 'Rabby' }));
    await act(() => attempt);
    expect([prompted(metaMask), prompted(rabby)]).toEqual([false, true]);
    expect(result.current.account).toBe(OTHER);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closing the chooser connects nothing, shows no error, and tells the caller', async () => {
    const wallets = [installWallet(), installWallet({ info: RABBY })];
    const { result } = setup();
    let outcome: Promise<unknown> = Promise.resolve();
    act(() => {
      outcome = result.current.connect().catch((error: unknown) => error);
    });
    await screen.findByRole('dialog', { name: 'Choose a wallet' });
    await userEvent.keyboard('{Escape}');
    expect(await outcome).toMatchObject({ message: 'No wallet was chosen', code: 4001 });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(wallets.map(prompted)).toEqual([false, false]);
    expect(result.current.error).toBeNull();
    expect(result.current.isConnecting).toBe(false);
  });

  it('reconnects at start-up only once a wallet to reconnect has announced itself', async () => {
    const { result } = setup({ walletAddress: ACCOUNT.toLowerCase() });
    await act(() => Promise.resolve());
    expect(result.current.isConnected).toBe(false);
    const wallet = installWallet({ authorised: true });
    await waitFor(() => expect(result.current.isConnected).toBe(true));
    expect(prompted(wallet)).toBe(false);
  });

  it('does not reconnect at start-up after the user disconnected', async () => {
    localStorage.setItem('toolshare.wallet.disconnected', '1');
    const wallet = installWallet({ authorised: true });
    const { result } = setup();
    await act(() => Promise.resolve());
    expect(asked(wallet)).toEqual([]);
    expect(result.current.isConnected).toBe(false);
  });

  it('signs typed data through the wallet', async () => {
    const data: TypedDataToSign = {
      domain: { name: 'Toolshare' },
      types: { Ping: [{ name: 'n', type: 'uint256' }] },
      message: { n: 1n },
    };
    const wallet = installWallet({ authorised: true });
    const { result } = setup({ walletAddress: ACCOUNT.toLowerCase() });
    await waitFor(() => expect(result.current.isConnected).toBe(true));
    await expect(result.current.signTypedData(data)).resolves.toBe('0x7e57');
    const request = expectDefined(
      wallet.provider.requests.find(({ method }) => method === 'eth_signTypedData_v4'),
      'the signature request',
    );
    const [signer, payload] = request.params as [string, string];
    expect(signer).toBe(ACCOUNT);
    expect(JSON.parse(payload)).toMatchObject({
      primaryType: 'Ping',
      domain: { name: 'Toolshare' },
      message: { n: '1' },
    });
  });

  it('disconnects on request', async () => {
    installWallet({ authorised: true });
    const { result } = setup({ walletAddress: ACCOUNT.toLowerCase() });
    await waitFor(() => expect(result.current.isConnected).toBe(true));
    act(() => result.current.disconnect());
    expect(result.current).toMatchObject({ isConnected: false, account: null, balance: '0' });
  });
});

it('renders its children', () => {
  const QueryWrapper = withQueryClient();
  render(
    <QueryWrapper>
      <ToastProvider>
        <AuthProvider client={new FakeAccountsClient()}>
          <LinkedWeb3Provider>
            <p>inside</p>
          </LinkedWeb3Provider>
        </AuthProvider>
      </ToastProvider>
    </QueryWrapper>,
  );
  expect(screen.getByText('inside')).toBeInTheDocument();
});
