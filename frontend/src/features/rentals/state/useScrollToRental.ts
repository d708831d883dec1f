import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** A link to `#rental-<id>` (from a notification) brings that rental's card into view once it is shown. */
export function useScrollToRental(shownCount: number): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash.startsWith('#rental-')) return;
    const card = document.getElementById(decodeURIComponent(hash.slice(1)));
    card?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [hash, shownCount]);
}
