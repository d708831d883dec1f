import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RentalForm } from './RentalForm';
import { ToolCancellationTerms } from './ToolCancellationTerms';
import { cancellationTermsWords } from './CancellationTerms';
import { FakeRentalsClient } from '../test/FakeRentalsClient';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { browserWallet } from '../../wallet/test/fakeWallets';
import { BORROWER, LENDER, makeTool } from '../test/rentalFixtures';
import { setRentalsMode } from '../clients/rentalsMode';
import { ETH, USDC } from '../../../shared/money';

const ETHER = 10n ** 18n;

describe('cancellationTermsWords', () => {
  it('says the share and the amount of the rent, rounded down to the unit as the contract credits it', () => {
    expect(cancellationTermsWords({ feeBps: 1000, rent: (3n * ETHER) / 10n, rate: ETHER / 10n, currency: ETH })).toBe(
      'Cancelling after booking costs 10% of the rent (0.03 ETH); free if the owner cancels.',
    );
    // 12.5% of 10.01 USDC is 1.25125 USDC: the lender gets 1.251250 (the unit is a millionth).
    expect(cancellationTermsWords({ feeBps: 1250, rent: 10_010_000n, rate: 10_010_000n, currency: USDC })).toBe(
      'Cancelling after booking costs 12.5% of the rent (1.25125 USDC); free if the owner cancels.',
    );
    // 0.01% of 3 wei is 0.0003 wei: nothing.
    expect(cancellationTermsWords({ feeBps: 1, rent: 3n, rate: 1n, currency: ETH })).toBe(
      'Cancelling after booking costs 0.01% of the rent (0 ETH); free if the owner cancels.',
    );
  });

  it('says it per day booked before a duration is chosen, and "Free cancellation" at 0', () => {
    expect(cancellationTermsWords({ feeBps: 5000, rent: null, rate: ETHER / 50n, currency: ETH })).toBe(
      'Cancelling after booking costs 50% of the rent (0.01 ETH per day booked); free if the owner cancels.',
    );
    expect(cancellationTermsWords({ feeBps: 0, rent: 10n, rate: 10n, currency: ETH })).toMatch(/^Free cancellation/);
  });
});

describe('the cancellation terms on screen', () => {
  it('the rent form states the listing’s fee for the days chosen (simulated mode)', async () => {
    const tool = makeTool({ rentalRate: 0.1, collateralRequired: 1, cancellationFeeBps: 1000 });
    await renderWithProviders(<RentalForm tool={tool} />, {
      wallet: browserWallet(BORROWER),
      rentalsClient: new FakeRentalsClient(),
    });
    const days = screen.getByLabelText('Rental Duration (days)');
    await userEvent.clear(days);
    await userEvent.type(days, '3');
    expect(screen.getByTestId('cancellation-terms')).toHaveTextContent(
      'Cancelling after booking costs 10% of the rent (0.03 ETH); free if the owner cancels.',
    );
  });

  it('the tool page says "Free cancellation" for a listing without a fee', async () => {
    await renderWithProviders(<ToolCancellationTerms tool={makeTool({ rentalRate: 0.1 })} />, {
      wallet: browserWallet(BORROWER),
      rentalsClient: new FakeRentalsClient(),
    });
    expect(screen.getByTestId('cancellation-terms')).toHaveTextContent(/^Free cancellation/);
  });

  it('an offer made on the contract names no fee, whatever the listing says', async () => {
    act(() => setRentalsMode('onchain'));
    const tool = makeTool({ rentalRate: 0.5, cancellationFeeBps: 2000, ownerWalletAddress: LENDER });
    const client = Object.assign(new FakeRentalsClient(), {
      readOfferTerms: vi.fn(async () => ({ rateWei: ETHER / 2n, collateralWei: ETHER })),
    });
    await renderWithProviders(<RentalForm tool={tool} />, { rentalsClient: client, wallet: browserWallet(BORROWER) });
    await vi.waitFor(() =>
      expect(screen.getByLabelText('Price summary')).toHaveAttribute('data-terms-source', 'offer'),
    );
    expect(screen.getByTestId('cancellation-terms')).toHaveAttribute('data-fee-bps', '0');
    expect(screen.getByTestId('cancellation-terms')).toHaveTextContent(/^Free cancellation/);
  });
});
