import { useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { ChevronDown, LayoutDashboard, LogOut, MessageSquare, UserRound } from 'lucide-react';
import type { User } from '../accounts';
import { useChat } from '../chat';
import { UnreadBadge } from './UnreadBadge';
import { usePopoverDismiss } from '../../shared/ui/usePopoverDismiss';
import { useSignOut } from './useSignOut';
import { nameFromEmail } from '../../shared/names';

const itemBase =
  'flex w-full items-center gap-3 rounded-md px-3 py-2 text-left text-sm hover:bg-slate-100 focus-visible:bg-slate-100 focus-visible:outline-none dark:hover:bg-slate-800 dark:focus-visible:bg-slate-800';
const itemClass = `${itemBase} text-slate-700 dark:text-slate-200`;

/** The signed-in user's menu (§2): Profile, My Rentals, Messages (with the unread count) and Sign Out. */
export function AccountMenu({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  const { unreadTotal } = useChat();
  const signOut = useSignOut();
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const name = nameFromEmail(user.email, 'Account');

  // Close on a click elsewhere or Escape (focus goes back to the button).
  usePopoverDismiss({ open, container, trigger: button, onClose: () => setOpen(false) });

  const close = () => setOpen(false);

  return (
    <div ref={container} className="relative">
      <button
        ref={button}
        type="button"
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        aria-controls={menuId}
        aria-label="Account menu"
        className="flex items-center gap-1.5 rounded-full p-0.5 pr-1.5 text-slate-600 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none dark:text-slate-300 dark:hover:bg-slate-800"
      >
        <span
          aria-hidden
          className="flex h-8 w-8 items-center justify-center rounded-full bg-blue-600 text-sm font-semibold text-white"
        >
          {name.charAt(0).toUpperCase()}
        </span>
        <ChevronDown className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`} aria-hidden />
      </button>
      {open && (
        <div
          id={menuId}
          className="absolute right-0 z-50 mt-2 w-64 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg dark:border-slate-800 dark:bg-slate-900"
        >
          <div className="border-b border-slate-200 px-3 pt-1.5 pb-2.5 dark:border-slate-800">
            <p className="truncate text-sm font-semibold text-slate-900 dark:text-slate-100">{name}</p>
            <p className="truncate text-xs text-slate-500 dark:text-slate-400" title={user.email}>
              {user.email}
            </p>
          </div>
          <nav aria-label="Account" className="pt-1.5">
            <Link to="/profile" onClick={close} className={itemClass}>
              <UserRound className="h-4 w-4" aria-hidden />
              Profile
            </Link>
            <Link to="/dashboard" onClick={close} className={itemClass}>
              <LayoutDashboard className="h-4 w-4" aria-hidden />
              My Rentals
            </Link>
            <Link
              to="/messages"
              onClick={close}
              className={itemClass}
              aria-label={unreadTotal > 0 ? `Messages (${unreadTotal} unread)` : 'Messages'}
            >
              <MessageSquare className="h-4 w-4" aria-hidden />
              <span className="flex-1">Messages</span>
              <UnreadBadge count={unreadTotal} />
            </Link>
            <div className="my-1.5 border-t border-slate-200 dark:border-slate-800" />
            <button
              type="button"
              onClick={() => {
                close();
                void signOut();
              }}
              className={`${itemBase} text-red-600 dark:text-red-400`}
            >
              <LogOut className="h-4 w-4" aria-hidden />
              Sign Out
            </button>
          </nav>
        </div>
      )}
    </div>
  );
}
