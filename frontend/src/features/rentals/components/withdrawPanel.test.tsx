import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parseEther } from 'ethers';
import { FakeRentalsClient } from '../test/FakeRentalsClient';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { browserWallet, type FakeProvider } from '../../wallet/test/fakeWallets';
import { LENDER } from '../test/rentalFixtures';
import { setRentalsMode } from '../clients/rentalsMode';
import { WithdrawPanel } from './WithdrawPanel';
import type { TransactionObserver } from '../types';
import type { RentalActionName } from '../actions/rentalActions';
import { confirmAction } from '../test/confirmAction';

/** The browser's wallet in the test (none when undefined). */
let wallet: FakeProvider | undefined;
beforeEach(() => {
  wallet = browserWallet(LENDER);
});

/** A client with a balance the contract has credited. */
class ClientWithBalance extends FakeRentalsClient {
  balance = parseEther('0.03');
  pendingWithdrawal = vi.fn(async () => this.balance);
  /** Resolves the withdrawal when the test says, so the pending toast can be seen. */
  release: () => void = () => {};
  withdrawals = 0;
  actions = vi.fn(
    async (action: RentalActionName, _args: readonly unknown[], observer?: TransactionObserver): Promise<unknown> => {
      if (action !== 'withdraw') return this.rentals[0];
      this.withdrawals += 1;
      observer?.onSent(`0x${'ab'.repeat(32)}`);
      await new Promise<void>((resolve) => (this.release = resolve));
      const amount = this.balance;
      this.balance = 0n;
      return amount;
    },
  );
}

describe('WithdrawPanel', () => {
  it('is hidden in simulated mode', async () => {
    const client = new ClientWithBalance();
    await renderWithProviders(<WithdrawPanel />, { wallet, rentalsClient: client });
    await waitFor(() => expect(client.fetchRentals).toHaveBeenCalled());
    expect(screen.queryByText('Available to withdraw')).toBeNull();
  });

  it('shows the pending balance on-chain and withdraws it', async () => {
    act(() => setRentalsMode('onchain'));
    const client = new ClientWithBalance();
    await renderWithProviders(<WithdrawPanel />, { wallet, rentalsClient: client });
    expect(await screen.findByTestId('pending-withdrawal')).toHaveTextContent('0.03 ETH');
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await confirmAction('Withdraw')).toContain(
      'The 0.03 ETH the contract has credited to you is sent to your wallet.',
    );
    expect(client.withdrawals).toBe(1);
    expect(await screen.findByText('Withdrawing... Transaction 0xabababab…ababab is being mined')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Withdrawing...' })).toBeDisabled();
    act(() => client.release());
    expect(await screen.findByText('Withdrew 0.03 ETH')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('pending-withdrawal')).toHaveTextContent('0 ETH'));
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeDisabled();
  });
});
