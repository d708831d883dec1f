import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import NotificationsPage from '../../pages/dashboard/NotificationsPage';
import { FakeRentalsClient } from '../rentals/test/FakeRentalsClient';
import { BORROWER, LENDER, makeRental } from '../rentals/test/rentalFixtures';
import { renderWithRentals } from '../rentals/test/renderWithRentals';
import { resetNotificationReadState } from './notificationReadState';
import { notificationsFromRentals } from './rentalNotifications';
import type { Rental, RentalEvent } from '../rentals';
import type { WalletContextValue } from '../wallet';
import { makeConnectedWalletContext } from '../wallet/test/walletContext';
import { expectDefined, nth } from '../../test/defined';

const wallet = vi.hoisted(() => ({ current: null as WalletContextValue | null }));
vi.mock('../wallet/Web3Provider', async () => {
  const { walletHooksFor } = await import('../wallet/test/walletContext');
  return walletHooksFor(() => wallet.current);
});

// The signed-in user matters only in Supabase mode (stored notifications); these tests run without it.
vi.mock('../accounts/AuthProvider', async () => {
  const { authHooksFor, makeAuthContext } = await import('../accounts/test/authContext');
  const signedIn = makeAuthContext({ user: { id: 'user-1', email: 'one@toolshare.test' } });
  return authHooksFor(() => signedIn);
});

const event = (type: RentalEvent['type'], overrides: Partial<RentalEvent> = {}): RentalEvent => ({
  type,
  rental: makeRental({ state: 'AWAITING_COLLATERAL', createdAt: new Date().toISOString() }),
  at: '2026-03-10T12:00:00.000Z',
  ...overrides,
});

beforeEach(() => {
  wallet.current = makeConnectedWalletContext(LENDER);
  resetNotificationReadState();
});

describe('notifications from the rentals themselves', () => {
  const NOW = Date.parse('2026-03-20T12:00:00.000Z');
  const DAY = 24 * 3600 * 1000;
  const titles = (rental: Rental, account: string, pending: bigint | null = null) =>
    notificationsFromRentals([rental], account, NOW, pending).map((n) => [n.type, n.title, n.readInitially]);

  it('tells the lender about a request and the deposit, each linking to the rental', () => {
    const rental = makeRental({ id: '7', state: 'COLLATERAL_DEPOSITED' });
    expect(titles(rental, LENDER)).toEqual([
      ['rental_request', 'New rental request', false],
      ['payment_received', 'Payment received', false],
    ]);
    const forLender = notificationsFromRentals([rental], LENDER, NOW);
    const request = nth(forLender, 0, 'notification');
    const deposit = nth(forLender, 1, 'notification');
    expect(request.message).toBe('0x9965...A4dc wants to rent your Cordless Drill 18V for 3 days.');
    expect(deposit.message).toBe('0.096 ETH (rent and collateral) for your Cordless Drill 18V is held in escrow until the rental completes.');
    expect(request.actionUrl).toBe('/dashboard?tab=lending#rental-7');
    expect(titles(rental, BORROWER)).toEqual([
      ['rental_request', 'Rental requested', true],
      ['payment_received', 'Collateral deposited', true],
    ]);
    expect(notificationsFromRentals([rental], BORROWER, NOW).at(0)?.actionUrl).toBe('/dashboard#rental-7');
  });

  it('tells about the pickup, reminds the borrower of the due date, and says when the tool is overdue', () => {
    const active = makeRental({ state: 'RENTAL_ACTIVE', startTime: new Date(NOW - 2 * DAY).toISOString(), endTime: new Date(NOW + DAY).toISOString() });
    expect(titles(active, LENDER).slice(2)).toEqual([['system', 'Pickup confirmed', false]]);
    expect(notificationsFromRentals([active], BORROWER, NOW).at(2)).toMatchObject({ type: 'return_reminder', title: 'Return reminder', readInitially: false });
    const overdue = { ...active, endTime: new Date(NOW - DAY - 1000).toISOString() };
    const late = expectDefined(notificationsFromRentals([overdue], BORROWER, NOW).find((n) => n.title === 'Tool overdue'), 'the overdue notification');
    expect(late.message).toMatch(/2 days late so far/);
  });

  it('tells the lender a returned tool waits for inspection, with the deadline', () => {
    const returned = makeRental({
      state: 'TOOL_RETURNED',
      startTime: new Date(NOW - 4 * DAY).toISOString(),
      endTime: new Date(NOW - DAY).toISOString(),
      returnedAt: new Date(NOW - DAY).toISOString(),
      inspectionDeadline: '2026-03-21T12:00:00.000Z',
    });
    const inspect = expectDefined(notificationsFromRentals([returned], LENDER, NOW).find((n) => n.title === 'Tool returned: inspect it'), 'the inspection notification');
    expect(inspect.message).toContain('before Mar 21, 2026');
  });

  it('tells both parties about a dispute and its ruling, linking to the Dispute Center; the filer’s own starts read', () => {
    const ruled = makeRental({
      id: '9',
      state: 'RESOLUTION_REACHED',
      disputedAt: new Date(NOW - DAY).toISOString(),
      disputeFiledBy: BORROWER,
      disputeReason: 'Broken chuck',
      resolution: { lenderShareBps: 2500, details: '', resolvedAt: new Date(NOW).toISOString() },
    });
    const lenders = notificationsFromRentals([ruled], LENDER, NOW).filter((n) => n.type === 'dispute');
    expect(lenders.map((n) => [n.title, n.readInitially, n.actionUrl])).toEqual([
      ['Dispute opened', false, '/disputes#rental-9'],
      ['Dispute resolved', false, '/disputes#rental-9'],
    ]);
    expect(lenders.at(0)?.message).toBe('0x9965...A4dc opened a dispute about the Cordless Drill 18V: “Broken chuck”');
    expect(lenders.at(1)?.message).toContain('25% of the escrow to the lender, 75% to the borrower');
    expect(notificationsFromRentals([ruled], BORROWER, NOW).find((n) => n.title === 'Dispute filed')?.readInitially).toBe(true);
  });

  it('says when money waits to be withdrawn', () => {
    const [money] = notificationsFromRentals([], LENDER, NOW, 72_000_000_000_000_000n);
    expect(money).toMatchObject({ type: 'payment_received', title: 'Money to withdraw', message: '0.072 ETH is credited to you. Withdraw it from My Rentals.', actionUrl: '/dashboard' });
    expect(notificationsFromRentals([], LENDER, NOW, 0n)).toEqual([]);
  });

  it('tells nothing to someone who is not a party, or without a wallet', () => {
    expect(notificationsFromRentals([makeRental()], '0x0000000000000000000000000000000000000001', NOW)).toEqual([]);
    expect(notificationsFromRentals([makeRental()], null, NOW)).toEqual([]);
  });
});

describe('Notifications page', () => {
  it('shows the five sample types and highlights the unread ones', () => {
    renderWithRentals(<NotificationsPage />, { client: new FakeRentalsClient() });
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.dataset.notificationType).sort()).toEqual(['dispute', 'payment_received', 'rental_request', 'return_reminder', 'system']);
    const unread = items.filter((item) => item.dataset.read === 'false');
    expect(unread).toHaveLength(2);
    expect(screen.getByText('2 unread')).toBeInTheDocument();
  });

  it('adds what the wallet’s rentals say as soon as they change, newest first', async () => {
    const client = new FakeRentalsClient();
    renderWithRentals(<NotificationsPage />, { client });
    // Once the (empty) list is read, a new rental arrives.
    await waitFor(() => expect(client.fetchRentals).toHaveBeenCalled());
    await act(async () => {});
    act(() => client.emit(event('RentalCreated', { actor: BORROWER, at: new Date().toISOString() })));
    await screen.findByText('3 unread');
    const first = nth(screen.getAllByRole('listitem'), 0, 'notification');
    expect(within(first).getByText('New rental request')).toBeInTheDocument();
    expect(first.dataset.read).toBe('false');
    expect(screen.getByText('3 unread')).toBeInTheDocument();
  });

  it("'Mark all as read' really marks them read, and then says 'All Caught Up!'", async () => {
    renderWithRentals(<NotificationsPage />, { client: new FakeRentalsClient() });
    expect(screen.queryByRole('heading', { name: 'All Caught Up!' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(screen.getAllByRole('listitem').every((item) => item.dataset.read === 'true')).toBe(true);
    expect(screen.getByRole('heading', { name: 'All Caught Up!' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('marks one read when it is opened', async () => {
    renderWithRentals(<NotificationsPage />, { client: new FakeRentalsClient() });
    const request = expectDefined(
      screen.getAllByRole('listitem').find((item) => item.dataset.notificationType === 'rental_request'),
      'the rental request notification',
    );
    await userEvent.click(within(request).getByRole('link'));
    expect(screen.getByText('1 unread')).toBeInTheDocument();
  });
});
