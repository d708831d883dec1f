import { AlertTriangle } from 'lucide-react';
import { BUTTON } from './buttonStyles';

/** A failed read: the reason, and a retry. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/40 dark:text-red-300"
    >
      <AlertTriangle className="h-5 w-5 shrink-0" aria-hidden />
      <p className="min-w-0 flex-1">{message}</p>
      <button type="button" className={BUTTON.secondary} onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
