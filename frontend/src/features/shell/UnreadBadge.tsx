import { formatUnreadCount } from './unreadCount';

/** A small red count; nothing when there is nothing unread. Screen readers get the count from the control's label. */
export function UnreadBadge({ count, className = '' }: { count: number; className?: string }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden
      data-testid="unread-badge"
      className={`inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] leading-none font-semibold text-white ${className}`}
    >
      {formatUnreadCount(count)}
    </span>
  );
}
