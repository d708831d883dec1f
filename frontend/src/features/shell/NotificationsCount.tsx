import { useNotifications } from '../notifications';
import { formatUnreadCount } from './unreadCount';
import { UnreadBadge } from './UnreadBadge';

/** The bell's name and badge: the unread notifications. Named by its content (not aria-label), so the visible count is part of the name. */
export default function NotificationsCount() {
  const { unreadCount } = useNotifications();
  return (
    <>
      <span className="sr-only">
        {unreadCount > 0 ? `Notifications (${formatUnreadCount(unreadCount)} unread)` : 'Notifications'}
      </span>
      <UnreadBadge count={unreadCount} className="absolute -top-0.5 -right-0.5" />
    </>
  );
}
