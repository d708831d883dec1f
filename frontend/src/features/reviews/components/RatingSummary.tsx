import { useVerifiedReviews } from '../useReviews';
import { Stars, reviewCount, unverifiedNote } from './Stars';

/**
 * A wallet's average rating and number of reviews, counting only the reviews that verify (on chain,
 * or against the simulated rentals), and how many were left out. `label` names whose rating it is.
 */
export function RatingSummary({ wallet, label }: { wallet: string | null; label?: string }) {
  const { data, isPending, isError } = useVerifiedReviews(wallet);
  if (!wallet) return null;
  const prefix = label ? <span className="font-medium text-slate-700 dark:text-slate-300">{label}:</span> : null;
  let body;
  if (isError) body = <span>Reviews could not be read</span>;
  else if (isPending) body = <span>Checking reviews…</span>;
  else if (data.average === null) body = <span>No reviews yet</span>;
  else
    body = (
      <>
        <Stars filled={Math.round(data.average)} />
        <span>
          <span className="font-semibold text-slate-900 dark:text-slate-100">{data.average.toFixed(1)}</span>
          <span className="sr-only"> out of 5</span> ({reviewCount(data.reviews.length)})
        </span>
      </>
    );
  const note = data ? unverifiedNote(data.unverified) : null;
  return (
    <div data-testid="rating-summary" className="text-sm text-slate-600 dark:text-slate-400">
      <p className="flex flex-wrap items-center gap-1.5">
        {prefix}
        {body}
      </p>
      {note && <p className="mt-0.5 text-xs text-amber-700 dark:text-amber-400">{note}</p>}
    </div>
  );
}
