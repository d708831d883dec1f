import { describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { RentalForm } from './RentalForm';
import { FakeRentalsClient } from '../test/FakeRentalsClient';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { browserWallet } from '../../wallet/test/fakeWallets';
import { BORROWER, LENDER, makeTool } from '../test/rentalFixtures';
import { setRentalsMode } from '../clients/rentalsMode';

/** The value next to a term of the price summary. */
const row = (summary: HTMLElement, term: string) => within(summary).getByText(term).nextElementSibling?.textContent;

describe('the rental form in on-chain mode', () => {
  it("quotes the open offer's own rate and collateral, not the edited listing's", async () => {
    act(() => setRentalsMode('onchain'));
    // The listing says 0.5 ETH a day; the offer on chain was opened at 10^-7 ETH a day and 0.02 collateral.
    const tool = makeTool({ rentalRate: 0.5, collateralRequired: 1, ownerWalletAddress: LENDER });
    const client = Object.assign(new FakeRentalsClient(), {
      readOfferTerms: vi.fn(async () => ({ rateWei: 100_000_000_000n, collateralWei: 20_000_000_000_000_000n })),
    });
    await renderWithProviders(<RentalForm tool={tool} />, { rentalsClient: client, wallet: browserWallet(BORROWER) });
    const summary = screen.getByLabelText('Price summary');
    await vi.waitFor(() => expect(summary).toHaveAttribute('data-terms-source', 'offer'));
    expect(row(summary, 'Rate per day')).toBe('0.0000001 ETH');
    expect(row(summary, 'Collateral (refundable)')).toBe('0.02 ETH');
    expect(row(summary, 'To pay now (rent + collateral)')).toBe('0.0200001 ETH');
    expect(summary).toHaveAttribute('data-terms-source', 'offer');
    expect(client.readOfferTerms).toHaveBeenCalledWith(tool);
  });

  it("quotes the listing's terms in simulated mode", async () => {
    const tool = makeTool({ rentalRate: 0.5, collateralRequired: 1 });
    const client = Object.assign(new FakeRentalsClient(), { readOfferTerms: vi.fn(async () => null) });
    await renderWithProviders(<RentalForm tool={tool} />, { rentalsClient: client, wallet: browserWallet(BORROWER) });
    const summary = screen.getByLabelText('Price summary');
    expect(row(summary, 'Rate per day')).toBe('0.5 ETH');
    expect(row(summary, 'Collateral (refundable)')).toBe('1 ETH');
    expect(summary).toHaveAttribute('data-terms-source', 'listing');
    expect(client.readOfferTerms).not.toHaveBeenCalled();
  });
});
