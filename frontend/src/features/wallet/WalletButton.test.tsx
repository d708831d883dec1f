import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { WalletContextValue } from './Web3Provider';
import { WalletButton } from './WalletButton';

const wallet = vi.hoisted(() => {
  const current: Partial<WalletContextValue> = {};
  return { current };
});
vi.mock('./Web3Provider', () => ({ useWeb3: () => wallet.current }));

const ACCOUNT = '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc';

describe('WalletButton', () => {
  beforeEach(() => {
    wallet.current = { account: null, isConnected: false, isConnecting: false, isSupportedNetwork: false, connect: async () => {}, disconnect: () => {} };
  });

  it('reads "Connect Wallet" in blue and connects on click', async () => {
    const connect = vi.fn(async () => {});
    wallet.current.connect = connect;
    render(<WalletButton />);
    const button = screen.getByRole('button', { name: 'Connect Wallet' });
    expect(button).toHaveClass('bg-blue-600');
    await userEvent.click(button);
    expect(connect).toHaveBeenCalledOnce();
  });

  it('reads "Connecting..." and is disabled while connecting', () => {
    wallet.current.isConnecting = true;
    render(<WalletButton />);
    expect(screen.getByRole('button', { name: 'Connecting...' })).toBeDisabled();
  });

  it('shows the shortened address in green on a supported network, and disconnects on click', async () => {
    const disconnect = vi.fn();
    wallet.current = { ...wallet.current, account: ACCOUNT, isConnected: true, isSupportedNetwork: true, disconnect };
    render(<WalletButton />);
    const button = screen.getByRole('button', { name: '0x9965...A4dc' });
    expect(button).toHaveClass('bg-green-600');
    await userEvent.click(button);
    expect(disconnect).toHaveBeenCalledOnce();
  });

  it('reads "Wrong Network" in red on any other network', () => {
    wallet.current = { ...wallet.current, account: ACCOUNT, isConnected: true, isSupportedNetwork: false };
    render(<WalletButton />);
    expect(screen.getByRole('button', { name: 'Wrong Network' })).toHaveClass('bg-red-600');
  });

  it('swallows a connection error (logged) and stays usable', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const refusal = Object.assign(new Error('User rejected the request.'), { code: 4001 });
    wallet.current.connect = () => Promise.reject(refusal);
    render(<WalletButton />);
    await userEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }));
    expect(logged).toHaveBeenCalledWith('Failed to connect wallet:', refusal);
    expect(screen.getByRole('button', { name: 'Connect Wallet' })).toBeEnabled();
  });
});
