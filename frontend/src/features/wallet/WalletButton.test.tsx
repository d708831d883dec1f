import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { WalletContextValue } from './Web3Provider';
import { WalletButton } from './WalletButton';
import { makeWalletContext } from './test/walletContext';

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
    render(<WalletButton />);
    const button = screen.getByRole('button', { name: 'Connect Wallet' });
    expect(button).toHaveAttribute('data-wallet-state', 'disconnected');
    await userEvent.click(button);
    expect(connect).toHaveBeenCalledOnce();
  });

  it('reads "Connecting..." and is disabled while connecting', () => {
    wallet.current = makeWalletContext({ isConnecting: true });
    render(<WalletButton />);
    expect(screen.getByRole('button', { name: 'Connecting...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Connecting...' })).toHaveAttribute('data-wallet-state', 'connecting');
  });

  it('shows the shortened address in green on a supported network, and disconnects on click', async () => {
    const disconnect = vi.fn<WalletContextValue['disconnect']>();
    wallet.current = makeWalletContext({ account: ACCOUNT, isSupportedNetwork: true, disconnect });
    render(<WalletButton />);
    const button = screen.getByRole('button', { name: 'Disconnect wallet, 0x9965...A4dc' });
    expect(button).toHaveAttribute('data-wallet-state', 'connected');
    await userEvent.click(button);
    expect(disconnect).toHaveBeenCalledOnce();
  });

  it('reads "Wrong Network" in red on any other network', () => {
    wallet.current = makeWalletContext({ account: ACCOUNT, isSupportedNetwork: false });
    render(<WalletButton />);
    expect(screen.getByRole('button', { name: 'Disconnect wallet, Wrong Network' })).toHaveAttribute(
      'data-wallet-state',
      'wrong-network',
    );
  });

  it('swallows a connection error (logged) and stays usable', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const refusal = Object.assign(new Error('User rejected the request.'), { code: 4001 });
    wallet.current = makeWalletContext({ connect: () => Promise.reject(refusal) });
    render(<WalletButton />);
    await userEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }));
    expect(logged).toHaveBeenCalledWith('Failed to connect wallet:', refusal);
    expect(screen.getByRole('button', { name: 'Connect Wallet' })).toBeEnabled();
  });
});
