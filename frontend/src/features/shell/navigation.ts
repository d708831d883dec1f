/** The header's links for a signed-in user (§2), in order; the mobile menu shows the same. */
export const PRIMARY_LINKS = [
  { to: '/', label: 'Home', end: true },
  { to: '/dashboard', label: 'Dashboard', end: false },
  { to: '/lend', label: 'Lend a Tool', end: false },
  { to: '/messages', label: 'Messages', end: false },
] as const;

/** Desktop header link, active or not. */
export const headerLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none ${
    isActive
      ? 'bg-blue-50 text-blue-700 dark:bg-blue-950/60 dark:text-blue-300'
      : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white'
  }`;

/** Mobile menu link: full width, larger target. */
export const mobileLinkClass = ({ isActive }: { isActive: boolean }) =>
  `flex items-center justify-between rounded-lg px-3 py-2.5 text-base font-medium focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none ${
    isActive
      ? 'bg-blue-50 text-blue-700 dark:bg-blue-950/60 dark:text-blue-300'
      : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800'
  }`;

export const iconButtonClass =
  'relative inline-flex h-10 w-10 items-center justify-center rounded-lg text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white';
