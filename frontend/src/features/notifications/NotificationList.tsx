import { Link } from 'react-router-dom';
import { AlertTriangle, Bell, CalendarClock, Coins, Info, MessageSquare, type LucideIcon } from 'lucide-react';
import { formatRelativeTime } from '../../shared/format';
import { SampleBadge } from '../../shared/ui/SampleBadge';
import type { AppNotification, NotificationType } from './types';

const TYPE_LOOK: Record<NotificationType, { icon: LucideIcon; label: string; className: string }> = {
  rental_request: {
    icon: Bell,
    label: 'Rental request',
    className: 'bg-blue-100 text-blue-700 dark:bg-blue-900/50 dark:text-blue-300',
  },
  return_reminder: {
    icon: CalendarClock,
    label: 'Return reminder',
    className: 'bg-amber-100 text-amber-700 dark:bg-amber-900/50 dark:text-amber-300',
  },
  payment_received: {
    icon: Coins,
    label: 'Payment',
    className: 'bg-green-100 text-green-700 dark:bg-green-900/50 dark:text-green-300',
  },
  dispute: {
    icon: AlertTriangle,
    label: 'Dispute',
    className: 'bg-red-100 text-red-700 dark:bg-red-900/50 dark:text-red-300',
  },
  message: {
    icon: MessageSquare,
    label: 'Message',
    className: 'bg-indigo-100 text-indigo-700 dark:bg-indigo-900/50 dark:text-indigo-300',
  },
  system: {
    icon: Info,
    label: 'System',
    className: 'bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300',
  },
};

/** The notifications, unread ones highlighted; opening one marks it read. */
export function NotificationList({
  notifications,
  onOpen,
}: {
  notifications: AppNotification[];
  onOpen: (id: string) => void;
}) {
  return (
    <ul className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
      {notifications.map((notification) => {
        const look = TYPE_LOOK[notification.type];
        const Icon = look.icon;
        const body = (
          <div className="flex gap-3 p-4">
            <span
              className={`flex h-9 w-9 shrink-0 items-center justify-center rounded-full ${look.className}`}
              title={look.label}
            >
              <Icon className="h-4 w-4" aria-hidden />
            </span>
            <div className="min-w-0 flex-1">
              <div className="flex items-start justify-between gap-3">
                <p
                  className={`text-sm ${notification.read ? 'font-medium text-slate-700 dark:text-slate-300' : 'font-semibold text-slate-900 dark:text-slate-100'}`}
                >
                  {notification.title}
                  {!notification.read && <span className="sr-only"> (unread)</span>}
                  {notification.sample && <SampleBadge className="ml-2 align-middle" />}
                </p>
                <time dateTime={notification.timestamp} className="shrink-0 text-xs text-slate-500 dark:text-slate-400">
                  {formatRelativeTime(notification.timestamp)}
                </time>
              </div>
              <p className="mt-0.5 text-sm break-words text-slate-600 dark:text-slate-400">{notification.message}</p>
            </div>
            {!notification.read && (
              <span aria-hidden className="mt-1.5 h-2.5 w-2.5 shrink-0 rounded-full bg-blue-600 dark:bg-blue-400" />
            )}
          </div>
        );
        return (
          <li
            key={notification.id}
            data-notification-type={notification.type}
            data-read={notification.read}
            data-sample={notification.sample ?? false}
            className={notification.read ? '' : 'bg-blue-50/70 dark:bg-blue-950/30'}
          >
            {notification.actionUrl ? (
              <Link
                to={notification.actionUrl}
                onClick={() => onOpen(notification.id)}
                className="block hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none focus-visible:ring-inset dark:hover:bg-slate-800/60"
              >
                {body}
              </Link>
            ) : (
              body
            )}
          </li>
        );
      })}
    </ul>
  );
}
