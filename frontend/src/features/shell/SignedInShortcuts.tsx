import { MessagesButton } from './MessagesButton';
import { NotificationsButton } from './NotificationsButton';

/** The signed-in header's notification and message icons (with their unread badges). */
export function SignedInShortcuts() {
  return (
    <>
      <NotificationsButton />
      <MessagesButton />
    </>
  );
}
