import { CalendarDays, Scale } from 'lucide-react';
import {
  useActionPending,
  useDisputeAdmin,
  useRentalsAccount,
  RentalToolImage,
  StatusBadge,
  UnruledDisputeSettlement,
  disputeReasonText,
  formatDate,
  checkAction,
  roleOf,
  type Rental,
  useRentalsNow,
  useRentalAction,
  paidOutWords,
  PartyName,
} from '../rentals';
import { BUTTON } from '../../shared/ui/buttonStyles';
import { SampleBadge } from '../../shared/ui/SampleBadge';
import { EvidencePanel } from './EvidencePanel';
import { FiledEvidence } from './FiledEvidence';
import { ResolveDisputeForm } from './ResolveDisputeForm';

const percent = (bps: number) => `${(bps / 100).toLocaleString('en-US', { maximumFractionDigits: 2 })}%`;

/** The specification's badge: "Active Dispute" (red) or "Resolved" (green); `data-status` says which. */
function DisputeBadge({ active }: { active: boolean }) {
  return active ? (
    <StatusBadge tone="red" status="active">
      Active Dispute
    </StatusBadge>
  ) : (
    <StatusBadge tone="green" status="resolved">
      Resolved
    </StatusBadge>
  );
}

/** One dispute: what it is about, and what the viewer can do (evidence, resolution, finalizing). */
export function DisputeCard({ rental }: { rental: Rental }) {
  const account = useRentalsAccount();
  const disputeAdmin = useDisputeAdmin();
  const busy = useActionPending(rental.id);
  const finalize = useRentalAction('finalizeRental');
  const now = useRentalsNow();
  const role = roleOf(rental, account, disputeAdmin);
  const active = rental.state === 'DISPUTE_OPENED';
  const canSubmitEvidence = active && checkAction(rental, 'submitEvidence', role, now).allowed;
  const canResolve = checkAction(rental, 'resolveDispute', role, now).allowed;
  const canFinalize = checkAction(rental, 'finalizeRental', role, now).allowed;

  return (
    <article
      aria-label={`Dispute about ${rental.toolName}`}
      id={`rental-${rental.id}`}
      data-rental-id={rental.id}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex gap-4">
        <RentalToolImage rental={rental} className="h-20 w-20 shrink-0 rounded-lg sm:h-24 sm:w-24" />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="min-w-0">
              <div className="flex min-w-0 items-center gap-2">
                <h2 className="truncate text-base font-semibold text-slate-900 dark:text-slate-100">
                  {rental.toolName}
                </h2>
                {rental.sample && <SampleBadge />}
              </div>
              <p className="truncate font-mono text-xs text-slate-500 dark:text-slate-400" title={rental.id}>
                Rental {rental.id}
              </p>
            </div>
            <DisputeBadge active={active} />
          </div>
          <p className="mt-2 flex items-center gap-1.5 text-sm text-slate-600 dark:text-slate-400">
            <CalendarDays className="h-4 w-4 shrink-0" aria-hidden /> Opened{' '}
            {formatDate(rental.disputedAt ?? rental.createdAt)}
          </p>
        </div>
      </div>

      <div className="mt-4 rounded-lg bg-slate-50 p-3 text-sm dark:bg-slate-800/60">
        <p className="font-medium text-slate-800 dark:text-slate-200">Reason</p>
        <p className="mt-0.5 break-words text-slate-600 dark:text-slate-400">{disputeReasonText(rental)}</p>
      </div>

      <dl className="mt-3 grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-xs text-slate-500 dark:text-slate-400">Lender</dt>
          <dd className="text-slate-800 dark:text-slate-200">
            <PartyName address={rental.lenderAddress} />
          </dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500 dark:text-slate-400">Borrower</dt>
          <dd className="text-slate-800 dark:text-slate-200">
            <PartyName address={rental.borrowerAddress} />
          </dd>
        </div>
      </dl>

      {/* The admin sees what was filed inside the ruling form, before Resolve. */}
      {!canResolve && (
        <div className="mt-4">
          <FiledEvidence rental={rental} />
        </div>
      )}

      <div className="mt-4 space-y-3">
        {canSubmitEvidence && <EvidencePanel rental={rental} />}
        <UnruledDisputeSettlement rental={rental} role={role} now={now} />
        {canResolve && <ResolveDisputeForm rental={rental} />}
        {!active && (
          <div
            role="note"
            className="rounded-lg border border-green-200 bg-green-50 p-3 text-sm dark:border-green-900 dark:bg-green-950/40"
          >
            <p className="flex items-center gap-2 font-semibold text-green-800 dark:text-green-300">
              <Scale className="h-4 w-4" aria-hidden /> Resolution Details
            </p>
            <p className="mt-1 text-green-800/90 dark:text-green-200/90">
              This dispute has been resolved and the resolution was recorded on the blockchain. Finalizing pays out the
              escrow: <span data-testid="resolved-payout">{paidOutWords(rental, role, now)}</span>.
            </p>
            {rental.resolution && (
              <>
                <p className="mt-2 text-green-900 dark:text-green-200">
                  Lender receives {percent(rental.resolution.lenderShareBps)} of the escrow, the borrower{' '}
                  {percent(10_000 - rental.resolution.lenderShareBps)}.
                </p>
                {rental.resolution.details && (
                  <p className="mt-1 break-words text-green-800/90 italic dark:text-green-200/90">
                    “{rental.resolution.details}”
                  </p>
                )}
              </>
            )}
            {canFinalize && (
              <button
                type="button"
                className={`mt-3 ${BUTTON.primary}`}
                disabled={busy}
                onClick={() => void finalize.run(rental)}
              >
                Finalize and Pay Out
              </button>
            )}
          </div>
        )}
      </div>
    </article>
  );
}
