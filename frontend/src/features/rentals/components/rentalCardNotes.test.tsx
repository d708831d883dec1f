import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MyRentalsPage from '../../../pages/dashboard/MyRentalsPage';
import { FakeRentalsClient } from '../test/FakeRentalsClient';
import { BORROWER, LENDER, makeRental } from '../test/rentalFixtures';
import type { Rental } from '../types';
import { renderWithRentals } from '../test/renderWithRentals';
import type { WalletContextValue } from '../../wallet';
import { makeConnectedWalletContext } from '../../wallet/test/walletContext';
import { anObserver } from '../test/matchers';
import { confirmAction } from '../test/confirmAction';

const wallet = vi.hoisted(() => ({ current: null as WalletContextValue | null }));
vi.mock('../../wallet/Web3Provider', async () => {
  const { walletHooksFor } = await import('../../wallet/test/walletContext');
  return walletHooksFor(() => wallet.current);
});
vi.mock('../../tools/ToolsProvider', () => ({ useTools: () => ({ tools: [], loading: false, error: null }) }));

const NOW = Date.parse('2026-03-10T12:00:00.000Z');
const DAY = 24 * 3600 * 1000;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  wallet.current = makeConnectedWalletContext(BORROWER);
});

afterEach(() => {
  vi.useRealTimers();
});

const card = (name = 'Cordless Drill 18V') => screen.findByRole('article', { name });

describe('rental cards: handover, due date, late fee', () => {
  it('tells the lender before pickup to hand the tool over only once the pickup shows confirmed, and updates when it is', async () => {
    wallet.current = makeConnectedWalletContext(LENDER);
    const deposited = makeRental({ id: 'r1', state: 'COLLATERAL_DEPOSITED' });
    const client = new FakeRentalsClient([deposited]);
    renderWithRentals(<MyRentalsPage />, { client, route: '/dashboard?tab=lending' });
    const note = within(await card()).getByTestId('handover-note');
    expect(note).toHaveTextContent('Hand the tool over only once this page shows the pickup confirmed.');

    const active = { ...deposited, state: 'RENTAL_ACTIVE' as const, startTime: new Date(NOW).toISOString(), endTime: new Date(NOW + 3 * DAY).toISOString() };
    client.emit({ type: 'RentalActivated', rental: active, actor: BORROWER, at: new Date(NOW).toISOString() });
    await waitFor(() => expect(within(screen.getByRole('article', { name: 'Cordless Drill 18V' })).getByTestId('handover-note')).toHaveTextContent('Pickup confirmed: you can hand the tool over'));
  });

  it('shows the borrower when the tool is due back', async () => {
    const endTime = new Date(NOW + DAY).toISOString();
    renderWithRentals(<MyRentalsPage />, { client: new FakeRentalsClient([makeRental({ state: 'RENTAL_ACTIVE', startTime: new Date(NOW - 2 * DAY).toISOString(), endTime })]) });
    expect(within(await card()).getByTestId('due-back')).toHaveTextContent('Due back Mar 11, 2026');
    expect(within(await card()).queryByTestId('overdue')).not.toBeInTheDocument();
  });

  it('shows an overdue borrower the late fee so far and what the collateral will return, as the client settles it', async () => {
    // Due back 2 days and 1 second ago: 3 started days at 0.012 ETH.
    const rental = makeRental({ state: 'RENTAL_ACTIVE', startTime: new Date(NOW - 5 * DAY - 1000).toISOString(), endTime: new Date(NOW - 2 * DAY - 1000).toISOString() });
    const client = new FakeRentalsClient([rental]);
    renderWithRentals(<MyRentalsPage />, { client });
    const overdue = within(await card()).getByTestId('overdue');
    expect(overdue).toHaveTextContent('Overdue since');
    await waitFor(() => expect(within(overdue).getByTestId('late-fee')).toHaveTextContent('0.036 ETH'));
    expect(within(overdue).getByTestId('collateral-return')).toHaveTextContent('0.024 ETH');
    expect(client.settlementOf).toHaveBeenCalledWith(rental.id);
  });

  it('shows a late return’s fee once the tool is back', async () => {
    const endTime = new Date(NOW - 2 * DAY).toISOString();
    const rental = makeRental({ state: 'TOOL_RETURNED', endTime, startTime: new Date(NOW - 5 * DAY).toISOString(), returnedAt: new Date(NOW - DAY).toISOString() });
    renderWithRentals(<MyRentalsPage />, { client: new FakeRentalsClient([rental]) });
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
    renderWithRentals(<MyRentalsPage />, { client: new FakeRentalsClient([disputed(NOW - 30 * DAY)]) });
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
    renderWithRentals(<MyRentalsPage />, { client });
    vi.useRealTimers();
    await userEvent.click(within(await card()).getByRole('button', { name: 'Confirm Return' }));
    await confirmAction('Confirm Return');
    expect(client.actions).toHaveBeenCalledWith('markToolReturned', [rental.id], anObserver());
  });

  it('shows the default split of a tool returned late: rent and fee to the lender, the rest of the collateral halved', async () => {
    // Returned one day and one second late: fee 0.024 (two started days); 0.036 left, halved.
    const returned = disputed(NOW - DAY, { returnedAt: new Date(NOW - 36 * DAY + 1000).toISOString() });
    renderWithRentals(<MyRentalsPage />, { client: new FakeRentalsClient([returned]) });
    const cardNow = await card();
    const note = within(cardNow).getByTestId('unruled-dispute');
    expect(note).toHaveTextContent('the lender gets the rent and the late fee up to the return, and the rest of the collateral is split in half');
    expect(within(note).getByTestId('default-split')).toHaveTextContent('Lender0.078 ETHBorrower (you)0.018 ETH');
    expect(within(cardNow).queryByRole('button', { name: 'Confirm Return' })).not.toBeInTheDocument();
  });

  it('offers a party the default split once 30 days have passed, and runs it', async () => {
    const rental = disputed(NOW - 30 * DAY - 1000);
    const client = new FakeRentalsClient([rental]);
    renderWithRentals(<MyRentalsPage />, { client });
    vi.useRealTimers();
    await userEvent.click(within(within(await card()).getByTestId('unruled-dispute')).getByRole('button', { name: 'Claim the default split' }));
    await confirmAction('Claim After Deadline');
    expect(client.actions).toHaveBeenCalledWith('claimCollateralAfterDeadline', [rental.id], anObserver());
  });
});
