import type { ReactNode } from 'react';

/** One figure of the profile: an icon, the number and what it counts (with an optional detail under it). */
export function ProfileStat({
  icon,
  value,
  label,
  detail,
  testId,
}: {
  icon: ReactNode;
  value: number;
  label: string;
  detail?: string;
  testId?: string;
}) {
  return (
    <div className="flex items-center gap-3 rounded-lg bg-slate-50 px-4 py-3 dark:bg-slate-800/60" data-testid={testId}>
      <span className="text-blue-600 dark:text-blue-400">{icon}</span>
      <div>
        <p className="text-xl font-bold">{value}</p>
        <p className="text-xs text-slate-600 dark:text-slate-400">{label}</p>
        {detail && <p className="text-xs text-slate-500 dark:text-slate-400">{detail}</p>}
      </div>
    </div>
  );
}
