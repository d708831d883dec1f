import { useChat } from '../ChatProvider';
import { ChatThread } from './ChatThread';
import { ConversationList } from './ConversationList';

/**
 * The list and the thread side by side from the md breakpoint (one third / two thirds); below it
 * one pane at a time: the list, then the open thread with a back action that closes it.
 */
export function ChatPanes() {
  const { activeConversation, openConversation } = useChat();
  const threadOpen = activeConversation !== null;
  return (
    <div className="flex h-full min-h-0 w-full">
      <section aria-label="Conversations" className={`${threadOpen ? 'hidden md:flex' : 'flex'} min-h-0 w-full flex-col border-slate-200 md:w-1/3 md:border-r dark:border-slate-800`}>
        <ConversationList />
      </section>
      <section aria-label="Conversation" className={`${threadOpen ? 'flex' : 'hidden md:flex'} min-h-0 w-full flex-col md:w-2/3`}>
        <ChatThread onBack={() => openConversation(null)} />
      </section>
    </div>
  );
}
