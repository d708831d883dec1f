import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { useAuth, type User } from '../accounts';
import type { Tool } from '../tools';
import { FakeAccountsClient } from '../accounts/test/FakeAccountsClient';
import { profilesOf } from '../accounts/test/memberProfiles';
import { simulatedTools } from '../tools/test/simulatedTools';
import { browserWallet, type FakeProvider } from '../wallet/test/fakeWallets';
import { FakeRentalsClient } from '../rentals/test/FakeRentalsClient';
import { BORROWER, LENDER, STRANGER, makeRental, makeTool } from '../rentals/test/rentalFixtures';
import { keepSimulatedReview } from '../reviews/test/signedReviews';
import ProfilePage from '../../pages/ProfilePage';
import UserProfilePage from '../../pages/UserProfilePage';
import { sampleProfileFor } from './samplePublicProfile';
import { expectDefined, nth } from '../../test/defined';
import { renderWithProviders } from '../../test/renderWithProviders';

const SAM: User = { id: 'user-sam', email: 'sam@toolshare.test' };
const SAMS_WALLET = '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc';

/** The situation each test states: who is signed in, the browser's wallet, the members, the catalogue, the rentals. */
let signedIn: User | null = SAM;
let wallet: FakeProvider | undefined;
let accounts = new FakeAccountsClient();
let catalogue: Tool[] = [];
let rentalsClient = new FakeRentalsClient();

const signInAs = (user: User | null) => {
  signedIn = user;
};

/**
 * A wallet in the browser that does not trust the site yet: connecting asks it for its accounts,
 * and those requests fail with `failures`, one per request, before it answers.
 */
function walletFailingToConnect(...failures: unknown[]): FakeProvider {
  const failing = browserWallet(SAMS_WALLET, { authorised: false });
  const request = failing.request;
  failing.request = async (args) => {
    if (args.method === 'eth_requestAccounts' && failures.length > 0) throw failures.shift();
    return request(args);
  };
  return failing;
}

/**
 * /profile as the app's sign-in guard (app/guards.tsx, not importable from a feature) shows it: once
 * the kept session is read, to the signed-in user.
 */
function ProfilePageSignedIn() {
  const { user } = useAuth();
  return user ? <ProfilePage /> : null;
}

const connectionRequests = (provider: FakeProvider) =>
  provider.requests.filter((request) => request.method === 'eth_requestAccounts');

function renderAt(path: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/profile" element={<ProfilePageSignedIn />} />
      <Route path="/user/:id" element={<UserProfilePage />} />
    </Routes>,
    {
      route: path,
      user: signedIn,
      wallet,
      memberProfiles: profilesOf(accounts),
      toolsClient: simulatedTools({ samples: catalogue }),
      rentalsClient,
    },
  );
}

beforeEach(() => {
  signInAs(SAM);
  wallet = undefined;
  accounts = new FakeAccountsClient();
  catalogue = [];
  rentalsClient = new FakeRentalsClient();
});

describe('Profile Settings', () => {
  it('shows the e-mail read-only and the linked wallet shortened', async () => {
    signInAs({ ...SAM, walletAddress: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8' });
    await renderAt('/profile');
    expect(screen.getByRole('heading', { name: 'Profile Settings' })).toBeInTheDocument();
    const email = screen.getByLabelText('Email');
    expect(email).toHaveValue('sam@toolshare.test');
    expect(email).toHaveAttribute('readonly');
    expect(screen.getByTestId('profile-wallet-address')).toHaveTextContent('0x7099...79C8');
    expect(screen.queryByRole('button', { name: 'Connect Wallet' })).not.toBeInTheDocument();
  });

  it('without a wallet, connecting shows "Wallet connected successfully!"', async () => {
    const user = userEvent.setup();
    wallet = walletFailingToConnect();
    await renderAt('/profile');
    expect(screen.getByText('Connect your Ethereum wallet to enable lending and borrowing tools')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Connect Wallet' }));
    expect(connectionRequests(wallet)).toHaveLength(1);
    // (The toasts' region is a status too.)
    expect(await screen.findByText('Wallet connected successfully!')).toHaveAttribute('role', 'status');
  });

  it('a failed connection shows its message, or "Failed to connect wallet"', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    wallet = walletFailingToConnect(new Error('User rejected the request.'), {});
    await renderAt('/profile');
    await user.click(screen.getByRole('button', { name: 'Connect Wallet' }));
    // (The toasts' region is an alert too.)
    expect(await screen.findByText('User rejected the request.')).toHaveAttribute('role', 'alert');
    await user.click(screen.getByRole('button', { name: 'Connect Wallet' }));
    expect(await screen.findByText(/^Failed to connect wallet$/)).toHaveAttribute('role', 'alert');
    vi.mocked(console.error).mockRestore();
  });

  it('a connected wallet not yet linked shows its address and what is awaited', async () => {
    wallet = browserWallet(SAMS_WALLET);
    await renderAt('/profile');
    expect(screen.getByTestId('profile-wallet-address')).toHaveTextContent('0x9965...A4dc');
    expect(screen.getByText(/Not linked to your account yet/)).toBeInTheDocument();
  });

  it('offers no setting that does nothing: no Change Password, Two-Factor or unsaved notification preferences', async () => {
    await renderAt('/profile');
    expect(screen.getByRole('heading', { name: 'Account Information' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Change Password|Two-Factor/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Notification Preferences' })).not.toBeInTheDocument();
    expect(screen.queryByText(/coming soon|not saved yet/i)).not.toBeInTheDocument();
  });
});

describe('public profile', () => {
  it("a sample owner's profile shows their name and the tools they list", async () => {
    await renderAt('/user/user-alice');
    expect(screen.getByRole('heading', { level: 1, name: 'alice' })).toBeInTheDocument();
    const lent = screen.getByRole('region', { name: "Tools I've Lent" });
    expect(
      within(lent)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      expect.stringContaining('Cordless Drill 18V'),
      expect.stringContaining('Claw Hammer and Chisel Set'),
      expect.stringContaining('Lawn Mower Petrol 46 cm'),
    ]);
    expect(within(lent).getByText('Rented 12 times')).toBeInTheDocument();
    const borrowed = screen.getByRole('region', { name: "Tools I've Borrowed" });
    expect(within(borrowed).getAllByText(/^Borrowed /)).toHaveLength(3);
    expect(within(borrowed).queryByText(/Cordless Drill|Claw Hammer|Lawn Mower/)).not.toBeInTheDocument();
    expect(screen.getByText('Total Rentals').previousSibling).toHaveTextContent('26');
    expect(screen.getByText('Tools Listed').previousSibling).toHaveTextContent('3');
  });

  it('is marked as a sample, with the sample rating and member-since date', async () => {
    await renderAt('/user/user-alice');
    expect(screen.getByText('Sample profile')).toBeInTheDocument();
    expect(screen.getByText('Member since March 2025')).toBeInTheDocument();
    expect(screen.getByLabelText('Rated 4.8 out of 5 from 23 reviews')).toBeInTheDocument();
  });

  it('shows no sample for any other id: an id no member has is not found', async () => {
    const first = await renderAt('/user/42');
    expect(screen.getByText('User not found')).toBeInTheDocument();
    first.unmount();
    await renderAt('/user/0a1e4c7e-0000-4000-8000-00000000a11c');
    expect(await screen.findByText('User not found')).toBeInTheDocument();
    expect(screen.queryByText('Sample profile')).not.toBeInTheDocument();
  });

  it('each tool tells its photo count and opens the Tool Photos gallery', async () => {
    const user = userEvent.setup();
    await renderAt('/user/user-alice');
    const photos = nth(
      expectDefined(sampleProfileFor('user-alice'), 'the sample profile').lent,
      0,
      'lent tool',
    ).photoUrls;
    expect(photos.length).toBeGreaterThan(1);
    const drill = screen.getByRole('button', { name: `Cordless Drill 18V: view ${photos.length} photos` });
    expect(within(drill).getByTestId('photo-count')).toHaveTextContent(`${photos.length} photos`);

    await user.click(drill);
    const dialog = screen.getByRole('dialog', { name: 'Tool Photos' });
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', photos[0]);
    expect(within(dialog).getByTestId('photo-position')).toHaveTextContent(`1 / ${photos.length}`);
    await user.click(within(dialog).getByRole('button', { name: 'Next photo' }));
    expect(within(dialog).getByTestId('photo-position')).toHaveTextContent(`2 / ${photos.length}`);
    expect(within(dialog).getAllByRole('img')[0]).toHaveAttribute('src', photos[1]);
    await user.click(within(dialog).getByRole('button', { name: 'Previous photo' }));
    await user.click(within(dialog).getByRole('button', { name: 'Previous photo' }));
    expect(within(dialog).getByTestId('photo-position')).toHaveTextContent(`${photos.length} / ${photos.length}`);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(drill);
    await user.click(screen.getByRole('button', { name: 'Close photos' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

const ALICE_ID = '0a1e4c7e-0000-4000-8000-00000000a11c';
const BOB_ID = '0b0b0b0b-0000-4000-8000-000000000b0b';
const DAY = 24 * 60 * 60 * 1000;
const iso = (ms: number) => new Date(ms).toISOString();
const START = Date.parse('2026-03-02T09:00:00.000Z');

/** A completed 2-day rental of `toolId`, returned `lateMs` after its end. */
const completedRental = (
  id: string,
  toolId: string,
  lateMs: number,
  overrides: Parameters<typeof makeRental>[0] = {},
) =>
  makeRental({
    id,
    toolId,
    state: 'TRANSACTION_COMPLETED',
    startTime: iso(START),
    endTime: iso(START + 2 * DAY),
    returnedAt: iso(START + 2 * DAY + lateMs),
    ...overrides,
  });

function addMember(id: string, name: string, walletAddress: string, details = { bio: '', location: '' }) {
  accounts.publicAccounts.set(id, {
    id,
    name,
    walletAddress,
    memberSince: '2026-01-15T10:00:00.000Z',
    ...details,
  });
}

const figure = (testId: string) => within(screen.getByTestId(testId)).getByText(/^\d+$/).textContent;

describe("a member's public profile", () => {
  beforeEach(() => {
    addMember(ALICE_ID, 'alice', LENDER.toLowerCase(), {
      bio: 'I fix bikes.',
      location: 'Springfield',
    });
    addMember(BOB_ID, 'bob', BORROWER.toLowerCase());
    const drill = makeTool({
      id: 'tool-drill',
      name: 'Cordless Drill',
      ownerId: ALICE_ID,
      createdAt: '2026-02-01T00:00:00.000Z',
    });
    const saw = makeTool({
      id: 'tool-saw',
      name: 'Circular Saw',
      ownerId: ALICE_ID,
      imageUrls: ['/saw-1.jpg', '/saw-2.jpg'],
    });
    catalogue = [drill, saw];
    rentalsClient = new FakeRentalsClient([
      completedRental('1', 'tool-drill', 0, { toolName: 'Cordless Drill' }),
      completedRental('2', 'tool-drill', DAY + 1000, {
        toolName: 'Cordless Drill',
        disputeFiledBy: LENDER,
        disputedAt: iso(START + 3 * DAY),
        resolution: {
          lenderShareBps: 6000,
          details: 'Scratched',
          resolvedAt: iso(START + 5 * DAY),
        },
      }),
      makeRental({
        id: '3',
        toolId: 'tool-saw',
        state: 'RENTAL_ACTIVE',
        startTime: iso(START),
      }),
    ]);
  });

  it("shows who they are and, for the lender, the completed rentals, the tools with the times each was rented and the disputes' outcomes", async () => {
    await renderAt(`/user/${ALICE_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'alice' })).toBeInTheDocument();
    expect(screen.getByText('I fix bikes.')).toBeInTheDocument();
    expect(screen.getByText('Springfield')).toBeInTheDocument();
    expect(screen.getByText('Member since January 2026')).toBeInTheDocument();
    expect(screen.queryByText('Sample profile')).not.toBeInTheDocument();
    await waitFor(() => expect(figure('record-lender')).toBe('2'));
    expect(figure('record-borrower')).toBe('0');
    // Returns are the borrower's record, not the lender's.
    expect(figure('record-on-time')).toBe('0');
    expect(figure('record-late')).toBe('0');
    const disputes = screen.getByRole('list', {
      name: 'Disputes and how they ended',
    });
    expect(within(disputes).getByText('Ruled: 60% to the lender')).toBeInTheDocument();
    expect(within(disputes).getByText(/filed by them/)).toBeInTheDocument();

    const lent = screen.getByRole('region', { name: "Tools I've Lent" });
    expect(within(lent).getByRole('button', { name: /Cordless Drill/ })).toHaveTextContent('Rented 2 times');
    expect(within(lent).getByRole('button', { name: /Circular Saw: view 2 photos/ })).toHaveTextContent(
      'Rented 1 time',
    );
    expect(
      within(screen.getByRole('region', { name: "Tools I've Borrowed" })).getByText(
        'No completed rentals as borrower yet.',
      ),
    ).toBeInTheDocument();
  });

  it('shows the borrower their returns on time and late with the days late, and the tools they borrowed with the date', async () => {
    await renderAt(`/user/${BOB_ID}`);
    await waitFor(() => expect(figure('record-borrower')).toBe('2'));
    expect(figure('record-lender')).toBe('0');
    expect(figure('record-on-time')).toBe('1');
    expect(figure('record-late')).toBe('1');
    expect(screen.getByText('2 days late in all')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Disputes and how they ended' })).getByText(/filed by the other party/),
    ).toBeInTheDocument();
    const borrowed = screen.getByRole('region', {
      name: "Tools I've Borrowed",
    });
    expect(
      within(borrowed)
        .getAllByRole('button')
        .map((tile) => tile.textContent),
    ).toEqual([expect.stringContaining('Borrowed Mar 2, 2026'), expect.stringContaining('Borrowed Mar 2, 2026')]);
    expect(
      within(screen.getByRole('region', { name: "Tools I've Lent" })).getByText('No tools listed yet.'),
    ).toBeInTheDocument();
    expect(rentalsClient.readPartySummary).toHaveBeenCalledWith(BORROWER.toLowerCase());
  });

  it('says honestly that a member without a linked wallet has no rentals to show, and lists their tools by date', async () => {
    addMember(ALICE_ID, 'alice', '');
    await renderAt(`/user/${ALICE_ID}`);
    expect(
      await screen.findByText('alice has not linked a wallet yet, so there are no rentals to show.'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: "Tools I've Lent" })).getByRole('button', { name: /Cordless Drill/ }),
    ).toHaveTextContent('Listed Feb 1, 2026');
    expect(screen.getByText('No wallet linked yet.')).toBeInTheDocument();
    expect(screen.getByText('No bio yet.')).toBeInTheDocument();
    expect(rentalsClient.readPartySummary).not.toHaveBeenCalled();
  });

  it('lists only the newest borrowed tools of a long history, and says how many there are in all', async () => {
    rentalsClient = new FakeRentalsClient(
      Array.from({ length: 26 }, (_, index) =>
        completedRental(String(index + 1), `tool-${index + 1}`, 0, { startTime: iso(START + index * DAY) }),
      ),
    );
    await renderAt(`/user/${BOB_ID}`);
    const borrowed = await screen.findByRole('region', { name: "Tools I've Borrowed" });
    await waitFor(() => expect(within(borrowed).getAllByRole('button')).toHaveLength(24));
    expect(within(borrowed).getByText('The newest 24 of 26 completed rentals as borrower.')).toBeInTheDocument();
  });

  it('says so when a member with a wallet has no rentals yet', async () => {
    rentalsClient = new FakeRentalsClient([]);
    await renderAt(`/user/${BOB_ID}`);
    expect(await screen.findByText('No rentals completed yet.')).toBeInTheDocument();
    expect(screen.getByText('From the simulated rentals of this browser session.')).toBeInTheDocument();
  });

  it("shows any visitor the member's rating and the reviews that verify against their rentals", async () => {
    localStorage.clear();
    const completed = makeRental({ state: 'TRANSACTION_COMPLETED' });
    rentalsClient = new FakeRentalsClient([completed]);
    // The lender's review verifies; the stranger had no part in the rental.
    await keepSimulatedReview(completed.id, { reviewee: BORROWER, rating: 4, text: 'Brought it back clean.' }, LENDER);
    await keepSimulatedReview(completed.id, { reviewee: BORROWER, rating: 1, text: 'Never met them.' }, STRANGER);
    // Signed in as someone else (Sam): the profile is bob's, seen by a visitor.
    await renderAt(`/user/${BOB_ID}`);
    const reviews = await screen.findByRole('region', { name: 'Reviews' });
    await waitFor(() =>
      expect(within(reviews).getByTestId('rating-summary')).toHaveTextContent(
        '4.0 out of 5 (1 review)1 review could not be verified',
      ),
    );
    expect(within(reviews).getAllByRole('listitem')).toHaveLength(1);
    expect(within(reviews).getByText('Brought it back clean.')).toBeInTheDocument();
    expect(screen.queryByText('Never met them.')).not.toBeInTheDocument();
  });

  it('shows no reviews for a member without a linked wallet (there is no wallet to review)', async () => {
    addMember(ALICE_ID, 'alice', '');
    await renderAt(`/user/${ALICE_ID}`);
    expect(
      await screen.findByText('alice has not linked a wallet yet, so there are no rentals to show.'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('rating-summary')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Reviews' })).not.toBeInTheDocument();
  });

  it('shows why the record could not be read', async () => {
    rentalsClient.readPartySummary.mockRejectedValue(new Error('node unreachable'));
    await renderAt(`/user/${BOB_ID}`);
    const record = await screen.findByRole('region', { name: 'Rental record' });
    expect(await within(record).findByRole('alert')).toHaveTextContent('Failed to fetch rentals');
  });
});

describe("Profile Settings' public profile", () => {
  beforeEach(() => addMember(SAM.id, 'sam', '', { bio: 'Old bio', location: 'Old town' }));

  it('starts from the saved bio and location and saves the new ones', async () => {
    const user = userEvent.setup();
    await renderAt('/profile');
    const bio = await screen.findByLabelText('Bio');
    expect(bio).toHaveValue('Old bio');
    await user.clear(bio);
    await user.type(bio, 'Weekend woodworker');
    await user.clear(screen.getByLabelText('Location'));
    await user.type(screen.getByLabelText('Location'), 'Maple Street');
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText('Profile saved')).toBeInTheDocument();
    expect(accounts.publicAccounts.get(SAM.id)).toMatchObject({
      bio: 'Weekend woodworker',
      location: 'Maple Street',
    });
  });

  it('refuses a bio over 500 characters or a location over 100, and says which', async () => {
    const user = userEvent.setup();
    await renderAt('/profile');
    const bio = await screen.findByLabelText('Bio');
    await user.clear(bio);
    await user.click(bio);
    await user.paste('b'.repeat(501));
    expect(bio).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('501 / 500')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText('Your bio can be at most 500 characters.')).toHaveAttribute('role', 'alert');
    await user.type(bio, '{Backspace}');
    await user.click(screen.getByLabelText('Location'));
    await user.paste('l'.repeat(100 - 'Old town'.length + 1));
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText('Your location can be at most 100 characters.')).toHaveAttribute('role', 'alert');
    expect(accounts.calls.filter((call) => call.startsWith('save details'))).toEqual([]);
  });

  it("shows the store's refusal as its message", async () => {
    const user = userEvent.setup();
    accounts.saveResult = () => Promise.reject(new Error('Your location can be at most 100 characters.'));
    await renderAt('/profile');
    await user.click(await screen.findByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText('Your location can be at most 100 characters.')).toHaveAttribute('role', 'alert');
  });
});
