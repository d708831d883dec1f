const base =
  'inline-flex items-center justify-center gap-1.5 rounded-lg px-3.5 py-2 text-sm font-medium focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-60 dark:focus-visible:ring-offset-slate-900';

/** The button looks the rental screens share. */
export const BUTTON = {
  primary: `${base} bg-blue-600 text-white hover:bg-blue-700 focus-visible:ring-blue-500`,
  secondary: `${base} border border-slate-300 bg-white text-slate-700 hover:bg-slate-50 focus-visible:ring-blue-500 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800`,
  danger: `${base} border border-red-300 bg-white text-red-700 hover:bg-red-50 focus-visible:ring-red-500 dark:border-red-800 dark:bg-slate-900 dark:text-red-300 dark:hover:bg-red-950`,
  dangerSolid: `${base} bg-red-600 text-white hover:bg-red-700 focus-visible:ring-red-500`,
} as const;

export const INPUT =
  'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-400 focus:border-blue-500 focus:ring-2 focus:ring-blue-500/40 focus:outline-none dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-500';
