import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { RentalForm } from './RentalForm';
import { OnchainOfferPanel } from './OnchainOfferPanel';
import { setRentalsMode } from '../clients/rentalsMode';
import { FakeRentalsClient } from '../test/FakeRentalsClient';
import { BORROWER, LENDER, makeTool } from '../test/rentalFixtures';
import { renderWithRentals } from '../test/renderWithRentals';
import type { WalletContextValue } from '../../wallet';
import { makeConnectedWalletContext } from '../../wallet/test/walletContext';

const wallet = vi.hoisted(() => ({ current: null as WalletContextValue | null }));
vi.mock('../../wallet/Web3Provider', async () => {
  const { walletHooksFor } = await import('../../wallet/test/walletContext');
  return walletHooksFor(() => wallet.current);
});

/** A client whose contract is paused (or not). */
function clientPaused(paused: boolean) {
  const client = new FakeRentalsClient();
  return Object.assign(client, { isPaused: vi.fn(async () => paused) });
}

beforeEach(() => setRentalsMode('onchain'));

describe('while the contract is paused', () => {
  it('renting says so and cannot be confirmed', async () => {
    wallet.current = makeConnectedWalletContext(BORROWER);
    renderWithRentals(<RentalForm tool={makeTool()} />, { client: clientPaused(true) });
    expect(await screen.findByTestId('paused-notice')).toHaveTextContent('so renting is not possible for now');
    expect(screen.getByRole('button', { name: 'Confirm Rental' })).toBeDisabled();
  });

  it('offering says so instead of showing the button', async () => {
    wallet.current = makeConnectedWalletContext(LENDER);
    renderWithRentals(<OnchainOfferPanel tool={makeTool({ ownerWalletAddress: LENDER })} />, {
      client: clientPaused(true),
    });
    expect(await screen.findByTestId('paused-notice')).toHaveTextContent('so offering a tool is not possible for now');
    expect(screen.queryByRole('button', { name: 'Offer for on-chain rental' })).not.toBeInTheDocument();
  });

  it('shows nothing of it while the contract runs', async () => {
    wallet.current = makeConnectedWalletContext(LENDER);
    const running = clientPaused(false);
    renderWithRentals(<OnchainOfferPanel tool={makeTool({ ownerWalletAddress: LENDER })} />, { client: running });
    expect(await screen.findByRole('button', { name: 'Offer for on-chain rental' })).toBeInTheDocument();
    expect(running.isPaused).toHaveBeenCalled();
    expect(screen.queryByTestId('paused-notice')).not.toBeInTheDocument();
  });
});
