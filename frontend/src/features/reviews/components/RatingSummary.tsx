import { useVerifiedReviews } from '../useReviews';
import { Stars, reviewCount, unverifiedNote } from './Stars';
import { CHECKING_REVIEWS, RatingLine } from './RatingLine';

/**
 * A wallet's average rating and number of reviews, counting only the reviews that verify (on chain,
 * or against the simulated rentals), and how many were left out. `label` names whose rating it is.
 */
export function RatingSummary({ wallet, label }: { wallet: string | null; label?: string }) {
  const { data, isPending, isError } = useVerifiedReviews(wallet);
  if (!wallet) return null;
  let body;
  if (isError) body = <span>Reviews could not be read</span>;
  else if (isPending) body = <span>{CHECKING_REVIEWS}</span>;
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
  return (
    <RatingLine label={label} note={data ? unverifiedNote(data.unverified) : null}>
      {body}
    </RatingLine>
  );
}
