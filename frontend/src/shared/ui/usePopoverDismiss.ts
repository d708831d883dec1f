import { useEffect, useEffectEvent, type RefObject } from 'react';
import { useEscapeToClose } from './useEscapeToClose';

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
  useEscapeToClose({ open, trigger, onClose });

  // The latest onClose, without re-adding the listener on each render.
  const close = useEffectEvent(() => onClose());

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, container]);
}
