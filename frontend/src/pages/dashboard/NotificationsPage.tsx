import { BellOff, CheckCheck } from 'lucide-react';
import { NotificationList, useNotifications } from '../../features/notifications';
import { BUTTON } from '../../shared/ui/buttonStyles';
import { EmptyState } from '../../shared/ui/EmptyState';

/** Notifications: the samples and what followed from this session's rentals; unread highlighted. */
export default function NotificationsPage() {
  const { notifications, unreadCount, markAllRead, markRead } = useNotifications();
  return (
    <section>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 dark:text-slate-100">Notifications</h1>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            {unreadCount > 0 ? `${unreadCount} unread` : 'No unread notifications'}
          </p>
        </div>
        <button type="button" className={BUTTON.secondary} onClick={markAllRead} disabled={unreadCount === 0}>
          <CheckCheck className="h-4 w-4" aria-hidden /> Mark all as read
        </button>
      </div>
      <div className="mt-6 space-y-4">
        {unreadCount === 0 && (
          <EmptyState
            icon={<BellOff className="h-10 w-10" aria-hidden />}
            title="All Caught Up!"
            hint={
              notifications.length > 0
                ? 'You have read all your notifications. Earlier ones are below.'
                : 'You have no notifications right now.'
            }
          />
        )}
        {notifications.length > 0 && <NotificationList notifications={notifications} onOpen={markRead} />}
      </div>
    </section>
  );
}
