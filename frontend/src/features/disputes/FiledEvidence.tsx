import { FileText } from 'lucide-react';
import { formatDate, type Rental } from '../rentals';
import { ConditionRecords } from '../conditionPhotos';

/**
 * What the parties filed for a disputed rental: the condition photos recorded at the handovers, then
 * the written evidence (its details and file names, as the evidence URI carries them). With
 * `sayWhenNone`, says so when nothing was filed (the admin's ruling form), else shows nothing.
 */
export function FiledEvidence({ rental, sayWhenNone = false }: { rental: Rental; sayWhenNone?: boolean }) {
  const writtenEvidence = rental.evidence.filter((item) => !item.condition);
  if (rental.evidence.length === 0) {
    return sayWhenNone ? (
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Nothing was filed for this rental: no evidence and no condition photos.
      </p>
    ) : null;
  }
  return (
    <div className="space-y-4">
      <ConditionRecords rental={rental} />
      {writtenEvidence.length > 0 && (
        <section aria-label="Evidence submitted">
          <h3 className="text-sm font-medium text-slate-800 dark:text-slate-200">Evidence submitted</h3>
          <ul className="mt-2 space-y-2">
            {writtenEvidence.map((item) => (
              <li
                key={`${item.party}-${item.submittedAt}`}
                className="rounded-lg border border-slate-200 p-2.5 text-sm dark:border-slate-700"
              >
                <p className="text-xs text-slate-500 dark:text-slate-400">
                  {item.party.toLowerCase() === rental.lenderAddress.toLowerCase() ? 'Lender' : 'Borrower'} ·{' '}
                  {formatDate(item.submittedAt)}
                </p>
                {item.details && (
                  <p className="mt-0.5 break-words text-slate-700 dark:text-slate-300">{item.details}</p>
                )}
                {item.fileNames.length > 0 && (
                  <p className="mt-1 flex items-start gap-1 text-xs break-all text-slate-500 dark:text-slate-400">
                    <FileText className="h-3.5 w-3.5 shrink-0" aria-hidden /> {item.fileNames.join(', ')}
                  </p>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
