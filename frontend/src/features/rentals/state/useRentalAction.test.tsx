// The one hook every screen takes an action with: ask (the entry's question) → send (with its
// toasts) → refresh (everything read of the contract), typed by the table's names.
import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRentalAction } from './useRentalAction';
import { FakeRentalsClient } from '../test/FakeRentalsClient';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { browserWallet } from '../../wallet/test/fakeWallets';
import { LENDER, makeRental } from '../test/rentalFixtures';
import { RentalError } from '../actions/rentalErrors';
import type { Rental } from '../types';
import { anObserver } from '../test/matchers';
import { confirmAction } from '../test/confirmAction';

const inspecting = makeRental({ id: 'r-9', state: 'INSPECTION_PERIOD', toolName: 'Orbital Sander' });

/** A screen with one button that completes the rental, and what the hook says. */
function CompleteButton({ rental, onResult }: { rental: Rental; onResult: (result: Rental | null) => void }) {
  const complete = useRentalAction('releaseCollateral');
  return (
    <>
      <button type="button" onClick={() => void complete.run(rental).then(onResult)}>
        Complete
      </button>
      <p data-testid="state">{complete.pending ? 'sending' : 'idle'}</p>
      {complete.error && <p data-testid="error">{complete.error}</p>}
    </>
  );
}

/** The button rendered with the lender's wallet connected: the one who completes a rental. */
async function setUp(client = new FakeRentalsClient([inspecting])) {
  const onResult = vi.fn<(result: Rental | null) => void>();
  const view = await renderWithProviders(<CompleteButton rental={inspecting} onResult={onResult} />, {
    wallet: browserWallet(LENDER),
    rentalsClient: client,
  });
  return { client, onResult, ...view };
}

describe('useRentalAction', () => {
  it('asks first; going back sends nothing', async () => {
    const { client, onResult } = await setUp();
    await userEvent.click(screen.getByRole('button', { name: 'Complete' }));
    expect(await confirmAction(null)).toContain('Complete the rental and release the escrow?');
    await waitFor(() => expect(onResult).toHaveBeenCalledWith(null));
    expect(client.actions).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('confirmed: sends once with the rental id, reports it, then reads everything again', async () => {
    const { client, onResult, queryClient } = await setUp();
    await waitFor(() => expect(client.fetchRentals).toHaveBeenCalled());
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await userEvent.click(screen.getByRole('button', { name: 'Complete' }));
    await confirmAction('Complete Rental');
    await waitFor(() => expect(onResult).toHaveBeenCalledWith(inspecting));
    expect(client.actions).toHaveBeenCalledExactlyOnceWith('releaseCollateral', ['r-9'], anObserver());
    expect(
      await screen.findByText('Rental completed: the escrow is credited to both parties (simulated)'),
    ).toBeInTheDocument();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['rentals', 'simulated'] });
  });

  it('is pending while the transaction runs', async () => {
    const client = new FakeRentalsClient([inspecting]);
    let mined: (rental: Rental) => void = () => {};
    client.actions.mockImplementation(() => new Promise((resolve) => (mined = resolve)));
    await setUp(client);
    await userEvent.click(screen.getByRole('button', { name: 'Complete' }));
    await confirmAction('Complete Rental');
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('sending'));
    await act(async () => mined(inspecting));
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('idle'));
  });

  it('a failure resolves to null and reads as the specification words it, with the reason', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const client = new FakeRentalsClient([inspecting]);
    client.actions.mockRejectedValue(new RentalError('Failed to update rental state', 'Only the lender can do this.'));
    const { onResult } = await setUp(client);
    await userEvent.click(screen.getByRole('button', { name: 'Complete' }));
    await confirmAction('Complete Rental');
    await waitFor(() => expect(onResult).toHaveBeenCalledWith(null));
    expect(await screen.findByTestId('error')).toHaveTextContent(
      'Failed to update rental state: Only the lender can do this.',
    );
    expect(client.actions).toHaveBeenCalledTimes(1);
  });
});
