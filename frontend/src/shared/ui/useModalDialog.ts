import { useEffect, useEffectEvent, type RefObject } from 'react';
import { focusableIn } from './focusable';

/** Tab and Shift+Tab go round the dialog's controls and never leave it. */
function keepTabInside(event: KeyboardEvent, dialog: HTMLElement | null) {
  if (!dialog) return;
  const controls = focusableIn(dialog);
  const active = document.activeElement;
  const first = controls.at(0);
  const last = controls.at(-1);
  if (!first || !last) {
    event.preventDefault();
    dialog.focus();
    return;
  }
  const outside = !(active instanceof Node) || !dialog.contains(active);
  if (event.shiftKey && (outside || active === first || active === dialog)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (outside || active === last)) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * What every modal dialog does while `open`: focus moves into `dialog` and Tab keeps it there, Escape
 * calls `onClose`, the page behind does not scroll, and on closing focus returns where it was. `onKey` sees the other keys
 * (e.g. arrows for a gallery).
 */
export function useModalDialog(
  dialog: RefObject<HTMLElement | null>,
  { open = true, onClose, onKey }: { open?: boolean; onClose: () => void; onKey?: (event: KeyboardEvent) => void },
) {
  // The latest handlers, without re-running the effect (which would move focus again) on each render.
  const close = useEffectEvent(() => onClose());
  const otherKey = useEffectEvent((event: KeyboardEvent) => onKey?.(event));

  useEffect(() => {
    if (!open) return;
    const previousFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
      else if (event.key === 'Tab') keepTabInside(event, dialog.current);
      else otherKey(event);
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
