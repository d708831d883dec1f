// Each read of the rentals is its own hook over the query cache: a component renders again when what
// it reads changes, not when another read does (a new rental state must not re-render every withdraw
// panel and button of the page).
import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { useMyRentals, usePendingWithdrawal } from './rentalReads';
import { setRentalsMode } from '../clients/rentalsMode';
import { FakeRentalsClient } from '../test/FakeRentalsClient';
import { LENDER, makeRental } from '../test/rentalFixtures';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { browserWallet } from '../../wallet/test/fakeWallets';
import { settledQueries } from '../../../test/settledQueries';

/** How many times each reader has rendered on screen. */
const commits = { withdrawal: 0, rentals: 0 };

function WithdrawalReader() {
  const pendingWithdrawal = usePendingWithdrawal();
  useEffect(() => {
    commits.withdrawal += 1;
  });
  return <output aria-label="credited">{pendingWithdrawal === null ? 'none' : String(pendingWithdrawal)}</output>;
}

function RentalsReader() {
  const { rentals } = useMyRentals();
  useEffect(() => {
    commits.rentals += 1;
  });
  return <output aria-label="rentals">{rentals.map((rental) => `${rental.id}:${rental.state}`).join(',')}</output>;
}

describe('one hook per read', () => {
  it('renders a reader of the credit again only when the credit changes, not when a rental does', async () => {
    act(() => setRentalsMode('onchain'));
    const rental = makeRental({ id: 'r1', lenderAddress: LENDER, state: 'COLLATERAL_DEPOSITED' });
    const client = new FakeRentalsClient([rental]);
    await renderWithProviders(
      <>
        <WithdrawalReader />
        <RentalsReader />
      </>,
      { wallet: browserWallet(LENDER), rentalsClient: client },
    );
    await waitFor(() => expect(screen.getByLabelText('rentals')).toHaveTextContent('r1:COLLATERAL_DEPOSITED'));
    await waitFor(() => expect(screen.getByLabelText('credited')).toHaveTextContent('0'));
    const before = { ...commits };

    // The chain reports the pickup: the rental changes, the credit is read again and stays 0.
    act(() => client.emit({ type: 'RentalActivated', rental: { ...rental, state: 'RENTAL_ACTIVE' }, at: '' }));
    await waitFor(() => expect(screen.getByLabelText('rentals')).toHaveTextContent('r1:RENTAL_ACTIVE'));
    await waitFor(() => expect(client.pendingWithdrawal).toHaveBeenCalledTimes(2));
    await settledQueries();
    expect(commits.rentals).toBeGreaterThan(before.rentals);
    expect(commits.withdrawal).toBe(before.withdrawal);

    // Now the credit changes: its reader renders it.
    client.pendingWithdrawal.mockResolvedValue(7n);
    act(() =>
      client.emit({ type: 'TransactionCompleted', rental: { ...rental, state: 'TRANSACTION_COMPLETED' }, at: '' }),
    );
    await waitFor(() => expect(screen.getByLabelText('credited')).toHaveTextContent('7'));
    expect(commits.withdrawal).toBeGreaterThan(before.withdrawal);
  });
});
