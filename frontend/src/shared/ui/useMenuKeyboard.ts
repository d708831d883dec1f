import { useEffect, type KeyboardEvent as ReactKeyboardEvent, type RefObject } from 'react';

const items = (menu: HTMLElement | null) =>
  menu ? Array.from(menu.querySelectorAll<HTMLElement>('[role="menuitem"]:not([disabled])')) : [];

/**
 * The WAI-ARIA menu-button keys for a popover menu: when it opens, focus goes to its first item
 * (or its last, when opened with ArrowUp); ArrowDown and ArrowUp move round the items, Home and End
 * go to the ends, Tab closes it. Escape and clicks outside are usePopoverDismiss's.
 */
export function useMenuKeyboard({
  open,
  menu,
  openedWith,
  onClose,
}: {
  open: boolean;
  menu: RefObject<HTMLElement | null>;
  openedWith: 'first' | 'last';
  onClose: () => void;
}) {
  useEffect(() => {
    if (!open) return;
    const all = items(menu.current);
    all.at(openedWith === 'last' ? -1 : 0)?.focus();
  }, [open, menu, openedWith]);

  return (event: ReactKeyboardEvent) => {
    const all = items(menu.current);
    const index = all.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      all[(to + all.length) % all.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(index + 1);
    else if (event.key === 'ArrowUp') move(index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(all.length - 1);
    else if (event.key === 'Tab') onClose();
  };
}
