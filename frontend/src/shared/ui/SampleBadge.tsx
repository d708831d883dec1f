/** Marks the specification's sample data (rentals, chats, notifications) as samples, never as a real user's. */
export function SampleBadge({ className = '' }: { className?: string }) {
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full border border-dashed border-amber-500 bg-amber-50 px-2 py-0.5 text-[11px] leading-4 font-semibold text-amber-800 dark:border-amber-400/70 dark:bg-amber-950/40 dark:text-amber-200 ${className}`}
      title="Sample data from the specification, shown to the sample users only"
    >
      Sample
    </span>
  );
}
