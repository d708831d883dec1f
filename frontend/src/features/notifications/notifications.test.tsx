import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import NotificationsPage from '../../pages/dashboard/NotificationsPage';
import { FakeRentalsClient } from '../rentals/test/FakeRentalsClient';
import { BORROWER, LENDER, makeRental } from '../rentals/test/rentalFixtures';
import { renderWithRentals } from '../rentals/test/renderWithRentals';
import { resetNotificationReadState } from './notificationReadState';
import { notificationsFromActivity } from './rentalNotifications';
import type { RentalEvent } from '../rentals';

const wallet = vi.hoisted(() => ({ account: null as string | null }));
vi.mock('../wallet/Web3Provider', () => ({
  useWeb3: () => ({ account: wallet.account, signer: wallet.account ? {} : null, connect: vi.fn(), isConnecting: false }),
}));

// The signed-in user matters only in Supabase mode (stored notifications); these tests run without it.
vi.mock('../accounts/AuthProvider', () => ({ useAuth: () => ({ user: { id: 'user-1', email: 'one@toolshare.test' }, loading: false }) }));

const event = (type: RentalEvent['type'], overrides: Partial<RentalEvent> = {}): RentalEvent => ({
  type,
  rental: makeRental({ state: 'COLLATERAL_DEPOSITED', disputeReason: 'Broken chuck' }),
  at: '2026-03-10T12:00:00.000Z',
  ...overrides,
});

beforeEach(() => {
  wallet.account = LENDER;
  resetNotificationReadState();
});

describe('notifications from rental events', () => {
  it('tells the lender about a request, and both parties about the deposit', () => {
    const events = [event('RentalCreated', { actor: BORROWER }), event('CollateralDeposited', { actor: BORROWER })];
    expect(notificationsFromActivity(events, LENDER).map((n) => [n.type, n.title, n.readInitially])).toEqual([
      ['rental_request', 'New rental request', false],
      ['payment_received', 'Payment received', false],
    ]);
    expect(notificationsFromActivity(events, LENDER)[0].message).toBe('0x9965...A4dc wants to rent your Cordless Drill 18V for 3 days.');
    expect(notificationsFromActivity(events, BORROWER).map((n) => [n.type, n.title, n.readInitially])).toEqual([['payment_received', 'Collateral deposited', true]]);
  });

  it('tells both parties about a dispute with its reason; the filer’s own starts read', () => {
    const filed = [event('DisputeFiled', { actor: BORROWER })];
    const lenders = notificationsFromActivity(filed, LENDER);
    expect(lenders).toMatchObject([{ type: 'dispute', title: 'Dispute opened', readInitially: false, actionUrl: '/disputes' }]);
    expect(lenders[0].message).toContain('Broken chuck');
    expect(notificationsFromActivity(filed, BORROWER)).toMatchObject([{ type: 'dispute', title: 'Dispute filed', readInitially: true }]);
  });

  it('reminds the borrower to return the tool once it is picked up', () => {
    const picked = event('RentalActivated', { actor: BORROWER, rental: makeRental({ state: 'RENTAL_ACTIVE', endTime: '2026-03-13T12:00:00.000Z' }) });
    expect(notificationsFromActivity([picked], BORROWER)).toMatchObject([{ type: 'return_reminder', message: 'Return the Cordless Drill 18V by Mar 13, 2026 to get your collateral back.' }]);
  });

  it('tells nothing to someone who is not a party, or without a wallet', () => {
    expect(notificationsFromActivity([event('RentalCreated')], '0x0000000000000000000000000000000000000001')).toEqual([]);
    expect(notificationsFromActivity([event('RentalCreated')], null)).toEqual([]);
  });
});

describe('Notifications page', () => {
  it('shows the five sample types and highlights the unread ones', () => {
    renderWithRentals(<NotificationsPage />, { client: new FakeRentalsClient() });
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.dataset.notificationType).sort()).toEqual(['dispute', 'payment_received', 'rental_request', 'return_reminder', 'system']);
    const unread = items.filter((item) => item.dataset.read === 'false');
    expect(unread).toHaveLength(2);
    unread.forEach((item) => expect(item.className).toContain('bg-blue-50'));
    expect(screen.getByText('2 unread')).toBeInTheDocument();
  });

  it('adds what happens to the wallet’s rentals in this browser, newest first', async () => {
    const client = new FakeRentalsClient();
    renderWithRentals(<NotificationsPage />, { client });
    act(() => client.emit(event('RentalCreated', { actor: BORROWER, at: new Date().toISOString() })));
    const first = screen.getAllByRole('listitem')[0];
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
    const request = screen.getAllByRole('listitem').find((item) => item.dataset.notificationType === 'rental_request');
    await userEvent.click(within(request!).getByRole('link'));
    expect(screen.getByText('1 unread')).toBeInTheDocument();
  });
});
