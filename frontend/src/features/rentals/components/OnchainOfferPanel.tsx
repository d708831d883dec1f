import { useId, useState, type ReactNode } from 'react';
import { CheckCircle2, PenLine, ShieldAlert } from 'lucide-react';
import type { Tool } from '../../tools';
import { BUTTON } from '../../../shared/ui/buttonStyles';
import { LABEL } from '../../../shared/ui/formStyles';
import { useRentalsPaused } from '../state/rentalReads';
import { useRentalsAccount } from '../state/rentalsSession';
import { useToolOnchainAvailability } from '../state/useToolOnchainAvailability';
import { sameAddress } from '../rules/roles';
import { RENTAL_ACTIONS } from '../actions/rentalActions';
import {
  DEFAULT_OFFER_DAYS,
  OFFER_DAYS_CHOICES,
  signedFeeDiffersFromListing,
  type StoredSignedOffer,
} from '../../signedOffers';
import { useSignedOfferActions, useSignedOfferCheck } from '../state/useSignedOffer';
import { SignedFeeChanged } from './SignedFeeChanged';
import { formatDateTime } from './rentalDisplay';
import { PausedNotice } from './PausedNotice';
import { NetworkGate } from './NetworkGate';

export const OPEN_FOR_RENTAL = 'Open for on-chain rental: a borrower can rent it now.';

const expiryOf = ({ offer }: { offer: StoredSignedOffer }) => formatDateTime(Number(offer.terms.expiry) * 1000);

/**
 * The owner's on-chain view of a listing (My Tools, the tool's page): rented out, open for rental (an
 * offer on the contract, or a signed one and until when), or the way to open it by signing its terms
 * (no transaction, no gas), again after a rental has used the signature or it has expired. An
 * unavailable listing with a signature still good offers to cancel it on chain.
 */
export function OnchainOfferPanel({ tool }: { tool: Tool }) {
  const account = useRentalsAccount();
  const paused = useRentalsPaused();
  const onchain = useToolOnchainAvailability(tool);
  const isOwnerWallet = sameAddress(account, tool.ownerWalletAddress);
  const check = useSignedOfferCheck(tool, isOwnerWallet && onchain === 'notOffered');

  if (onchain === null || !account) return null;
  if (!isOwnerWallet) {
    return (
      <PanelNote>
        {/* An address has no spaces: it may break anywhere rather than widen a phone's page. */}
        Connect the wallet this listing pays (
        <span className="break-all">{tool.ownerWalletAddress || 'none linked yet'}</span>) to offer it for on-chain
        rental.
      </PanelNote>
    );
  }
  if (onchain === 'rented') return <PanelNote strong>Rented out on chain: follow the rental in My Rentals.</PanelNote>;
  if (onchain === 'offered') return <PanelNote strong>{OPEN_FOR_RENTAL}</PanelNote>;
  if (check === undefined) return <PanelNote>Checking your signed offer...</PanelNote>;
  if (check?.usable) {
    return (
      <div className="mt-3 space-y-2">
        <PanelNote
          strong
          icon={<CheckCircle2 className="h-4 w-4 shrink-0 text-green-600 dark:text-green-400" aria-hidden />}
        >
          {OPEN_FOR_RENTAL}
        </PanelNote>
        <p className="text-xs text-slate-600 dark:text-slate-400">Your signed offer is good until {expiryOf(check)}.</p>
        {tool.available && !paused && signedFeeDiffersFromListing(check.offer, tool) && (
          <SignAgain tool={tool}>
            <SignedFeeChanged offer={check.offer} tool={tool} />
          </SignAgain>
        )}
        {!tool.available && (
          <CancelSignedOffer tool={tool}>
            This listing is unavailable, but your signed offer can still be used to rent it until {expiryOf(check)}.
            Cancel it on chain so that no one can.
          </CancelSignedOffer>
        )}
      </div>
    );
  }
  if (!tool.available) return null;
  if (paused) return <PausedNotice action="offering a tool" />;
  if (check?.offer && (check.problem === 'cancelled' || check.problem === 'expired')) {
    return (
      <SignAgain tool={tool}>
        {check.problem === 'cancelled'
          ? 'You cancelled your signed offer. Sign again to open the tool for rental.'
          : `Your signed offer expired on ${expiryOf({ offer: check.offer })}. Sign again to open the tool for rental.`}
      </SignAgain>
    );
  }
  return <SignOfferForm tool={tool} />;
}

const SIGNING = 'Waiting for your signature...';

/**
 * A button that runs `run` once at a time, saying `busyLabel` (and disabled) meanwhile; on another
 * network than Toolshare's, the switch instead (a signature or transaction there would not count).
 */
function BusyButton(props: {
  label: ReactNode;
  busyLabel: string;
  style: 'primary' | 'danger';
  run: () => Promise<unknown>;
}) {
  return (
    <NetworkGate compact>
      <RunOnceButton {...props} />
    </NetworkGate>
  );
}

function RunOnceButton({
  label,
  busyLabel,
  style,
  run,
}: {
  label: ReactNode;
  busyLabel: string;
  style: 'primary' | 'danger';
  run: () => Promise<unknown>;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className={BUTTON[style]}
      disabled={busy}
      onClick={() => {
        setBusy(true);
        void run().finally(() => setBusy(false));
      }}
    >
      {busy ? busyLabel : label}
    </button>
  );
}

function PanelNote({ children, strong = false, icon }: { children: ReactNode; strong?: boolean; icon?: ReactNode }) {
  return (
    <p
      className={`mt-3 flex items-start gap-1.5 text-sm ${strong ? 'font-medium text-slate-900 dark:text-slate-100' : 'text-slate-600 dark:text-slate-400'}`}
    >
      {icon}
      <span>{children}</span>
    </p>
  );
}

/** First signature: the lender chooses how long the offer is good for (30 days unless they change it). */
function SignOfferForm({ tool }: { tool: Tool }) {
  const { sign } = useSignedOfferActions(tool);
  const [days, setDays] = useState<number>(DEFAULT_OFFER_DAYS);
  const daysId = useId();
  return (
    <div className="mt-3 space-y-2">
      <div className="flex flex-wrap items-end gap-2">
        <div>
          <label htmlFor={daysId} className={LABEL}>
            Offer good for
          </label>
          <select
            id={daysId}
            value={days}
            onChange={(event) => setDays(Number(event.target.value))}
            className="rounded-lg border border-slate-300 bg-white px-2 py-2 text-sm text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
          >
            {OFFER_DAYS_CHOICES.map((choice) => (
              <option key={choice} value={choice}>
                {choice} days
              </option>
            ))}
          </select>
        </div>
        <BusyButton
          style="primary"
          label={
            <>
              <PenLine className="h-4 w-4" aria-hidden /> Offer for on-chain rental
            </>
          }
          busyLabel={SIGNING}
          run={() => sign(days)}
        />
      </div>
      <p className="text-xs text-slate-600 dark:text-slate-400">
        You sign the rate, collateral and expiry in your wallet: no transaction, no gas.
      </p>
    </div>
  );
}

/** After a rental, or once the offer expired: one click signs the listing's terms again (30 days). */
function SignAgain({ tool, children }: { tool: Tool; children: ReactNode }) {
  const { sign } = useSignedOfferActions(tool);
  return (
    <div
      role="status"
      className="mt-3 space-y-2 rounded-lg border border-blue-200 bg-blue-50 p-3 text-sm text-blue-900 dark:border-blue-900 dark:bg-blue-950/40 dark:text-blue-100"
    >
      <p>{children}</p>
      <BusyButton
        style="primary"
        label={
          <>
            <PenLine className="h-4 w-4" aria-hidden /> Sign again
          </>
        }
        busyLabel={SIGNING}
        run={() => sign(DEFAULT_OFFER_DAYS)}
      />
    </div>
  );
}

/** Why and how to cancel a signature still good (`cancelSignedOffers`, a transaction). */
function CancelSignedOffer({ tool, children }: { tool: Tool; children: ReactNode }) {
  const { cancel } = useSignedOfferActions(tool);
  return (
    <div
      role="note"
      className="space-y-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-900 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <p className="flex gap-1.5">
        <ShieldAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
        <span>{children}</span>
      </p>
      <BusyButton
        style="danger"
        label={`${RENTAL_ACTIONS.cancelSignedOffers.words.label} (a transaction)`}
        busyLabel="Cancelling..."
        run={cancel}
      />
    </div>
  );
}

/** In the delete confirmation: a signature still good outlives the listing unless it is cancelled on chain first. */
export function SignedOfferDeleteNotice({ tool }: { tool: Tool }) {
  const account = useRentalsAccount();
  const onchain = useToolOnchainAvailability(tool);
  const isOwnerWallet = sameAddress(account, tool.ownerWalletAddress);
  const check = useSignedOfferCheck(tool, isOwnerWallet && onchain !== null);
  if (!isOwnerWallet || !check?.usable) return null;
  return (
    <div className="mt-3">
      <CancelSignedOffer tool={tool}>
        Your signed offer can still be used to rent this tool until {expiryOf(check)}, even once the listing is deleted.
        Cancel it on chain first.
      </CancelSignedOffer>
    </div>
  );
}
