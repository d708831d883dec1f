import { useMemo, useState } from 'react';
import { MessageSquare, Search } from 'lucide-react';
import { formatRelativeTime } from '../../../shared/format';
import { SampleBadge } from '../../../shared/ui/SampleBadge';
import { Spinner } from '../../../shared/ui/Spinner';
import { useNow } from '../../../shared/useNow';
import { useWhenVisible } from '../../../shared/ui/useWhenVisible';
import { useChat } from '../chatContext';
import { searchConversations } from '../conversationRules';
import { otherParty } from '../types';
import { ParticipantAvatar } from './ParticipantAvatar';

/** The conversation list: title, search by name, tool or last message, unread counts. */
export function ConversationList() {
  const {
    conversations,
    activeConversation,
    currentUserId,
    loading,
    error,
    openConversation,
    hasMoreConversations,
    loadingMoreConversations,
    loadMoreConversations,
  } = useChat();
  // The next page loads as the end of the list scrolls into view; the button does it for keyboards and screen readers.
  const endOfList = useWhenVisible<HTMLDivElement>(
    loadMoreConversations,
    hasMoreConversations && !loadingMoreConversations,
  );
  const [query, setQuery] = useState('');
  // Re-renders every minute so the relative times stay true.
  useNow(60_000);
  const userId = currentUserId ?? '';
  const shown = useMemo(() => searchConversations(conversations, query, userId), [conversations, query, userId]);

  return (
    <div className="flex h-full min-h-0 flex-col">
      <div className="border-b border-slate-200 p-4 dark:border-slate-800">
        <h2 className="text-lg font-semibold">Messages</h2>
        <label className="relative mt-3 block">
          <span className="sr-only">Search conversations</span>
          <Search
            className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-400"
            aria-hidden
          />
          <input
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="Search conversations..."
            className="w-full rounded-lg border border-slate-300 bg-white py-2 pr-3 pl-9 text-sm focus:border-blue-500 focus:ring-2 focus:ring-blue-500/40 focus:outline-none dark:border-slate-700 dark:bg-slate-900"
          />
        </label>
      </div>
      {error && (
        <p
          role="alert"
          className="m-3 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200"
        >
          {error}
        </p>
      )}
      <div className="min-h-0 flex-1 overflow-y-auto">
        {loading && conversations.length === 0 ? (
          <div className="flex justify-center py-12 text-blue-600 dark:text-blue-400">
            <Spinner label="Loading conversations" />
          </div>
        ) : conversations.length === 0 ? (
          <div className="flex flex-col items-center px-6 py-12 text-center">
            <MessageSquare className="h-10 w-10 text-slate-400 dark:text-slate-500" aria-hidden />
            <p className="mt-3 font-medium">No conversations yet</p>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
              Start a conversation by contacting a tool owner or renter
            </p>
          </div>
        ) : shown.length === 0 ? (
          <p className="px-6 py-12 text-center text-sm text-slate-600 dark:text-slate-400">
            No conversations match “{query.trim()}”.
          </p>
        ) : (
          <ul aria-label="Conversations">
            {shown.map((conversation) => {
              const other = otherParty(conversation, userId);
              const active = conversation.id === activeConversation?.id;
              const unread = conversation.unreadCount;
              return (
                <li key={conversation.id}>
                  <button
                    type="button"
                    onClick={() => openConversation(conversation.id)}
                    aria-current={active ? 'true' : undefined}
                    className={`flex w-full items-start gap-3 border-b border-slate-100 px-4 py-3 text-left transition-colors focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none focus-visible:ring-inset dark:border-slate-800/70 ${
                      active ? 'bg-blue-50 dark:bg-blue-950/40' : 'hover:bg-slate-50 dark:hover:bg-slate-800/50'
                    }`}
                  >
                    {/* Named by its content (not aria-label): one short sentence; the visual row is hidden from screen readers. */}
                    <span className="sr-only">{`${other.name}${conversation.sample ? ' (sample)' : ''}, about ${conversation.toolName}${unread > 0 ? `, ${unread} unread` : ''}`}</span>
                    <ParticipantAvatar name={other.name} />
                    <span className="min-w-0 flex-1" aria-hidden>
                      <span className="flex items-baseline justify-between gap-2">
                        <span className="flex min-w-0 items-center gap-1.5">
                          <span className={`truncate ${unread > 0 ? 'font-semibold' : 'font-medium'}`}>
                            {other.name}
                          </span>
                          {conversation.sample && <SampleBadge />}
                        </span>
                        <span className="shrink-0 text-xs text-slate-500 dark:text-slate-400">
                          {formatRelativeTime(conversation.lastMessageAt)}
                        </span>
                      </span>
                      <span className="block truncate text-xs text-blue-700 dark:text-blue-300">
                        {conversation.toolName}
                      </span>
                      <span className="mt-0.5 flex items-center justify-between gap-2">
                        <span
                          className={`truncate text-sm ${unread > 0 ? 'text-slate-900 dark:text-slate-100' : 'text-slate-600 dark:text-slate-400'}`}
                        >
                          {conversation.lastMessage || 'No messages yet'}
                        </span>
                        {unread > 0 && (
                          <span
                            aria-hidden
                            className="inline-flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-blue-600 px-1.5 text-[11px] font-semibold text-white"
                          >
                            {unread}
                          </span>
                        )}
                      </span>
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        {conversations.length > 0 && hasMoreConversations && (
          <div
            ref={endOfList}
            className="flex justify-center border-t border-slate-100 px-4 py-3 dark:border-slate-800/70"
          >
            {loadingMoreConversations ? (
              <span className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
                <Spinner label="Loading more conversations" className="h-4 w-4 text-blue-600 dark:text-blue-400" />
                <span aria-hidden>Loading more conversations…</span>
              </span>
            ) : (
              <button
                type="button"
                onClick={loadMoreConversations}
                className="rounded-lg px-3 py-1.5 text-sm font-medium text-blue-700 hover:bg-blue-50 focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none dark:text-blue-300 dark:hover:bg-blue-950/40"
              >
                Load more conversations
              </button>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
