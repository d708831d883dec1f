import { beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import NotificationsPage from '../../pages/dashboard/NotificationsPage';
import { FakeRentalsClient } from '../rentals/test/FakeRentalsClient';
import { BORROWER, LENDER, makeRental } from '../rentals/test/rentalFixtures';
import { renderWithProviders } from '../../test/renderWithProviders';
import { browserWallet, type FakeProvider } from '../wallet/test/fakeWallets';
import { notificationsFromRentals, type NameOfWallet } from './rentalNotifications';
import { SIMULATED_FUNDS, type Funds, type Rental, type RentalEvent } from '../rentals';
import type { User } from '../accounts';
import { FakeAccountsClient } from '../accounts/test/FakeAccountsClient';
import { profilesOf } from '../accounts/test/memberProfiles';
import { expectDefined, nth } from '../../test/defined';
import { USDC } from '../../shared/money';

/** The browser's wallet in the test (none when undefined). */
let wallet: FakeProvider | undefined;

/** Who is signed in (the kept session). */
let user: User;
// Members' names from the test's FakeAccountsClient: what Supabase (or this browser's store) answers.
const accounts = { current: new FakeAccountsClient() };

/** A new account, made on 2026-03-02: not one of the sample users. */
const NEW_ACCOUNT = { id: 'user-kim', email: 'kim@example.com', createdAt: '2026-03-02T08:30:00.000Z' };
/** alice's own account: a sample user, who sees the specification's samples. */
const SAMPLE_ACCOUNT = { id: 'user-alice-local', email: 'alice@toolshare.test', createdAt: '2026-03-02T08:30:00.000Z' };

const event = (type: RentalEvent['type'], overrides: Partial<RentalEvent> = {}): RentalEvent => ({
  type,
  rental: makeRental({ state: 'AWAITING_COLLATERAL', createdAt: new Date().toISOString() }),
  at: '2026-03-10T12:00:00.000Z',
  ...overrides,
});

beforeEach(() => {
  user = NEW_ACCOUNT;
  wallet = browserWallet(LENDER);
  accounts.current = new FakeAccountsClient();
});

const NOW = Date.parse('2026-03-20T12:00:00.000Z');
const DAY = 24 * 3600 * 1000;
const iso = (ms: number) => new Date(ms).toISOString();
const NAMES: NameOfWallet = (address) => (address === LENDER ? 'alice' : address === BORROWER ? 'kim' : null);
/** On chain, with money credited (the balance not read here). */
const CREDITED: Funds = { simulated: false, credited: null };
const notes = (rental: Rental, account: string, nameOf: NameOfWallet = NAMES, funds: Funds = CREDITED) =>
  notificationsFromRentals([rental], account, NOW, funds, nameOf);
const byTitle = (rental: Rental, account: string, title: string) =>
  expectDefined(
    notes(rental, account).find((n) => n.title === title),
    `“${title}”`,
  );
/** The notifications a party has not read yet: what the other party did. */
const unreadTitles = (rental: Rental, account: string) =>
  notes(rental, account)
    .filter((n) => !n.readInitially)
    .map((n) => n.title);

// One rental through every step, each party's unread notifications after each (what the other did).
const requested = makeRental({ id: '7', state: 'COLLATERAL_DEPOSITED' });
const pickedUp = {
  ...requested,
  state: 'RENTAL_ACTIVE' as const,
  startTime: iso(NOW - 2 * DAY),
  endTime: iso(NOW + DAY),
};
const returned = {
  ...pickedUp,
  state: 'TOOL_RETURNED' as const,
  returnedAt: iso(NOW - DAY),
  inspectionDeadline: iso(NOW + DAY),
};
const received = { ...returned, state: 'INSPECTION_PERIOD' as const, receivedAt: iso(NOW - DAY / 2) };
const released = {
  ...received,
  state: 'TRANSACTION_COMPLETED' as const,
  closedAt: iso(NOW - DAY / 4),
  closedBy: LENDER,
  settlement: { toLender: 36_000_000_000_000_000n, toBorrower: 60_000_000_000_000_000n },
};

describe('notifications follow both parties’ steps', () => {
  it.each([
    ['the deposit', requested, ['New rental', 'Payment held in escrow'], []],
    [
      'the borrower’s pickup',
      pickedUp,
      ['New rental', 'Payment held in escrow', 'Pickup confirmed'],
      ['Return reminder'],
    ],
    [
      'the borrower’s return',
      returned,
      ['New rental', 'Payment held in escrow', 'Pickup confirmed', 'Tool returned: inspect it'],
      [],
    ],
    [
      'the lender’s receipt',
      received,
      ['New rental', 'Payment held in escrow', 'Pickup confirmed', 'Tool returned: inspect it'],
      ['Tool received back'],
    ],
    [
      'the lender’s release',
      released,
      ['New rental', 'Payment held in escrow', 'Pickup confirmed', 'Tool returned'],
      ['Tool received back', 'Payment received'],
    ],
  ])(
    'after %s, the lender and the borrower each read what the other did',
    (_step, rental, lenderUnread, borrowerUnread) => {
      expect(unreadTitles(rental, LENDER)).toEqual(lenderUnread);
      expect(unreadTitles(rental, BORROWER)).toEqual(borrowerUnread);
    },
  );

  it('names the other party, never an address: the account or listing name, else “the borrower” / “the lender”', () => {
    expect(byTitle(requested, LENDER, 'New rental').message).toBe('kim rented your Cordless Drill 18V for 3 days.');
    expect(byTitle(received, BORROWER, 'Tool received back').message).toBe(
      'alice confirmed having the Cordless Drill 18V back and is inspecting it, until Mar 21, 2026, 12:00 PM at the latest.',
    );
    const unknown = notificationsFromRentals([received], LENDER, NOW).concat(
      notificationsFromRentals([received], BORROWER, NOW),
    );
    expect(unknown.find((n) => n.title === 'New rental')?.message).toBe(
      'The borrower rented your Cordless Drill 18V for 3 days.',
    );
    expect(unknown.find((n) => n.title === 'Tool received back')?.message).toMatch(/^The lender confirmed having/);
    expect(unknown.every((n) => !/0x[0-9a-f]{4}/i.test(n.message))).toBe(true);
  });

  it('tells “held in escrow” from “credited to you”: no payment is received before the rental completes', () => {
    for (const rental of [requested, pickedUp, returned, received]) {
      for (const account of [LENDER, BORROWER])
        expect(notes(rental, account).map((n) => n.title)).not.toContain('Payment received');
    }
    expect(byTitle(requested, LENDER, 'Payment held in escrow').message).toBe(
      'kim paid 0.096 ETH (0.036 ETH rent and 0.06 ETH collateral) for your Cordless Drill 18V. It is held in escrow: the rent is credited to you when the rental completes.',
    );
    expect(byTitle(released, BORROWER, 'Payment received').message).toBe(
      'The Cordless Drill 18V rental with alice is complete. Your collateral: 0.06 ETH is credited to you — Withdraw to receive it.',
    );
    const lenders = byTitle(released, LENDER, 'Payment received');
    expect(lenders.message).toBe(
      'The Cordless Drill 18V rental with kim is complete. Rent (and any late fee): 0.036 ETH is credited to you — Withdraw to receive it.',
    );
    // The lender released it: their own step starts read.
    expect(lenders.readInitially).toBe(true);
  });

  it('says “withdrawn” once nothing is left to withdraw, and “simulated” where no money moved', () => {
    const completed = (funds: Funds) =>
      expectDefined(
        notes(released, BORROWER, NAMES, funds).find((n) => n.title === 'Payment received'),
        '“Payment received”',
      ).message;
    expect(completed({ simulated: false, credited: 0n })).toBe(
      'The Cordless Drill 18V rental with alice is complete. Your collateral: 0.06 ETH was credited to you and withdrawn.',
    );
    expect(completed(SIMULATED_FUNDS)).toBe(
      'The Cordless Drill 18V rental with alice is complete. Your collateral: 0.06 ETH is credited to you in the simulation (no money moved).',
    );
    const deposit = expectDefined(
      notes(requested, LENDER, NAMES, SIMULATED_FUNDS).find((n) => n.title === 'Payment held in escrow'),
      '“Payment held in escrow”',
    );
    expect(deposit.message).toContain('for your Cordless Drill 18V (simulated: no money moved).');
  });

  it('retires the return reminder once the tool is back, and the inspection to-do once it is settled', () => {
    expect(byTitle(pickedUp, BORROWER, 'Return reminder').message).toBe(
      'Return the Cordless Drill 18V to alice by Mar 21, 2026, 12:00 PM: each started day late costs the daily rate from your collateral.',
    );
    for (const later of [returned, received, released])
      expect(notes(later, BORROWER).map((n) => n.title)).not.toContain('Return reminder');
    // A dispute filed during the rental keeps the reminder until the tool is marked returned.
    const disputed = {
      ...pickedUp,
      state: 'DISPUTE_OPENED' as const,
      disputedAt: iso(NOW - DAY),
      disputeFiledBy: LENDER,
      disputeReason: 'Late',
    };
    expect(notes(disputed, BORROWER).map((n) => n.title)).toContain('Return reminder');
    expect(notes({ ...disputed, returnedAt: iso(NOW) }, BORROWER).map((n) => n.title)).not.toContain('Return reminder');
    // The lender's “inspect it” keeps its id, so a read mark stays, and no longer asks for anything.
    const todo = byTitle(returned, LENDER, 'Tool returned: inspect it');
    const done = byTitle(released, LENDER, 'Tool returned');
    expect(done.id).toBe(todo.id);
    expect(done.message).toBe('kim returned your Cordless Drill 18V.');
    expect(notes(released, BORROWER).find((n) => n.title === 'Return recorded')?.message).toBe(
      'You returned the Cordless Drill 18V.',
    );
  });

  it('says how the tool is due and when it is overdue, to both', () => {
    const overdue = { ...pickedUp, endTime: iso(NOW - DAY - 1000) };
    expect(byTitle(overdue, BORROWER, 'Tool overdue').message).toMatch(/2 days late so far/);
    expect(byTitle(overdue, LENDER, 'Tool overdue').message).toMatch(
      /^Your Cordless Drill 18V was due back from kim .* and is 2 days late/,
    );
    expect(byTitle(pickedUp, LENDER, 'Pickup confirmed').message).toBe(
      'kim confirmed picking up your Cordless Drill 18V: you can hand it over. Due back Mar 21, 2026, 12:00 PM.',
    );
  });

  it('tells the other party about a cancellation and the refund; the one who cancelled reads it as done', () => {
    const cancelled = {
      ...requested,
      state: 'RENTAL_CANCELLED' as const,
      closedAt: iso(NOW - DAY),
      closedBy: BORROWER,
    };
    const lenders = byTitle(cancelled, LENDER, 'Rental cancelled');
    expect(lenders).toMatchObject({
      message:
        'kim cancelled the Cordless Drill 18V rental before pickup; the deposit is refunded: 0.096 ETH is credited to kim.',
      readInitially: false,
    });
    expect(byTitle(cancelled, BORROWER, 'Rental cancelled')).toMatchObject({
      message:
        'You cancelled the Cordless Drill 18V rental before pickup; your deposit is refunded: 0.096 ETH is credited to you — Withdraw to receive it.',
      readInitially: true,
    });
    // By the lender, on chain (the refund read from CollateralReleased).
    const byLender = {
      ...cancelled,
      closedBy: LENDER,
      settlement: { toLender: 0n, toBorrower: 96_000_000_000_000_000n },
    };
    expect(byTitle(byLender, BORROWER, 'Rental cancelled')).toMatchObject({
      message:
        'alice cancelled the Cordless Drill 18V rental before pickup; your deposit is refunded: 0.096 ETH is credited to you — Withdraw to receive it.',
      readInitially: false,
    });
  });

  it('on chain a completion names no caller: both parties are told, each of their own credit', () => {
    const claimed = { ...released, closedBy: undefined };
    expect(byTitle(claimed, LENDER, 'Payment received').readInitially).toBe(false);
    expect(byTitle(claimed, BORROWER, 'Payment received').readInitially).toBe(false);
    expect(byTitle({ ...claimed, settlement: undefined }, LENDER, 'Rental completed').message).toBe(
      'The Cordless Drill 18V rental with kim is complete.',
    );
  });

  it('tells both parties about a dispute and its ruling, by name, linking to the Dispute Center; the filer’s own starts read', () => {
    const ruled = makeRental({
      id: '9',
      state: 'RESOLUTION_REACHED',
      disputedAt: iso(NOW - DAY),
      disputeFiledBy: BORROWER,
      disputeReason: 'Broken chuck',
      resolution: { lenderShareBps: 2500, details: '', resolvedAt: iso(NOW) },
    });
    const lenders = notes(ruled, LENDER).filter((n) => n.type === 'dispute');
    expect(lenders.map((n) => [n.title, n.readInitially, n.actionUrl])).toEqual([
      ['Dispute opened', false, '/disputes#rental-9'],
      ['Dispute resolved', false, '/disputes#rental-9'],
    ]);
    expect(lenders.at(0)?.message).toBe('kim opened a dispute about the Cordless Drill 18V: “Broken chuck”');
    expect(lenders.at(1)?.message).toContain('25% of the escrow to you, 75% to kim');
    expect(notes(ruled, BORROWER).find((n) => n.title === 'Dispute resolved')?.message).toContain(
      '25% of the escrow to alice, 75% to you',
    );
    expect(notes(ruled, BORROWER).find((n) => n.title === 'Dispute filed')?.readInitially).toBe(true);
  });

  it('links each to the rental’s card on the right tab', () => {
    expect(byTitle(requested, LENDER, 'New rental').actionUrl).toBe('/dashboard?tab=lending#rental-7');
    expect(byTitle(requested, BORROWER, 'You rented a tool').actionUrl).toBe('/dashboard#rental-7');
  });

  it('marks what a sample rental says as a sample', () => {
    expect(notes({ ...requested, sample: true }, LENDER).every((n) => n.sample === true)).toBe(true);
    expect(notes(requested, LENDER).some((n) => n.sample)).toBe(false);
  });

  it('says when money waits to be withdrawn', () => {
    const [money] = notificationsFromRentals([], LENDER, NOW, { simulated: false, credited: 72_000_000_000_000_000n });
    expect(money).toMatchObject({
      type: 'payment_received',
      title: 'Money to withdraw',
      message: '0.072 ETH is credited to you. Withdraw it from My Rentals.',
      actionUrl: '/dashboard',
    });
    expect(notificationsFromRentals([], LENDER, NOW, { simulated: false, credited: 0n })).toEqual([]);
  });

  it('says money waits in each currency apart, the dollar token in its own units', () => {
    const funds: Funds = {
      simulated: false,
      credited: 72_000_000_000_000_000n,
      tokenCredited: { amount: 12_500_000n, currency: USDC },
    };
    expect(notificationsFromRentals([], LENDER, NOW, funds).map((note) => [note.title, note.message])).toEqual([
      ['Money to withdraw', '0.072 ETH is credited to you. Withdraw it from My Rentals.'],
      ['Money to withdraw', '12.50 USDC is credited to you. Withdraw it from My Rentals.'],
    ]);
    const onlyUsdc = notificationsFromRentals([], LENDER, NOW, { ...funds, credited: 0n });
    expect(onlyUsdc.map((note) => note.message)).toEqual([
      '12.50 USDC is credited to you. Withdraw it from My Rentals.',
    ]);
    expect(
      notificationsFromRentals([], LENDER, NOW, { ...funds, tokenCredited: { amount: 0n, currency: USDC } }),
    ).toHaveLength(1);
  });

  it('a USDC rental’s credit is withdrawn or not by the USDC balance, whatever the ETH balance says', () => {
    const usdcRental: Rental = {
      ...released,
      currencyCode: 'USDC',
      rentalRateWei: 12_500_000n,
      collateralWei: 80_000_000n,
      settlement: { toLender: 37_500_000n, toBorrower: 80_000_000n },
    };
    const completed = (funds: Funds) =>
      expectDefined(
        notes(usdcRental, BORROWER, NAMES, funds).find((n) => n.title === 'Payment received'),
        '“Payment received”',
      ).message;
    // Nothing credited in ETH, 80 USDC still credited: not "withdrawn".
    expect(completed({ simulated: false, credited: 0n, tokenCredited: { amount: 80_000_000n, currency: USDC } })).toBe(
      'The Cordless Drill 18V rental with alice is complete. Your collateral: 80.00 USDC is credited to you — Withdraw to receive it.',
    );
    expect(completed({ simulated: false, credited: 5n, tokenCredited: { amount: 0n, currency: USDC } })).toBe(
      'The Cordless Drill 18V rental with alice is complete. Your collateral: 80.00 USDC was credited to you and withdrawn.',
    );
  });

  it('tells nothing to someone who is not a party, or without a wallet', () => {
    expect(notificationsFromRentals([makeRental()], '0x0000000000000000000000000000000000000001', NOW)).toEqual([]);
    expect(notificationsFromRentals([makeRental()], null, NOW)).toEqual([]);
  });
});

describe('Notifications page', () => {
  /** The rental picked up, due back a day after the real time the page reads (not overdue). */
  const dueTomorrow = () => ({ ...pickedUp, endTime: iso(Date.now() + DAY) });

  it('a new account has only the welcome notice, dated when the account was made, and nothing unread', async () => {
    await renderWithProviders(<NotificationsPage />, {
      memberProfiles: profilesOf(accounts.current),
      user,
      wallet,
      rentalsClient: new FakeRentalsClient(),
    });
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(1);
    const welcome = nth(items, 0, 'the welcome notice');
    expect(within(welcome).getByText('Welcome to Toolshare')).toBeInTheDocument();
    expect(within(welcome).getByText(/ago$/).closest('time')).toHaveAttribute('datetime', NEW_ACCOUNT.createdAt);
    expect(welcome.dataset.sample).toBe('false');
    expect(screen.getByText('No unread notifications')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'All Caught Up!' })).toBeInTheDocument();
    expect(screen.queryByText('Sample')).not.toBeInTheDocument();
  });

  it('the welcome notice asks for a wallet only while none is linked', async () => {
    user = { ...NEW_ACCOUNT, walletAddress: undefined };
    const { unmount } = await renderWithProviders(<NotificationsPage />, {
      memberProfiles: profilesOf(accounts.current),
      user,
      wallet,
      rentalsClient: new FakeRentalsClient(),
    });
    expect(screen.getByText(/^Link your wallet to lend and borrow tools/)).toBeInTheDocument();
    unmount();
    user = { ...NEW_ACCOUNT, walletAddress: '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc' };
    await renderWithProviders(<NotificationsPage />, {
      memberProfiles: profilesOf(accounts.current),
      user,
      wallet,
      rentalsClient: new FakeRentalsClient(),
    });
    expect(screen.getByText(/^Your wallet is linked: you can lend and borrow tools/)).toBeInTheDocument();
    expect(screen.queryByText(/Link your wallet/)).not.toBeInTheDocument();
  });

  it('a sample user sees the specification’s samples, each marked, about tools that are so', async () => {
    user = SAMPLE_ACCOUNT;
    await renderWithProviders(<NotificationsPage />, {
      memberProfiles: profilesOf(accounts.current),
      user,
      wallet,
      rentalsClient: new FakeRentalsClient(),
    });
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.dataset.notificationType).sort()).toEqual([
      'dispute',
      'payment_received',
      'rental_request',
      'return_reminder',
      'system',
    ]);
    expect(items.filter((item) => item.dataset.sample === 'true')).toHaveLength(4);
    expect(screen.getAllByText('Sample')).toHaveLength(4);
    // alice owns the drill, not the circular saw: the request is for her tool, the reminder for another's.
    expect(screen.getByText('A neighbour wants to rent your Cordless Drill 18V for 3 days.')).toBeInTheDocument();
    expect(screen.getByText(/^Your rental of the Circular Saw 185 mm ends tomorrow/)).toBeInTheDocument();
    expect(screen.getByText('2 unread')).toBeInTheDocument();
  });

  it('adds what the wallet’s rentals say as soon as they change, newest first', async () => {
    const client = new FakeRentalsClient();
    await renderWithProviders(<NotificationsPage />, {
      memberProfiles: profilesOf(accounts.current),
      user,
      wallet,
      rentalsClient: client,
    });
    // Once the (empty) list is read, a new rental arrives.
    await waitFor(() => expect(client.fetchRentals).toHaveBeenCalled());
    await act(async () => {});
    act(() => client.emit(event('RentalCreated', { actor: BORROWER, at: new Date().toISOString() })));
    await screen.findByText('1 unread');
    const first = nth(screen.getAllByRole('listitem'), 0, 'notification');
    expect(within(first).getByText('New rental')).toBeInTheDocument();
    expect(first.dataset.read).toBe('false');
  });

  it('with Supabase, names the other party by the account that linked their wallet, though they list no tool', async () => {
    const fake = accounts.current;
    fake.isMockAuth = false;
    fake.session = async () => NEW_ACCOUNT;
    fake.walletAccounts.set(BORROWER.toLowerCase(), { id: 'user-sam', name: 'sam' });
    await renderWithProviders(<NotificationsPage />, {
      memberProfiles: profilesOf(accounts.current),
      accountsClient: fake,
      wallet,
      rentalsClient: new FakeRentalsClient([requested]),
    });
    expect(await screen.findByText('sam rented your Cordless Drill 18V for 3 days.')).toBeInTheDocument();
    expect(screen.getByText(/^sam paid 0.096 ETH/)).toBeInTheDocument();
    // Asked once, for the other party only (the lender is the signed-in wallet).
    expect(fake.calls.filter((call) => call.startsWith('accounts of'))).toEqual([
      `accounts of ${BORROWER.toLowerCase()}`,
    ]);
  });

  it("'Mark all as read' really marks them read, and then says 'All Caught Up!'", async () => {
    await renderWithProviders(<NotificationsPage />, {
      memberProfiles: profilesOf(accounts.current),
      user,
      wallet,
      rentalsClient: new FakeRentalsClient([dueTomorrow()]),
    });
    await screen.findByText('3 unread');
    expect(screen.queryByRole('heading', { name: 'All Caught Up!' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(screen.getAllByRole('listitem').every((item) => item.dataset.read === 'true')).toBe(true);
    expect(screen.getByRole('heading', { name: 'All Caught Up!' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('what one account has read stays its own: another signed in in the same tab sees its samples unread', async () => {
    const accountsClient = new FakeAccountsClient();
    accountsClient.session = async () => SAMPLE_ACCOUNT;
    await renderWithProviders(<NotificationsPage />, {
      accountsClient,
      memberProfiles: profilesOf(accounts.current),
      user: SAMPLE_ACCOUNT,
      wallet,
      rentalsClient: new FakeRentalsClient(),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(screen.getByRole('heading', { name: 'All Caught Up!' })).toBeInTheDocument();

    act(() => accountsClient.emit({ id: 'user-bob-local', email: 'bob@toolshare.test' }));
    expect(await screen.findByText('2 unread')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'All Caught Up!' })).not.toBeInTheDocument();
  });

  it('marks one read when it is opened', async () => {
    await renderWithProviders(<NotificationsPage />, {
      memberProfiles: profilesOf(accounts.current),
      user,
      wallet,
      rentalsClient: new FakeRentalsClient([dueTomorrow()]),
    });
    await screen.findByText('3 unread');
    const request = expectDefined(
      screen.getAllByRole('listitem').find((item) => item.dataset.notificationType === 'rental_request'),
      'the rental request notification',
    );
    await userEvent.click(within(request).getByRole('link'));
    expect(screen.getByText('2 unread')).toBeInTheDocument();
  });
});
