import { useRef, type ReactNode } from 'react';
import { useModalDialog } from './useModalDialog';

/**
 * A centred modal dialog over a dimmed page: named by the element `labelledBy`, closed by Escape or
 * a click on the backdrop (see useModalDialog for focus and Tab). `width` is its Tailwind max-width.
 */
export function ModalDialog({
  labelledBy,
  describedBy,
  width,
  onClose,
  onKey,
  children,
}: {
  labelledBy: string;
  describedBy?: string;
  width: 'max-w-sm' | 'max-w-3xl';
  onClose: () => void;
  onKey?: (event: KeyboardEvent) => void;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDivElement>(null);
  useModalDialog(dialog, { onClose, onKey });
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center p-4">
      <div aria-hidden className="absolute inset-0 bg-slate-900/70 dark:bg-black/80" onClick={onClose} />
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={`relative max-h-[calc(100dvh-2rem)] w-full ${width} overflow-y-auto rounded-xl border border-slate-200 bg-white p-4 text-slate-900 shadow-2xl focus:outline-none sm:p-6 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-100`}
      >
        {children}
      </div>
    </div>
  );
}
