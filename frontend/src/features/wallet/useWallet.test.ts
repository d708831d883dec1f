import { act, renderHook, waitFor } from '@testing-library/react';
import { Wallet as SigningKey, verifyTypedData, type TypedDataField } from 'ethers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useWallet, type TypedDataToSign } from './useWallet';
import { FALLBACK_WALLET_ID, createWalletDiscovery } from './walletDiscovery';
import {
  fakeProvider,
  installAnnouncedWallet,
  setWindowEthereum,
  uninstallAnnouncedWallets,
  type FakeProvider,
} from './test/fakeWallets';

const ALICE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const BOB = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const CHOSEN_WALLET_KEY = 'toolshare.wallet.chosen';

/** Two wallets announced (Alice's "First", Bob's "Second"), then the hook on a fresh discovery. */
function twoWallets({ authorised = false }: { authorised?: boolean } = {}) {
  const first = fakeProvider({ account: ALICE.toLowerCase(), authorised });
  const second = fakeProvider({ account: BOB.toLowerCase(), chainId: '0x1', authorised });
  installAnnouncedWallet({ name: 'First', rdns: 'test.first' }, first);
  installAnnouncedWallet({ name: 'Second', rdns: 'test.second' }, second);
  return { first, second };
}

function renderWallet(onChainChanged?: (chainId: string) => void) {
  const discovery = createWalletDiscovery(window);
  return renderHook(() => useWallet({ onChainChanged, discovery }));
}

const methods = (provider: FakeProvider) => provider.requests.map((request) => request.method);

describe('useWallet', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    uninstallAnnouncedWallets();
    setWindowEthereum(null);
  });

  it('lists the announced wallets by name and icon, without their providers', () => {
    twoWallets();
    const { result } = renderWallet();
    expect(result.current.wallets).toEqual([
      { id: 'test.first', name: 'First', icon: 'data:image/svg+xml,%3Csvg%2F%3E' },
      { id: 'test.second', name: 'Second', icon: 'data:image/svg+xml,%3Csvg%2F%3E' },
    ]);
  });

  it('connects the chosen wallet only: its account (checksummed) and its chain', async () => {
    const { first, second } = twoWallets();
    const { result } = renderWallet();
    await act(() => result.current.connect('test.second'));
    expect(result.current).toMatchObject({ account: BOB, chainId: '0x1', isActive: true });
    expect(methods(second)).toEqual(['eth_requestAccounts', 'eth_chainId']);
    expect(first.requests).toEqual([]);
    expect(result.current.provider).not.toBeNull();
  });

  it('refuses a wallet that is not there, and keeps no choice', async () => {
    twoWallets();
    const { result } = renderWallet();
    await expect(result.current.connect('test.gone')).rejects.toThrow('No injected wallet');
    expect(localStorage.getItem(CHOSEN_WALLET_KEY)).toBeNull();
    expect(result.current.isActive).toBe(false);
  });

  it('remembers the chosen wallet and reconnects to it, without a prompt, at the next start-up', async () => {
    twoWallets();
    const firstVisit = renderWallet();
    await act(() => firstVisit.result.current.connect('test.second'));
    expect(localStorage.getItem(CHOSEN_WALLET_KEY)).toBe('test.second');
    firstVisit.unmount();
    uninstallAnnouncedWallets();

    // The next visit: both wallets announce again (new objects), both trust the site.
    const { first, second } = twoWallets({ authorised: true });
    const { result } = renderWallet();
    expect(result.current.canReconnect).toBe(true);
    await act(() => result.current.connectEagerly());
    expect(result.current.account).toBe(BOB);
    expect(methods(second)).toEqual(['eth_accounts', 'eth_chainId']);
    expect(first.requests).toEqual([]);
  });

  it('does not reconnect a remembered wallet that has not announced itself, until it does', async () => {
    localStorage.setItem(CHOSEN_WALLET_KEY, 'test.second');
    installAnnouncedWallet({ name: 'First', rdns: 'test.first' }, fakeProvider({ account: ALICE, authorised: true }));
    const { result } = renderWallet();
    expect(result.current.canReconnect).toBe(false);
    await expect(result.current.connectEagerly()).rejects.toThrow('No injected wallet');

    act(() =>
      installAnnouncedWallet({ name: 'Second', rdns: 'test.second' }, fakeProvider({ account: BOB, authorised: true })),
    );
    expect(result.current.canReconnect).toBe(true);
    await act(() => result.current.connectEagerly());
    expect(result.current.account).toBe(BOB);
  });

  it('with no choice kept, reconnects only when there is a single wallet', () => {
    installAnnouncedWallet({ name: 'First', rdns: 'test.first' }, fakeProvider({ account: ALICE }));
    const { result } = renderWallet();
    expect(result.current.canReconnect).toBe(true);
    act(() => installAnnouncedWallet({ name: 'Second', rdns: 'test.second' }, fakeProvider({ account: BOB })));
    expect(result.current.canReconnect).toBe(false);
  });

  it('an eager reconnection fails, connecting nothing, when the wallet does not trust the site yet', async () => {
    installAnnouncedWallet({ name: 'First', rdns: 'test.first' }, fakeProvider({ account: ALICE }));
    const { result } = renderWallet();
    await expect(result.current.connectEagerly()).rejects.toThrow('No accounts returned');
    expect(result.current.isActive).toBe(false);
  });

  it('falls back to window.ethereum when no wallet announces itself', async () => {
    const legacy = fakeProvider({ account: ALICE, authorised: true });
    setWindowEthereum(legacy);
    const { result } = renderWallet();
    expect(result.current.wallets).toEqual([{ id: FALLBACK_WALLET_ID, name: 'Browser wallet', icon: null }]);
    expect(result.current.canReconnect).toBe(true);
    await act(() => result.current.connectEagerly());
    expect(result.current.account).toBe(ALICE);
    expect(methods(legacy)).toEqual(['eth_accounts', 'eth_chainId']);
  });

  it('follows the chosen wallet’s account and chain events, not those of window.ethereum', async () => {
    const { first, second } = twoWallets();
    setWindowEthereum(first);
    const onChainChanged = vi.fn();
    const { result } = renderWallet(onChainChanged);
    await act(() => result.current.connect('test.second'));

    act(() => first.emit('accountsChanged', [ALICE]));
    act(() => first.emit('chainChanged', '0x89'));
    expect(result.current).toMatchObject({ account: BOB, chainId: '0x1' });
    expect(onChainChanged).not.toHaveBeenCalled();
    expect(first.listenerCount('accountsChanged')).toBe(0);

    act(() => second.emit('accountsChanged', [ALICE.toLowerCase()]));
    expect(result.current.account).toBe(ALICE);
    act(() => second.emit('chainChanged', '0x89'));
    expect(result.current.chainId).toBe('0x89');
    expect(onChainChanged).toHaveBeenCalledWith('0x89');

    // No accounts left: disconnected, and no longer listening.
    act(() => second.emit('accountsChanged', []));
    expect(result.current).toMatchObject({ account: null, chainId: null, isActive: false, provider: null });
    expect(second.listenerCount('accountsChanged')).toBe(0);
    expect(second.listenerCount('chainChanged')).toBe(0);
  });

  it('disconnects when the chosen wallet says so, and on request', async () => {
    const { second } = twoWallets();
    const { result } = renderWallet();
    await act(() => result.current.connect('test.second'));
    act(() => second.emit('disconnect', { code: 4900 }));
    expect(result.current.isActive).toBe(false);

    await act(() => result.current.connect('test.second'));
    act(() => result.current.disconnect());
    expect(result.current).toMatchObject({ account: null, isActive: false });
    expect(second.listenerCount('disconnect')).toBe(0);
  });
});

describe('useWallet signTypedData', () => {
  // A real key (Hardhat's first development key): the fake wallet signs as a wallet would, so the signature can be checked.
  const key = new SigningKey('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80');
  const typed: TypedDataToSign = {
    domain: {
      name: 'Toolshare',
      version: '1',
      chainId: 5,
      verifyingContract: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
    },
    types: {
      Offer: [
        { name: 'toolId', type: 'string' },
        { name: 'dailyRate', type: 'uint256' },
        { name: 'lender', type: 'address' },
      ],
    },
    message: { toolId: 'tool-1', dailyRate: 10n ** 18n * 13n, lender: key.address },
  };

  /** The JSON payload the wallet received, signed with `key` as eth_signTypedData_v4 does. */
  async function signLikeAWallet(_method: string, params: unknown): Promise<unknown> {
    const [, json] = params as [string, string];
    const payload = JSON.parse(json) as {
      domain: TypedDataToSign['domain'];
      types: Record<string, TypedDataField[]>;
      message: Record<string, unknown>;
    };
    const { EIP712Domain: _domainType, ...types } = payload.types;
    return key.signTypedData(payload.domain, types, payload.message);
  }

  afterEach(() => uninstallAnnouncedWallets());

  it('signs through the chosen wallet with eth_signTypedData_v4: the whole EIP-712 payload, numbers as decimal strings', async () => {
    const other = fakeProvider({ account: ALICE });
    const chosen = fakeProvider({ account: key.address, answer: signLikeAWallet });
    installAnnouncedWallet({ name: 'Other', rdns: 'test.other' }, other);
    installAnnouncedWallet({ name: 'Signer', rdns: 'test.signer' }, chosen);
    const { result } = renderWallet();
    await act(() => result.current.connect('test.signer'));

    const signature = await result.current.signTypedData(typed);
    expect(verifyTypedData(typed.domain, typed.types, typed.message, signature)).toBe(key.address);

    const request = chosen.requests.find((sent) => sent.method === 'eth_signTypedData_v4');
    const [signer, json] = request?.params as [string, string];
    expect(signer).toBe(key.address);
    const payload = JSON.parse(json) as {
      primaryType: string;
      types: Record<string, TypedDataField[]>;
      message: Record<string, unknown>;
    };
    expect(payload).toMatchObject({
      primaryType: 'Offer',
      message: { toolId: 'tool-1', dailyRate: '13000000000000000000' },
    });
    expect(payload.types.EIP712Domain).toContainEqual({ name: 'chainId', type: 'uint256' });
    expect(other.requests).toEqual([]);
  });

  it('refuses to sign without a connected wallet', async () => {
    installAnnouncedWallet(
      { name: 'Signer', rdns: 'test.signer' },
      fakeProvider({ account: key.address, answer: signLikeAWallet }),
    );
    const { result } = renderWallet();
    await expect(result.current.signTypedData(typed)).rejects.toThrow('Wallet not connected');
  });

  it('passes on the wallet’s refusal, and refuses a reply that is no signature', async () => {
    const refusal = Object.assign(new Error('User denied message signature.'), { code: 4001 });
    let reply: () => Promise<unknown> = () => Promise.reject(refusal);
    installAnnouncedWallet(
      { name: 'Signer', rdns: 'test.signer' },
      fakeProvider({ account: key.address, answer: () => reply() }),
    );
    const { result } = renderWallet();
    await act(() => result.current.connect('test.signer'));
    await expect(result.current.signTypedData(typed)).rejects.toBe(refusal);
    reply = () => Promise.resolve({ signature: '0x12' });
    await expect(result.current.signTypedData(typed)).rejects.toThrow('The wallet returned no signature');
    reply = () => Promise.resolve('0x');
    await expect(result.current.signTypedData(typed)).rejects.toThrow('The wallet returned no signature');
  });

  it('signs for the account the wallet switched to', async () => {
    const provider = fakeProvider({ account: ALICE, answer: signLikeAWallet });
    installAnnouncedWallet({ name: 'Signer', rdns: 'test.signer' }, provider);
    const { result } = renderWallet();
    await act(() => result.current.connect('test.signer'));
    act(() => provider.emit('accountsChanged', [key.address]));
    await waitFor(() => expect(result.current.account).toBe(key.address));
    const signature = await result.current.signTypedData(typed);
    expect(verifyTypedData(typed.domain, typed.types, typed.message, signature)).toBe(key.address);
  });
});
