import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { AlertTriangle, Calendar, Coins, ExternalLink, ShieldCheck, User } from 'lucide-react';
import { SampleBadge } from '../../../shared/ui/SampleBadge';
import { Spinner } from '../../../shared/ui/Spinner';
import { disputeReasonText, formatDateRange, formatDays, rentalCost, rentalMoney } from './rentalDisplay';
import type { Rental } from '../types';
import { otherParty } from '../rules/roles';
import { PartyName } from './PartyName';
import { RentalActions } from './RentalActions';
import { DueBackNote, HandoverNote, InspectionDeadlineNote } from './RentalTimingNotes';
import { DisputeAdminNote } from './DisputeAdminNote';
import { BookingNote } from './BookingNote';
import { useDisputeAdmin } from '../state/rentalReads';
import { useFunds } from '../state/useFunds';
import { UnruledDisputeSettlement } from './UnruledDisputeSettlement';
import { RentalOutcome } from './RentalOutcome';
import { RentalStatusChip } from './RentalStatusChip';
import { RentalToolImage } from './RentalToolImage';
import { SimulatedLenderPanel } from './SimulatedLenderPanel';
import { SIMULATED_AMOUNTS, isSimulated } from './moneyWords';

/**
 * One rental as its lender or borrower sees it on My Rentals, with the actions they may take now.
 * `reviews` is shown on the other party's side (the page passes the reviews feature's panel),
 * `conditionPhotos` above the actions (the page passes the condition photos feature's records and recorder).
 */
export function RentalCard({
  rental,
  role,
  now,
  reviews,
  conditionPhotos,
}: {
  rental: Rental;
  role: 'lender' | 'borrower';
  now: number;
  reviews?: ReactNode;
  conditionPhotos?: ReactNode;
}) {
  const disputeAdmin = useDisputeAdmin();
  const funds = useFunds();
  const counterparty = otherParty(rental, role);
  return (
    <article
      aria-label={rental.toolName}
      id={`rental-${rental.id}`}
      data-rental-id={rental.id}
      className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm sm:flex-row dark:border-slate-800 dark:bg-slate-900"
    >
      <RentalToolImage rental={rental} className="h-32 w-full shrink-0 sm:h-auto sm:min-h-44 sm:w-44" />
      <div className="flex min-w-0 flex-1 flex-col gap-3 p-4">
        <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1.5">
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="break-words text-base font-semibold text-slate-900 dark:text-slate-100">
                {rental.toolName}
              </h3>
              {rental.sample && <SampleBadge />}
              {isSimulated(funds) && (
                <span
                  data-testid="simulated-amounts"
                  title={SIMULATED_AMOUNTS}
                  className="inline-flex shrink-0 items-center rounded-full border border-sky-300 bg-sky-50 px-2 py-0.5 text-[11px] leading-4 font-semibold text-sky-800 dark:border-sky-800 dark:bg-sky-950/50 dark:text-sky-200"
                >
                  Simulated amounts
                </span>
              )}
            </div>
            <Link
              to={`/tools/${rental.toolId}`}
              className="mt-0.5 inline-flex items-center gap-1 text-sm text-blue-600 hover:text-blue-700 hover:underline dark:text-blue-400 dark:hover:text-blue-300"
            >
              View Tool <ExternalLink className="h-3.5 w-3.5" aria-hidden />
            </Link>
          </div>
          <RentalStatusChip state={rental.state} />
        </div>

        <dl className="grid grid-cols-1 gap-x-6 gap-y-1.5 text-sm text-slate-600 sm:grid-cols-2 dark:text-slate-400">
          <Detail icon={<Calendar className="h-4 w-4" aria-hidden />} label="Dates" value={formatDateRange(rental)} />
          <Detail
            icon={<Coins className="h-4 w-4" aria-hidden />}
            label="Rate"
            value={`${rentalMoney(rental, rental.rentalRateWei)} / day · ${formatDays(rental.duration)} · ${rentalMoney(rental, rentalCost(rental))}`}
          />
          <Detail
            icon={<ShieldCheck className="h-4 w-4" aria-hidden />}
            label="Collateral"
            value={rentalMoney(rental, rental.collateralWei)}
          />
          <Detail
            icon={<User className="h-4 w-4" aria-hidden />}
            label={counterparty.label}
            value={<PartyName address={counterparty.address} />}
          />
        </dl>
        {reviews}

        {rental.state === 'AWAITING_COLLATERAL' && (
          <p className="flex items-center gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-800 dark:bg-amber-950/40 dark:text-amber-300">
            <Spinner className="h-4 w-4" label="Depositing collateral" />
            {role === 'borrower'
              ? 'Depositing your collateral and rent into escrow...'
              : 'Waiting for the borrower’s collateral deposit...'}
          </p>
        )}

        <BookingNote rental={rental} role={role} now={now} />
        <HandoverNote rental={rental} role={role} now={now} />
        <DisputeAdminNote rental={rental} role={role} contractAdmin={disputeAdmin} />
        <DueBackNote rental={rental} role={role} now={now} />
        <InspectionDeadlineNote rental={rental} role={role} now={now} />
        <SimulatedLenderPanel rental={rental} role={role} />

        {rental.state === 'DISPUTE_OPENED' && (
          <div
            role="note"
            className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm dark:border-red-900 dark:bg-red-950/40"
          >
            <p className="flex items-center gap-2 font-semibold text-red-800 dark:text-red-300">
              <AlertTriangle className="h-4 w-4" aria-hidden /> Active Dispute
            </p>
            <p className="mt-1 text-red-800/90 dark:text-red-200/90">
              <span className="font-medium">Reason:</span> {disputeReasonText(rental)}
            </p>
            <Link
              to={`/disputes#rental-${rental.id}`}
              className="mt-2 inline-block text-sm font-medium text-red-700 underline hover:text-red-800 dark:text-red-300 dark:hover:text-red-200"
            >
              Open the Dispute Center
            </Link>
          </div>
        )}
        <UnruledDisputeSettlement rental={rental} role={role} now={now} />

        <RentalOutcome rental={rental} role={role} now={now} funds={funds} />

        {conditionPhotos}
        <RentalActions rental={rental} role={role} now={now} />
      </div>
    </article>
  );
}

function Detail({ icon, label, value }: { icon: ReactNode; label: string; value: ReactNode }) {
  return (
    <div className="flex min-w-0 items-baseline gap-2">
      {/* The icon inside the term: a <dl>'s groups may hold only <dt> and <dd>. */}
      <dt className="flex shrink-0 items-center gap-2 font-medium text-slate-700 dark:text-slate-300">
        <span className="text-slate-400 dark:text-slate-500">{icon}</span>
        {label}:
      </dt>
      {/* Wrapped, not cut: a USDC rate with its total ("12.50 USDC / day · 3 days · 37.50 USDC") is longer than a column. */}
      <dd className="min-w-0 break-words">{value}</dd>
    </div>
  );
}
