/** A round initial for a person (no photos are kept for chat participants). */
export function ParticipantAvatar({ name, className = 'h-10 w-10 text-sm' }: { name: string; className?: string }) {
  return (
    <span
      aria-hidden
      className={`inline-flex shrink-0 items-center justify-center rounded-full bg-blue-100 font-semibold text-blue-700 uppercase dark:bg-blue-900/50 dark:text-blue-200 ${className}`}
    >
      {name.charAt(0) || '?'}
    </span>
  );
}
