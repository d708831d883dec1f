import { AlertTriangle, ArrowDownLeft, ArrowUpRight, CalendarCheck, CalendarX, Scale } from 'lucide-react';
import { Spinner } from '../../../shared/ui/Spinner';
import { CARD, ERROR_BANNER } from '../../../shared/ui/formStyles';
import { isEmptyRecord, type DisputeOutcome, type DisputeRecord, type RentalRecord } from '../record/rentalRecord';
import { ProfileStat } from './ProfileStat';

/** Where the record comes from, said under its title. */
export type RecordSource = 'onchain' | 'simulated';

const SOURCE_NOTE: Record<RecordSource, string> = {
  onchain: 'From the rentals on chain: anyone can check them against the contract.',
  simulated: 'From the simulated rentals of this browser session.',
};

/** What the record section shows: why there is none, that it is being read, that the read failed, or the record. */
export type RecordState =
  | { status: 'noWallet' }
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; record: RentalRecord };

const days = (count: number) => (count === 1 ? '1 day' : `${count} days`);

export function outcomeText(outcome: DisputeOutcome): string {
  switch (outcome.kind) {
    case 'ruled':
      return `Ruled: ${outcome.lenderShareBps / 100}% to the lender`;
    case 'defaultSplit':
      return 'Settled by the default split (unruled)';
    case 'cancelled':
      return 'Rental cancelled';
    case 'open':
      return 'Still open';
  }
}

function DisputeLine({ dispute }: { dispute: DisputeRecord }) {
  return (
    <li className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2 text-sm">
      <span>
        <span className="font-medium">{dispute.toolName}</span>{' '}
        <span className="text-slate-500 dark:text-slate-400">
          (rental #{dispute.rentalId}, as {dispute.role}, filed by {dispute.filedByThem ? 'them' : 'the other party'})
        </span>
      </span>
      <span className="text-slate-700 dark:text-slate-300">{outcomeText(dispute.outcome)}</span>
    </li>
  );
}

function RecordFigures({ record }: { record: RentalRecord }) {
  return (
    <>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <ProfileStat
          testId="record-lender"
          icon={<ArrowUpRight className="h-5 w-5" aria-hidden />}
          value={record.completedAsLender}
          label="Completed as lender"
        />
        <ProfileStat
          testId="record-borrower"
          icon={<ArrowDownLeft className="h-5 w-5" aria-hidden />}
          value={record.completedAsBorrower}
          label="Completed as borrower"
        />
        <ProfileStat
          testId="record-on-time"
          icon={<CalendarCheck className="h-5 w-5" aria-hidden />}
          value={record.returnsOnTime}
          label="Returned on time"
        />
        <ProfileStat
          testId="record-late"
          icon={<CalendarX className="h-5 w-5" aria-hidden />}
          value={record.returnsLate}
          label="Returned late"
          detail={record.returnsLate > 0 ? `${days(record.lateDaysTotal)} late in all` : undefined}
        />
      </div>
      <div className="mt-5">
        <h3 className="flex items-center gap-2 font-semibold">
          <Scale className="h-4 w-4 text-blue-600 dark:text-blue-400" aria-hidden />
          Disputes: {record.disputes.length}
        </h3>
        {record.disputes.length === 0 ? (
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">No disputes.</p>
        ) : (
          <ul className="mt-1 divide-y divide-slate-200 dark:divide-slate-800" aria-label="Disputes and how they ended">
            {record.disputes.map((dispute) => (
              <DisputeLine key={dispute.rentalId} dispute={dispute} />
            ))}
          </ul>
        )}
      </div>
    </>
  );
}

/** The person's record from their rentals, with honest states when there is none to show. */
export function RentalRecordSection({
  name,
  state,
  source,
}: {
  name: string;
  state: RecordState;
  source: RecordSource;
}) {
  return (
    <section className={`${CARD} mt-8 p-6`} aria-labelledby="record-heading">
      <h2 id="record-heading" className="text-xl font-semibold">
        Rental record
      </h2>
      <p className="mt-1 mb-4 text-sm text-slate-600 dark:text-slate-400">{SOURCE_NOTE[source]}</p>
      {state.status === 'noWallet' && (
        <p className="text-slate-600 dark:text-slate-400">
          {name} has not linked a wallet yet, so there are no rentals to show.
        </p>
      )}
      {state.status === 'loading' && <Spinner label="Reading the rental record..." />}
      {state.status === 'error' && (
        <div role="alert" className={ERROR_BANNER}>
          <AlertTriangle className="h-5 w-5 shrink-0" aria-hidden />
          {state.message}
        </div>
      )}
      {state.status === 'ready' &&
        (isEmptyRecord(state.record) ? (
          <p className="text-slate-600 dark:text-slate-400">No rentals completed yet.</p>
        ) : (
          <RecordFigures record={state.record} />
        ))}
    </section>
  );
}
