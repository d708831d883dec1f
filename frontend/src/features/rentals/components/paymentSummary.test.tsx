import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { parseEther, parseUnits } from 'ethers';
import { deferred } from '../../../test/deferred';
import { ETH_PAYMENT_TOKEN } from '../../../shared/money';
import type { Deployment } from '../../chain';
import { browserWallet, type FakeProvider } from '../../wallet/test/fakeWallets';
import { setRentalsMode } from '../clients/rentalsMode';
import type { StoredSignedOffer } from '../../signedOffers';
import { FakeRentalsClient } from '../test/FakeRentalsClient';
import { BORROWER, LENDER } from '../test/rentalFixtures';
import { PaymentSummary, TOKEN_RENTAL_GAS } from './PaymentSummary';
import { renderWithProviders } from '../../../test/renderWithProviders';

const TOKEN = '0x00000000000000000000000000000000000000d0';
const CONTRACT = '0x00000000000000000000000000000000000000fa';

// The chain's deployment (with its dollar token), the token's balance and the contract's gas estimate
// answer from the test; the wallet is the browser's, which the real wallet session connects to.
const chainDouble = vi.hoisted(() => ({
  deployment: null as Deployment | null,
  estimateGas: null as null | (() => Promise<bigint>),
  tokenBalance: null as null | (() => Promise<bigint>),
}));
vi.mock('../../chain', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../chain')>()),
  findDeployment: () => chainDouble.deployment ?? undefined,
  connectRentalAgreement: () => ({
    acceptSignedRentalOffer: { estimateGas: () => chainDouble.estimateGas?.() ?? Promise.reject(new Error('unset')) },
  }),
}));
vi.mock('../clients/tokenPayment', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../clients/tokenPayment')>()),
  readTokenBalance: () => chainDouble.tokenBalance?.() ?? Promise.reject(new Error('unset')),
}));

const GWEI = 10n ** 9n;
/** The node's fees: at most 2 gwei a unit of gas (ethers' rule: twice the base fee, plus the tip). */
const FEES = { baseFeePerGasWei: GWEI / 2n, maxPriorityFeePerGasWei: GWEI };

let wallet: FakeProvider | undefined;

/** The borrower's wallet, connected, whose node answers the fees above and the ETH balance from the test. */
function connectWallet(ethBalance: () => Promise<bigint>) {
  wallet = browserWallet(BORROWER, { balanceWei: ethBalance, fees: FEES });
}

function offerIn(paymentToken: string, amounts: { rentalRate: bigint; collateralAmount: bigint }): StoredSignedOffer {
  return {
    listingId: 'tool-1',
    chainId: 5,
    contractAddress: CONTRACT,
    signature: `0x${'11'.repeat(65)}`,
    signedAt: 0,
    terms: {
      lender: LENDER,
      toolId: `0x${'00'.repeat(32)}`,
      paymentToken,
      ...amounts,
      inspectionPeriodDuration: 86_400n,
      cancellationFeeBps: 0n,
      nonce: 0n,
      expiry: 2_000_000_000n,
    },
  };
}

const usdcOffer = offerIn(TOKEN, { rentalRate: parseUnits('12.5', 6), collateralAmount: parseUnits('80', 6) });
const ethOffer = offerIn(ETH_PAYMENT_TOKEN, { rentalRate: parseEther('0.01'), collateralAmount: parseEther('0.05') });
const BOOKING = { start: 0, days: 3 };

async function renderSummary(offer: StoredSignedOffer, amount: bigint) {
  await renderWithProviders(<PaymentSummary signedOffer={offer} amount={amount} booking={BOOKING} />, {
    wallet,
    rentalsClient: new FakeRentalsClient(),
  });
}

const balanceCell = () => screen.getByTestId('payment-balance');
const feeCell = () => screen.getByTestId('network-fee');
/** The summary's own warning (the toasts' region is an alert too). */
const summary = () => within(screen.getByTestId('payment-summary'));

beforeEach(() => {
  act(() => setRentalsMode('onchain'));
  wallet = undefined;
  chainDouble.deployment = {
    chainId: 5,
    address: CONTRACT,
    deployBlock: 0,
    deployer: LENDER,
    disputeAdmin: LENDER,
    paymentToken: { address: TOKEN, symbol: 'USDC', decimals: 6, local: true },
  };
});
afterEach(() => {
  chainDouble.estimateGas = null;
  chainDouble.tokenBalance = null;
});

describe('PaymentSummary', () => {
  it('a USDC offer: "…" while the token balance is read, then the balance in USDC and the fee from the measured permit rental gas', async () => {
    const balance = deferred<bigint>();
    chainDouble.tokenBalance = () => balance.promise;
    connectWallet(() => Promise.reject(new Error('the ETH balance is not read for a token offer')));
    await renderSummary(usdcOffer, parseUnits('117.5', 6));

    expect(screen.getByText('Your USDC balance')).toBeInTheDocument();
    expect(balanceCell()).toHaveTextContent('…');
    // 217,000 gas at 2 gwei: 0.000434 ETH (a token rental's gas cannot be estimated before its permit).
    expect(TOKEN_RENTAL_GAS).toBe(217_000n);
    expect(await screen.findByText('about 0.000434 ETH')).toBe(feeCell());
    act(() => balance.resolve(parseUnits('10000', 6)));
    expect(await summary().findByText('10000.00 USDC')).toBe(balanceCell());
    expect(summary().queryByRole('alert')).toBeNull();
  });

  it('a USDC offer the wallet cannot pay: says how much it holds and how much the rental needs, to the unit', async () => {
    chainDouble.tokenBalance = () => Promise.resolve(parseUnits('117.499999', 6));
    connectWallet(() => Promise.reject(new Error('not read')));
    await renderSummary(usdcOffer, parseUnits('117.5', 6));

    expect(await summary().findByRole('alert')).toHaveTextContent(
      'Your wallet holds 117.499999 USDC; this rental needs 117.50 USDC (rent and collateral).',
    );
    expect(balanceCell()).toHaveTextContent('117.499999 USDC');
  });

  it('an ETH offer: the wallet’s ETH balance after "…", and the fee the node estimates for the booking picked', async () => {
    const balance = deferred<bigint>();
    chainDouble.estimateGas = () => Promise.resolve(150_000n);
    connectWallet(() => balance.promise);
    await renderSummary(ethOffer, parseEther('0.08'));

    expect(screen.getByText('Your ETH balance')).toBeInTheDocument();
    expect(balanceCell()).toHaveTextContent('…');
    // 150,000 gas at 2 gwei: 0.0003 ETH.
    expect(await screen.findByText('about 0.0003 ETH')).toBe(feeCell());
    act(() => balance.resolve(parseEther('0.07')));
    expect(await summary().findByText('0.07 ETH')).toBe(balanceCell());
    expect(summary().getByRole('alert')).toHaveTextContent(
      'Your wallet holds 0.07 ETH; this rental needs 0.08 ETH (rent and collateral).',
    );
  });

  it('an ETH offer whose fee the node cannot estimate shows a dash, and a balance that covers it no warning', async () => {
    chainDouble.estimateGas = () => Promise.reject(new Error('insufficient funds'));
    connectWallet(() => Promise.resolve(parseEther('1')));
    await renderSummary(ethOffer, parseEther('0.08'));

    expect(await summary().findByText('1 ETH')).toBe(balanceCell());
    expect(await summary().findByText('—')).toBe(feeCell());
    expect(summary().queryByRole('alert')).toBeNull();
  });

  it('shows nothing without a wallet', async () => {
    await renderSummary(usdcOffer, parseUnits('117.5', 6));
    expect(screen.queryByTestId('payment-summary')).toBeNull();
  });
});
