import { useChat } from '../chatContext';
import { ChatThread } from './ChatThread';
import { ConversationList } from './ConversationList';

type SmallScreenState = 'shown' | 'hidden';

/** How a pane is laid out, from whether it is the one shown below the md breakpoint (from md both are). */
const PANE_DISPLAY: Record<SmallScreenState, string> = { shown: 'flex', hidden: 'hidden md:flex' };

/**
 * The list and the thread side by side from the md breakpoint (one third / two thirds); below it
 * one pane at a time: the list, then the open thread with a back action that closes it.
 * `data-small-screen` says which pane a small screen shows.
 */
export function ChatPanes() {
  const { activeConversation, openConversation } = useChat();
  const threadOpen = activeConversation !== null;
  const list: SmallScreenState = threadOpen ? 'hidden' : 'shown';
  const thread: SmallScreenState = threadOpen ? 'shown' : 'hidden';
  return (
    <div className="flex h-full min-h-0 w-full">
      <section
        aria-label="Conversations"
        data-small-screen={list}
        className={`${PANE_DISPLAY[list]} min-h-0 w-full flex-col border-slate-200 md:w-1/3 md:border-r dark:border-slate-800`}
      >
        <ConversationList />
      </section>
      <section
        aria-label="Conversation"
        data-small-screen={thread}
        className={`${PANE_DISPLAY[thread]} min-h-0 w-full flex-col md:w-2/3`}
      >
        <ChatThread onBack={() => openConversation(null)} />
      </section>
    </div>
  );
}
