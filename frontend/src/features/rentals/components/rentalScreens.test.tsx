import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MyRentalsPage from '../../../pages/dashboard/MyRentalsPage';
import HistoryPage from '../../../pages/dashboard/HistoryPage';
import { RentalStatusChip } from './RentalStatusChip';
import { parseEth } from '../../../shared/eth';
import { notificationsFromRentals } from '../../notifications';
import { RENTAL_STATES, type Rental } from '../types';
import { FakeRentalsClient } from '../test/FakeRentalsClient';
import { BORROWER, LENDER, STRANGER, makeRental } from '../test/rentalFixtures';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { QueryClient } from '@tanstack/react-query';
import { shouldRetry } from '../../../shared/query/retry';
import { deferred } from '../../../test/deferred';
import { browserWallet, type FakeProvider } from '../../wallet/test/fakeWallets';
import { useMyRentals } from '../state/rentalReads';
import { anObserver } from '../test/matchers';
import { confirmAction } from '../test/confirmAction';
import { nth } from '../../../test/defined';

/** The browser's wallet in the test (none when undefined). */
let wallet: FakeProvider | undefined;

beforeEach(() => {
  wallet = browserWallet(BORROWER);
});

describe('RentalStatusChip', () => {
  it('shows the state with spaces (a completed rental as “RENTAL COMPLETED”, the words of its box) and the specified colours', () => {
    const tones: Record<string, string> = {
      RENTAL_ACTIVE: 'green',
      DISPUTE_OPENED: 'red',
      TRANSACTION_COMPLETED: 'blue',
    };
    for (const state of RENTAL_STATES) {
      const { unmount } = render(<RentalStatusChip state={state} />);
      const chip = screen.getByText(state === 'TRANSACTION_COMPLETED' ? 'RENTAL COMPLETED' : state.replace(/_/g, ' '));
      expect(chip).toHaveAttribute('data-tone', tones[state] ?? 'gray');
      unmount();
    }
  });
});

describe('My Rentals', () => {
  const borrowed = makeRental({ id: 'borrowed-1', toolName: 'Cordless Drill 18V', state: 'COLLATERAL_DEPOSITED' });
  const lent = makeRental({
    id: 'lent-1',
    toolName: 'Lawn Mower Petrol 46 cm',
    toolId: 'tool-9',
    lenderAddress: BORROWER,
    borrowerAddress: STRANGER,
    state: 'TOOL_RETURNED',
  });
  const unrelated = makeRental({
    id: 'other-1',
    toolName: 'Hedge Trimmer',
    lenderAddress: LENDER,
    borrowerAddress: STRANGER,
  });

  it('splits rentals into Borrowing and Lending by the wallet address, ignoring case', async () => {
    // The wallet answers in lower case (as many do) and the rental names the borrower in lower case too.
    wallet = browserWallet(BORROWER.toLowerCase());
    const lowerCaseBorrowed = { ...borrowed, borrowerAddress: BORROWER.toLowerCase() };
    await renderWithProviders(<MyRentalsPage />, {
      wallet,
      rentalsClient: new FakeRentalsClient([lowerCaseBorrowed, lent, unrelated]),
    });
    const borrowingCard = await screen.findByRole('article', { name: 'Cordless Drill 18V' });
    expect(screen.queryByRole('article', { name: 'Lawn Mower Petrol 46 cm' })).not.toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Hedge Trimmer' })).not.toBeInTheDocument();
    // The counterparty of a borrowed tool is its lender, shortened.
    expect(within(borrowingCard).getByText('0x7099...79C8')).toBeInTheDocument();
    expect(within(borrowingCard).getByText('COLLATERAL DEPOSITED')).toBeInTheDocument();
    expect(within(borrowingCard).getByRole('link', { name: /View Tool/ })).toHaveAttribute('href', '/tools/tool-1');

    await userEvent.click(screen.getByRole('tab', { name: /Lending/ }));
    const lendingCard = screen.getByRole('article', { name: 'Lawn Mower Petrol 46 cm' });
    expect(screen.queryByRole('article', { name: 'Cordless Drill 18V' })).not.toBeInTheDocument();
    expect(within(lendingCard).getByText('0x976E...0aa9')).toBeInTheDocument();
  });

  it('shows each party only the actions the state machine allows, and runs them', async () => {
    const client = new FakeRentalsClient([borrowed, lent]);
    await renderWithProviders(<MyRentalsPage />, { wallet, rentalsClient: client });
    const card = await screen.findByRole('article', { name: 'Cordless Drill 18V' });
    // Borrower, collateral deposited: pickup or cancel (no dispute before pickup); nothing of the lender's.
    expect(
      within(card)
        .getAllByRole('button')
        .map((button) => button.textContent.trim()),
    ).toEqual(['Record condition', 'Confirm Pickup', 'Cancel Rental']);
    // Money stays in escrow from here: the app asks once, and going back sends nothing.
    await userEvent.click(within(card).getByRole('button', { name: 'Confirm Pickup' }));
    await confirmAction(null);
    expect(client.actions).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Confirm Pickup' }));
    await confirmAction('Confirm Pickup');
    expect(client.actions).toHaveBeenCalledWith('confirmToolPickup', ['borrowed-1'], anObserver());

    await userEvent.click(screen.getByRole('tab', { name: /Lending/ }));
    const lentCard = screen.getByRole('article', { name: 'Lawn Mower Petrol 46 cm' });
    expect(
      within(lentCard)
        .getAllByRole('button')
        .map((button) => button.textContent.trim()),
    ).toEqual(['Record condition', 'Confirm Receipt', 'Complete Rental', 'File Dispute']);
    await userEvent.click(within(lentCard).getByRole('button', { name: 'Complete Rental' }));
    await confirmAction('Complete Rental');
    expect(client.actions).toHaveBeenCalledWith('releaseCollateral', ['lent-1'], anObserver());
  });

  it('reads the rental’s cancellation fee before asking, and the borrower’s Cancel dialog says what it costs', async () => {
    // As on chain: the listed rental does not carry its fee; the client reads it (contract cancellationFeeOf).
    const client = new FakeRentalsClient([borrowed]);
    client.cancellationFeeOf.mockResolvedValue(2500);
    await renderWithProviders(<MyRentalsPage />, { wallet, rentalsClient: client });
    const card = await screen.findByRole('article', { name: 'Cordless Drill 18V' });
    await userEvent.click(within(card).getByRole('button', { name: 'Cancel Rental' }));
    // 25% of the 0.036 ETH rent: 0.009 ETH to the lender, the rest of the 0.096 ETH back.
    const text = await confirmAction(null);
    expect(client.cancellationFeeOf).toHaveBeenCalledWith('borrowed-1');
    expect(text).toContain('Cancelling costs the cancellation fee the owner set, 25% of the rent: 0.009 ETH');
    expect(text).toContain('The rest of the 0.096 ETH deposit is refunded: 0.087 ETH');
    expect(client.actions).not.toHaveBeenCalled();
  });

  it('disables the buttons while an action is under way', async () => {
    const client = new FakeRentalsClient([borrowed]);
    let finish: () => void = () => {};
    client.actions.mockImplementation(() => new Promise((resolve) => (finish = () => resolve(borrowed))));
    await renderWithProviders(<MyRentalsPage />, { wallet, rentalsClient: client });
    const card = await screen.findByRole('article', { name: 'Cordless Drill 18V' });
    await userEvent.click(within(card).getByRole('button', { name: 'Confirm Pickup' }));
    await confirmAction('Confirm Pickup');
    expect(within(card).getByRole('button', { name: 'Confirm Pickup' })).toBeDisabled();
    expect(within(card).getByRole('button', { name: 'Cancel Rental' })).toBeDisabled();
    finish();
    await waitFor(() => expect(within(card).getByRole('button', { name: 'Confirm Pickup' })).toBeEnabled());
    // Simulated: the toast says so, since no money moved.
    expect(await screen.findByText('Pickup confirmed: the rental is active (simulated)')).toBeInTheDocument();
  });

  it('needs a reason to file a dispute', async () => {
    const client = new FakeRentalsClient([{ ...borrowed, state: 'RENTAL_ACTIVE' }]);
    await renderWithProviders(<MyRentalsPage />, { wallet, rentalsClient: client });
    const card = await screen.findByRole('article', { name: 'Cordless Drill 18V' });
    await userEvent.click(within(card).getByRole('button', { name: 'File Dispute' }));
    const submit = within(card).getByRole('button', { name: 'Submit Dispute' });
    expect(submit).toBeDisabled();
    await userEvent.type(within(card).getByLabelText('Reason for the dispute'), '  Chuck is broken ');
    await userEvent.click(submit);
    await confirmAction('File Dispute');
    expect(client.actions).toHaveBeenCalledWith(
      'fileDispute',
      ['borrowed-1', { reason: 'Chuck is broken' }],
      anObserver(),
    );
    await waitFor(() => expect(within(card).queryByLabelText('Reason for the dispute')).not.toBeInTheDocument());
  });

  it('shows the Active Dispute reason and the Rental Completed box', async () => {
    await renderWithProviders(<MyRentalsPage />, {
      wallet,
      rentalsClient: new FakeRentalsClient([
        makeRental({ id: 'd', toolName: 'Disputed Saw', state: 'DISPUTE_OPENED', disputeReason: 'Blade was blunt' }),
        makeRental({
          id: 'c',
          toolName: 'Finished Drill',
          state: 'TRANSACTION_COMPLETED',
          startTime: '2026-03-01T12:00:00.000Z',
          endTime: '2026-03-04T12:00:00.000Z',
          returnedAt: '2026-03-04T10:00:00.000Z',
        }),
      ]),
    });
    const disputed = await screen.findByRole('article', { name: 'Disputed Saw' });
    expect(within(disputed).getByText('Active Dispute')).toBeInTheDocument();
    expect(within(disputed).getByText('Blade was blunt')).toBeInTheDocument();
    const completed = screen.getByRole('article', { name: 'Finished Drill' });
    expect(within(completed).getByText('Rental Completed')).toBeInTheDocument();
    // What was credited, to the wei: 3 days at 0.012 ETH to the lender, the whole collateral back; simulated, so no money moved.
    expect(within(completed).getByTestId('rental-outcome')).toHaveTextContent(
      'The rental is complete. Rent: 0.036 ETH is credited to the lender in the simulation. Your collateral: 0.06 ETH is credited to you in the simulation (no money moved).Simulated amounts: no wallet is charged and no money moves.',
    );
    expect(within(completed).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the empty states with their buttons', async () => {
    await renderWithProviders(<MyRentalsPage />, { wallet, rentalsClient: new FakeRentalsClient([]) });
    expect(await screen.findByRole('heading', { name: 'No Active Rentals' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Tools' })).toHaveAttribute('href', '/');
    await userEvent.click(screen.getByRole('tab', { name: /Lending/ }));
    expect(screen.getByRole('heading', { name: 'No Tools Being Rented' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'List a Tool' })).toHaveAttribute('href', '/lend');
  });

  it('asks for a wallet when none is connected', async () => {
    // A wallet in the browser that has not authorised the site yet.
    wallet = browserWallet(BORROWER, { authorised: false });
    const client = new FakeRentalsClient([borrowed]);
    await renderWithProviders(<MyRentalsPage />, { wallet, rentalsClient: client });
    expect(screen.getByRole('heading', { name: 'Wallet Connection Required' })).toBeInTheDocument();
    expect(client.fetchRentals).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }));
    expect(wallet.requests.map((request) => request.method)).toContain('eth_requestAccounts');
    // Connected: only now are the borrower's rentals read.
    expect(await screen.findByRole('article', { name: 'Cordless Drill 18V' })).toBeInTheDocument();
    expect(client.fetchRentals).toHaveBeenCalled();
  });

  it("shows the specification's error when the rentals cannot be fetched", async () => {
    const client = new FakeRentalsClient([]);
    client.fetchRentals.mockRejectedValue(new Error('network down'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderWithProviders(<MyRentalsPage />, { wallet, rentalsClient: client });
    expect((await screen.findByText(/Failed to fetch rentals/)).closest('[role="alert"]')).not.toBeNull();
  });

  it('says an unreachable network is why after the second failed try of a first read, and shows the rentals once a retry answers', async () => {
    const client = new FakeRentalsClient([borrowed]);
    // Each try of the read waits for the test to answer it, in the order the tries are made.
    const tries: ReturnType<typeof deferred<Rental[]>>[] = [];
    client.fetchRentals.mockImplementation(() => {
      const attempt = deferred<Rental[]>();
      tries.push(attempt);
      return attempt.promise;
    });
    const answerTry = async (n: number, answer: (attempt: ReturnType<typeof deferred<Rental[]>>) => void) => {
      await waitFor(() => expect(tries).toHaveLength(n));
      answer(nth(tries, n - 1));
    };
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // The app's retry rule (network failures tried again), without its waits between tries.
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: shouldRetry, retryDelay: 0 } } });
    await renderWithProviders(<MyRentalsPage />, { wallet, rentalsClient: client, queryClient });
    await answerTry(1, (attempt) => attempt.reject(new TypeError('Failed to fetch')));
    // One failure: still the spinner, as a blip of the network deserves; the second try is under way.
    await waitFor(() => expect(tries).toHaveLength(2));
    expect(screen.queryByText(/Failed to fetch rentals/)).toBeNull();
    await answerTry(2, (attempt) => attempt.reject(new TypeError('Failed to fetch')));
    expect(await screen.findByText(/Failed to fetch rentals/)).toBeInTheDocument();
    // The tries go on behind the message; the next one that answers shows the rentals.
    await answerTry(3, (attempt) => attempt.resolve([borrowed]));
    expect(await screen.findByRole('article', { name: 'Cordless Drill 18V' })).toBeInTheDocument();
    expect(screen.queryByText(/Failed to fetch rentals/)).toBeNull();
  });
});

describe('History', () => {
  it('lists completed and cancelled rentals with cost, role and the first 8 characters of the id', async () => {
    await renderWithProviders(<HistoryPage />, {
      wallet,
      rentalsClient: new FakeRentalsClient([
        makeRental({
          id: 'a1b2c3d4-e5f6',
          toolName: 'Borrowed Drill',
          state: 'TRANSACTION_COMPLETED',
          rentalRateWei: parseEth('0.012'),
          duration: 3,
        }),
        makeRental({
          id: 'ffff0000-1111',
          toolName: 'Lent Mower',
          lenderAddress: BORROWER,
          borrowerAddress: STRANGER,
          state: 'RENTAL_CANCELLED',
          rentalRateWei: parseEth('0.02'),
          duration: 7,
        }),
        makeRental({ id: 'active-rental', toolName: 'Active Saw', state: 'RENTAL_ACTIVE' }),
      ]),
    });
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(nth(rows, 0, 'row'))).toEqual([
      'Borrowed Drill#a1b2c3d4',
      '3 days',
      '0.036 ETH',
      'Borrower',
      'RENTAL COMPLETED',
    ]);
    expect(cells(nth(rows, 1, 'row'))).toEqual([
      'Lent Mower#ffff0000',
      '7 days',
      '0.14 ETH',
      'Lender',
      'RENTAL CANCELLED',
    ]);
    expect(screen.queryByText('Active Saw')).not.toBeInTheDocument();
  });

  it('shows a rate of 10^-7 ETH (1e-7 in JavaScript) exactly, in History, My Rentals and notifications', async () => {
    const tiny = makeRental({
      id: 'tiny-rate',
      toolName: 'Tiny Drill',
      state: 'TRANSACTION_COMPLETED',
      rentalRateWei: 100_000_000_000n,
      collateralWei: 1n,
      duration: 3,
    });
    await renderWithProviders(<HistoryPage />, { wallet, rentalsClient: new FakeRentalsClient([tiny]) });
    const table = await screen.findByRole('table');
    expect(within(table).getByText('0.0000003 ETH')).toBeInTheDocument();
    await renderWithProviders(<MyRentalsPage />, {
      wallet,
      rentalsClient: new FakeRentalsClient([{ ...tiny, state: 'COLLATERAL_DEPOSITED' }]),
    });
    expect(await screen.findByText('0.000000000000000001 ETH')).toBeInTheDocument();
    const deposit = notificationsFromRentals(
      [{ ...tiny, state: 'COLLATERAL_DEPOSITED' }],
      BORROWER,
      Date.parse('2026-03-01T10:00:00.000Z'),
    ).find((n) => n.title === 'Collateral deposited');
    if (!deposit) throw new Error('no deposit notification');
    expect(deposit.message).toContain('0.000000000000000001 ETH collateral and 0.0000003 ETH rent');
  });

  it("says 'No Rental History' when nothing is over yet", async () => {
    await renderWithProviders(<HistoryPage />, {
      wallet,
      rentalsClient: new FakeRentalsClient([makeRental({ state: 'RENTAL_ACTIVE' })]),
    });
    expect(await screen.findByRole('heading', { name: 'No Rental History' })).toBeInTheDocument();
  });
});

describe('RentalsProvider', () => {
  it('must be used inside a RentalsProvider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Probe = () => {
      useMyRentals();
      return null;
    };
    expect(() => render(<Probe />)).toThrow('Rentals hooks must be used within a RentalsProvider');
  });

  it('keeps the list current with changes reported by the client', async () => {
    const client = new FakeRentalsClient([
      makeRental({ id: 'r1', toolName: 'Cordless Drill 18V', state: 'AWAITING_COLLATERAL' }),
    ]);
    await renderWithProviders(<MyRentalsPage />, { wallet, rentalsClient: client });
    const card = await screen.findByRole('article', { name: 'Cordless Drill 18V' });
    expect(within(card).getByText('AWAITING COLLATERAL')).toBeInTheDocument();
    client.emit({
      type: 'CollateralDeposited',
      rental: makeRental({ id: 'r1', toolName: 'Cordless Drill 18V', state: 'COLLATERAL_DEPOSITED' }),
      at: new Date().toISOString(),
    });
    expect(await within(card).findByText('COLLATERAL DEPOSITED')).toBeInTheDocument();
  });
});
