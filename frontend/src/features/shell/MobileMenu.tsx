import { NavLink } from 'react-router-dom';
import { LogOut, UserRound } from 'lucide-react';
import type { User } from '../accounts';
import { WalletButton } from '../wallet';
import { useChat } from '../chat';
import { HeaderSearch } from './HeaderSearch';
import { ThemeToggle } from './ThemeToggle';
import { UnreadBadge } from './UnreadBadge';
import { PRIMARY_LINKS, mobileLinkClass } from './navigation';
import { useSignOut } from './useSignOut';

interface MobileMenuProps {
  id: string;
  user: User | null;
  showWalletButton: boolean;
  onNavigate: () => void;
}

/** The collapsible menu of phones and tablets: the header's items, one per row. */
export function MobileMenu({ id, user, showWalletButton, onNavigate }: MobileMenuProps) {
  const signOut = useSignOut();

  return (
    <div
      id={id}
      className="border-t border-slate-200 bg-white px-4 pt-3 pb-4 shadow-sm sm:px-6 lg:hidden dark:border-slate-800 dark:bg-slate-950"
    >
      <HeaderSearch onSearch={onNavigate} />

      {user && <MainLinks />}

      {user && (
        <div className="mt-3 border-t border-slate-200 pt-3 dark:border-slate-800">
          <p className="px-3 text-xs font-medium text-slate-500 dark:text-slate-400">Signed in as</p>
          <p className="truncate px-3 pb-2 text-sm font-semibold text-slate-900 dark:text-slate-100">{user.email}</p>
          <nav aria-label="Account" className="space-y-1">
            <NavLink to="/profile" className={mobileLinkClass}>
              <span className="flex items-center gap-3">
                <UserRound className="h-4 w-4" aria-hidden />
                Profile
              </span>
            </NavLink>
            <NavLink to="/dashboard" end className={mobileLinkClass}>
              My Rentals
            </NavLink>
            <button
              type="button"
              onClick={() => {
                onNavigate();
                void signOut();
              }}
              className="flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-left text-base font-medium text-red-600 hover:bg-red-50 focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none dark:text-red-400 dark:hover:bg-red-950/40"
            >
              <LogOut className="h-4 w-4" aria-hidden />
              Sign Out
            </button>
          </nav>
        </div>
      )}

      <div className="mt-3 flex flex-wrap items-center gap-3 border-t border-slate-200 pt-3 dark:border-slate-800">
        {showWalletButton && <WalletButton />}
        <div className="ml-auto flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
          Theme
          <ThemeToggle />
        </div>
      </div>
    </div>
  );
}

/** Home, Dashboard, Lend a Tool and Messages (with its unread count), for a signed-in user. */
function MainLinks() {
  const { unreadTotal } = useChat();
  return (
    <nav aria-label="Main" className="mt-3 space-y-1">
      {PRIMARY_LINKS.map((link) => (
        <NavLink key={link.to} to={link.to} end={link.end} className={mobileLinkClass}>
          {link.label}
          {link.to === '/messages' && <UnreadBadge count={unreadTotal} />}
        </NavLink>
      ))}
    </nav>
  );
}
