import { ShieldCheck } from 'lucide-react';
import { PartyName } from '../../rentals';
import { useVerifiedReviews } from '../useReviews';
import { RatingSummary } from './RatingSummary';
import { Stars } from './Stars';

const dayMonthYear = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { day: 'numeric', month: 'short', year: 'numeric' });

/** A profile's reviews: the summary, then each review that verifies, newest first. */
export function ProfileReviews({ wallet }: { wallet: string }) {
  const { data } = useVerifiedReviews(wallet);
  return (
    <section
      aria-labelledby="profile-reviews"
      className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="profile-reviews" className="text-lg font-semibold text-slate-900 dark:text-slate-100">
        Reviews
      </h2>
      <div className="mt-2">
        <RatingSummary wallet={wallet} />
      </div>
      {data && data.reviews.length > 0 && (
        <ul className="mt-4 divide-y divide-slate-200 dark:divide-slate-800" aria-label="Reviews">
          {data.reviews.map((review) => (
            <li key={`${review.chainId}:${review.contract}:${review.rentalId}:${review.reviewer}`} className="py-3">
              <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
                <Stars filled={review.rating} />
                <span className="sr-only">{`${review.rating} out of 5 stars`}</span>
                <span className="text-xs text-slate-500 dark:text-slate-400">
                  by <PartyName address={review.reviewer} />
                </span>
                <span className="text-xs text-slate-500 dark:text-slate-400">{dayMonthYear(review.createdAt)}</span>
                <span className="inline-flex items-center gap-1 text-xs text-emerald-700 dark:text-emerald-400">
                  <ShieldCheck className="h-3.5 w-3.5" aria-hidden /> Verified rental
                </span>
              </p>
              {review.text && (
                <p className="mt-1 text-sm whitespace-pre-line wrap-anywhere text-slate-700 dark:text-slate-300">
                  {review.text}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
