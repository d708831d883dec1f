import { useEffect, useRef, type RefObject } from 'react';

/**
 * What every modal dialog does while `open`: focus moves into `dialog`, Escape calls `onClose`, the
 * page behind does not scroll, and on closing focus returns where it was. `onKey` sees the other keys
 * (e.g. arrows for a gallery).
 */
export function useModalDialog(dialog: RefObject<HTMLElement | null>, { open = true, onClose, onKey }: { open?: boolean; onClose: () => void; onKey?: (event: KeyboardEvent) => void }) {
  // The latest handlers, without re-running the effect (which would move focus again) on each render.
  const handlers = useRef({ onClose, onKey });
  handlers.current = { onClose, onKey };

  useEffect(() => {
    if (!open) return;
    const previousFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') handlers.current.onClose();
      else handlers.current.onKey?.(event);
    };
    document.addEventListener('keydown', onKeyDown);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
      previousFocus?.focus();
    };
  }, [open, dialog]);
}
