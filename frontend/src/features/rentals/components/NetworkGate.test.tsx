import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { browserWallet, type FakeProvider } from '../../wallet/test/fakeWallets';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { announced } from '../../../test/announcements';
import { setRentalsMode } from '../clients/rentalsMode';
import { FakeRentalsClient } from '../test/FakeRentalsClient';
import { NetworkGate } from './NetworkGate';

const ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const MAINNET_WORDS = 'Toolshare runs on the local test chain; your wallet is on Ethereum mainnet.';

/** The gate under a rentals client that reads the local test chain (5) in on-chain mode, as the app's does. */
function renderGate(wallet?: FakeProvider) {
  return renderWithProviders(
    <NetworkGate>
      <button type="submit">Confirm Rental</button>
    </NetworkGate>,
    { wallet, rentalsClient: new FakeRentalsClient() },
  );
}

/** The params of each `method` request the wallet received, in order. */
const requestsOf = (wallet: FakeProvider, method: string) =>
  wallet.requests.filter((request) => request.method === method).map((request) => request.params);

describe('NetworkGate', () => {
  beforeEach(() => act(() => setRentalsMode('onchain')));

  it('on chain with the wallet on mainnet: names both networks and offers the switch instead of the action', async () => {
    const wallet = browserWallet(ACCOUNT, { chainId: '0x1', answer: async () => null });
    await renderGate(wallet);
    expect(screen.getByTestId('wrong-network')).toHaveTextContent(MAINNET_WORDS);
    expect(screen.queryByRole('button', { name: 'Confirm Rental' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Switch to the local test chain' }));
    expect(requestsOf(wallet, 'wallet_switchEthereumChain')).toEqual([[{ chainId: '0x5' }]]);
  });

  it('says the same of a chain the app does not know, and adds the local chain when the wallet does not know it', async () => {
    const wallet = browserWallet(ACCOUNT, {
      chainId: '0x89',
      answer: async (method) => {
        if (method === 'wallet_switchEthereumChain')
          throw Object.assign(new Error('Unrecognized chain ID'), { code: 4902 });
        return null;
      },
    });
    await renderGate(wallet);
    expect(screen.getByTestId('wrong-network')).toHaveTextContent(
      'Toolshare runs on the local test chain; your wallet is on chain 137.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Switch to the local test chain' }));
    expect(wallet.requests.at(-1)).toEqual({
      method: 'wallet_addEthereumChain',
      params: [expect.objectContaining({ chainId: '0x5' })],
    });
  });

  it('says so in words when the wallet declines the switch, and lets the user try again', async () => {
    const wallet = browserWallet(ACCOUNT, {
      chainId: '0x1',
      answer: () => Promise.reject(Object.assign(new Error('User rejected the request.'), { code: 4001 })),
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderGate(wallet);
    await userEvent.click(screen.getByRole('button', { name: 'Switch to the local test chain' }));
    await screen.findByText('The switch was declined in the wallet.');
    expect(announced('alert')).toHaveTextContent('The switch was declined in the wallet.');
    expect(screen.getByRole('button', { name: 'Switch to the local test chain' })).toBeEnabled();
  });

  it('lets the action through on the chain Toolshare runs on', async () => {
    await renderGate(browserWallet(ACCOUNT, { chainId: '0x5' }));
    expect(screen.getByRole('button', { name: 'Confirm Rental' })).toBeVisible();
    expect(screen.queryByTestId('wrong-network')).toBeNull();
  });

  it('checks nothing in simulated mode, where no wallet pays', async () => {
    act(() => setRentalsMode('simulated'));
    await renderGate(browserWallet(ACCOUNT, { chainId: '0x1' }));
    expect(screen.getByRole('button', { name: 'Confirm Rental' })).toBeVisible();
    expect(screen.queryByTestId('wrong-network')).toBeNull();
  });

  it('leaves a missing wallet to the notices that ask for one', async () => {
    await renderGate();
    expect(screen.getByRole('button', { name: 'Confirm Rental' })).toBeVisible();
    expect(screen.queryByTestId('wrong-network')).toBeNull();
  });
});
