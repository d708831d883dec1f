import { act, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider, useAuth } from '../accounts';
import { FakeAccountsClient } from '../accounts/test/FakeAccountsClient';
import { ToastProvider } from '../toast';
import { useWeb3 } from './Web3Provider';
import { WalletSessionProvider } from './WalletSessionProvider';
import { withQueryClient } from '../../test/withQueryClient';
import { nth } from '../../test/defined';

/** As the app composes it: the wallet kept linked to the signed-in account. */
function LinkedWeb3Provider({ children }: { children: ReactNode }) {
  return <WalletSessionProvider accountLink={useAuth()}>{children}</WalletSessionProvider>;
}
import type { TypedDataToSign, WalletConnection } from './useWallet';
import type { WalletOption } from './walletDiscovery';

const ACCOUNT = '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc';
const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

/** The wallet connection the provider sees, driven by each test (useWallet is the wallet seam). */
const connection = vi.hoisted(() => {
  const METAMASK = { id: 'io.metamask', name: 'MetaMask', icon: null };
  type Listener = () => void;
  const listeners = new Set<Listener>();
  const state = {
    account: null as string | null,
    chainId: null as string | null,
    isActivating: false,
    wallets: [METAMASK] as WalletOption[],
    canReconnect: true,
    connectedTo: [] as string[],
    chainListener: undefined as ((chainId: string) => void) | undefined,
    signatures: [] as string[],
    signFails: false,
    signError: null as Error | null,
    eagerCalls: 0,
    balanceWei: 1_500_000_000_000_000_000n,
    blockListeners: new Set<() => void>(),
    connectImpl: async (_walletId: string) => {},
    signTypedData: async (_data: TypedDataToSign) => '0xtyped',
  };
  return {
    state,
    subscribe: (listener: Listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(patch: Partial<typeof state>) {
      Object.assign(state, patch);
      listeners.forEach((listener) => listener());
    },
  };
});

const reloadPage = vi.hoisted(() => vi.fn());
vi.mock('./reloadPage', () => ({ reloadPage }));

vi.mock('./useWallet', async () => {
  const { useMemo, useSyncExternalStore } = await import('react');
  const { state, subscribe } = connection;
  const fakeProvider = (account: string) => ({
    getSigner: async () => ({
      address: account,
      signMessage: async (message: string) => {
        state.signatures.push(message);
        if (state.signFails)
          throw state.signError ?? Object.assign(new Error('User denied message signature.'), { code: 4001 });
        return '0xsignature';
      },
    }),
    getBalance: async () => state.balanceWei,
    on: async (event: string, listener: () => void) => {
      if (event === 'block') state.blockListeners.add(listener);
    },
    off: async (event: string, listener: () => void) => {
      if (event === 'block') state.blockListeners.delete(listener);
    },
  });
  return {
    useWallet: ({ onChainChanged }: { onChainChanged?: (chainId: string) => void } = {}): WalletConnection => {
      state.chainListener = onChainChanged;
      const account = useSyncExternalStore(subscribe, () => state.account);
      const chainId = useSyncExternalStore(subscribe, () => state.chainId);
      const isActivating = useSyncExternalStore(subscribe, () => state.isActivating);
      const wallets = useSyncExternalStore(subscribe, () => state.wallets);
      const canReconnect = useSyncExternalStore(subscribe, () => state.canReconnect);
      const provider = useMemo(() => (account ? fakeProvider(account) : null), [account]);
      return useMemo(
        () => ({
          wallets,
          canReconnect,
          account,
          chainId,
          isActive: account !== null,
          isActivating,
          provider: provider as unknown as WalletConnection['provider'],
          connect: (walletId: string) => {
            state.connectedTo.push(walletId);
            return state.connectImpl(walletId);
          },
          connectEagerly: async () => {
            state.eagerCalls += 1;
          },
          disconnect: () => connection.set({ account: null, chainId: null }),
          signTypedData: (data: TypedDataToSign) => state.signTypedData(data),
        }),
        [wallets, canReconnect, account, chainId, isActivating, provider],
      );
    },
  };
});

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
            <LinkedWeb3Provider>{children}</LinkedWeb3Provider>
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
    connection.set({
      account: null,
      chainId: null,
      isActivating: false,
      wallets: [{ id: 'io.metamask', name: 'MetaMask', icon: null }],
      canReconnect: true,
      connectedTo: [],
      signatures: [],
      signFails: false,
      signError: null,
      eagerCalls: 0,
      balanceWei: 1_500_000_000_000_000_000n,
      blockListeners: new Set(),
      connectImpl: async () => {},
      signTypedData: async () => '0xtyped',
    });
    localStorage.clear();
  });
  afterEach(() => reloadPage.mockReset());

  it('refuses to be used outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useWeb3())).toThrow('useWeb3 must be used within a Web3Provider');
  });

  it('starts disconnected with a "0" balance, and reconnects at start-up when a wallet is there', async () => {
    const { result } = setup();
    expect(result.current).toMatchObject({
      account: null,
      isConnected: false,
      balance: '0',
      signer: null,
      provider: null,
    });
    await waitFor(() => expect(connection.state.eagerCalls).toBe(1));
  });

  it('does not try to reconnect without a wallet, and says so when asked to connect', async () => {
    connection.set({ wallets: [], canReconnect: false });
    const { result } = setup();
    const message = 'Ethereum wallet not detected. Please install MetaMask or a compatible wallet.';
    await act(() => expect(result.current.connect()).rejects.toThrow(message));
    expect(connection.state.eagerCalls).toBe(0);
    expect(result.current.error).toBe(message);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
  });

  it('is connecting while the wallet is asked, and keeps the reason when it fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let refuse: (error: unknown) => void = () => {};
    connection.set({ connectImpl: () => new Promise((_, reject) => (refuse = reject)) });
    const { result } = setup();
    let attempt: Promise<void> = Promise.resolve();
    act(() => {
      attempt = result.current.connect();
    });
    expect(result.current.isConnecting).toBe(true);
    await act(async () => {
      refuse(new Error('Request already pending'));
      await attempt.catch(() => {});
    });
    expect(result.current.isConnecting).toBe(false);
    expect(result.current.error).toBe('Request already pending');
    expect(console.error).toHaveBeenCalledWith('Error connecting wallet:', expect.any(Error));
  });

  it('exposes account, chain, signer and the balance in ETH once connected; green only on 0x1 and 0x5', async () => {
    const { result } = setup({ walletAddress: ACCOUNT.toLowerCase() });
    act(() => connection.set({ account: ACCOUNT, chainId: '0x5' }));
    await waitFor(() => expect(result.current.signer).not.toBeNull());
    expect(result.current).toMatchObject({
      account: ACCOUNT,
      chainId: '0x5',
      isConnected: true,
      balance: '1.5',
      isSupportedNetwork: true,
    });

    // A new block (say, the rent just paid was mined): the balance is read again.
    connection.state.balanceWei = 1_250_000_000_000_000_000n;
    act(() => connection.state.blockListeners.forEach((listener) => listener()));
    await waitFor(() => expect(result.current.balance).toBe('1.25'));

    act(() => connection.set({ chainId: '0x89' }));
    expect(result.current.isSupportedNetwork).toBe(false);
    act(() => connection.set({ chainId: '0x1' }));
    expect(result.current.isSupportedNetwork).toBe(true);
  });

  it('resets everything when the wallet reports no accounts', async () => {
    const { result } = setup({ walletAddress: ACCOUNT.toLowerCase() });
    act(() => connection.set({ account: ACCOUNT, chainId: '0x5' }));
    await waitFor(() => expect(result.current.balance).toBe('1.5'));
    act(() => connection.set({ account: null, chainId: null }));
    expect(result.current).toMatchObject({
      account: null,
      chainId: null,
      isConnected: false,
      balance: '0',
      signer: null,
      provider: null,
    });
  });

  it('reloads the page when the wallet changes network', () => {
    setup();
    act(() => connection.state.chainListener?.('0x89'));
    expect(reloadPage).toHaveBeenCalledOnce();
  });

  it('links a newly seen wallet to the signed-in user once, even with React’s doubled effects', async () => {
    const { result, client } = setup({ strict: true });
    await waitFor(() => expect(client.calls).toContain('restoreSession'));
    act(() => connection.set({ account: ACCOUNT, chainId: '0x5' }));
    await waitFor(() => expect(links(client)).toEqual(['link u1']));
    // One Sign-In with Ethereum message, naming the wallet and the client's nonce, signed once and sent with its signature.
    expect(connection.state.signatures).toHaveLength(1);
    const message = nth(connection.state.signatures, 0);
    expect(message.split('\n')).toEqual(expect.arrayContaining([ACCOUNT, 'Nonce: a1b2c3d4e5f6a7b8']));
    expect(client.proofs).toEqual([{ message, signature: '0xsignature' }]);
    expect(result.current.isConnected).toBe(true);
  });

  it('does not link a wallet the user already has, whatever the letter case', async () => {
    const { result, client } = setup({ walletAddress: ACCOUNT.toLowerCase() });
    act(() => connection.set({ account: ACCOUNT, chainId: '0x5' }));
    await waitFor(() => expect(result.current.signer).not.toBeNull());
    expect(links(client)).toEqual([]);
    expect(connection.state.signatures).toEqual([]);
  });

  it('does not link without a signed-in user', async () => {
    const { result, client } = setup({ signedIn: false });
    act(() => connection.set({ account: ACCOUNT, chainId: '0x5' }));
    await waitFor(() => expect(result.current.signer).not.toBeNull());
    expect(client.calls.filter((call) => call.startsWith('nonce'))).toEqual([]);
  });

  it('on an account change, a refused signature is logged with its prefix, told, not asked again, and the wallet stays connected', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { result, client } = setup({ walletAddress: ACCOUNT.toLowerCase() });
    act(() => connection.set({ account: ACCOUNT, chainId: '0x5' }));
    await waitFor(() => expect(result.current.signer).not.toBeNull());

    connection.state.signFails = true;
    act(() => connection.set({ account: OTHER }));
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
    expect(connection.state.signatures).toHaveLength(1);
  });

  it('labels a failed link after an explicit connect "on connect"', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    connection.set({ signFails: true, connectImpl: async () => connection.set({ account: ACCOUNT, chainId: '0x5' }) });
    const { result, client } = setup();
    await waitFor(() => expect(client.calls).toContain('restoreSession'));
    await act(() => result.current.connect());
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Error linking wallet on connect:', expect.any(Error)));
  });

  it('labels a failed link at start-up "on init"', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    connection.set({ signFails: true, account: ACCOUNT, chainId: '0x5' });
    setup();
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Error linking wallet on init:', expect.any(Error)));
  });

  it('remembers a refused link across reloads: no new signature request or toast until the user asks, then the real reason', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const first = setup();
    first.client.linkResult = async () => {
      throw new Error('This wallet is already linked to another account');
    };
    act(() => connection.set({ account: ACCOUNT, chainId: '0x5' }));
    expect(
      await screen.findByText('Wallet not linked to your account: This wallet is already linked to another account'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(first.result.current.linkFailure).toBe('This wallet is already linked to another account'),
    );
    expect(connection.state.signatures).toHaveLength(1);
    expect(logged).toHaveBeenCalledWith('Error linking wallet on init:', expect.any(Error));
    first.unmount();

    // A reload: the same account and wallet are not asked again, and no toast is shown.
    const second = setup();
    await waitFor(() => expect(second.result.current.signer).not.toBeNull());
    await act(async () => {});
    expect(connection.state.signatures).toHaveLength(1);
    expect(screen.queryByText(/Wallet not linked/)).toBeNull();
    expect(second.result.current.linkFailure).toBe('This wallet is already linked to another account');

    // The user asks: a new signature request, and this time it works.
    act(() => second.result.current.retryLink());
    await waitFor(() => expect(links(second.client)).toHaveLength(1));
    expect(connection.state.signatures).toHaveLength(2);
    await waitFor(() => expect(second.result.current.linkFailure).toBeNull());
  });

  it('keeps a transient failure (the page left mid-link, the network) for this page only: the next start links', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const first = setup();
    first.client.linkResult = async () => {
      throw new TypeError('Failed to fetch');
    };
    act(() => connection.set({ account: ACCOUNT, chainId: '0x5' }));
    expect(await screen.findByText(/^Wallet not linked to your account: Network error/)).toBeInTheDocument();
    await waitFor(() => expect(first.result.current.linkFailure).toMatch(/^Network error/));
    first.unmount();

    // A reload: asked again, and this time the link is made.
    const second = setup();
    await waitFor(() => expect(links(second.client)).toHaveLength(1));
    expect(connection.state.signatures).toHaveLength(2);
    await waitFor(() => expect(second.result.current.linkFailure).toBeNull());
  });

  it("never shows a wallet's raw error text when it cannot sign (no personal_sign)", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { client } = setup();
    client.linkResult = async () => {
      throw new Error('unreachable');
    };
    const unsupported = Object.assign(
      new Error(
        'could not coalesce error (error={ "code": 4200, "message": "Unsupported method" }, payload={ "id": 4 })',
      ),
      {
        code: 'UNKNOWN_ERROR',
        shortMessage: 'could not coalesce error',
        error: { code: 4200, message: 'Unsupported method' },
      },
    );
    connection.set({ signFails: true, signError: unsupported });
    act(() => connection.set({ account: ACCOUNT, chainId: '0x5' }));
    const toast = await screen.findByText(/Wallet not linked to your account/);
    expect(toast).toHaveTextContent('Wallet not linked to your account: Your wallet does not support this request');
    expect(toast.textContent).not.toMatch(/coalesce|payload|\{/);
  });

  it('connects the only wallet there is without asking which', async () => {
    const { result } = setup();
    await act(() => result.current.connect());
    expect(connection.state.connectedTo).toEqual(['io.metamask']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('with several wallets, connects the one the user chooses', async () => {
    connection.set({
      wallets: [
        { id: 'io.metamask', name: 'MetaMask', icon: null },
        { id: 'io.rabby', name: 'Rabby', icon: 'data:image/svg+xml,%3Csvg%2F%3E' },
      ],
    });
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
    expect(connection.state.connectedTo).toEqual([]);
    await userEvent.click(within(chooser).getByRole('button', { name: 'Rabby' }));
    await act(() => attempt);
    expect(connection.state.connectedTo).toEqual(['io.rabby']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closing the chooser connects nothing, shows no error, and tells the caller', async () => {
    connection.set({
      wallets: [
        { id: 'io.metamask', name: 'MetaMask', icon: null },
        { id: 'io.rabby', name: 'Rabby', icon: null },
      ],
    });
    const { result } = setup();
    let outcome: Promise<unknown> = Promise.resolve();
    act(() => {
      outcome = result.current.connect().catch((error: unknown) => error);
    });
    await screen.findByRole('dialog', { name: 'Choose a wallet' });
    await userEvent.keyboard('{Escape}');
    expect(await outcome).toMatchObject({ message: 'No wallet was chosen', code: 4001 });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(connection.state.connectedTo).toEqual([]);
    expect(result.current.error).toBeNull();
    expect(result.current.isConnecting).toBe(false);
  });

  it('reconnects at start-up only once a wallet to reconnect has announced itself', async () => {
    connection.set({ canReconnect: false });
    setup();
    await act(() => Promise.resolve());
    expect(connection.state.eagerCalls).toBe(0);
    act(() => connection.set({ canReconnect: true }));
    await waitFor(() => expect(connection.state.eagerCalls).toBe(1));
  });

  it('does not reconnect at start-up after the user disconnected', async () => {
    localStorage.setItem('toolshare.wallet.disconnected', '1');
    setup();
    await act(() => Promise.resolve());
    expect(connection.state.eagerCalls).toBe(0);
  });

  it('signs typed data through the wallet', async () => {
    const data: TypedDataToSign = {
      domain: { name: 'Toolshare' },
      types: { Ping: [{ name: 'n', type: 'uint256' }] },
      message: { n: 1n },
    };
    const seen: TypedDataToSign[] = [];
    connection.set({ signTypedData: async (signed) => (seen.push(signed), '0xtyped') });
    const { result } = setup();
    await expect(result.current.signTypedData(data)).resolves.toBe('0xtyped');
    expect(seen).toEqual([data]);
  });

  it('disconnects on request', async () => {
    const { result } = setup({ walletAddress: ACCOUNT.toLowerCase() });
    act(() => connection.set({ account: ACCOUNT, chainId: '0x5' }));
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
