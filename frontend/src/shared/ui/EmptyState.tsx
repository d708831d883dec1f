import type { ReactNode } from 'react';

/** A centred empty state: an icon, a title, a hint and an optional action. */
export function EmptyState({
  icon,
  title,
  hint,
  action,
}: {
  icon?: ReactNode;
  title: string;
  hint?: string;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 px-6 py-14 text-center dark:border-slate-700">
      {icon && <span className="text-slate-400 dark:text-slate-500">{icon}</span>}
      <h2 className="mt-3 text-lg font-semibold">{title}</h2>
      {hint && <p className="mt-1 max-w-sm text-sm text-slate-600 dark:text-slate-400">{hint}</p>}
      {action && <div className="mt-5">{action}</div>}
    </div>
  );
}
