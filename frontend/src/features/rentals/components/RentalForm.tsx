import { useState, type SubmitEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { AlertTriangle, Info } from 'lucide-react';
import { useRentalsPaused } from '../state/rentalReads';
import { useRentalTerms, useToolBookings } from '../state/toolRentalReads';
import { useRentalsNow } from '../state/useRentalsNow';
import { BookingPicker } from './BookingPicker';
import { bookingRefusal } from '../rules/bookingRules';
import { useRentalAction } from '../state/useRentalAction';
import { ActionFieldControl, useActionInput } from './ActionForm';
import { PausedNotice } from './PausedNotice';
import { SimulatedRentalsNotice } from './SimulatedRentalsNotice';
import { OFFER_TERMS_CHANGED, RENTAL_ACTIONS, RENTING_FIELDS, signedOfferPayment } from '../actions/rentalActions';
import { rentalQuote, type RentalTerms, type Tool } from '../../tools';
import { HELP_PATHS } from '../../../shared/helpPaths';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../shared/ui/formStyles';
import { sameOfferQuote, type OfferQuote } from '../types';
import { type StoredSignedOffer, offerCurrency } from '../../signedOffers';
import { formatDateTime } from './rentalDisplay';
import { ETH } from '../../../shared/money';
import { PaymentSummary } from './PaymentSummary';
import { DisputeAdminBeforePaying } from './DisputeAdminBeforePaying';
import { NetworkGate } from './NetworkGate';
import { CancellationTerms } from './CancellationTerms';
import { offeredCancellationFeeBps } from '../rules/offeredCancellationFee';

/**
 * 'Rent This Tool': the duration (the renting entries' field), the price summary computed in wei, the
 * notes and 'Confirm Rental'. With a signed offer (checked by the page), exactly its terms are shown
 * and sent (`acceptSignedRentalOffer`); otherwise the listing's (simulated) or the open on-chain
 * offer's, as quoted (`acceptRentalOfferAndDepositCollateral`): the click pays that quote or nothing.
 * Each entry works out the payment from the offer and the days. On chain with the wallet on another
 * network, the switch takes the form's place (NetworkGate).
 */
export function RentalForm(props: { tool: Tool; signedOffer?: StoredSignedOffer | null }) {
  return (
    <NetworkGate>
      <RentalFormFields {...props} />
    </NetworkGate>
  );
}

function RentalFormFields({ tool, signedOffer = null }: { tool: Tool; signedOffer?: StoredSignedOffer | null }) {
  const paused = useRentalsPaused();
  const navigate = useNavigate();
  const duration = useActionInput(RENTING_FIELDS);
  const rentOffer = useRentalAction('acceptRentalOfferAndDepositCollateral');
  const rentSigned = useRentalAction('acceptSignedRentalOffer');
  const [processing, setProcessing] = useState(false);
  // The on-chain offer as first shown: what the form shows and sends until the borrower takes a newer one.
  const [shownQuote, setShownQuote] = useState<OfferQuote | null>(null);

  // On chain, the open offer's own rate and collateral (read again at every block): what the transaction will pay.
  const offerTerms = useRentalTerms(tool);
  const readQuote = signedOffer ? null : offerTerms.quote;
  if (readQuote !== null && shownQuote === null) setShownQuote(readQuote);
  const quote = shownQuote ?? readQuote;
  // The offer read now is not the one shown (another offer, other terms, or none): the form says so, and a click sends nothing.
  const termsChanged = shownQuote !== null && !sameOfferQuote(shownQuote, readQuote);
  const terms: RentalTerms = signedOffer
    ? {
        rateWei: signedOffer.terms.rentalRate,
        collateralWei: signedOffer.terms.collateralAmount,
        currency: offerCurrency(signedOffer) ?? undefined,
      }
    : quote
      ? { rateWei: quote.rateWei, collateralWei: quote.collateralWei }
      : offerTerms.terms;
  const source = signedOffer ? 'signed' : quote ? 'offer' : offerTerms.source;
  const days = duration.input?.days ?? null;
  // The tool's calendar as read now: a range taken while the form is open is refused before anything is sent.
  const { bookings } = useToolBookings(tool);
  const nowSeconds = Math.floor(useRentalsNow() / 1000);
  const nowOnly = !signedOffer && source === 'offer';
  const refusal = duration.input ? bookingRefusal(bookings, duration.input, nowSeconds) : null;
  const rentQuote = days !== null ? rentalQuote(terms, days) : null;
  const perDay = rentalQuote(terms, 1);

  const confirm = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (duration.input === null || refusal !== null || processing) return;
    setProcessing(true);
    // A failure is shown as a toast (and logged); the form is usable again.
    const rented = signedOffer
      ? await rentSigned.run({ tool, signed: signedOffer }, duration.input)
      : await rentOffer.run({ tool, quote }, duration.input);
    if (rented !== null) {
      void navigate('/dashboard');
      return;
    }
    setProcessing(false);
  };

  return (
    <form
      onSubmit={(event) => void confirm(event)}
      noValidate
      className="space-y-4 rounded-xl border border-slate-200 bg-slate-50 p-4 dark:border-slate-800 dark:bg-slate-950/40"
    >
      <BookingPicker
        form={duration}
        bookings={bookings}
        nowSeconds={nowSeconds}
        nowOnly={nowOnly}
        refusal={refusal}
        disabled={processing}
      />
      <ActionFieldControl
        field={RENTING_FIELDS.days}
        text={duration.texts.days}
        problem={duration.problem('days')}
        onChange={(text) => duration.setText('days', text)}
        disabled={processing}
      />

      <dl
        className="space-y-2 rounded-lg bg-white p-4 text-sm dark:bg-slate-900"
        aria-label="Price summary"
        data-terms-source={source}
      >
        <SummaryRow term="Rate per day" value={`${perDay.ratePerDay} ${perDay.symbol}`} />
        <SummaryRow term="Duration" value={days !== null ? `${days} ${days === 1 ? 'day' : 'days'}` : '—'} />
        <SummaryRow term="Collateral (refundable)" value={`${perDay.collateral} ${perDay.symbol}`} />
        <div className="border-t border-slate-200 pt-2 dark:border-slate-700">
          <SummaryRow
            term="Total rental cost"
            value={rentQuote ? `${rentQuote.rentalCost} ${rentQuote.symbol}` : '—'}
            strong
          />
        </div>
        <SummaryRow
          term="To pay now (rent + collateral)"
          value={rentQuote ? `${rentQuote.totalDue} ${rentQuote.symbol}` : '—'}
        />
      </dl>
      <CancellationTerms
        feeBps={offeredCancellationFeeBps(tool, source, signedOffer)}
        rent={days !== null ? terms.rateWei * BigInt(days) : null}
        rate={terms.rateWei}
        currency={terms.currency ?? ETH}
      />
      {signedOffer && (
        <PaymentSummary
          signedOffer={signedOffer}
          booking={duration.input}
          amount={days !== null ? signedOfferPayment({ tool, signed: signedOffer }, { days }) : null}
        />
      )}

      {signedOffer && (
        <p className="text-xs text-slate-600 dark:text-slate-400" data-testid="signed-offer-terms">
          The owner signed these terms (inspection period {Number(signedOffer.terms.inspectionPeriodDuration) / 86_400}{' '}
          {Number(signedOffer.terms.inspectionPeriodDuration) === 86_400 ? 'day' : 'days'}), good until{' '}
          {formatDateTime(Number(signedOffer.terms.expiry) * 1000)}. Confirming opens the rental and pays in one
          transaction.
        </p>
      )}
      {termsChanged && (
        <div
          role="alert"
          className="space-y-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-900 dark:bg-amber-950/40 dark:text-amber-100"
        >
          <p className="flex gap-2">
            <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
            {OFFER_TERMS_CHANGED}
          </p>
          <button type="button" onClick={() => setShownQuote(readQuote)} className={`${SECONDARY_BUTTON} py-1.5`}>
            Show the new terms
          </button>
        </div>
      )}

      <ul className="space-y-1.5 text-xs text-slate-600 dark:text-slate-400">
        {[
          'The rent for the whole duration and the collateral are held in escrow, not sent to the owner: the rent is credited to the owner when the rental completes.',
          'The collateral is refundable: it is credited back to you when the tool comes back in good condition, less any late fee.',
          <>
            By confirming you agree to the{' '}
            <Link
              to={HELP_PATHS.rentalTerms}
              className="font-medium text-blue-700 underline underline-offset-2 dark:text-blue-300"
            >
              rental terms and conditions
            </Link>
            .
          </>,
        ].map((note, index) => (
          <li key={index} className="flex gap-2">
            <Info className="mt-0.5 h-3.5 w-3.5 shrink-0 text-blue-600 dark:text-blue-400" aria-hidden />
            <span>{note}</span>
          </li>
        ))}
      </ul>

      <DisputeAdminBeforePaying />
      <SimulatedRentalsNotice compact />
      <PausedNotice action="renting" />
      <button
        type="submit"
        disabled={days === null || refusal !== null || processing || paused}
        className={`${PRIMARY_BUTTON} w-full`}
      >
        {processing ? 'Processing...' : RENTAL_ACTIONS.acceptRentalOfferAndDepositCollateral.words.label}
      </button>
    </form>
  );
}

function SummaryRow({ term, value, strong = false }: { term: string; value: string; strong?: boolean }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="min-w-0 text-slate-600 dark:text-slate-400">{term}</dt>
      {/* An amount and its unit stay on one line ("0.072 ETH"); the term wraps instead. */}
      <dd
        className={`text-right whitespace-nowrap ${strong ? 'font-semibold text-slate-900 dark:text-slate-100' : 'text-slate-900 dark:text-slate-100'}`}
      >
        {value}
      </dd>
    </div>
  );
}
