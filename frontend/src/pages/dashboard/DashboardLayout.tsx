import { NavLink, Outlet, Link } from 'react-router-dom';
import { Bell, History, Package, PlusCircle, Scale, Search, Wrench } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSignedInUser } from '../../features/accounts';
import { nameFromEmail } from '../../shared/names';

interface NavItem {
  to: string;
  label: string;
  icon: ReactNode;
  end?: boolean;
}

const SECTIONS: NavItem[] = [
  { to: '/dashboard', label: 'My Rentals', icon: <Package className="h-4 w-4" aria-hidden />, end: true },
  { to: '/dashboard/my-tools', label: 'My Tools', icon: <Wrench className="h-4 w-4" aria-hidden /> },
  { to: '/dashboard/history', label: 'History', icon: <History className="h-4 w-4" aria-hidden /> },
  { to: '/dashboard/notifications', label: 'Notifications', icon: <Bell className="h-4 w-4" aria-hidden /> },
];

const QUICK_ACTIONS: NavItem[] = [
  { to: '/lend', label: 'Lend a Tool', icon: <PlusCircle className="h-4 w-4" aria-hidden /> },
  { to: '/', label: 'Browse Tools', icon: <Search className="h-4 w-4" aria-hidden /> },
  { to: '/disputes', label: 'Dispute Center', icon: <Scale className="h-4 w-4" aria-hidden /> },
];

const sidebarLink = ({ isActive }: { isActive: boolean }) =>
  `flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none ${
    isActive
      ? 'bg-blue-50 text-blue-700 dark:bg-blue-950/60 dark:text-blue-300'
      : 'text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800'
  }`;

const pill = ({ isActive }: { isActive: boolean }) =>
  `flex shrink-0 items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-medium whitespace-nowrap focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none ${
    isActive
      ? 'bg-blue-600 text-white'
      : 'bg-white text-slate-700 ring-1 ring-slate-200 dark:bg-slate-900 dark:text-slate-300 dark:ring-slate-700'
  }`;

/** The dashboard (signed in): a sidebar (a compact horizontal nav on phones) and the nested page. */
export default function DashboardLayout() {
  const user = useSignedInUser();
  const name = nameFromEmail(user.email, 'User');

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:flex lg:gap-8 lg:px-8 lg:py-8">
      <aside className="hidden w-64 shrink-0 lg:block" aria-label="Dashboard">
        <div className="sticky top-6 space-y-4">
          <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900">
            <div className="flex items-center gap-3">
              <span
                aria-hidden
                className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-blue-600 text-lg font-semibold text-white"
              >
                {name.charAt(0).toUpperCase()}
              </span>
              <div className="min-w-0">
                <p className="truncate font-semibold text-slate-900 dark:text-slate-100">{name}</p>
                <p className="truncate text-sm text-slate-500 dark:text-slate-400" title={user.email}>
                  {user.email}
                </p>
              </div>
            </div>
            <nav
              aria-label="Dashboard sections"
              className="mt-4 space-y-1 border-t border-slate-200 pt-4 dark:border-slate-800"
            >
              {SECTIONS.map((item) => (
                <NavLink key={item.to} to={item.to} end={item.end} className={sidebarLink}>
                  {item.icon}
                  {item.label}
                </NavLink>
              ))}
            </nav>
          </div>
          <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900">
            <h2 className="px-3 text-xs font-semibold tracking-wider text-slate-500 uppercase dark:text-slate-400">
              Quick Actions
            </h2>
            <nav aria-label="Quick actions" className="mt-2 space-y-1">
              {QUICK_ACTIONS.map((item) => (
                <Link key={item.to} to={item.to} className={sidebarLink({ isActive: false })}>
                  {item.icon}
                  {item.label}
                </Link>
              ))}
            </nav>
          </div>
        </div>
      </aside>

      {/* Phones and tablets: who is signed in, and the sections as a scrollable row. */}
      <div className="mb-6 lg:hidden">
        <div className="flex items-center gap-3">
          <span
            aria-hidden
            className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-blue-600 font-semibold text-white"
          >
            {name.charAt(0).toUpperCase()}
          </span>
          <div className="min-w-0">
            <p className="truncate text-sm font-semibold text-slate-900 dark:text-slate-100">{name}</p>
            <p className="truncate text-xs text-slate-500 dark:text-slate-400">{user.email}</p>
          </div>
        </div>
        {/* The sections wrap onto a second line rather than scroll out of sight. */}
        <nav aria-label="Dashboard sections" className="mt-3 flex flex-wrap gap-2 pb-1">
          {SECTIONS.map((item) => (
            <NavLink key={item.to} to={item.to} end={item.end} className={pill}>
              {item.icon}
              {item.label}
            </NavLink>
          ))}
          {QUICK_ACTIONS.map((item) => (
            <Link key={item.to} to={item.to} className={pill({ isActive: false })}>
              {item.icon}
              {item.label}
            </Link>
          ))}
        </nav>
      </div>

      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </div>
  );
}
