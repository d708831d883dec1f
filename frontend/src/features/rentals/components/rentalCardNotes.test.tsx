import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MyRentalsPage from '../../../pages/dashboard/MyRentalsPage';
import { FakeRentalsClient } from '../test/FakeRentalsClient';
import { ADMIN, BORROWER, LENDER, STRANGER, makeRental } from '../test/rentalFixtures';
import type { Rental } from '../types';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { browserWallet, type FakeProvider } from '../../wallet/test/fakeWallets';
import { formatDateTime } from './rentalDisplay';
import { anObserver } from '../test/matchers';
import { confirmAction } from '../test/confirmAction';

/** The browser's wallet in the test (none when undefined). */
let wallet: FakeProvider | undefined;

const NOW = Date.parse('2026-03-10T12:00:00.000Z');
const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  wallet = browserWallet(BORROWER);
});

afterEach(() => {
  vi.useRealTimers();
});

const card = (name = 'Cordless Drill 18V') => screen.findByRole('article', { name });

describe('rental cards: handover, due date, late fee', () => {
  it('tells the lender before pickup to hand the tool over only once the pickup shows confirmed, and updates when it is', async () => {
    wallet = browserWallet(LENDER);
    const deposited = makeRental({ id: 'r1', state: 'COLLATERAL_DEPOSITED' });
    const client = new FakeRentalsClient([deposited]);
    await renderWithProviders(<MyRentalsPage />, {
      wallet,
      rentalsClient: client,
      route: '/dashboard?tab=lending',
    });
    const note = within(await card()).getByTestId('handover-note');
    expect(note).toHaveTextContent('Hand the tool over only once this page shows the pickup confirmed.');

    const active = {
      ...deposited,
      state: 'RENTAL_ACTIVE' as const,
      startTime: new Date(NOW).toISOString(),
      endTime: new Date(NOW + 3 * DAY).toISOString(),
    };
    client.emit({ type: 'RentalActivated', rental: active, actor: BORROWER, at: new Date(NOW).toISOString() });
    await waitFor(() =>
      expect(
        within(screen.getByRole('article', { name: 'Cordless Drill 18V' })).getByTestId('handover-note'),
      ).toHaveTextContent('Pickup confirmed: you can hand the tool over'),
    );
  });

  it('tells a borrower who booked ahead to meet the lender once pickup opens, not to confirm pickup now', async () => {
    const startTime = new Date(NOW + 3 * DAY).toISOString();
    const booked = makeRental({
      state: 'COLLATERAL_DEPOSITED',
      booking: { startTime, endTime: new Date(NOW + 5 * DAY).toISOString() },
    });
    await renderWithProviders(<MyRentalsPage />, {
      wallet,
      rentalsClient: new FakeRentalsClient([booked]),
    });
    const note = within(await card()).getByTestId('handover-note');
    expect(note).toHaveTextContent(`Meet the lender once pickup opens, ${formatDateTime(NOW + 3 * DAY - 12 * HOUR)}`);
    expect(note).not.toHaveTextContent('Confirm pickup when you meet the lender');
  });

  it('shows the borrower when the tool is due back', async () => {
    const endTime = new Date(NOW + DAY).toISOString();
    await renderWithProviders(<MyRentalsPage />, {
      wallet,
      rentalsClient: new FakeRentalsClient([
        makeRental({ state: 'RENTAL_ACTIVE', startTime: new Date(NOW - 2 * DAY).toISOString(), endTime }),
      ]),
    });
    expect(within(await card()).getByTestId('due-back')).toHaveTextContent('Due back Mar 11, 2026');
    expect(within(await card()).queryByTestId('overdue')).not.toBeInTheDocument();
  });

  it('shows an overdue borrower the late fee so far and what the collateral will return, as the client settles it', async () => {
    // Due back 2 days and 1 second ago: 3 started days at 0.012 ETH.
    const rental = makeRental({
      state: 'RENTAL_ACTIVE',
      startTime: new Date(NOW - 5 * DAY - 1000).toISOString(),
      endTime: new Date(NOW - 2 * DAY - 1000).toISOString(),
    });
    const client = new FakeRentalsClient([rental]);
    await renderWithProviders(<MyRentalsPage />, {
      wallet,
      rentalsClient: client,
    });
    const overdue = within(await card()).getByTestId('overdue');
    expect(overdue).toHaveTextContent('Overdue since');
    await waitFor(() => expect(within(overdue).getByTestId('late-fee')).toHaveTextContent('0.036 ETH'));
    expect(within(overdue).getByTestId('collateral-return')).toHaveTextContent('0.024 ETH');
    expect(client.settlementOf).toHaveBeenCalledWith(rental.id);
  });

  it('shows a late return’s fee once the tool is back', async () => {
    const endTime = new Date(NOW - 2 * DAY).toISOString();
    const rental = makeRental({
      state: 'TOOL_RETURNED',
      endTime,
      startTime: new Date(NOW - 5 * DAY).toISOString(),
      returnedAt: new Date(NOW - DAY).toISOString(),
    });
    await renderWithProviders(<MyRentalsPage />, {
      wallet,
      rentalsClient: new FakeRentalsClient([rental]),
    });
    const overdue = within(await card()).getByTestId('overdue');
    expect(overdue).toHaveTextContent('Returned 1 day late');
    await waitFor(() => expect(within(overdue).getByTestId('late-fee')).toHaveTextContent('0.012 ETH'));
    expect(within(overdue).getByTestId('collateral-return')).toHaveTextContent('0.048 ETH');
  });
});

describe('an unruled dispute', () => {
  // Picked up 40 days ago for 3 days; disputed during the rental, before any return.
  const disputed = (disputedAt: number, more: Partial<Rental> = {}) =>
    makeRental({
      state: 'DISPUTE_OPENED',
      disputeReason: 'Scratched',
      startTime: new Date(NOW - 40 * DAY).toISOString(),
      endTime: new Date(NOW - 37 * DAY).toISOString(),
      disputedAt: new Date(disputedAt).toISOString(),
      ...more,
    });

  it('says from when either party may claim the default split and what it pays, without a button before then', async () => {
    await renderWithProviders(<MyRentalsPage />, {
      wallet,
      rentalsClient: new FakeRentalsClient([disputed(NOW - 30 * DAY)]),
    });
    const note = within(await card()).getByTestId('unruled-dispute');
    expect(note).toHaveTextContent('Either party may claim the default split from Mar 10, 2026, 12:00 PM');
    expect(note).not.toHaveTextContent('50/50');
    // Never marked returned: the whole escrow (0.036 rent + 0.06 collateral) to the lender.
    expect(note).toHaveTextContent('The tool has not been marked returned, so the lender gets the whole escrow');
    expect(within(note).getByTestId('default-split')).toHaveTextContent('Lender0.096 ETHBorrower (you)0 ETH');
    expect(within(note).queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers the borrower Confirm Return during a dispute filed before the return, and runs markToolReturned', async () => {
    const rental = disputed(NOW - DAY);
    const client = new FakeRentalsClient([rental]);
    await renderWithProviders(<MyRentalsPage />, {
      wallet,
      rentalsClient: client,
    });
    vi.useRealTimers();
    await userEvent.click(within(await card()).getByRole('button', { name: 'Confirm Return' }));
    await confirmAction('Confirm Return');
    expect(client.actions).toHaveBeenCalledWith('markToolReturned', [rental.id], anObserver());
  });

  it('shows the default split of a tool returned late: rent and fee to the lender, the rest of the collateral halved', async () => {
    // Returned one day and one second late: fee 0.024 (two started days); 0.036 left, halved.
    const returned = disputed(NOW - DAY, { returnedAt: new Date(NOW - 36 * DAY + 1000).toISOString() });
    await renderWithProviders(<MyRentalsPage />, {
      wallet,
      rentalsClient: new FakeRentalsClient([returned]),
    });
    const cardNow = await card();
    const note = within(cardNow).getByTestId('unruled-dispute');
    expect(note).toHaveTextContent(
      'the lender gets the rent and the late fee up to the return, and the rest of the collateral is split in half',
    );
    expect(within(note).getByTestId('default-split')).toHaveTextContent('Lender0.078 ETHBorrower (you)0.018 ETH');
    expect(within(cardNow).queryByRole('button', { name: 'Confirm Return' })).not.toBeInTheDocument();
  });

  it('offers a party the default split once 30 days have passed, and runs it', async () => {
    const rental = disputed(NOW - 30 * DAY - 1000);
    const client = new FakeRentalsClient([rental]);
    await renderWithProviders(<MyRentalsPage />, {
      wallet,
      rentalsClient: client,
    });
    vi.useRealTimers();
    await userEvent.click(
      within(within(await card()).getByTestId('unruled-dispute')).getByRole('button', {
        name: 'Claim the default split',
      }),
    );
    await confirmAction('Claim After Deadline');
    expect(client.actions).toHaveBeenCalledWith('claimCollateralAfterDeadline', [rental.id], anObserver());
  });
});

describe('rental cards: who rules a dispute, the inspection deadline, what a finished rental paid', () => {
  it('names the dispute admin on the borrower’s card before pickup, the rental’s own when the client knows it', async () => {
    const client = new FakeRentalsClient([makeRental({ state: 'COLLATERAL_DEPOSITED' })], ADMIN);
    const { unmount } = await renderWithProviders(<MyRentalsPage />, {
      wallet,
      rentalsClient: client,
    });
    await waitFor(async () =>
      expect(within(await card()).getByTestId('dispute-admin')).toHaveTextContent(
        'The dispute admin 0xf39F...2266 would rule a dispute on this rental.',
      ),
    );
    unmount();

    const own = makeRental({ state: 'COLLATERAL_DEPOSITED', disputeAdmin: STRANGER });
    await renderWithProviders(<MyRentalsPage />, {
      wallet,
      rentalsClient: new FakeRentalsClient([own], ADMIN),
    });
    expect(within(await card()).getByTestId('dispute-admin')).toHaveTextContent(
      'The dispute admin 0x976E...0aa9 would rule a dispute on this rental. It was fixed when you paid',
    );
  });

  it('says nothing of the admin to the lender, nor once the tool is picked up', async () => {
    wallet = browserWallet(LENDER);
    const changed = makeRental({ state: 'COLLATERAL_DEPOSITED', disputeAdmin: STRANGER });
    const { unmount } = await renderWithProviders(<MyRentalsPage />, {
      wallet,
      rentalsClient: new FakeRentalsClient([changed], STRANGER),
      route: '/dashboard?tab=lending',
    });
    expect(within(await card()).queryByTestId('dispute-admin')).not.toBeInTheDocument();
    unmount();
    wallet = browserWallet(BORROWER);
    const active = {
      ...changed,
      state: 'RENTAL_ACTIVE' as const,
      startTime: new Date(NOW).toISOString(),
      endTime: new Date(NOW + 3 * DAY).toISOString(),
    };
    await renderWithProviders(<MyRentalsPage />, {
      wallet,
      rentalsClient: new FakeRentalsClient([active], STRANGER),
    });
    expect(within(await card()).queryByTestId('dispute-admin')).not.toBeInTheDocument();
  });

  it('shows the borrower at TOOL RETURNED the inspection deadline and the date from which they may claim', async () => {
    const returned = makeRental({
      state: 'TOOL_RETURNED',
      startTime: new Date(NOW - 4 * DAY).toISOString(),
      endTime: new Date(NOW - DAY).toISOString(),
      returnedAt: new Date(NOW - DAY).toISOString(),
      inspectionDeadline: new Date(NOW + DAY).toISOString(),
    });
    await renderWithProviders(<MyRentalsPage />, {
      wallet,
      rentalsClient: new FakeRentalsClient([returned]),
    });
    const note = within(await card()).getByTestId('inspection-deadline');
    expect(note).toHaveTextContent('The lender inspects the tool until Mar 11, 2026, 12:00 PM');
    expect(within(note).getByTestId('claim-from')).toHaveTextContent('Mar 11, 2026, 12:00 PM');
    expect(note).toHaveTextContent(
      '0.036 ETH credited to the lender and 0.06 ETH of your collateral credited back to you.',
    );
  });

  it('says what a cancelled rental refunded, or that an offer withdrawn moved nothing', async () => {
    const refunded = makeRental({ id: 'c1', toolName: 'Refunded Drill', state: 'RENTAL_CANCELLED' });
    const withdrawn = makeRental({
      id: 'c2',
      toolName: 'Withdrawn Drill',
      state: 'RENTAL_CANCELLED',
      borrowerAddress: '',
    });
    wallet = browserWallet(LENDER);
    await renderWithProviders(<MyRentalsPage />, {
      wallet,
      rentalsClient: new FakeRentalsClient([refunded, withdrawn]),
      route: '/dashboard?tab=lending',
    });
    expect(within(await card('Refunded Drill')).getByTestId('rental-outcome')).toHaveTextContent(
      'Rental CancelledCancelled before pickup, so no rent was paid. The deposit (rent and collateral) is refunded in full: 0.096 ETH is credited to the borrower in the simulation.',
    );
    expect(within(await card('Withdrawn Drill')).getByTestId('rental-outcome')).toHaveTextContent(
      'The offer was withdrawn before anyone paid: no money moved.',
    );
  });

  it('tells the lender the rent credited to them with its amount, late fee included, and each dispute outcome to the wei', async () => {
    // Simulated here: "credited in the simulation", never "paid" (moneyWords.test.ts has the on-chain words).
    wallet = browserWallet(LENDER);
    const times = { startTime: new Date(NOW - 6 * DAY).toISOString(), endTime: new Date(NOW - 3 * DAY).toISOString() };
    const completedLate = makeRental({
      id: 'a',
      toolName: 'Late Drill',
      state: 'TRANSACTION_COMPLETED',
      ...times,
      returnedAt: new Date(NOW - 2 * DAY).toISOString(),
    });
    const ruled = makeRental({
      id: 'b',
      toolName: 'Ruled Drill',
      state: 'TRANSACTION_COMPLETED',
      ...times,
      disputedAt: new Date(NOW - 4 * DAY).toISOString(),
      resolution: { lenderShareBps: 2_500, details: '', resolvedAt: new Date(NOW - DAY).toISOString() },
    });
    const resolved = { ...ruled, id: 'c', toolName: 'Resolved Drill', state: 'RESOLUTION_REACHED' as const };
    const neverBack = makeRental({ id: 'd', toolName: 'Kept Drill', state: 'TRANSACTION_COMPLETED', ...times });
    await renderWithProviders(<MyRentalsPage />, {
      wallet,
      rentalsClient: new FakeRentalsClient([completedLate, ruled, resolved, neverBack]),
      route: '/dashboard?tab=lending',
    });
    expect(within(await card('Late Drill')).getByTestId('rental-outcome')).toHaveTextContent(
      'The rental is complete. Rent with a late fee of 0.012 ETH: 0.048 ETH is credited to you in the simulation (no money moved). Collateral: 0.048 ETH is credited to the borrower in the simulation.',
    );
    expect(within(await card('Ruled Drill')).getByTestId('rental-outcome')).toHaveTextContent(
      'The escrow was settled as the dispute resolution decided: 0.024 ETH is credited to you in the simulation (no money moved), and 0.072 ETH is credited to the borrower in the simulation.',
    );
    expect(within(await card('Resolved Drill')).getByTestId('rental-outcome')).toHaveTextContent(
      'finalizing credits the escrow: 0.024 ETH to the lender (you) and 0.072 ETH to the borrower.',
    );
    expect(within(await card('Kept Drill')).getByTestId('rental-outcome')).toHaveTextContent(
      'The tool was not returned, so the whole escrow goes to the lender: 0.096 ETH is credited to you in the simulation (no money moved).',
    );
  });
});
