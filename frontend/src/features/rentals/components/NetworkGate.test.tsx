import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WalletContextValue } from '../../wallet';
import { makeConnectedWalletContext, makeWalletContext } from '../../wallet/test/walletContext';
import { setRentalsMode } from '../clients/rentalsMode';
import { RentalsClientContext } from '../state/RentalsProvider';
import { FakeRentalsClient } from '../test/FakeRentalsClient';

const wallet = vi.hoisted(() => ({ current: null as WalletContextValue | null }));
vi.mock('../../wallet/Web3Provider', async () => {
  const { walletHooksFor } = await import('../../wallet/test/walletContext');
  return walletHooksFor(() => wallet.current);
});
const { NetworkGate } = await import('./NetworkGate');

const ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const MAINNET_WORDS = 'Toolshare runs on the local test chain; your wallet is on Ethereum mainnet.';

/** The gate under a rentals client that reads the local test chain (5) in on-chain mode, as the app's does. */
function renderGate() {
  render(
    <RentalsClientContext.Provider value={new FakeRentalsClient()}>
      <NetworkGate>
        <button type="submit">Confirm Rental</button>
      </NetworkGate>
    </RentalsClientContext.Provider>,
  );
}

describe('NetworkGate', () => {
  beforeEach(() => act(() => setRentalsMode('onchain')));

  it('on chain with the wallet on mainnet: names both networks and offers the switch instead of the action', async () => {
    const connected = makeConnectedWalletContext(ACCOUNT, { chainId: '0x1' });
    const send = vi.spyOn(connected.provider, 'send').mockResolvedValue(null);
    wallet.current = connected;
    renderGate();
    expect(screen.getByRole('status')).toHaveTextContent(MAINNET_WORDS);
    expect(screen.queryByRole('button', { name: 'Confirm Rental' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Switch to the local test chain' }));
    expect(send).toHaveBeenCalledWith('wallet_switchEthereumChain', [{ chainId: '0x5' }]);
  });

  it('says the same of a chain the app does not know, and adds the local chain when the wallet does not know it', async () => {
    const connected = makeConnectedWalletContext(ACCOUNT, { chainId: '0x89', isSupportedNetwork: false });
    const send = vi
      .spyOn(connected.provider, 'send')
      .mockImplementation((method) =>
        method === 'wallet_switchEthereumChain'
          ? Promise.reject(Object.assign(new Error('Unrecognized chain ID'), { code: 4902 }))
          : Promise.resolve(null),
      );
    wallet.current = connected;
    renderGate();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Toolshare runs on the local test chain; your wallet is on chain 137.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Switch to the local test chain' }));
    expect(send).toHaveBeenLastCalledWith('wallet_addEthereumChain', [expect.objectContaining({ chainId: '0x5' })]);
  });

  it('says so in words when the wallet declines the switch, and lets the user try again', async () => {
    const connected = makeConnectedWalletContext(ACCOUNT, { chainId: '0x1' });
    vi.spyOn(connected.provider, 'send').mockRejectedValue(
      Object.assign(new Error('User rejected the request.'), { code: 4001 }),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    wallet.current = connected;
    renderGate();
    await userEvent.click(screen.getByRole('button', { name: 'Switch to the local test chain' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The switch was declined in the wallet.');
    expect(screen.getByRole('button', { name: 'Switch to the local test chain' })).toBeEnabled();
  });

  it('lets the action through on the chain Toolshare runs on', () => {
    wallet.current = makeConnectedWalletContext(ACCOUNT, { chainId: '0x5' });
    renderGate();
    expect(screen.getByRole('button', { name: 'Confirm Rental' })).toBeVisible();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('checks nothing in simulated mode, where no wallet pays', () => {
    act(() => setRentalsMode('simulated'));
    wallet.current = makeConnectedWalletContext(ACCOUNT, { chainId: '0x1' });
    renderGate();
    expect(screen.getByRole('button', { name: 'Confirm Rental' })).toBeVisible();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('leaves a missing wallet to the notices that ask for one', () => {
    wallet.current = makeWalletContext();
    renderGate();
    expect(screen.getByRole('button', { name: 'Confirm Rental' })).toBeVisible();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
