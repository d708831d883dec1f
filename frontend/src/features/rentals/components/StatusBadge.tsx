import type { ReactNode } from 'react';
import type { StatusTone } from './rentalDisplay';

/** The one place the status colours live: rental status chips and dispute badges take theirs from here. */
const TONE_CLASSES: Record<StatusTone, string> = {
  green:
    'bg-green-100 text-green-800 ring-green-600/20 dark:bg-green-900/40 dark:text-green-300 dark:ring-green-400/30',
  red: 'bg-red-100 text-red-800 ring-red-600/20 dark:bg-red-900/40 dark:text-red-300 dark:ring-red-400/30',
  blue: 'bg-blue-100 text-blue-800 ring-blue-600/20 dark:bg-blue-900/40 dark:text-blue-300 dark:ring-blue-400/30',
  gray: 'bg-slate-100 text-slate-700 ring-slate-500/20 dark:bg-slate-800 dark:text-slate-300 dark:ring-slate-400/30',
};

/**
 * A rounded status label in one of the specified tones; `data-tone` says which, so tests and styles
 * need not read class names. `status` (when given) names what the badge means, as `data-status`.
 */
export function StatusBadge({
  tone,
  status,
  className = '',
  children,
}: {
  tone: StatusTone;
  status?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <span
      data-tone={tone}
      data-status={status}
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${TONE_CLASSES[tone]} ${className}`}
    >
      {children}
    </span>
  );
}
