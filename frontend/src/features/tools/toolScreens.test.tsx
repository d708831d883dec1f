import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { useEffect, type ReactElement } from 'react';
import { useTools } from './ToolsProvider';
import { simulatedTools } from './test/simulatedTools';
import { loadSampleTools } from './sampleTools';
import { ToolActionArea } from '../../pages/toolDetail/ToolActionArea';
import { ListingForm } from './components/ListingForm';
import { OwnToolCard } from '../../pages/dashboard/OwnToolCard';
import { emptyListingForm } from './listingForm';
import type { ToolsClient } from './ToolsClient';
import HomePage from '../../pages/HomePage';
import { RENTALS_MODE_KEY, bookingStartText } from '../rentals';
import type { User } from '../accounts';
import { FakeRentalsClient } from '../rentals/test/FakeRentalsClient';
import { makeRental } from '../rentals/test/rentalFixtures';
import { instantChat } from '../chat/test/instantChat';
import { browserWallet, type FakeProvider } from '../wallet/test/fakeWallets';
import { renderWithProviders } from '../../test/renderWithProviders';
import { announced, announcements } from '../../test/announcements';
import { expectDefined } from '../../test/defined';
import { deferred } from '../../test/deferred';
import { stubSignedOfferChain } from '../signedOffers/test/signedOfferFixtures';

// Every screen here renders in the app's real providers (accounts, wallet, tools, rentals, chat, toasts)
// over test clients: the situation is stated as who is signed in, which wallet the browser has, and what
// the rentals client and the chat answer.

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

/** The chat, whose client answers at once (the delays are the chat's own tests' concern) and records the conversations the user starts. */
let chat = instantChat();

/** Who is signed in, the browser's wallet and the rentals as the contract (or the simulation) holds them. */
let user: User | null = null;
let wallet: FakeProvider | undefined;
let rentals = new FakeRentalsClient();

/** The page's address as the router holds it (path and query). */
function Address() {
  const { pathname, search } = useLocation();
  return <p data-testid="address">{`${pathname}${search}`}</p>;
}
const address = () => screen.getByTestId('address');

/** Renders `element` at `path` (also under /tools/:id), other routes showing "at another page", in the app's providers. */
async function renderAt(element: ReactElement, { path = '/', client }: { path?: string; client?: ToolsClient } = {}) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/" element={element} />
        <Route path="/tools/:id" element={element} />
        <Route path="*" element={<p>at another page</p>} />
      </Routes>
      <Address />
    </>,
    {
      route: path,
      toolsClient: client ?? simulatedTools(),
      rentalsClient: rentals,
      chatClient: chat.createClient,
      user,
      wallet,
    },
  );
}

beforeEach(() => {
  user = null;
  wallet = undefined;
  rentals = new FakeRentalsClient();
  rentals.readSignedOfferChain.mockResolvedValue(stubSignedOfferChain());
  chat = instantChat();
});

const signIn = (walletAddress?: string) => {
  user = { id: 'user-me', email: 'erin@example.test', walletAddress };
};
/** The browser's wallet has authorised the site: the session reconnects to it at start-up. */
const connectWallet = (account: string) => {
  wallet = browserWallet(account);
};

describe('the action area, in the specification order of cases', () => {
  it('own listing first, even when the tool is unavailable: matched by the linked wallet, whatever its case', async () => {
    signIn(ALICE_WALLET.toLowerCase());
    connectWallet(ALICE_WALLET);
    await renderAt(<ToolActionArea tool={{ ...drill, available: false }} />);
    expect(screen.getByRole('heading', { name: 'This is your own listing' })).toBeInTheDocument();
    expect(screen.queryByText('Currently Unavailable')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Contact Owner' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rent This Tool' })).not.toBeInTheDocument();
  });

  it("a wallet that is only connected (its link refused) does not make the listing one's own", async () => {
    signIn();
    connectWallet(ALICE_WALLET);
    await renderAt(<ToolActionArea tool={drill} />);
    expect(screen.getByRole('button', { name: 'Contact Owner' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'This is your own listing' })).not.toBeInTheDocument();
  });

  it('own listing by account id', async () => {
    signIn();
    await renderAt(<ToolActionArea tool={{ ...drill, ownerId: 'user-me', ownerWalletAddress: '' }} />);
    expect(screen.getByRole('heading', { name: 'This is your own listing' })).toBeInTheDocument();
  });

  it('then an unavailable tool, before asking a signed-out visitor to sign in', async () => {
    await renderAt(<ToolActionArea tool={jack} />);
    expect(screen.getByRole('heading', { name: 'Currently Unavailable' })).toBeInTheDocument();
    expect(screen.queryByText('Authentication Required')).not.toBeInTheDocument();
  });

  it('then Authentication Required with Sign In for a signed-out visitor', async () => {
    await renderAt(<ToolActionArea tool={drill} />);
    expect(screen.getByRole('heading', { name: 'Authentication Required' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
  });

  it('then Wallet Connection Required, whose button connects the browser wallet', async () => {
    signIn();
    // A wallet the site has not been authorised by yet: connecting asks it for the account.
    wallet = browserWallet(BORROWER_WALLET, { authorised: false });
    await renderAt(<ToolActionArea tool={drill} />);
    expect(screen.getByRole('heading', { name: 'Wallet Connection Required' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }));
    expect(await screen.findByRole('button', { name: 'Contact Owner' })).toBeInTheDocument();
    expect(wallet.requests.map(({ method }) => method)).toContain('eth_requestAccounts');
  });

  it('otherwise Contact Owner, which starts the conversation about the tool with its owner and opens Messages', async () => {
    signIn();
    connectWallet(BORROWER_WALLET);
    await renderAt(<ToolActionArea tool={drill} />);
    await userEvent.click(screen.getByRole('button', { name: 'Contact Owner' }));
    await waitFor(() => expect(address()).toHaveTextContent('/messages'));
    expect(chat.started.map(({ toolId, toolName, lender }) => [toolId, toolName, lender.id])).toEqual([
      [drill.id, drill.name, drill.ownerId],
    ]);
  });
});

describe('the action area in on-chain mode, from what the contract holds', () => {
  beforeEach(() => localStorage.setItem(RENTALS_MODE_KEY, 'onchain'));

  it('the owner with the paid wallet may offer the tool, and is told once it is open', async () => {
    signIn(ALICE_WALLET);
    connectWallet(ALICE_WALLET);
    const view = await renderAt(<ToolActionArea tool={drill} />);
    expect(await screen.findByRole('button', { name: 'Offer for on-chain rental' })).toBeEnabled();
    // The owner's offer is opened on chain; the next block reads it.
    rentals.standOnChain(drill, 'offered');
    await act(() => view.queryClient.invalidateQueries());
    expect(await screen.findByText('Open for on-chain rental: a borrower can rent it now.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Offer for on-chain rental' })).not.toBeInTheDocument();
  });

  it('a tool rented out on chain is unavailable, although listed as available', async () => {
    rentals.standOnChain(drill, 'rented');
    await renderAt(<ToolActionArea tool={drill} />);
    expect(await screen.findByRole('heading', { name: 'Currently Unavailable' })).toBeInTheDocument();
  });

  it('without the owner’s open offer or a signed one, renting is disabled and the reason given; contacting still works', async () => {
    signIn();
    connectWallet(BORROWER_WALLET);
    const view = await renderAt(<ToolActionArea tool={drill} />);
    expect(await screen.findByRole('note')).toHaveTextContent(
      'The owner has not opened this tool for on-chain rental yet.',
    );
    expect(screen.getByRole('button', { name: 'Rent This Tool' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Contact Owner' })).toBeEnabled();
    rentals.standOnChain(drill, 'offered');
    await act(() => view.queryClient.invalidateQueries());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Rent This Tool' })).toBeEnabled());
  });
});

describe('the rental form', () => {
  beforeEach(() => {
    signIn();
    connectWallet(BORROWER_WALLET);
  });

  it('starts at 1 day and shows exact amounts for the duration typed', async () => {
    await renderAt(<ToolActionArea tool={drill} />);
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
    await renderAt(<ToolActionArea tool={drill} />);
    await userEvent.click(screen.getByRole('button', { name: 'Rent This Tool' }));
    expect(screen.getByLabelText('Rental Duration (days)')).toBeInTheDocument();
    expect(screen.queryByTestId('rating-summary')).toBeNull();
  });

  it('refuses an out-of-range duration with a message, keeps what was typed, and disables Confirm', async () => {
    await renderAt(<ToolActionArea tool={drill} />);
    await userEvent.click(screen.getByRole('button', { name: 'Rent This Tool' }));
    const duration = screen.getByLabelText('Rental Duration (days)');
    await userEvent.clear(duration);
    await userEvent.type(duration, '31');
    expect(announced('alert')).toHaveTextContent('Enter a whole number of days from 1 to 30');
    expect(duration).toHaveValue(31);
    expect(screen.getByRole('button', { name: 'Confirm Rental' })).toBeDisabled();
  });

  it('confirms: Processing..., acceptRentalOfferAndDepositCollateral(tool, days), then the dashboard', async () => {
    const mined = deferred<unknown>();
    rentals.actions.mockImplementation(() => mined.promise);
    await renderAt(<ToolActionArea tool={drill} />);
    await userEvent.click(screen.getByRole('button', { name: 'Rent This Tool' }));
    const duration = screen.getByLabelText('Rental Duration (days)');
    await userEvent.clear(duration);
    await userEvent.type(duration, '3');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Rental' }));
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    await waitFor(() =>
      expect(rentals.actions).toHaveBeenCalledWith(
        'acceptRentalOfferAndDepositCollateral',
        [
          { tool: drill, quote: null },
          { start: 0, days: 3 },
        ],
        expect.anything(),
      ),
    );
    await act(async () => mined.resolve(makeRental({ toolId: drill.id, toolName: drill.name })));
    await waitFor(() => expect(address()).toHaveTextContent('/dashboard'));
  });

  it('books a later day and hour; the hours of a booked range cannot be chosen, and days reaching into it are refused in words', async () => {
    // A booking next week from 09:00 local time for 2 days, as the tool's RentalBooked logs (or the simulated rentals) hold it.
    const nextWeek = new Date();
    nextWeek.setDate(nextWeek.getDate() + 7);
    nextWeek.setHours(9, 0, 0, 0);
    const bookedStart = Math.floor(nextWeek.getTime() / 1000);
    rentals.readBookings.mockResolvedValue([{ startTime: bookedStart, endTime: bookedStart + 2 * 86_400 }]);
    rentals.actions.mockRejectedValue(new Error('not mined'));
    await renderAt(<ToolActionArea tool={drill} />);
    await userEvent.click(screen.getByRole('button', { name: 'Rent This Tool' }));
    const day = screen.getByLabelText('Start day');
    const hour = screen.getByLabelText('Start time');
    expect(hour).toHaveValue('');
    expect(screen.getByRole('option', { name: 'Now' })).toBeInTheDocument();
    const dayOf = (seconds: number) => bookingStartText(seconds).slice(0, 10);
    // On the booking's first day every start of one day overlaps it: each hour reads "booked" and is disabled.
    fireEvent.change(day, { target: { value: dayOf(bookedStart) } });
    expect(await screen.findByRole('option', { name: '9:00 AM (booked)' })).toBeDisabled();
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
    expect(announced('alert')).toHaveTextContent(/^This tool is already booked from .+: choose other dates\.$/);
    expect(screen.getByRole('button', { name: 'Confirm Rental' })).toBeDisabled();
    // The adjacent range, from the booking's end, is free.
    fireEvent.change(day, { target: { value: dayOf(bookedStart + 2 * 86_400) } });
    await userEvent.selectOptions(hour, '9:00 AM');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Rental' }));
    await waitFor(() =>
      expect(rentals.actions).toHaveBeenCalledWith(
        'acceptRentalOfferAndDepositCollateral',
        [
          { tool: drill, quote: null },
          { start: bookedStart + 2 * 86_400, days: 2 },
        ],
        expect.anything(),
      ),
    );
  });

  it('stays on the page with the form usable again when confirmation fails, and says why', async () => {
    rentals.actions.mockRejectedValue(new Error('insufficient funds'));
    await renderAt(<ToolActionArea tool={drill} />);
    await userEvent.click(screen.getByRole('button', { name: 'Rent This Tool' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Rental' }));
    // A toast says why (useRentalAction's failure, in the specification's words).
    expect(await screen.findByText(/^Failed to create rental request/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Confirm Rental' })).toBeEnabled());
    expect(address()).toHaveTextContent(/^\/$/);
  });
});

describe('the listing form', () => {
  it('shows what is missing, keeps everything typed, and drops blank specification lines on submit', async () => {
    const onSubmit = vi.fn(async () => {});
    await renderAt(
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
    await renderAt(
      <ListingForm
        initialValues={values}
        submitLabel="Create Listing"
        busyLabel="Creating Listing..."
        failureFallback="Failed to create tool listing"
        onSubmit={onSubmit}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Create Listing' }));
    expect(await waitFor(() => announced('alert'))).toHaveTextContent('Your browser has no room left');
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Tile Cutter', rentalRate: 0.007, specifications: ['600 mm rail'] }),
      expect.any(Function),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Create Listing' }));
    await waitFor(() => expect(announced('alert')).toHaveTextContent('Failed to create tool listing'));
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
    await renderAt(
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
    expect(announced('alert')).toHaveTextContent('The connection dropped while uploading photo 2 of 2.');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Tool Name')).toHaveValue('Tile Cutter');
    expect(screen.getAllByRole('img', { name: /^Your tool, \d of 2$/ })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Create Listing' })).toBeEnabled();
  });

  it('refuses files that are not images, removes photos, and hides the upload tile at five', async () => {
    const photo = 'data:image/jpeg;base64,AAAA';
    await renderAt(
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
    expect(announced('alert')).toHaveTextContent('“manual.pdf” is not an image. Only image files can be added.');
    await userEvent.click(screen.getByRole('button', { name: 'Remove photo 4' }));
    expect(screen.getAllByRole('img', { name: /^Your tool, \d of 3$/ })).toHaveLength(3);
    expect(screen.getByText(/Add 1 to 5 photos; 3 clear ones/)).toBeInTheDocument();
  });

  it('has no upload tile once five photos are present', async () => {
    const photo = 'data:image/jpeg;base64,AAAA';
    await renderAt(
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
    await renderAt(<Catalogue />, { client });
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

  it('shows Currently Rented and Unavailable for a rented tool, Available otherwise', async () => {
    await renderAt(
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

  it('says a listing cannot be rented while its owner has no linked wallet, with the way to link one', async () => {
    await renderAt(
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
    await renderAt(<HomePage />, { client: failing('socket closed') });
    expect(await waitFor(() => announced('alert'))).toHaveTextContent('Failed to fetch tools');
  });

  it('keeps "Tool not found" when an update names a missing tool', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const seen: { context: ReturnType<typeof useTools> | null } = { context: null };
    function Probe() {
      const context = useTools();
      useEffect(() => {
        seen.context = context;
      });
      return <p>{context.error ?? 'no error'}</p>;
    }
    await renderAt(<Probe />, { client: simulatedTools() });
    // The edit comes after the catalogue's first answer, as a user's does: a catalogue answer that
    // lands after a failed write is newer than it and rightly replaces its message.
    await waitFor(() => expect(expectDefined(seen.context, 'the tools context').loading).toBe(false));
    await act(async () => {
      await expect(
        expectDefined(seen.context, 'the tools context').updateTool('tool-404', { name: 'x' }),
      ).rejects.toThrow('Tool not found');
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
    await renderAt(<HomePage />, { path: '/?search=multimeter' });
    expect(await screen.findByRole('article', { name: 'Digital Multimeter' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it('says so when no tool matches', async () => {
    await renderAt(<HomePage />, { path: '/?search=submarine' });
    expect(await screen.findByText('No tools found matching your criteria.')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your filters or search query.')).toBeInTheDocument();
  });

  it('filters by category and sorts by price through the Filters panel, keeping them in the address', async () => {
    // The panel's fields are a lazy chunk: loaded here first, so that opening the panel waits on the
    // module cache, not on the test runner transforming the file (over a second on a loaded machine).
    await import('./components/ToolFilterFields');
    await renderAt(<HomePage />);
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
    expect(address()).toHaveTextContent('/?category=power+tools&sort=priceDesc');
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
    await renderAt(<HomePage />, {
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
    await renderAt(<HomePage />, { client });
    await screen.findAllByRole('article');
    failNext = true;
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await waitFor(() => announced('alert'))).toHaveTextContent(
      'Failed to fetch tools. The tools above stay; try again.',
    );
    expect(screen.getAllByRole('article')).toHaveLength(12);
    failNext = false;
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(13));
    expect(announcements('alert')).toEqual([]);
  });
});
