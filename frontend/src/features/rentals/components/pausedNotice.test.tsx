import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { RentalForm } from './RentalForm';
import { OnchainOfferPanel } from './OnchainOfferPanel';
import { setRentalsMode } from '../clients/rentalsMode';
import { FakeRentalsClient } from '../test/FakeRentalsClient';
import { BORROWER, LENDER, makeTool } from '../test/rentalFixtures';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { browserWallet } from '../../wallet/test/fakeWallets';

/** A client whose contract is paused (or not). */
function clientPaused(paused: boolean) {
  const client = new FakeRentalsClient();
  return Object.assign(client, { isPaused: vi.fn(async () => paused) });
}

beforeEach(() => setRentalsMode('onchain'));

describe('while the contract is paused', () => {
  it('renting says so and cannot be confirmed', async () => {
    await renderWithProviders(<RentalForm tool={makeTool()} />, {
      wallet: browserWallet(BORROWER),
      rentalsClient: clientPaused(true),
    });
    expect(await screen.findByTestId('paused-notice')).toHaveTextContent('so renting is not possible for now');
    expect(screen.getByRole('button', { name: 'Confirm Rental' })).toBeDisabled();
  });

  it('offering says so instead of showing the button', async () => {
    await renderWithProviders(<OnchainOfferPanel tool={makeTool({ ownerWalletAddress: LENDER })} />, {
      wallet: browserWallet(LENDER),
      rentalsClient: clientPaused(true),
    });
    expect(await screen.findByTestId('paused-notice')).toHaveTextContent('so offering a tool is not possible for now');
    expect(screen.queryByRole('button', { name: 'Offer for on-chain rental' })).not.toBeInTheDocument();
  });

  it('shows nothing of it while the contract runs', async () => {
    const running = clientPaused(false);
    await renderWithProviders(<OnchainOfferPanel tool={makeTool({ ownerWalletAddress: LENDER })} />, {
      wallet: browserWallet(LENDER),
      rentalsClient: running,
    });
    expect(await screen.findByRole('button', { name: 'Offer for on-chain rental' })).toBeInTheDocument();
    expect(running.isPaused).toHaveBeenCalled();
    expect(screen.queryByTestId('paused-notice')).not.toBeInTheDocument();
  });
});
