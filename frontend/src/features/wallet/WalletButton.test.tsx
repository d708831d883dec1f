import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { WalletButton } from './WalletButton';
import { browserWallet, type FakeProvider } from './test/fakeWallets';
import { renderWithProviders } from '../../test/renderWithProviders';
import { deferred } from '../../test/deferred';

/** The button in the real wallet session, with `wallet` in the browser. */
const renderButton = (wallet: FakeProvider) => renderWithProviders(<WalletButton />, { wallet });

/** The methods the wallet was asked, in order. */
const asked = (wallet: FakeProvider) => wallet.requests.map((request) => request.method);

const ACCOUNT = '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc';

describe('WalletButton', () => {
  it('reads "Connect Wallet" in blue and connects on click', async () => {
    // A wallet that has not authorised the site yet.
    const wallet = browserWallet(ACCOUNT, { authorised: false });
    await renderButton(wallet);
    const button = screen.getByRole('button', { name: 'Connect Wallet' });
    expect(button).toHaveAttribute('data-wallet-state', 'disconnected');
    await userEvent.click(button);
    expect(asked(wallet).filter((method) => method === 'eth_requestAccounts')).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Wallet 0x9965...A4dc' })).toBeInTheDocument();
  });

  it('reads "Connecting..." and is disabled while connecting', async () => {
    // The wallet's prompt stays open until the test answers it.
    const wallet = browserWallet(ACCOUNT, { authorised: false });
    const prompt = deferred<undefined>();
    const request = wallet.request;
    wallet.request = (args) =>
      args.method === 'eth_requestAccounts' ? prompt.promise.then(() => request(args)) : request(args);
    await renderButton(wallet);
    await userEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }));
    expect(screen.getByRole('button', { name: 'Connecting...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Connecting...' })).toHaveAttribute('data-wallet-state', 'connecting');
    prompt.resolve(undefined);
    expect(await screen.findByRole('button', { name: 'Wallet 0x9965...A4dc' })).toBeInTheDocument();
  });

  it('shows the shortened address in green; a click opens the wallet menu and only its Disconnect disconnects', async () => {
    await renderButton(browserWallet(ACCOUNT, { chainId: '0x5' }));
    const button = await screen.findByRole('button', { name: 'Wallet 0x9965...A4dc' });
    expect(button).toHaveAttribute('data-wallet-state', 'connected');
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await userEvent.click(button);
    const menu = screen.getByRole('menu', { name: 'Wallet' });
    expect(menu).toHaveTextContent(ACCOUNT);
    expect(screen.getByRole('menuitem', { name: 'Copy address' })).toHaveFocus();
    // The local chain has no explorer.
    expect(screen.queryByRole('menuitem', { name: /explorer/ })).toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('data-wallet-state', 'connected');

    await userEvent.click(button);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Disconnect wallet' }));
    expect(await screen.findByRole('button', { name: 'Connect Wallet' })).toBeEnabled();
  });

  it('offers the explorer of a public chain, and copies the full address', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await renderButton(browserWallet(ACCOUNT, { chainId: '0xaa36a7' }));
    // This build has no deployment on Sepolia: the button says so, and its menu still opens.
    await userEvent.click(await screen.findByRole('button', { name: 'Wallet Wrong Network' }));
    expect(screen.getByRole('menuitem', { name: 'View on Sepolia explorer' })).toHaveAttribute(
      'href',
      `https://sepolia.etherscan.io/address/${ACCOUNT}`,
    );
    await userEvent.click(screen.getByRole('menuitem', { name: 'Copy address' }));
    expect(writeText).toHaveBeenCalledWith(ACCOUNT);
    expect(await screen.findByText('Address copied')).toBeInTheDocument();
  });

  it('reads "Wrong Network" in red on any other network', async () => {
    await renderButton(browserWallet(ACCOUNT, { chainId: '0x89' }));
    expect(await screen.findByRole('button', { name: 'Wallet Wrong Network' })).toHaveAttribute(
      'data-wallet-state',
      'wrong-network',
    );
  });

  it('swallows a connection error (logged) and stays usable', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const refusal = Object.assign(new Error('User rejected the request.'), { code: 4001 });
    const wallet = browserWallet(ACCOUNT, { authorised: false });
    const request = wallet.request;
    wallet.request = (args) => (args.method === 'eth_requestAccounts' ? Promise.reject(refusal) : request(args));
    await renderButton(wallet);
    await userEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }));
    expect(logged).toHaveBeenCalledWith('Failed to connect wallet:', refusal);
    expect(screen.getByRole('button', { name: 'Connect Wallet' })).toBeEnabled();
  });
});
