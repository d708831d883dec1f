import { useEffect, useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router-dom';

/** Where each visited entry of this tab's history was scrolled to, by its location key; kept across reloads. */
const POSITIONS_KEY = 'toolshare.scrollPositions';

function readPositions(): Map<string, number> {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(POSITIONS_KEY) ?? '[]');
    return new Map(
      Array.isArray(stored)
        ? stored.filter(
            (entry): entry is [string, number] =>
              Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1] === 'number',
          )
        : [],
    );
  } catch {
    return new Map();
  }
}

/**
 * What the data router's ScrollRestoration did, for the declarative router: a new page opens at its
 * top (or at the element its #hash names), and Back and Forward (or a reload) return to where the
 * page was, following the page as it grows until the position exists (a list still loading would
 * otherwise cut it short). Every navigation that is not Back/Forward counts as new, search changes
 * included. A new page whose navigation left the focus nowhere (the control that navigated has gone)
 * gives it to its heading.
 */
export function ScrollOnNavigation() {
  const { key, hash } = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Map<string, number> | null>(null);
  const currentKey = useRef(key);

  // The browser would restore positions itself, before the page it restores to has rendered.
  useEffect(() => {
    const { scrollRestoration } = window.history;
    window.history.scrollRestoration = 'manual';
    positions.current ??= readPositions();
    const remember = () => positions.current?.set(currentKey.current, window.scrollY);
    const keep = () => {
      remember();
      sessionStorage.setItem(POSITIONS_KEY, JSON.stringify([...(positions.current ?? [])]));
    };
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', keep);
    return () => {
      window.history.scrollRestoration = scrollRestoration;
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', keep);
    };
  }, []);

  const firstRender = useRef(true);
  useLayoutEffect(() => {
    currentKey.current = key;
    positions.current ??= readPositions();
    const saved = navigationType === NavigationType.Pop ? positions.current.get(key) : undefined;
    const focusLost = !firstRender.current && saved === undefined && document.activeElement === document.body;
    firstRender.current = false;
    if (saved === undefined && !hash) window.scrollTo(0, 0);
    if (saved === undefined && !hash && !focusLost) return;
    // The kept position, the #hash's element and the heading may not be there yet: they are waited
    // for by code loaded only then (the first page does not carry it).
    const arrival = import('./pageArrival').then(({ finishArrival }) => finishArrival(saved, hash, focusLost));
    return () => void arrival.then((stop) => stop());
  }, [key, hash, navigationType]);

  return null;
}
