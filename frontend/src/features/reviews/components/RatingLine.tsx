import type { ReactNode } from 'react';

/** What a rating line says while the reviews (or the code that checks them) are on their way. */
export const CHECKING_REVIEWS = 'Checking reviews…';

/**
 * The line a rating takes ("Owner's rating: ★★★★☆ 4.0 (2 reviews)"). The lazy views show it with
 * CHECKING_REVIEWS while their code downloads, so that the buttons below do not move under the
 * user's finger when it arrives.
 */
export function RatingLine({ label, note, children }: { label?: string; note?: string | null; children: ReactNode }) {
  return (
    <div data-testid="rating-summary" className="text-sm text-slate-600 dark:text-slate-400">
      <p className="flex flex-wrap items-center gap-1.5">
        {label && <span className="font-medium text-slate-700 dark:text-slate-300">{label}:</span>}
        {children}
      </p>
      {note && <p className="mt-0.5 text-xs text-amber-700 dark:text-amber-400">{note}</p>}
    </div>
  );
}
