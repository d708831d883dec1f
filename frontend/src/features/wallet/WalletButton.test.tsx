import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { WalletContextValue } from './Web3Provider';
import { WalletButton } from './WalletButton';
import { makeWalletContext } from './test/walletContext';
import { ToastProvider } from '../toast';

const renderButton = () =>
  render(
    <ToastProvider>
      <WalletButton />
    </ToastProvider>,
  );

const wallet = vi.hoisted(() => ({ current: null as WalletContextValue | null }));
vi.mock('./Web3Provider', async () => {
  const { walletHooksFor } = await import('./test/walletContext');
  return walletHooksFor(() => wallet.current);
});

const ACCOUNT = '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc';

describe('WalletButton', () => {
  beforeEach(() => {
    wallet.current = makeWalletContext();
  });

  it('reads "Connect Wallet" in blue and connects on click', async () => {
    const connect = vi.fn<WalletContextValue['connect']>(() => Promise.resolve());
    wallet.current = makeWalletContext({ connect });
    renderButton();
    const button = screen.getByRole('button', { name: 'Connect Wallet' });
    expect(button).toHaveAttribute('data-wallet-state', 'disconnected');
    await userEvent.click(button);
    expect(connect).toHaveBeenCalledOnce();
  });

  it('reads "Connecting..." and is disabled while connecting', () => {
    wallet.current = makeWalletContext({ isConnecting: true });
    renderButton();
    expect(screen.getByRole('button', { name: 'Connecting...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Connecting...' })).toHaveAttribute('data-wallet-state', 'connecting');
  });

  it('shows the shortened address in green; a click opens the wallet menu and only its Disconnect disconnects', async () => {
    const disconnect = vi.fn<WalletContextValue['disconnect']>();
    wallet.current = makeWalletContext({ account: ACCOUNT, chainId: '0x5', isSupportedNetwork: true, disconnect });
    renderButton();
    const button = await screen.findByRole('button', { name: 'Wallet 0x9965...A4dc' });
    expect(button).toHaveAttribute('data-wallet-state', 'connected');
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await userEvent.click(button);
    expect(disconnect).not.toHaveBeenCalled();
    const menu = screen.getByRole('menu', { name: 'Wallet' });
    expect(menu).toHaveTextContent(ACCOUNT);
    expect(screen.getByRole('menuitem', { name: 'Copy address' })).toHaveFocus();
    // The local chain has no explorer.
    expect(screen.queryByRole('menuitem', { name: /explorer/ })).toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button).toHaveFocus();
    expect(disconnect).not.toHaveBeenCalled();

    await userEvent.click(button);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Disconnect wallet' }));
    expect(disconnect).toHaveBeenCalledOnce();
  });

  it('offers the explorer of a public chain, and copies the full address', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    wallet.current = makeWalletContext({ account: ACCOUNT, chainId: '0xaa36a7', isSupportedNetwork: true });
    renderButton();
    await userEvent.click(await screen.findByRole('button', { name: 'Wallet 0x9965...A4dc' }));
    expect(screen.getByRole('menuitem', { name: 'View on Sepolia explorer' })).toHaveAttribute(
      'href',
      `https://sepolia.etherscan.io/address/${ACCOUNT}`,
    );
    await userEvent.click(screen.getByRole('menuitem', { name: 'Copy address' }));
    expect(writeText).toHaveBeenCalledWith(ACCOUNT);
    expect(await screen.findByText('Address copied')).toBeInTheDocument();
  });

  it('reads "Wrong Network" in red on any other network', async () => {
    wallet.current = makeWalletContext({ account: ACCOUNT, isSupportedNetwork: false });
    renderButton();
    expect(await screen.findByRole('button', { name: 'Wallet Wrong Network' })).toHaveAttribute(
      'data-wallet-state',
      'wrong-network',
    );
  });

  it('swallows a connection error (logged) and stays usable', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const refusal = Object.assign(new Error('User rejected the request.'), { code: 4001 });
    wallet.current = makeWalletContext({ connect: () => Promise.reject(refusal) });
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }));
    expect(logged).toHaveBeenCalledWith('Failed to connect wallet:', refusal);
    expect(screen.getByRole('button', { name: 'Connect Wallet' })).toBeEnabled();
  });
});
