import { useEffect, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import { CheckCircle2, Info, Loader2, X, XCircle } from 'lucide-react';
import type { Toast, ToastKind } from './toastTypes';

/** Toasts close by themselves after this long, as specified; the time stands still while one is hovered or focused. */
export const TOAST_DURATION_MS = 5000;

const styles: Record<ToastKind, string> = {
  success: 'border-green-200 bg-green-50 text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-100',
  error: 'border-red-200 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100',
  info: 'border-slate-200 bg-white text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100',
  pending: 'border-blue-200 bg-blue-50 text-blue-900 dark:border-blue-800 dark:bg-blue-950 dark:text-blue-100',
};

const icons: Record<ToastKind, ReactNode> = {
  success: <CheckCircle2 className="h-5 w-5 shrink-0" aria-hidden />,
  error: <XCircle className="h-5 w-5 shrink-0" aria-hidden />,
  info: <Info className="h-5 w-5 shrink-0" aria-hidden />,
  pending: <Loader2 className="h-5 w-5 shrink-0 animate-spin" aria-hidden />,
};

/**
 * Closes `toast` after TOAST_DURATION_MS, counting only the time it is neither hovered nor focused
 * (someone reading it or reaching for its link keeps it); a changed toast (updateToast) starts over.
 */
function useAutoClose(toast: Toast, onDismiss: (id: number) => void) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused;
  const remaining = useRef(TOAST_DURATION_MS);

  useEffect(() => {
    remaining.current = TOAST_DURATION_MS;
  }, [toast]);

  useEffect(() => {
    if (toast.kind === 'pending' || paused) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => onDismiss(toast.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt));
    };
  }, [toast, paused, onDismiss]);

  return {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      // Focus moving between the toast's own link and button keeps it paused.
      const next = event.relatedTarget;
      if (!(next instanceof Node && event.currentTarget.contains(next))) setFocused(false);
    },
  };
}

export function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  const pauseHandlers = useAutoClose(toast, onDismiss);
  return (
    <div
      {...pauseHandlers}
      data-toast-kind={toast.kind}
      className={`pointer-events-auto flex items-start gap-3 rounded-lg border p-3 text-sm shadow-lg ${styles[toast.kind]}`}
    >
      {icons[toast.kind]}
      <p className="min-w-0 flex-1 break-words">
        {toast.message}
        {toast.link && (
          <>
            {' '}
            <a href={toast.link.href} target="_blank" rel="noreferrer" className="font-medium underline">
              {toast.link.label}
            </a>
          </>
        )}
      </p>
      <button
        type="button"
        onClick={() => onDismiss(toast.id)}
        aria-label="Dismiss notification"
        className="opacity-60 hover:opacity-100"
      >
        <X className="h-4 w-4" aria-hidden />
      </button>
    </div>
  );
}
