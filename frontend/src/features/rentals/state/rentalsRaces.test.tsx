// The races of the old hand-written data layer, each shown to be gone: answers for an account,
// chain or mode the screen has left never reach it, a failed read keeps the last good answer, each
// transaction's toast shows its own hash, and nothing follows blocks outside on-chain mode.
import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { useDisputeAdmin, useMyRentals, usePendingWithdrawal } from './rentalReads';
import { useRentalAction, type RentalAction } from './useRentalAction';
import { FakeRentalsClient } from '../test/FakeRentalsClient';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { browserWallet } from '../../wallet/test/fakeWallets';
import { BORROWER, LENDER, STRANGER, makeRental, makeTool } from '../test/rentalFixtures';
import { setRentalsMode } from '../clients/rentalsMode';
import type { Rental, TransactionObserver } from '../types';
import { deferred } from '../../../test/deferred';
import { settledQueries } from '../../../test/settledQueries';

function Probe() {
  const disputeAdmin = useDisputeAdmin();
  const pendingWithdrawal = usePendingWithdrawal();
  const { rentals } = useMyRentals();
  return (
    <dl>
      <dd data-testid="admin">{disputeAdmin ?? 'none'}</dd>
      <dd data-testid="pending">{pendingWithdrawal === null ? 'hidden' : String(pendingWithdrawal)}</dd>
      <dd data-testid="rentals">{rentals.map((rental) => `${rental.id}:${rental.state}`).join(',')}</dd>
    </dl>
  );
}

describe('RentalsProvider reads', () => {
  it("never lets a slow dispute-admin answer for the previous account replace the current one's", async () => {
    const wallet = browserWallet(LENDER);
    const client = new FakeRentalsClient();
    const [earlierRead, laterRead] = [deferred<string | null>(), deferred<string | null>()];
    client.getDisputeAdmin
      .mockImplementationOnce(() => earlierRead.promise)
      .mockImplementationOnce(() => laterRead.promise);
    const view = await renderWithProviders(<Probe />, { wallet, rentalsClient: client });
    act(() => wallet.switchAccount(BORROWER));
    await waitFor(() => expect(client.getDisputeAdmin).toHaveBeenCalledTimes(2));
    await act(async () => laterRead.resolve(STRANGER));
    await waitFor(() => expect(screen.getByTestId('admin')).toHaveTextContent(STRANGER));
    await act(async () => earlierRead.resolve(ADMIN_OF_OLD_READ));
    await settledQueries();
    // The old answer has arrived (kept under the old account's key), and the screen kept the current one.
    expect(cachedAnswers(view.queryClient)).toContain(ADMIN_OF_OLD_READ);
    expect(screen.getByTestId('admin')).toHaveTextContent(STRANGER);
  });

  it("never lets a slow pending-withdrawal answer for the previous account replace the current one's", async () => {
    act(() => setRentalsMode('onchain'));
    const wallet = browserWallet(LENDER);
    const client = Object.assign(new FakeRentalsClient(), { pendingWithdrawal: vi.fn<() => Promise<bigint>>() });
    const [earlierRead, laterRead] = [deferred<bigint>(), deferred<bigint>()];
    client.pendingWithdrawal
      .mockImplementationOnce(() => earlierRead.promise)
      .mockImplementationOnce(() => laterRead.promise);
    const view = await renderWithProviders(<Probe />, { wallet, rentalsClient: client });
    act(() => wallet.switchAccount(BORROWER));
    await waitFor(() => expect(client.pendingWithdrawal).toHaveBeenCalledTimes(2));
    await act(async () => laterRead.resolve(7n));
    await waitFor(() => expect(screen.getByTestId('pending')).toHaveTextContent('7'));
    await act(async () => earlierRead.resolve(999n));
    await settledQueries();
    expect(cachedAnswers(view.queryClient)).toContain(999n);
    expect(screen.getByTestId('pending')).toHaveTextContent('7');
  });

  it('keeps the Withdraw panel and its last balance when a later read fails', async () => {
    act(() => setRentalsMode('onchain'));
    const wallet = browserWallet(LENDER);
    const client = Object.assign(new FakeRentalsClient(), { pendingWithdrawal: vi.fn<() => Promise<bigint>>() });
    client.pendingWithdrawal.mockResolvedValueOnce(5n).mockRejectedValue(new Error('rate limited'));
    const view = await renderWithProviders(<Probe />, { wallet, rentalsClient: client });
    await waitFor(() => expect(screen.getByTestId('pending')).toHaveTextContent('5'));
    await act(async () => view.queryClient.invalidateQueries());
    await waitFor(() => expect(client.pendingWithdrawal).toHaveBeenCalledTimes(2));
    await settledQueries();
    expect(screen.getByTestId('pending')).toHaveTextContent('5');
  });

  it('shows the newest read of the rentals when an older read answers last', async () => {
    const wallet = browserWallet(LENDER);
    const client = new FakeRentalsClient();
    const older = deferred<Rental[]>();
    const newer = deferred<Rental[]>();
    client.fetchRentals.mockImplementationOnce(() =>
      Promise.resolve([makeRental({ id: 'r1', state: 'AWAITING_COLLATERAL' })]),
    );
    const view = await renderWithProviders(<Probe />, { wallet, rentalsClient: client });
    await waitFor(() => expect(screen.getByTestId('rentals')).toHaveTextContent('r1:AWAITING_COLLATERAL'));
    client.fetchRentals.mockImplementationOnce(() => older.promise).mockImplementationOnce(() => newer.promise);
    // Two blocks in a row: the first read is still under way when the second starts.
    act(() => void view.queryClient.invalidateQueries());
    act(() => void view.queryClient.invalidateQueries());
    await waitFor(() => expect(client.fetchRentals).toHaveBeenCalledTimes(3));
    await act(async () => newer.resolve([makeRental({ id: 'r1', state: 'RENTAL_ACTIVE' })]));
    await waitFor(() => expect(screen.getByTestId('rentals')).toHaveTextContent('r1:RENTAL_ACTIVE'));
    await act(async () => older.resolve([makeRental({ id: 'r1', state: 'COLLATERAL_DEPOSITED' })]));
    await settledQueries();
    expect(screen.getByTestId('rentals')).toHaveTextContent('r1:RENTAL_ACTIVE');
  });
});

const ADMIN_OF_OLD_READ = '0x000000000000000000000000000000000000dEaD';
const cachedAnswers = (queryClient: QueryClient) =>
  queryClient
    .getQueryCache()
    .getAll()
    .map((query) => query.state.data);

describe('RentalsProvider transactions', () => {
  it('gives two transactions pending at once each its own hash', async () => {
    act(() => setRentalsMode('onchain'));
    const wallet = browserWallet(BORROWER);
    const rentHash = `0x${'11'.repeat(32)}`;
    const offerHash = `0x${'22'.repeat(32)}`;
    const rentMined = deferred<Rental>();
    const offerMined = deferred<Rental>();
    const client = new FakeRentalsClient([makeRental()]);
    client.actions.mockImplementation((action, _args, observer?: TransactionObserver) => {
      const [hash, mined] = action === 'createRentalOffer' ? [offerHash, offerMined] : [rentHash, rentMined];
      observer?.onSent(hash);
      return mined.promise;
    });
    const actions: {
      current: {
        rent: RentalAction<'acceptRentalOfferAndDepositCollateral'>;
        offer: RentalAction<'createRentalOffer'>;
      } | null;
    } = { current: null };
    function Actions() {
      const rent = useRentalAction('acceptRentalOfferAndDepositCollateral');
      const offer = useRentalAction('createRentalOffer');
      useEffect(() => {
        actions.current = { rent, offer };
      });
      return null;
    }
    await renderWithProviders(<Actions />, { wallet, rentalsClient: client });
    await waitFor(() => expect(actions.current).not.toBeNull());
    act(() => {
      void actions.current?.rent.run(
        { tool: makeTool({ id: 'tool-a', name: 'Drill', ownerWalletAddress: LENDER }), quote: null },
        { start: 0, days: 2 },
      );
      void actions.current?.offer.run(makeTool({ id: 'tool-b', name: 'Saw', ownerWalletAddress: BORROWER }));
    });
    expect(
      await screen.findByText(
        'Renting: paying rent and collateral into escrow... Transaction 0x11111111…111111 is being mined',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Opening an on-chain offer... Transaction 0x22222222…222222 is being mined'),
    ).toBeInTheDocument();
    await act(async () => rentMined.resolve(makeRental()));
    expect(await screen.findByText('Rented Drill: 0.084 ETH held in escrow')).toBeInTheDocument();
    expect(
      screen.getByText('Opening an on-chain offer... Transaction 0x22222222…222222 is being mined'),
    ).toBeInTheDocument();
    await act(async () => offerMined.resolve(makeRental()));
    expect(await screen.findByText('Saw is open for on-chain rental')).toBeInTheDocument();
  });
});

describe('RentalsProvider blocks', () => {
  it('follows blocks only in on-chain mode, and stops when the mode goes back to simulated', async () => {
    act(() => setRentalsMode('onchain'));
    const wallet = browserWallet(LENDER);
    const listeners = new Set<(block: number) => void>();
    const client = Object.assign(new FakeRentalsClient(), {
      onNewBlock: vi.fn((listener: (block: number) => void) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      }),
    });
    await renderWithProviders(<Probe />, { wallet, rentalsClient: client });
    await waitFor(() => expect(listeners.size).toBe(1));
    const reads = client.fetchRentals.mock.calls.length;
    await act(async () => [...listeners].forEach((listener) => listener(101)));
    await waitFor(() => expect(client.fetchRentals.mock.calls.length).toBe(reads + 1));
    act(() => setRentalsMode('simulated'));
    expect(listeners.size).toBe(0);
  });
});
