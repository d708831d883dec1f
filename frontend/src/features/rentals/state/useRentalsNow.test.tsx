// The rentals' clock on chain is the newest block's time. A node whose clock jumps (a month without a
// ruling, on a test chain) changes no rental, yet deadlines pass: the time shown must follow the read
// at once, not at the next tick of the page's timer.
import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMyRentals } from './rentalReads';
import { useRentalsNow } from './useRentalsNow';
import { FakeRentalsClient } from '../test/FakeRentalsClient';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { browserWallet } from '../../wallet/test/fakeWallets';
import { LENDER, makeRental } from '../test/rentalFixtures';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A client whose every read of the rentals also reads the chain's clock, `lead` ms ahead of this browser. */
class ClockedClient extends FakeRentalsClient {
  lead = 0;
  private leadRead = 0;
  constructor() {
    super([makeRental({ id: '1', lenderAddress: LENDER })]);
    this.fetchRentals.mockImplementation(async () => {
      this.leadRead = this.lead;
      return this.rentals; // the same rentals every time: nothing about them changed
    });
  }
  clockOffsetMs = () => this.leadRead;
}

/** Shows how many days ahead of `since` (this browser's time when the test began) the rentals' clock runs. */
function Clock({ since }: { since: number }) {
  // A timer far slower than the test: only a read of the rentals can move the time shown.
  const now = useRentalsNow(60 * 60 * 1000);
  const { refresh } = useMyRentals();
  return (
    <>
      <output data-testid="days-ahead">{Math.round((now - since) / DAY_MS)}</output>
      <button type="button" onClick={() => void refresh()}>
        Read again
      </button>
    </>
  );
}

describe('useRentalsNow', () => {
  it("moves with the contract's clock as soon as the rentals are read again, though no rental changed", async () => {
    const client = new ClockedClient();
    await renderWithProviders(<Clock since={Date.now()} />, { wallet: browserWallet(LENDER), rentalsClient: client });
    await waitFor(() => expect(client.fetchRentals).toHaveBeenCalled());
    expect(screen.getByTestId('days-ahead')).toHaveTextContent('0');

    client.lead = 30 * DAY_MS;
    await act(() => userEvent.click(screen.getByRole('button', { name: 'Read again' })));
    await waitFor(() => expect(screen.getByTestId('days-ahead')).toHaveTextContent('30'));
  });
});
