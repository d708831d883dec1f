import { useEffect, useEffectEvent, type RefObject } from 'react';

/**
 * Closes a popover menu while `open`: a pointer down outside `container` calls `onClose`; Escape
 * calls it and gives focus back to `trigger`, the button that opened the menu.
 */
export function usePopoverDismiss({
  open,
  container,
  trigger,
  onClose,
}: {
  open: boolean;
  container: RefObject<HTMLElement | null>;
  trigger: RefObject<HTMLElement | null>;
  onClose: () => void;
}) {
  // The latest onClose, without re-adding the listeners on each render.
  const close = useEffectEvent(() => onClose());

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      trigger.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, container, trigger]);
}
