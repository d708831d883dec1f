import { Star } from 'lucide-react';

/** Five stars, `filled` of them coloured (a rating rounded to whole stars); decorative, the text beside says the figure. */
export function Stars({ filled, className = 'h-4 w-4' }: { filled: number; className?: string }) {
  return (
    <span className="inline-flex shrink-0 items-center" aria-hidden>
      {[1, 2, 3, 4, 5].map((star) => (
        <Star key={star} className={`${className} ${star <= filled ? 'fill-amber-400 text-amber-400' : 'text-slate-300 dark:text-slate-600'}`} />
      ))}
    </span>
  );
}

/** "1 review", "3 reviews". */
export const reviewCount = (count: number) => (count === 1 ? '1 review' : `${count.toLocaleString('en-US')} reviews`);

/** "2 reviews could not be verified", or null when every review verified. */
export const unverifiedNote = (count: number) => (count === 0 ? null : `${reviewCount(count)} could not be verified`);
