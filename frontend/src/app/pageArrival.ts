// What a page's arrival still waits for once its address has changed (ScrollOnNavigation): loaded
// only when something is missing, so the first page does not carry it.

/**
 * Runs `attempt` now and, until it succeeds, again each time the page changes (a page still loading
 * its code or its list), for at most 5 s and never once the user scrolls, types or taps. Returns the
 * way to stop it.
 */
function retryAsPageGrows(attempt: () => boolean): () => void {
  if (attempt()) return () => undefined;
  const observer = new MutationObserver(() => {
    if (attempt()) stop();
  });
  const userEvents = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
  const timer = window.setTimeout(stop, 5000);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
    for (const type of userEvents) window.removeEventListener(type, stop);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  for (const type of userEvents) window.addEventListener(type, stop, { passive: true });
  return stop;
}

/**
 * The new page's heading takes the focus that the old page's control took with it (e.g. Confirm
 * Rental's). Only a heading on screen counts: while the new page loads, React keeps the old one
 * mounted but hidden.
 */
function focusHeading(): boolean {
  if (document.activeElement && document.activeElement !== document.body) return true;
  const heading = [...document.querySelectorAll<HTMLElement>('main h1')].find(
    (candidate) => candidate.getClientRects().length > 0,
  );
  if (!heading) return false;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.classList.add('outline-none');
  heading.focus({ preventScroll: true });
  return document.activeElement === heading;
}

/**
 * Finishes a page's arrival as the page grows: Back/Forward's kept position `scrollY` (a list still
 * loading would cut it short), the element the `hash` names, the heading's focus when the old page's
 * control took it away. Returns the way to stop.
 */
export function finishArrival(scrollY: number | undefined, hash: string, focusLost: boolean): () => void {
  const stops: (() => void)[] = [];
  if (scrollY !== undefined)
    stops.push(
      retryAsPageGrows(() => {
        window.scrollTo(0, scrollY);
        return Math.abs(window.scrollY - scrollY) < 1;
      }),
    );
  else if (hash)
    stops.push(
      retryAsPageGrows(() => {
        const element = document.getElementById(decodeURIComponent(hash.slice(1)));
        element?.scrollIntoView();
        return !!element;
      }),
    );
  if (focusLost) stops.push(retryAsPageGrows(focusHeading));
  return () => {
    for (const stop of stops) stop();
  };
}
