import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { ToolsProvider, useTools } from './ToolsProvider';
import { simulatedTools } from './test/simulatedTools';
import { loadSampleTools } from './sampleTools';
import { ToolActionArea } from '../../pages/toolDetail/ToolActionArea';
import { ListingForm } from './components/ListingForm';
import { OwnToolCard } from '../../pages/dashboard/OwnToolCard';
import { emptyListingForm } from './listingForm';
import { listedTerms } from './rentalQuote';
import type { Tool } from './types';
import { RENTALS_MODE_KEY, bookingStartText } from '../rentals';
import type { ToolsClient } from './ToolsClient';
import HomePage from '../../pages/HomePage';
import type { AuthContextValue } from '../accounts';
import type { WalletContextValue } from '../wallet';
import { makeAuthContext } from '../accounts/test/authContext';
import { makeConnectedWalletContext, makeWalletContext } from '../wallet/test/walletContext';
import { expectDefined } from '../../test/defined';
import { deferred } from '../../test/deferred';
import { stubSignedOfferChain } from '../signedOffers/test/signedOfferFixtures';

// The providers of other features, replaced by controllable fakes.
const contexts = vi.hoisted(() => ({
  auth: null as AuthContextValue | null,
  wallet: null as WalletContextValue | null,
}));
const rentals = vi.hoisted(() => ({
  scopeKey: ['rentals', 'test'] as const,
  account: null as string | null,
  paused: false,
  readAt: 0,
  clockOffsetMs: () => 0,
}));
// The tool's live bookings as the provider reads them (RentalBooked logs, or the simulated rentals).
const toolBookings = vi.hoisted(() => ({ value: [] as { startTime: number; endTime: number }[] }));
// The rentals client as the signed-offer checks read it: a chain in on-chain mode only.
const rentalsClient = vi.hoisted(() => ({
  chainScope: () =>
    localStorage.getItem('toolshare.rentalsMode') === 'onchain'
      ? { chainId: 5, address: '0x00000000000000000000000000000000000000fa' }
      : null,
  readSignedOfferChain: vi.fn(),
}));
// How the tool stands on chain (RentalsProvider reads it from the contract in on-chain mode); null = simulated.
// Renting, as useRentalAction runs it (asked, sent, refreshed): resolves to the rental, or null when it failed.
const renting = vi.hoisted(() => ({ run: vi.fn<(...request: unknown[]) => Promise<unknown>>() }));
const onchain = vi.hoisted(() => ({ value: null as 'offered' | 'rented' | 'notOffered' | null }));
const chat = vi.hoisted(() => ({ startConversation: vi.fn(async () => {}) }));
const toast = vi.hoisted(() => ({ showToast: vi.fn() }));
vi.mock('../accounts/AuthProvider', async () => {
  const { authHooksFor } = await import('../accounts/test/authContext');
  return authHooksFor(() => contexts.auth);
});
vi.mock('../wallet/Web3Provider', async () => {
  const { walletHooksFor } = await import('../wallet/test/walletContext');
  return walletHooksFor(() => contexts.wallet);
});
vi.mock('../rentals/state/RentalsProvider', async () => ({
  // The owner's rating above the rental form finds rentals through it; none here (rentalsClient serves the form).
  RentalsClientContext: (await import('react')).createContext(null),
  // No rentals context: the form's dispute-admin line reads no chain here (DisputeAdminBeforePaying).
  RentalsContext: (await import('react')).createContext(null),
  useRentals: () => rentals,
  useToolOnchainAvailability: () => onchain.value,
  useRentalsClient: () => rentalsClient,
  // As the provider's rule answers (rentals' toolAvailability.test.ts) when every tool stands on chain as `onchain.value`.
  useRentedOutRule: () => (tool: Tool) => !tool.available || onchain.value === 'rented',
}));
vi.mock('../rentals/state/toolRentalReads', () => ({
  useRentalTerms: (tool: Tool) => ({ terms: listedTerms(tool), source: 'listing', quote: null }),
  useToolBookings: () => ({ bookings: toolBookings.value, loading: false, error: null }),
}));
vi.mock('../rentals/state/useRentalAction', () => ({
  useRentalAction: () => ({ run: renting.run, pending: false, error: null }),
}));
vi.mock('../chat/chatContext', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../chat/chatContext')>()),
  useChat: () => chat,
}));
vi.mock('../toast/ToastProvider', () => ({ useToast: () => toast }));

const samples = loadSampleTools();
const drill = expectDefined(
  samples.find((tool) => tool.id === 'tool-1'),
  'tool-1',
);
const jack = expectDefined(
  samples.find((tool) => tool.id === 'tool-4'),
  'tool-4',
);
const ALICE_WALLET = drill.ownerWalletAddress;
const BORROWER_WALLET = '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc';

/** Renders `element` at `path` in a router with a real ToolsProvider; other routes show their path. */
function renderAt(element: ReactElement, { path = '/', client }: { path?: string; client?: ToolsClient } = {}) {
  const router = createMemoryRouter(
    [
      { path: '/', element },
      { path: '/tools/:id', element },
      { path: '*', element: <p>at another page</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ToolsProvider client={client ?? simulatedTools()}>
        <RouterProvider router={router} />
      </ToolsProvider>
    </QueryClientProvider>,
  );
  return router;
}

/** The wallet's connect(), a typed mock the tests read. */
const connect = vi.fn<WalletContextValue['connect']>(() => Promise.resolve());

beforeEach(() => {
  contexts.auth = makeAuthContext();
  connect.mockClear();
  contexts.wallet = makeWalletContext({ connect });
  renting.run.mockReset();
  rentals.account = null;
  rentalsClient.readSignedOfferChain.mockResolvedValue(stubSignedOfferChain());
  onchain.value = null;
  localStorage.clear();
  chat.startConversation.mockClear();
  toast.showToast.mockClear();
});
afterEach(() => vi.useRealTimers());

const signIn = (walletAddress?: string) => {
  contexts.auth = makeAuthContext({ user: { id: 'user-me', email: 'erin@example.test', walletAddress } });
};
const connectWallet = (account: string) => {
  contexts.wallet = makeConnectedWalletContext(account, { connect });
  rentals.account = account;
};

describe('the action area, in the specification order of cases', () => {
  it('own listing first, even when the tool is unavailable: matched by the linked wallet, whatever its case', () => {
    signIn(ALICE_WALLET.toLowerCase());
    connectWallet(ALICE_WALLET);
    renderAt(<ToolActionArea tool={{ ...drill, available: false }} />);
    expect(screen.getByRole('heading', { name: 'This is your own listing' })).toBeInTheDocument();
    expect(screen.queryByText('Currently Unavailable')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Contact Owner' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rent This Tool' })).not.toBeInTheDocument();
  });

  it("a wallet that is only connected (its link refused) does not make the listing one's own", () => {
    signIn();
    connectWallet(ALICE_WALLET);
    renderAt(<ToolActionArea tool={drill} />);
    expect(screen.queryByRole('heading', { name: 'This is your own listing' })).not.toBeInTheDocument();
  });

  it('own listing by account id', () => {
    signIn();
    renderAt(<ToolActionArea tool={{ ...drill, ownerId: 'user-me', ownerWalletAddress: '' }} />);
    expect(screen.getByRole('heading', { name: 'This is your own listing' })).toBeInTheDocument();
  });

  it('then an unavailable tool, before asking a signed-out visitor to sign in', () => {
    renderAt(<ToolActionArea tool={jack} />);
    expect(screen.getByRole('heading', { name: 'Currently Unavailable' })).toBeInTheDocument();
    expect(screen.queryByText('Authentication Required')).not.toBeInTheDocument();
  });

  it('then Authentication Required with Sign In for a signed-out visitor', () => {
    renderAt(<ToolActionArea tool={drill} />);
    expect(screen.getByRole('heading', { name: 'Authentication Required' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
  });

  it('then Wallet Connection Required, whose button connects', async () => {
    signIn();
    renderAt(<ToolActionArea tool={drill} />);
    expect(screen.getByRole('heading', { name: 'Wallet Connection Required' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }));
    expect(connect).toHaveBeenCalled();
  });

  it('otherwise Contact Owner, which starts the conversation and opens Messages', async () => {
    signIn();
    connectWallet(BORROWER_WALLET);
    const router = renderAt(<ToolActionArea tool={drill} />);
    await userEvent.click(screen.getByRole('button', { name: 'Contact Owner' }));
    expect(chat.startConversation).toHaveBeenCalledWith(drill);
    await waitFor(() => expect(router.state.location.pathname).toBe('/messages'));
  });
});

describe('the action area in on-chain mode, from what the contract holds', () => {
  beforeEach(() => localStorage.setItem(RENTALS_MODE_KEY, 'onchain'));

  it('the owner with the paid wallet may offer the tool, and is told once it is open', async () => {
    signIn(ALICE_WALLET);
    connectWallet(ALICE_WALLET);
    onchain.value = 'notOffered';
    renderAt(<ToolActionArea tool={drill} />);
    expect(await screen.findByRole('button', { name: 'Offer for on-chain rental' })).toBeEnabled();
    cleanup();
    onchain.value = 'offered';
    renderAt(<ToolActionArea tool={drill} />);
    expect(screen.getByText('Open for on-chain rental: a borrower can rent it now.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Offer for on-chain rental' })).not.toBeInTheDocument();
  });

  it('a tool rented out on chain is unavailable, although listed as available', () => {
    onchain.value = 'rented';
    renderAt(<ToolActionArea tool={drill} />);
    expect(screen.getByRole('heading', { name: 'Currently Unavailable' })).toBeInTheDocument();
  });

  it('without the owner’s open offer or a signed one, renting is disabled and the reason given; contacting still works', async () => {
    signIn();
    connectWallet(BORROWER_WALLET);
    onchain.value = 'notOffered';
    renderAt(<ToolActionArea tool={drill} />);
    expect(await screen.findByRole('note')).toHaveTextContent(
      'The owner has not opened this tool for on-chain rental yet.',
    );
    expect(screen.getByRole('button', { name: 'Rent This Tool' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Contact Owner' })).toBeEnabled();
    cleanup();
    onchain.value = 'offered';
    renderAt(<ToolActionArea tool={drill} />);
    expect(screen.getByRole('button', { name: 'Rent This Tool' })).toBeEnabled();
  });
});

describe('the rental form', () => {
  beforeEach(() => {
    signIn();
    connectWallet(BORROWER_WALLET);
  });

  it('starts at 1 day and shows exact amounts for the duration typed', async () => {
    renderAt(<ToolActionArea tool={drill} />);
    await userEvent.click(screen.getByRole('button', { name: 'Rent This Tool' }));
    const duration = screen.getByLabelText('Rental Duration (days)');
    expect(duration).toHaveValue(1);
    const summary = screen.getByLabelText('Price summary');
    expect(within(summary).getByText('Total rental cost').nextSibling).toHaveTextContent('0.012 ETH');
    await userEvent.clear(duration);
    await userEvent.type(duration, '7');
    expect(within(summary).getByText('Rate per day').nextSibling).toHaveTextContent('0.012 ETH');
    expect(within(summary).getByText('Duration').nextSibling).toHaveTextContent('7 days');
    expect(within(summary).getByText('Collateral (refundable)').nextSibling).toHaveTextContent('0.06 ETH');
    expect(within(summary).getByText('Total rental cost').nextSibling).toHaveTextContent('0.084 ETH');
    expect(within(summary).getByText('To pay now (rent + collateral)').nextSibling).toHaveTextContent('0.144 ETH');
  });

  it('does not repeat the owner’s rating above the form (the page shows it beside the owner)', async () => {
    renderAt(<ToolActionArea tool={drill} />);
    await userEvent.click(screen.getByRole('button', { name: 'Rent This Tool' }));
    expect(screen.getByLabelText('Rental Duration (days)')).toBeInTheDocument();
    expect(screen.queryByTestId('rating-summary')).toBeNull();
  });

  it('refuses an out-of-range duration with a message, keeps what was typed, and disables Confirm', async () => {
    renderAt(<ToolActionArea tool={drill} />);
    await userEvent.click(screen.getByRole('button', { name: 'Rent This Tool' }));
    const duration = screen.getByLabelText('Rental Duration (days)');
    await userEvent.clear(duration);
    await userEvent.type(duration, '31');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a whole number of days from 1 to 30');
    expect(duration).toHaveValue(31);
    expect(screen.getByRole('button', { name: 'Confirm Rental' })).toBeDisabled();
  });

  it('confirms: Processing..., acceptRentalOfferAndDepositCollateral(tool, days), then the dashboard', async () => {
    let finish: (value: unknown) => void = () => {};
    renting.run.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    const router = renderAt(<ToolActionArea tool={drill} />);
    await userEvent.click(screen.getByRole('button', { name: 'Rent This Tool' }));
    const duration = screen.getByLabelText('Rental Duration (days)');
    await userEvent.clear(duration);
    await userEvent.type(duration, '3');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Rental' }));
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    expect(renting.run).toHaveBeenCalledWith({ tool: drill, quote: null }, { start: 0, days: 3 });
    await act(async () => finish({ id: 'rented' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('books a later day and hour; the hours of a booked range cannot be chosen, and days reaching into it are refused in words', async () => {
    // A booking next week from 09:00 local time for 2 days.
    const nextWeek = new Date();
    nextWeek.setDate(nextWeek.getDate() + 7);
    nextWeek.setHours(9, 0, 0, 0);
    const bookedStart = Math.floor(nextWeek.getTime() / 1000);
    toolBookings.value = [{ startTime: bookedStart, endTime: bookedStart + 2 * 86_400 }];
    renting.run.mockResolvedValue(null);
    renderAt(<ToolActionArea tool={drill} />);
    await userEvent.click(screen.getByRole('button', { name: 'Rent This Tool' }));
    const day = screen.getByLabelText('Start day');
    const hour = screen.getByLabelText('Start time');
    expect(hour).toHaveValue('');
    expect(screen.getByRole('option', { name: 'Now' })).toBeInTheDocument();
    const dayOf = (seconds: number) => bookingStartText(seconds).slice(0, 10);
    // On the booking's first day every start of one day overlaps it: each hour reads "booked" and is disabled.
    fireEvent.change(day, { target: { value: dayOf(bookedStart) } });
    expect(screen.getByRole('option', { name: '9:00 AM (booked)' })).toBeDisabled();
    expect(screen.getByRole('option', { name: '8:00 AM (booked)' })).toBeDisabled();
    // The day before: one day from 09:00 ends as the booking begins (adjacent), from 10:00 it overlaps.
    fireEvent.change(day, { target: { value: dayOf(bookedStart - 86_400) } });
    expect(screen.getByRole('option', { name: '10:00 AM (booked)' })).toBeDisabled();
    await userEvent.selectOptions(hour, '9:00 AM');
    expect(screen.getByTestId('booking-range')).toHaveTextContent(/UTC/);
    expect(screen.getByRole('button', { name: 'Confirm Rental' })).toBeEnabled();
    // Two days from there reach into the booking: refused in words, Confirm disabled.
    const duration = screen.getByLabelText('Rental Duration (days)');
    await userEvent.clear(duration);
    await userEvent.type(duration, '2');
    expect(screen.getByRole('alert')).toHaveTextContent(/^This tool is already booked from .+: choose other dates\.$/);
    expect(screen.getByRole('button', { name: 'Confirm Rental' })).toBeDisabled();
    // The adjacent range, from the booking's end, is free.
    fireEvent.change(day, { target: { value: dayOf(bookedStart + 2 * 86_400) } });
    await userEvent.selectOptions(hour, '9:00 AM');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Rental' }));
    expect(renting.run).toHaveBeenCalledWith(
      { tool: drill, quote: null },
      { start: bookedStart + 2 * 86_400, days: 2 },
    );
    toolBookings.value = [];
  });

  it('stays on the page with the form usable again when confirmation fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // useRentalAction has shown the failure (a toast) and answers null.
    renting.run.mockResolvedValue(null);
    const router = renderAt(<ToolActionArea tool={drill} />);
    await userEvent.click(screen.getByRole('button', { name: 'Rent This Tool' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Rental' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Confirm Rental' })).toBeEnabled());
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('the listing form', () => {
  it('shows what is missing, keeps everything typed, and drops blank specification lines on submit', async () => {
    const onSubmit = vi.fn(async () => {});
    renderAt(
      <ListingForm
        initialValues={emptyListingForm()}
        submitLabel="Create Listing"
        busyLabel="Creating Listing..."
        failureFallback="Failed to create tool listing"
        onSubmit={onSubmit}
      />,
    );
    await userEvent.type(screen.getByLabelText('Tool Name'), 'Tile Cutter');
    await userEvent.type(screen.getByLabelText('Daily Rate (ETH)'), '0.0125');
    await userEvent.click(screen.getByRole('button', { name: 'Create Listing' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Description is required')).toBeInTheDocument();
    expect(screen.getByText('Daily rate must be in steps of 0.001 ETH')).toBeInTheDocument();
    expect(screen.getByText('Please upload at least one photo of your tool')).toBeInTheDocument();
    expect(screen.getByLabelText('Tool Name')).toHaveValue('Tile Cutter');
    expect(screen.getByLabelText('Daily Rate (ETH)')).toHaveValue(0.0125);
  });

  it('submits the listing and shows a failure in the banner, or the fallback, without losing input', async () => {
    const onSubmit = vi
      .fn()
      .mockRejectedValueOnce(new Error('Your browser has no room left'))
      .mockRejectedValueOnce(new Error(''));
    const values = {
      ...emptyListingForm(),
      name: 'Tile Cutter',
      description: 'Cuts tiles',
      category: 'construction' as const,
      location: 'Birch Close',
      rentalRate: '0.007',
      collateralRequired: '0.03',
      photos: ['data:image/jpeg;base64,AAAA'],
      specifications: ['600 mm rail', ' '],
    };
    renderAt(
      <ListingForm
        initialValues={values}
        submitLabel="Create Listing"
        busyLabel="Creating Listing..."
        failureFallback="Failed to create tool listing"
        onSubmit={onSubmit}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Create Listing' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your browser has no room left');
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Tile Cutter', rentalRate: 0.007, specifications: ['600 mm rail'] }),
      expect.any(Function),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Create Listing' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to create tool listing'));
    expect(screen.getByLabelText('Tool Name')).toHaveValue('Tile Cutter');
    expect(screen.getAllByRole('img', { name: 'Your tool, 1 of 1' })).toHaveLength(1);
  });

  it('shows the upload progress while saving, and after a dropped connection says what failed and keeps every field', async () => {
    let reportProgress:
      ((progress: { photo: number; photos: number; uploadedBytes: number; totalBytes: number }) => void) | undefined;
    let fail: ((error: Error) => void) | undefined;
    const onSubmit = vi.fn((_listing: unknown, report: typeof reportProgress) => {
      reportProgress = report;
      return new Promise<void>((_, reject) => (fail = reject));
    });
    const values = {
      ...emptyListingForm(),
      name: 'Tile Cutter',
      description: 'Cuts tiles',
      category: 'construction' as const,
      location: 'Birch Close',
      rentalRate: '0.007',
      collateralRequired: '0.03',
      photos: ['data:image/jpeg;base64,AAAA', 'data:image/jpeg;base64,BBBB'],
    };
    renderAt(
      <ListingForm
        initialValues={values}
        submitLabel="Create Listing"
        busyLabel="Creating Listing..."
        failureFallback="Failed to create tool listing"
        onSubmit={onSubmit}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Create Listing' }));
    act(() =>
      expectDefined(
        reportProgress,
        'the progress report',
      )({ photo: 2, photos: 2, uploadedBytes: 150, totalBytes: 200 }),
    );
    expect(screen.getByRole('progressbar', { name: 'Photo upload' })).toHaveAttribute('value', '75');
    expect(screen.getByText('Uploading photo 2 of 2 · 75%')).toBeInTheDocument();
    await act(async () =>
      expectDefined(
        fail,
        'the upload failure',
      )(
        new Error(
          'The connection dropped while uploading photo 2 of 2. Nothing was saved; your listing is still in the form. Check your connection and try again.',
        ),
      ),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The connection dropped while uploading photo 2 of 2.');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Tool Name')).toHaveValue('Tile Cutter');
    expect(screen.getAllByRole('img', { name: /^Your tool, \d of 2$/ })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Create Listing' })).toBeEnabled();
  });

  it('refuses files that are not images, removes photos, and hides the upload tile at five', async () => {
    const photo = 'data:image/jpeg;base64,AAAA';
    renderAt(
      <ListingForm
        initialValues={{ ...emptyListingForm(), photos: [photo, photo, photo, photo] }}
        submitLabel="Create Listing"
        busyLabel="Creating Listing..."
        failureFallback="x"
        onSubmit={vi.fn()}
      />,
    );
    const input = screen.getByLabelText(/Add photos/);
    await userEvent.upload(input, new File(['%PDF'], 'manual.pdf', { type: 'application/pdf' }), {
      applyAccept: false,
    });
    expect(screen.getByRole('alert')).toHaveTextContent('“manual.pdf” is not an image. Only image files can be added.');
    await userEvent.click(screen.getByRole('button', { name: 'Remove photo 4' }));
    expect(screen.getAllByRole('img', { name: /^Your tool, \d of 3$/ })).toHaveLength(3);
    expect(screen.getByText(/Add 1 to 5 photos; 3 clear ones/)).toBeInTheDocument();
  });

  it('has no upload tile once five photos are present', () => {
    const photo = 'data:image/jpeg;base64,AAAA';
    renderAt(
      <ListingForm
        initialValues={{ ...emptyListingForm(), photos: Array.from({ length: 5 }, () => photo) }}
        submitLabel="Save"
        busyLabel="Saving..."
        failureFallback="x"
        onSubmit={vi.fn()}
      />,
    );
    expect(screen.queryByLabelText(/Add photos/)).not.toBeInTheDocument();
  });
});

describe('My Tools card', () => {
  it('deletes after the inline confirmation: Deleting..., then gone from the catalogue', async () => {
    const client = simulatedTools();
    function Catalogue() {
      const { tools } = useTools();
      const tool = tools.find((candidate) => candidate.id === 'tool-1');
      return tool ? <OwnToolCard tool={tool} /> : <p>no drill</p>;
    }
    // Deleting waits for the test, so that its pending state can be seen.
    const deleting = deferred<undefined>();
    const deleteTool = client.deleteTool.bind(client);
    client.deleteTool = (id) => deleting.promise.then(() => deleteTool(id));
    renderAt(<Catalogue />, { client });
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Cordless Drill 18V' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    expect(
      screen.getByText('Are you sure you want to delete this tool? This action cannot be undone.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByText(/Are you sure/)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Actions for Cordless Drill 18V' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, Delete' }));
    expect(screen.getByRole('button', { name: 'Deleting...' })).toBeDisabled();
    deleting.resolve(undefined);
    expect(await screen.findByText('no drill')).toBeInTheDocument();
  });

  it('shows Currently Rented and Unavailable for a rented tool, Available otherwise', () => {
    renderAt(
      <>
        <OwnToolCard tool={jack} />
        <OwnToolCard tool={drill} />
      </>,
    );
    const rented = screen.getByRole('article', { name: jack.name });
    expect(within(rented).getByText('Currently Rented')).toBeInTheDocument();
    expect(within(rented).getByText('Unavailable')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: drill.name })).getByText('Available')).toBeInTheDocument();
  });

  it('says a listing cannot be rented while its owner has no linked wallet, with the way to link one', () => {
    renderAt(
      <>
        <OwnToolCard tool={{ ...drill, ownerWalletAddress: '' }} />
        <OwnToolCard tool={jack} />
      </>,
    );
    const unrentable = within(screen.getByRole('article', { name: drill.name })).getByRole('note', {
      name: 'Not rentable yet',
    });
    expect(within(unrentable).getByRole('link', { name: 'Link a wallet in your Profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(within(screen.getByRole('article', { name: jack.name })).queryByRole('note')).toBeNull();
  });
});

describe('ToolsProvider', () => {
  const failing = (message: string): ToolsClient => ({
    fetchTools: () => Promise.reject(new Error(message)),
    searchTools: () => Promise.reject(new Error(message)),
    fetchOwnTools: () => Promise.reject(new Error(message)),
    fetchTool: () => Promise.reject(new Error(message)),
    createTool: () => Promise.reject(new Error(message)),
    updateTool: () => Promise.reject(new Error(message)),
    deleteTool: () => Promise.reject(new Error(message)),
  });

  it('keeps the catalogue messages as the tools error, and the home page shows it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAt(<HomePage />, { client: failing('socket closed') });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch tools');
  });

  it('keeps "Tool not found" when an update names a missing tool', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let context: ReturnType<typeof useTools> | null = null;
    function Probe() {
      context = useTools();
      return <p>{context.error ?? 'no error'}</p>;
    }
    renderAt(<Probe />, { client: simulatedTools() });
    // The edit comes after the catalogue's first answer, as a user's does: a catalogue answer that
    // lands after a failed write is newer than it and rightly replaces its message.
    await waitFor(() => expect(expectDefined(context, 'the tools context').loading).toBe(false));
    await act(async () => {
      await expect(expectDefined(context, 'the tools context').updateTool('tool-404', { name: 'x' })).rejects.toThrow(
        'Tool not found',
      );
    });
    // The failed write is the mutation's state, which reaches the screen in TanStack's next notification.
    expect(await screen.findByText('Tool not found')).toBeInTheDocument();
  });

  it('throws the misuse error outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Orphan() {
      useTools();
      return null;
    }
    expect(() => render(<Orphan />)).toThrow('useTools must be used within a ToolsProvider');
  });
});

describe('Home', () => {
  it('filters by the search in the address and shows the empty state when nothing matches', async () => {
    renderAt(<HomePage />, { path: '/?search=multimeter' });
    expect(await screen.findByRole('article', { name: 'Digital Multimeter' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it('says so when no tool matches', async () => {
    renderAt(<HomePage />, { path: '/?search=submarine' });
    expect(await screen.findByText('No tools found matching your criteria.')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your filters or search query.')).toBeInTheDocument();
  });

  it('filters by category and sorts by price through the Filters panel, keeping them in the address', async () => {
    // The panel's fields are a lazy chunk: loaded here first, so that opening the panel waits on the
    // module cache, not on the test runner transforming the file (over a second on a loaded machine).
    await import('./components/ToolFilterFields');
    const router = renderAt(<HomePage />);
    await screen.findAllByRole('article');
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    // The fields load when the panel first opens.
    await userEvent.selectOptions(await screen.findByLabelText('Category'), 'power tools');
    await userEvent.selectOptions(screen.getByLabelText('Sort By'), 'priceDesc');
    await waitFor(() =>
      expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual([
        'Angle Grinder 125 mm',
        'Cordless Drill 18V',
      ]),
    );
    expect(router.state.location.search).toBe('?category=power+tools&sort=priceDesc');
  });

  /** A catalogue of `count` tools, Tool 1 the oldest. */
  const manyTools = (count: number) =>
    Array.from({ length: count }, (_, index) => ({
      ...drill,
      id: `tool-many-${index + 1}`,
      name: `Tool ${index + 1}`,
      createdAt: new Date(Date.UTC(2025, 0, index + 1)).toISOString(),
    }));

  it('pages through the results with Load more, newest first, until there are no more', async () => {
    renderAt(<HomePage />, {
      client: simulatedTools({ samples: manyTools(15) }),
    });
    await screen.findAllByRole('article');
    expect(screen.getAllByRole('article')).toHaveLength(12);
    expect(screen.getByText('12 tools shown')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(15));
    expect(
      screen
        .getAllByRole('article')
        .map((card) => card.getAttribute('aria-label'))
        .slice(-3),
    ).toEqual(['Tool 3', 'Tool 2', 'Tool 1']);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.getByText('15 tools')).toBeInTheDocument();
  });

  it('keeps the loaded tools and offers Load more again when a page fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const client = simulatedTools({ samples: manyTools(13) });
    const search = client.searchTools.bind(client);
    let failNext = false;
    client.searchTools = (query, page) =>
      failNext ? Promise.reject(new Error('connection reset')) : search(query, page);
    renderAt(<HomePage />, { client });
    await screen.findAllByRole('article');
    failNext = true;
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to fetch tools. The tools above stay; try again.',
    );
    expect(screen.getAllByRole('article')).toHaveLength(12);
    failNext = false;
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(13));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
