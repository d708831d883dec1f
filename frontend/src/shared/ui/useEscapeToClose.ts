import { useEffect, useEffectEvent, type RefObject } from 'react';

/**
 * While `open`, Escape calls `onClose` and gives focus back to `trigger`, the button that opened
 * what closes. With `within`, only an Escape pressed while the focus is inside it counts (so that a
 * dialog opened on top keeps its own Escape).
 */
export function useEscapeToClose({
  open,
  trigger,
  onClose,
  within,
}: {
  open: boolean;
  trigger: RefObject<HTMLElement | null>;
  onClose: () => void;
  within?: RefObject<HTMLElement | null>;
}) {
  // The latest onClose, without re-adding the listener on each render.
  const close = useEffectEvent(() => onClose());

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      if (within && !(event.target instanceof Node && within.current?.contains(event.target))) return;
      close();
      trigger.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, trigger, within]);
}
