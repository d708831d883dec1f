import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parseUnits } from 'ethers';
import { USDC } from '../../../shared/money';
import type { Deployment } from '../../chain';
import type { RentalActionName, TokenCredit } from '../actions/rentalActions';
import { setRentalsMode } from '../clients/rentalsMode';
import { confirmAction } from '../test/confirmAction';
import { FAKE_CHAIN, FakeRentalsClient } from '../test/FakeRentalsClient';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { browserWallet, type FakeProvider } from '../../wallet/test/fakeWallets';
import { LENDER } from '../test/rentalFixtures';
import type { TransactionObserver } from '../types';
import { TokenWithdrawPanel } from './TokenWithdrawPanel';

const TOKEN = '0x00000000000000000000000000000000000000d0';

// The fake chain's deployment, which accepts a dollar token (or none, when the test says).
const deployed = vi.hoisted(() => ({ current: null as Deployment | null }));
vi.mock('../../chain', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../chain')>()),
  findDeployment: () => deployed.current ?? undefined,
}));
/** The browser's wallet in the test (none when undefined). */
let wallet: FakeProvider | undefined;

const deploymentWithToken: Deployment = {
  chainId: FAKE_CHAIN.chainId,
  address: FAKE_CHAIN.address,
  deployBlock: 0,
  deployer: LENDER,
  disputeAdmin: LENDER,
  paymentToken: { address: TOKEN, symbol: 'USDC', decimals: 6, local: true },
};

/** A client with 12.50 USDC credited, whose token withdrawal pays it out. */
class ClientWithTokenCredit extends FakeRentalsClient {
  credit = parseUnits('12.5', 6);
  pendingTokenWithdrawal = vi.fn(async (token: string) => (token === TOKEN && this.chainScope() ? this.credit : null));
  withdrawals: TokenCredit[] = [];
  actions = vi.fn(
    async (action: RentalActionName, args: readonly unknown[], observer?: TransactionObserver): Promise<unknown> => {
      if (action !== 'withdrawToken') throw new Error(`unexpected ${action}`);
      this.withdrawals.push(args[0] as TokenCredit);
      observer?.onSent(`0x${'cd'.repeat(32)}`);
      const amount = this.credit;
      this.credit = 0n;
      return amount;
    },
  );
}

beforeEach(() => {
  wallet = browserWallet(LENDER);
  deployed.current = deploymentWithToken;
});

describe('TokenWithdrawPanel', () => {
  it('shows the USDC credit on chain; withdrawing asks first, names the amount in USDC, and the panel goes once it is paid out', async () => {
    act(() => setRentalsMode('onchain'));
    const client = new ClientWithTokenCredit();
    await renderWithProviders(<TokenWithdrawPanel />, { wallet, rentalsClient: client });
    expect(await screen.findByTestId('pending-token-withdrawal')).toHaveTextContent('12.50 USDC');
    expect(screen.getByText('Available to withdraw')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Withdraw USDC' }));
    const question = await confirmAction('Withdraw');
    expect(question).toContain('Withdraw your USDC balance?');
    expect(question).toContain('The 12.50 USDC the contract has credited to you is sent to your wallet.');
    expect(client.withdrawals).toEqual([
      { token: TOKEN, currency: { ...USDC, symbol: 'USDC', decimals: 6 }, credited: parseUnits('12.5', 6) },
    ]);
    expect(await screen.findByText('Withdrew 12.50 USDC')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('pending-token-withdrawal')).toBeNull());
  });

  it('sends nothing when the user goes back', async () => {
    act(() => setRentalsMode('onchain'));
    const client = new ClientWithTokenCredit();
    await renderWithProviders(<TokenWithdrawPanel />, { wallet, rentalsClient: client });
    await userEvent.click(await screen.findByRole('button', { name: 'Withdraw USDC' }));
    await confirmAction(null);
    expect(client.actions).not.toHaveBeenCalled();
    expect(screen.getByTestId('pending-token-withdrawal')).toHaveTextContent('12.50 USDC');
  });

  it('is hidden with nothing credited, in simulated mode, and on a deployment without a dollar token', async () => {
    act(() => setRentalsMode('onchain'));
    const empty = new ClientWithTokenCredit();
    empty.credit = 0n;
    const { unmount } = await renderWithProviders(<TokenWithdrawPanel />, { wallet, rentalsClient: empty });
    await waitFor(() => expect(empty.pendingTokenWithdrawal).toHaveBeenCalled());
    expect(screen.queryByTestId('pending-token-withdrawal')).toBeNull();
    unmount();

    deployed.current = { ...deploymentWithToken, paymentToken: undefined };
    const noToken = new ClientWithTokenCredit();
    const second = await renderWithProviders(<TokenWithdrawPanel />, { wallet, rentalsClient: noToken });
    await waitFor(() => expect(noToken.fetchRentals).toHaveBeenCalled());
    expect(noToken.pendingTokenWithdrawal).not.toHaveBeenCalled();
    expect(screen.queryByTestId('pending-token-withdrawal')).toBeNull();
    second.unmount();

    deployed.current = deploymentWithToken;
    act(() => setRentalsMode('simulated'));
    const simulated = new ClientWithTokenCredit();
    await renderWithProviders(<TokenWithdrawPanel />, { wallet, rentalsClient: simulated });
    await waitFor(() => expect(simulated.fetchRentals).toHaveBeenCalled());
    expect(screen.queryByTestId('pending-token-withdrawal')).toBeNull();
  });
});
