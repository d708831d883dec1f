/** A five-pointed star drawn here (not an icon chunk of its own, which the first page would list). */
export function StarShape({ className }: { className: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden fill="currentColor">
      <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" />
    </svg>
  );
}

/** Five stars, `filled` of them coloured (a rating rounded to whole stars); decorative, the text beside says the figure. */
export function Stars({ filled, className = 'h-4 w-4' }: { filled: number; className?: string }) {
  return (
    <span className="inline-flex shrink-0 items-center" aria-hidden>
      {[1, 2, 3, 4, 5].map((star) => (
        <StarShape
          key={star}
          className={`${className} ${star <= filled ? 'text-amber-400' : 'text-slate-300 dark:text-slate-600'}`}
        />
      ))}
    </span>
  );
}

/** "1 review", "3 reviews". */
export const reviewCount = (count: number) => (count === 1 ? '1 review' : `${count.toLocaleString('en-US')} reviews`);

/** "2 reviews could not be verified", or null when every review verified. */
export const unverifiedNote = (count: number) => (count === 0 ? null : `${reviewCount(count)} could not be verified`);
