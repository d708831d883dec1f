import { CircleAlert, CircleCheck, CircleHelp, Loader2 } from 'lucide-react';
import { formatDateTime, sameAddress, type Rental } from '../rentals';
import { useConditionRecords, type PhotoMatch } from './useConditionPhotos';

const MATCH: Record<PhotoMatch, { text: string; className: string; icon: typeof CircleCheck }> = {
  checking: { text: 'Checking the photos…', className: 'text-slate-500 dark:text-slate-400', icon: Loader2 },
  match: {
    text: 'Photos match the recorded digest',
    className: 'text-green-700 dark:text-green-400',
    icon: CircleCheck,
  },
  mismatch: {
    text: 'Photos do not match the recorded digest',
    className: 'text-red-700 dark:text-red-400',
    icon: CircleAlert,
  },
  missing: {
    text: 'The photos are not kept in this browser',
    className: 'text-slate-500 dark:text-slate-400',
    icon: CircleHelp,
  },
};

/**
 * The condition photos recorded on a rental: who took them, at which handover, when the chain
 * recorded their digest (the Evidence event's block time), and whether they still match it.
 */
export function ConditionRecords({
  rental,
  compact = false,
  className = '',
}: {
  rental: Rental;
  compact?: boolean;
  className?: string;
}) {
  const records = useConditionRecords(rental);
  if (records.length === 0) return null;
  return (
    <section aria-label="Condition photos" className={`space-y-2 ${className}`}>
      <h3 className="text-sm font-medium text-slate-800 dark:text-slate-200">Condition photos</h3>
      <ul className="space-y-2">
        {records.map(({ evidence, photos, match }) => {
          const party = sameAddress(evidence.party, rental.lenderAddress) ? 'Lender' : 'Borrower';
          const stage = evidence.condition.stage === 'pickup' ? 'pickup' : 'return';
          const status = MATCH[match];
          const Icon = status.icon;
          return (
            <li
              key={`${evidence.party}-${evidence.condition.digest}-${evidence.submittedAt}`}
              data-testid="condition-record"
              data-stage={stage}
              className="rounded-lg border border-slate-200 p-2.5 text-sm dark:border-slate-700"
            >
              <p className="text-xs text-slate-600 dark:text-slate-400">
                <span className="font-medium text-slate-800 dark:text-slate-200">
                  {party} at {stage}
                </span>{' '}
                · recorded <time dateTime={evidence.submittedAt}>{formatDateTime(evidence.submittedAt)}</time>
              </p>
              {photos.length > 0 && (
                <ul className="mt-2 flex flex-wrap gap-2">
                  {photos.map((photo, index) => (
                    <li key={index}>
                      <img
                        src={photo}
                        alt={`${party} at ${stage}, ${index + 1} of ${photos.length}`}
                        className={`${compact ? 'h-12 w-12' : 'h-20 w-20'} rounded-md object-cover ring-1 ring-slate-200 dark:ring-slate-700`}
                      />
                    </li>
                  ))}
                </ul>
              )}
              <p
                className={`mt-1.5 flex items-center gap-1.5 text-xs font-medium ${status.className}`}
                data-testid="photo-match"
              >
                <Icon className={`h-3.5 w-3.5 shrink-0 ${match === 'checking' ? 'animate-spin' : ''}`} aria-hidden />{' '}
                {status.text}
              </p>
              <p
                className="mt-0.5 truncate font-mono text-[11px] text-slate-400 dark:text-slate-500"
                title={evidence.condition.digest}
              >
                sha256 {evidence.condition.digest}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
