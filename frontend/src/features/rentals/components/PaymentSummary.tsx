import { useQuery } from '@tanstack/react-query';
import { AlertTriangle } from 'lucide-react';
import { parseEth } from '../../../shared/eth';
import { ETH, formatMoney, isEthPayment, type Currency } from '../../../shared/money';
import { connectRentalAgreement, findDeployment } from '../../chain';
import { useWeb3, walletBalanceQuery } from '../../wallet';
import { tooLittleToken, type RentalBooking } from '../actions/rentalActions';
import { readTokenBalance } from '../clients/tokenPayment';
import { rentalKeys } from '../queries';
import { useRentalsScopeKey } from '../state/rentalsSession';
import { offerCurrency, type StoredSignedOffer } from '../../signedOffers';

/**
 * Gas of `acceptSignedRentalOfferWithPermit` for a tool never rented (docs/contract.md, `npm run
 * bench:gas`): a token rental cannot be estimated before its permit is signed, so its fee is worked
 * out from this measured figure.
 */
export const TOKEN_RENTAL_GAS = 217_000n;

/** A fee estimate rounded up to a millionth of an ETH: it is an estimate, not a price. */
const FEE_STEP = 10n ** 12n;
const roundedUp = (wei: bigint) => ((wei + FEE_STEP - 1n) / FEE_STEP) * FEE_STEP;

/**
 * Below the price summary of a signed offer, on chain: the network fee the wallet will add (an
 * estimate, apart from the amount paid into escrow), and the wallet's balance in the offer's
 * currency, with a clear refusal when it is too low. Nothing in the simulation or without a wallet.
 */
export function PaymentSummary({
  signedOffer,
  amount,
  booking,
}: {
  signedOffer: StoredSignedOffer;
  /** What the rental pays into escrow now, in the offer's currency's base units; null while the booking does not read. */
  amount: bigint | null;
  /** The start and days picked (the fee is estimated for them); null while they do not read. */
  booking: RentalBooking | null;
}) {
  const { provider, signer, account, chainId } = useWeb3();
  const scopeKey = useRentalsScopeKey();
  const currency: Currency | null = offerCurrency(signedOffer);
  const token = isEthPayment(signedOffer.terms.paymentToken) ? null : signedOffer.terms.paymentToken;
  const deployment = chainId ? findDeployment(chainId) : undefined;
  // The ETH balance is the wallet's own query, read again at every block (useWatchBalance); a token's
  // is read here, under the rentals' key so that a new block or a transaction reads it again too.
  const ethBalance = useQuery({
    ...walletBalanceQuery(provider, account, chainId),
    enabled: provider !== null && account !== null && token === null,
  });
  const tokenBalance = useQuery({
    queryKey: rentalKeys.tokenBalance(scopeKey, token, account),
    enabled: provider !== null && account !== null && deployment !== undefined && token !== null,
    queryFn: () => {
      if (!provider || !account || !token) throw new Error('No wallet to read');
      return readTokenBalance(provider, token, account);
    },
  });
  const fee = useQuery({
    queryKey: rentalKeys.networkFee(scopeKey, account, signedOffer.signature, booking),
    enabled: provider !== null && signer !== null && account !== null && deployment !== undefined && booking !== null,
    queryFn: async (): Promise<bigint | null> => {
      if (!provider || !signer || !deployment || booking === null || amount === null)
        throw new Error('No wallet to read');
      const fees = await provider.getFeeData();
      const perGas = fees.maxFeePerGas ?? fees.gasPrice;
      let gas: bigint | null = TOKEN_RENTAL_GAS;
      if (!token) {
        try {
          gas = await connectRentalAgreement(deployment.address, signer).acceptSignedRentalOffer.estimateGas(
            signedOffer.terms,
            signedOffer.signature,
            booking.start,
            booking.days,
            { value: amount },
          );
        } catch {
          gas = null;
        }
      }
      // Null when the node could not estimate it (the wallet holds too little to pay, say).
      return gas !== null && perGas !== null ? roundedUp(gas * perGas) : null;
    },
  });
  // Without a wallet on a deployed chain there is nothing to read; while it reads, the rows hold their
  // place ('…'), so the Confirm button below does not move under a pointer about to press it.
  if (!currency || deployment === undefined || account === null) return null;
  const balanceRead = token ? tokenBalance : ethBalance;
  const balance = token
    ? (tokenBalance.data ?? null)
    : ethBalance.data === undefined
      ? null
      : parseEth(ethBalance.data);
  const networkFee = fee.data;
  const tooLow = amount !== null && balance !== null && balance < amount;
  return (
    <div className="space-y-2 text-sm" data-testid="payment-summary">
      <dl className="space-y-2 rounded-lg bg-white p-4 dark:bg-slate-900">
        <div className="flex justify-between gap-4">
          <dt className="min-w-0 text-slate-600 dark:text-slate-400">Network fee (estimated, paid to the network)</dt>
          <dd className="text-right whitespace-nowrap text-slate-900 dark:text-slate-100" data-testid="network-fee">
            {networkFee === undefined
              ? fee.isError
                ? 'unknown'
                : '…'
              : networkFee === null
                ? '—'
                : `about ${formatMoney(networkFee, ETH)}`}
          </dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="min-w-0 text-slate-600 dark:text-slate-400">Your {currency.symbol} balance</dt>
          <dd className="text-right whitespace-nowrap text-slate-900 dark:text-slate-100" data-testid="payment-balance">
            {balance === null ? (balanceRead.isError ? 'unknown' : '…') : formatMoney(balance, currency)}
          </dd>
        </div>
      </dl>
      {tooLow && (
        <p
          role="alert"
          className="flex gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-amber-900 dark:border-amber-900 dark:bg-amber-950/40 dark:text-amber-100"
        >
          <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          {tooLittleToken(balance, amount, currency)}
        </p>
      )}
    </div>
  );
}
