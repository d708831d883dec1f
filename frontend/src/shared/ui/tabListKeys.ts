import type { KeyboardEvent } from 'react';

/** The index `key` moves to from `index` (before going round the ends), or null for other keys. */
function targetIndex(key: string, index: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return index + 1;
    case 'ArrowLeft':
      return index - 1;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/**
 * The WAI-ARIA tabs keys (automatic activation): ArrowRight and ArrowLeft select the next and
 * previous tab (round the ends), Home and End the first and last; focus follows the selection.
 * `tabs` are the tab ids in order, `tabElementId` gives each tab's element id.
 */
export function onTabListKeyDown<T extends string>(
  event: KeyboardEvent,
  tabs: readonly T[],
  current: T,
  select: (tab: T) => void,
  tabElementId: (tab: T) => string,
) {
  const target = targetIndex(event.key, tabs.indexOf(current), tabs.length);
  if (target === null) return;
  const next = tabs.at((target + tabs.length) % tabs.length);
  if (next === undefined) return;
  event.preventDefault();
  select(next);
  document.getElementById(tabElementId(next))?.focus();
}
