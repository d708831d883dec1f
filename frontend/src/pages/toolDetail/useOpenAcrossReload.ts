import { useEffect, useState } from 'react';

const KEPT_OPEN_KEY = 'toolshare.keptOpen';

function readKeptOpen(): string | null {
  try {
    return sessionStorage.getItem(KEPT_OPEN_KEY);
  } catch {
    // Storage refused (some private windows): nothing was kept.
    return null;
  }
}

function writeKeptOpen(name: string | null): void {
  try {
    if (name === null) sessionStorage.removeItem(KEPT_OPEN_KEY);
    else sessionStorage.setItem(KEPT_OPEN_KEY, name);
  } catch {
    // Storage refused: the panel simply opens closed after a reload.
  }
}

/** Whether this document came from a reload (not a link, a typed address or Back). */
function pageWasReloaded(): boolean {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return navigation?.type === 'reload';
}

/**
 * An open/closed state (`name`: which panel) that survives one reload of this tab and nothing else:
 * a network switch reloads the page (as the specification asks), and the form the user was filling
 * in is then back, while any other visit opens it closed.
 */
export function useOpenAcrossReload(name: string): [boolean, (open: boolean) => void] {
  const [open, setOpen] = useState(() => pageWasReloaded() && readKeptOpen() === name);
  // Kept for one reload only: taken as soon as it is read.
  useEffect(() => {
    if (readKeptOpen() === name) writeKeptOpen(null);
  }, [name]);
  useEffect(() => {
    if (!open) return;
    const keep = () => writeKeptOpen(name);
    window.addEventListener('pagehide', keep);
    return () => window.removeEventListener('pagehide', keep);
  }, [open, name]);
  return [open, setOpen];
}
