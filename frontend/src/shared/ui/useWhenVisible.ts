import { useEffect, useEffectEvent, useRef } from 'react';

/**
 * Calls `onVisible` each time the returned element scrolls into view inside its scrolling
 * ancestor (an infinite list's sentinel), while `active`. Browsers without IntersectionObserver
 * (and jsdom) never call it: the list's own button loads the next page there.
 */
export function useWhenVisible<T extends Element>(onVisible: () => void, active: boolean) {
  const target = useRef<T>(null);
  const visible = useEffectEvent(onVisible);
  useEffect(() => {
    const element = target.current;
    if (!active || !element || typeof IntersectionObserver === 'undefined') return;
    // Starts a little before the end is reached, so the next page is usually there in time.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) visible();
      },
      { rootMargin: '0px 0px 200px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [active]);
  return target;
}
