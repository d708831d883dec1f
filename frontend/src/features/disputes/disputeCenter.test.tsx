import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DisputesPage from '../../pages/DisputesPage';
import { FakeRentalsClient } from '../rentals/test/FakeRentalsClient';
import { ADMIN, BORROWER, makeRental } from '../rentals/test/rentalFixtures';
import { renderWithProviders } from '../../test/renderWithProviders';
import { browserWallet, type FakeProvider } from '../wallet/test/fakeWallets';
import { anObserver } from '../rentals/test/matchers';
import { confirmAction } from '../rentals/test/confirmAction';

/** Who is signed in throughout. */
const SIGNED_IN = { id: 'u1', email: 'sam@example.com' };
/** The browser's wallet in the test. */
let wallet: FakeProvider | undefined;

const active = makeRental({
  id: 'rental-active-1',
  toolName: 'Cordless Drill 18V',
  state: 'DISPUTE_OPENED',
  disputeReason: 'Battery would not charge',
  createdAt: '2026-03-01T10:00:00.000Z',
});
const resolved = makeRental({
  id: 'rental-resolved-2',
  toolName: 'Digital Multimeter',
  state: 'RESOLUTION_REACHED',
  disputeReason: 'Probes damaged',
  resolution: { lenderShareBps: 2500, details: 'Fault predates the rental', resolvedAt: '2026-03-05T10:00:00.000Z' },
});
const notDisputed = makeRental({ id: 'plain', toolName: 'Hedge Trimmer', state: 'RENTAL_ACTIVE' });

beforeEach(() => {
  wallet = browserWallet(BORROWER);
});

describe('Dispute Center', () => {
  it('shows a spinner while loading, then only the disputed and resolved rentals', async () => {
    await renderWithProviders(<DisputesPage />, {
      user: SIGNED_IN,
      wallet,
      rentalsClient: new FakeRentalsClient([active, resolved, notDisputed]),
    });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    const activeCard = await screen.findByRole('article', { name: 'Dispute about Cordless Drill 18V' });
    expect(screen.queryByText('Hedge Trimmer')).not.toBeInTheDocument();
    expect(within(activeCard).getByText('Active Dispute')).toHaveAttribute('data-status', 'active');
    expect(within(activeCard).getByText('Active Dispute')).toHaveAttribute('data-tone', 'red');
    expect(within(activeCard).getByText('Rental rental-active-1')).toBeInTheDocument();
    expect(within(activeCard).getByText('Opened Mar 1, 2026')).toBeInTheDocument();
    expect(within(activeCard).getByText('Battery would not charge')).toBeInTheDocument();
    expect(within(activeCard).getByText('0x7099...79C8')).toBeInTheDocument();
    expect(within(activeCard).getByText('0x9965...A4dc')).toBeInTheDocument();

    const resolvedCard = screen.getByRole('article', { name: 'Dispute about Digital Multimeter' });
    expect(within(resolvedCard).getByText('Resolved')).toHaveAttribute('data-status', 'resolved');
    expect(within(resolvedCard).getByText('Resolved')).toHaveAttribute('data-tone', 'green');
    expect(within(resolvedCard).getByText('Resolution Details')).toBeInTheDocument();
    expect(within(resolvedCard).getByText(/recorded on the blockchain/)).toBeInTheDocument();
    // Not yet paid: what finalizing pays, to the wei (25% of the 0.096 ETH escrow to the lender).
    expect(within(resolvedCard).getByTestId('resolved-payout')).toHaveTextContent(
      '0.024 ETH to the lender and 0.072 ETH to the borrower (you)',
    );
    expect(within(resolvedCard).getByText('Lender receives 25% of the escrow, the borrower 75%.')).toBeInTheDocument();
    expect(within(resolvedCard).queryByRole('button', { name: 'Submit Evidence' })).not.toBeInTheDocument();
  });

  it('submits evidence through the rentals client: files (images and PDFs) and details', async () => {
    const client = new FakeRentalsClient([active]);
    let finish: () => void = () => {};
    client.actions.mockImplementation(() => new Promise((resolve) => (finish = () => resolve(active))));
    await renderWithProviders(<DisputesPage />, { user: SIGNED_IN, wallet, rentalsClient: client });
    const card = await screen.findByRole('article', { name: 'Dispute about Cordless Drill 18V' });
    const toggle = within(card).getByRole('button', { name: 'Submit Evidence', expanded: false });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    const form = within(card).getByRole('form', { name: 'Submit evidence' });
    const picker = within(form).getByLabelText(/Evidence files/);
    expect(picker).toHaveAttribute('accept', 'image/*,application/pdf');
    expect(picker).toHaveAttribute('multiple');
    await userEvent.upload(picker, [
      new File(['x'], 'battery.jpg', { type: 'image/jpeg' }),
      new File(['y'], 'receipt.pdf', { type: 'application/pdf' }),
    ]);
    expect(within(form).getByText('Evidence uploaded successfully')).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText('Details'), 'Photos of the charger light');
    await userEvent.click(within(form).getByRole('button', { name: 'Submit Evidence' }));

    expect(within(form).getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    expect(client.actions).toHaveBeenCalledWith(
      'submitEvidence',
      ['rental-active-1', { details: 'Photos of the charger light', fileNames: ['battery.jpg', 'receipt.pdf'] }],
      anObserver(),
    );
    finish();
    await waitFor(() => expect(within(card).queryByRole('form', { name: 'Submit evidence' })).not.toBeInTheDocument());
    expect(await screen.findByText('Evidence submitted')).toBeInTheDocument();
  });

  it('refuses a file that is neither an image nor a PDF, even when chosen through "All files"', async () => {
    const client = new FakeRentalsClient([active]);
    await renderWithProviders(<DisputesPage />, { user: SIGNED_IN, wallet, rentalsClient: client });
    const card = await screen.findByRole('article', { name: 'Dispute about Cordless Drill 18V' });
    await userEvent.click(within(card).getByRole('button', { name: 'Submit Evidence', expanded: false }));
    const form = within(card).getByRole('form', { name: 'Submit evidence' });
    const picker = within(form).getByLabelText(/Evidence files/);
    // The file dialog's "All files" ignores `accept`: the browser hands the page whatever was chosen.
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(picker, [
      new File(['notes'], 'notes.txt', { type: 'text/plain' }),
      new File(['x'], 'battery.jpg', { type: 'image/jpeg' }),
    ]);
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'Evidence must be images or PDF files. Not added: notes.txt',
    );
    expect(picker).toHaveAttribute('aria-invalid', 'true');
    await user.type(within(form).getByLabelText('Details'), 'The photo');
    await user.click(within(form).getByRole('button', { name: 'Submit Evidence' }));
    expect(client.actions).toHaveBeenCalledWith(
      'submitEvidence',
      ['rental-active-1', { details: 'The photo', fileNames: ['battery.jpg'] }],
      anObserver(),
    );
  });

  it('lets a party finalize a resolved dispute', async () => {
    const client = new FakeRentalsClient([resolved]);
    await renderWithProviders(<DisputesPage />, { user: SIGNED_IN, wallet, rentalsClient: client });
    await userEvent.click(await screen.findByRole('button', { name: 'Finalize and Pay Out' }));
    expect(await confirmAction('Finalize')).toContain(
      'As the dispute admin ruled, the escrow credits 0.024 ETH to the lender and 0.072 ETH to you.',
    );
    expect(client.actions).toHaveBeenCalledWith('finalizeRental', ['rental-resolved-2'], anObserver());
  });

  it('gives the dispute admin, and only the admin, a form to resolve', async () => {
    wallet = browserWallet(ADMIN);
    const client = new FakeRentalsClient([active], ADMIN);
    await renderWithProviders(<DisputesPage />, { user: SIGNED_IN, wallet, rentalsClient: client });
    const form = await screen.findByRole('form', { name: 'Resolve dispute' });
    expect(screen.queryByRole('button', { name: 'Submit Evidence' })).not.toBeInTheDocument();
    await userEvent.clear(within(form).getByLabelText(/Lender's share/));
    // Before Resolve: what was filed (nothing here), and each party's part of the 0.096 ETH escrow as typed.
    expect(within(form).getByText(/Nothing was filed for this rental/)).toBeInTheDocument();
    expect(within(form).queryByTestId('ruling-to-lender')).not.toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText(/Lender's share/), '30');
    expect(within(form).getByTestId('ruling-to-lender')).toHaveTextContent('0.0288 ETH');
    expect(within(form).getByTestId('ruling-to-borrower')).toHaveTextContent('0.0672 ETH');
    await userEvent.type(within(form).getByLabelText('Resolution details'), 'Minor wear only');
    await userEvent.click(within(form).getByRole('button', { name: 'Resolve Dispute' }));
    expect(client.actions).toHaveBeenCalledWith(
      'resolveDispute',
      ['rental-active-1', { lenderShareBps: 3000, details: 'Minor wear only' }],
      anObserver(),
    );
  });

  it("says 'No Active Disputes' and where disputes start", async () => {
    await renderWithProviders(<DisputesPage />, {
      user: SIGNED_IN,
      wallet,
      rentalsClient: new FakeRentalsClient([notDisputed]),
    });
    expect(await screen.findByRole('heading', { name: 'No Active Disputes' })).toBeInTheDocument();
    expect(screen.getByText(/started from the rental's details/)).toBeInTheDocument();
  });
});
