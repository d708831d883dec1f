import { KeyRound, ShieldCheck } from 'lucide-react';

const SETTINGS = [
  { name: 'Change Password', hint: 'Update the password you sign in with.', icon: KeyRound },
  { name: 'Two-Factor Authentication', hint: 'Add a second step when you sign in.', icon: ShieldCheck },
] as const;

/** Security Settings: listed but inert (specification §2), so shown disabled with "Coming soon". */
export function SecuritySettings() {
  return (
    <ul className="divide-y divide-slate-200 dark:divide-slate-800">
      {SETTINGS.map(({ name, hint, icon: Icon }) => (
        <li key={name} className="flex flex-wrap items-center justify-between gap-3 py-3 first:pt-0 last:pb-0">
          <div className="flex min-w-0 items-start gap-3">
            <Icon className="mt-0.5 h-5 w-5 shrink-0 text-slate-500 dark:text-slate-400" aria-hidden />
            <div className="min-w-0">
              <p className="font-medium">{name}</p>
              <p className="text-sm text-slate-600 dark:text-slate-400">{hint}</p>
            </div>
          </div>
          <button
            type="button"
            disabled
            className="cursor-not-allowed rounded-lg border border-slate-300 px-3 py-1.5 text-sm text-slate-500 dark:border-slate-700 dark:text-slate-400"
          >
            <span className="sr-only">{name} (</span>Coming soon<span className="sr-only">)</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
