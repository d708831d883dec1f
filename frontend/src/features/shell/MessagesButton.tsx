import { Suspense, useState } from 'react';
import { MessageSquare } from 'lucide-react';
import { LazyChatOverlay as ChatOverlay, useChat } from '../chat';
import { formatUnreadCount } from './unreadCount';
import { UnreadBadge } from './UnreadBadge';
import { iconButtonClass } from './navigation';

/** The header's message icon: opens the chat overlay; the badge shows unread messages (9+ above 9). */
export function MessagesButton() {
  const { unreadTotal } = useChat();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const label = unreadTotal > 0 ? `Open messages (${formatUnreadCount(unreadTotal)} unread)` : 'Open messages';

  return (
    <>
      <button
        type="button"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        title="Messages"
        aria-haspopup="dialog"
        className={iconButtonClass}
      >
        {/* Named by its content (not aria-label), so the visible count is part of the name. */}
        <span className="sr-only">{label}</span>
        <MessageSquare className="h-5 w-5" aria-hidden />
        <UnreadBadge count={unreadTotal} className="absolute -top-0.5 -right-0.5" />
      </button>
      {opened && (
        <Suspense fallback={null}>
          <ChatOverlay open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
