import type { KeyboardEvent } from 'react';

/**
 * The WAI-ARIA tabs keys (automatic activation): ArrowRight and ArrowLeft select the next and
 * previous tab (round the ends), Home and End the first and last; focus follows the selection.
 * `tabs` are the tab ids in order, `tabElementId` gives each tab's element id.
 */
export function onTabListKeyDown<T extends string>(event: KeyboardEvent, tabs: readonly T[], current: T, select: (tab: T) => void, tabElementId: (tab: T) => string) {
  const index = tabs.indexOf(current);
  const targets: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 };
  if (!(event.key in targets)) return;
  event.preventDefault();
  const next = tabs[(targets[event.key] + tabs.length) % tabs.length];
  select(next);
  document.getElementById(tabElementId(next))?.focus();
}
