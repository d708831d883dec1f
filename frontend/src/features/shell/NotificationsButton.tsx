import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { Bell } from 'lucide-react';
import { iconButtonClass } from './navigation';

// The count needs the notifications' derivation (rentals, names, samples): loaded after the first page, never with it.
const NotificationsCount = lazy(() => import('./NotificationsCount'));

/** The header's bell: opens the notifications; the badge and the accessible name carry the unread count (9+ above 9). */
export function NotificationsButton() {
  return (
    <Link to="/dashboard/notifications" title="Notifications" className={iconButtonClass}>
      <Suspense fallback={<span className="sr-only">Notifications</span>}>
        <NotificationsCount />
      </Suspense>
      <Bell className="h-5 w-5" aria-hidden />
    </Link>
  );
}
