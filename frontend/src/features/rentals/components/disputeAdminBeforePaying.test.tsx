import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { RentalForm } from './RentalForm';
import { FakeRentalsClient } from '../test/FakeRentalsClient';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { browserWallet } from '../../wallet/test/fakeWallets';
import { ADMIN, BORROWER, LENDER, STRANGER, makeTool } from '../test/rentalFixtures';
import { setRentalsMode } from '../clients/rentalsMode';
import { formatDateTime } from './rentalDisplay';

const NOW = Date.parse('2026-11-28T10:30:00Z');
const tool = makeTool({ ownerWalletAddress: LENDER });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the rental form names the dispute admin before paying', () => {
  it('names the admin in office on chain', async () => {
    act(() => setRentalsMode('onchain'));
    await renderWithProviders(<RentalForm tool={tool} />, {
      wallet: browserWallet(BORROWER),
      rentalsClient: new FakeRentalsClient([], ADMIN),
    });
    const line = await screen.findByTestId('dispute-admin-before-paying');
    expect(line).toHaveTextContent(`Disputes are ruled by ${ADMIN} (the marketplace's dispute admin).`);
    expect(screen.queryByTestId('dispute-admin-pending')).toBeNull();
  });

  it('says who takes office and when while an appointment waits, and that the admin in office rules this booking', async () => {
    act(() => setRentalsMode('onchain'));
    const client = new FakeRentalsClient([], ADMIN);
    const effectiveAt = NOW / 1000 + 2 * 86_400;
    client.readDisputeAdminSchedule.mockResolvedValue({ inOffice: ADMIN, pending: { admin: STRANGER, effectiveAt } });
    await renderWithProviders(<RentalForm tool={tool} />, { rentalsClient: client, wallet: browserWallet(BORROWER) });
    const pending = await screen.findByTestId('dispute-admin-pending');
    expect(pending).toHaveTextContent(
      `A new dispute admin, ${STRANGER}, takes office on ${formatDateTime(effectiveAt * 1000)}. Paid before then, this booking stays with ${ADMIN}, even after the change.`,
    );
    expect(screen.getByTestId('dispute-admin-before-paying')).toHaveTextContent(`Disputes are ruled by ${ADMIN}`);
  });

  it('says in words when the admin cannot be read', async () => {
    act(() => setRentalsMode('onchain'));
    const client = new FakeRentalsClient([], ADMIN);
    client.readDisputeAdminSchedule.mockRejectedValue(new Error('node down'));
    await renderWithProviders(<RentalForm tool={tool} />, { rentalsClient: client, wallet: browserWallet(BORROWER) });
    expect(await screen.findByText('Failed to read the dispute admin')).toBeInTheDocument();
  });

  it('says nothing of it in the simulation', async () => {
    const client = new FakeRentalsClient([], ADMIN);
    await renderWithProviders(<RentalForm tool={tool} />, { rentalsClient: client, wallet: browserWallet(BORROWER) });
    await screen.findByLabelText('Price summary');
    expect(screen.queryByTestId('dispute-admin-before-paying')).toBeNull();
    expect(client.readDisputeAdminSchedule).not.toHaveBeenCalled();
  });
});
