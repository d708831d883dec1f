import { useEffect, useLayoutEffect, useRef, useState, type SubmitEvent } from 'react';
import { ArrowLeft, MessageSquare, Paperclip, Send } from 'lucide-react';
import { formatRelativeTime } from '../../../shared/format';
import { SampleBadge } from '../../../shared/ui/SampleBadge';
import { Spinner } from '../../../shared/ui/Spinner';
import { useOnChange } from '../../../shared/ui/useOnChange';
import { useNow } from '../../../shared/useNow';
import { useToast } from '../../toast';
import { useChat } from '../chatContext';
import { otherParty, type ChatMessage } from '../types';
import { messageLengthProblem } from '../conversationRules';
import { ParticipantAvatar } from './ParticipantAvatar';
import { EarlierMessagesButton } from './EarlierMessagesButton';

/** What the attach button accepts: images, PDF and Word documents. */
export const ATTACHMENT_TYPES =
  'image/*,.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';
export const ATTACHMENTS_NOT_SENT = 'Attachments are not sent yet: only text messages are delivered.';

/**
 * The open conversation: header, bubbles (own on the right), typing indicator and the composer.
 * `onBack` shows the back action (phones, where one pane shows at a time).
 */
/**
 * What a screen reader is told: only a message that arrives from the other party while the thread
 * is open ("alice: Sure, see you at 5"), never the thread already there or one's own message.
 */
function useArrivalAnnouncement(
  conversationId: string | undefined,
  messages: ChatMessage[] | null | undefined,
  currentUserId: string | null | undefined,
): string {
  const last = messages?.at(-1) ?? null;
  const lastId = last?.id ?? null;
  const loaded = !!messages;
  // The thread as last seen, adjusted while rendering when it changes (React's pattern for state that follows props).
  const [seen, setSeen] = useState({ conversationId, lastId, loaded, announcement: '' });
  if (seen.conversationId !== conversationId || seen.lastId !== lastId || seen.loaded !== loaded) {
    const sameLoadedThread = seen.conversationId === conversationId && seen.loaded && loaded;
    const arrived = sameLoadedThread && last !== null && lastId !== seen.lastId && last.senderId !== currentUserId;
    setSeen({
      conversationId,
      lastId,
      loaded,
      announcement: arrived ? `${last.senderName}: ${last.content}` : sameLoadedThread ? seen.announcement : '',
    });
  }
  return seen.announcement;
}

/**
 * Keeps what the user is reading in place when earlier messages are put above it: the thread's
 * scroller (`scrollerRef`, with `onScroll`) keeps its distance from the bottom, measured after each
 * render and at each scroll, when its first message changes within one conversation.
 */
function useReadingPositionKept(conversationId: string | undefined, firstId: string | undefined) {
  const scroller = useRef<HTMLDivElement>(null);
  const fromBottom = useRef(0);
  const shown = useRef({ conversationId, firstId });
  // After every render: what was put above is made up for first, then the position measured again.
  useLayoutEffect(() => {
    const before = shown.current;
    shown.current = { conversationId, firstId };
    const element = scroller.current;
    if (!element) return;
    const earlierPutAbove =
      before.conversationId === conversationId && before.firstId !== undefined && before.firstId !== firstId;
    if (earlierPutAbove) element.scrollTop = element.scrollHeight - fromBottom.current;
    fromBottom.current = element.scrollHeight - element.scrollTop;
  });
  const onScroll = () => {
    const element = scroller.current;
    if (element) fromBottom.current = element.scrollHeight - element.scrollTop;
  };
  return { scrollerRef: scroller, onScroll };
}

export function ChatThread({ onBack }: { onBack?: () => void }) {
  const {
    activeConversation: conversation,
    activeMessages,
    earlierMessages,
    loadingMessages,
    currentUserId,
    isTyping,
    sendMessage,
    markConversationRead,
  } = useChat();
  const { showToast } = useToast();
  const [draft, setDraft] = useState('');
  const [sending, setSending] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const bottom = useRef<HTMLDivElement>(null);
  // Re-renders every minute so the relative times stay true.
  useNow(60_000);

  const conversationId = conversation?.id;
  const unread = conversation?.unreadCount ?? 0;
  const typing = conversationId ? isTyping(conversationId) : false;
  const arrival = useArrivalAnnouncement(conversationId, activeMessages, currentUserId);

  // While the thread is on screen, what arrives in it is read.
  useEffect(() => {
    if (conversationId && unread > 0 && activeMessages) void markConversationRead(conversationId);
  }, [conversationId, unread, activeMessages, markConversationRead]);

  // Keep the newest message in view (earlier messages put above it keep the reading position instead).
  const lastId = activeMessages?.at(-1)?.id;
  useEffect(() => {
    bottom.current?.scrollIntoView({ block: 'end' });
  }, [lastId, typing, conversationId]);
  const { scrollerRef, onScroll } = useReadingPositionKept(conversationId, activeMessages?.at(0)?.id);
  // The last earlier page takes "Show earlier messages" away: the focus it had goes to the messages
  // (not to the page's start), so the keyboard goes on from where it was.
  const messageList = useRef<HTMLOListElement>(null);
  const offeredEarlier = useRef(false);
  useEffect(() => {
    const focusLost = document.activeElement === null || document.activeElement === document.body;
    if (offeredEarlier.current && !earlierMessages && focusLost) messageList.current?.focus({ preventScroll: true });
    offeredEarlier.current = !!earlierMessages;
  }, [earlierMessages]);

  // A draft belongs to its conversation: another conversation starts with an empty one.
  useOnChange(conversationId, () => setDraft(''));

  if (!conversation || !currentUserId) {
    return (
      <div className="flex h-full flex-col items-center justify-center px-6 text-center">
        <MessageSquare className="h-12 w-12 text-slate-300 dark:text-slate-600" aria-hidden />
        <p className="mt-3 font-medium">No conversation selected</p>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">Choose a conversation to start messaging</p>
      </div>
    );
  }

  const other = otherParty(conversation, currentUserId);
  const blank = draft.trim() === '';
  // Over the limit the draft stays as typed, with the reason, until it is shortened.
  const tooLong = messageLengthProblem(draft);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (blank || tooLong || sending) return;
    const text = draft;
    setDraft('');
    setSending(true);
    const sent = await sendMessage(text);
    setSending(false);
    // Not sent (sendMessage reports why and never rejects): give the text back rather than lose it.
    if (!sent) setDraft((current) => current || text);
  };

  return (
    <div className="flex h-full min-h-0 flex-col">
      <header className="flex items-center gap-3 border-b border-slate-200 px-4 py-3 dark:border-slate-800">
        {onBack && (
          <button
            type="button"
            onClick={onBack}
            aria-label="Back to conversations"
            className="-ml-1 rounded-lg p-1.5 text-slate-600 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none md:hidden dark:text-slate-300 dark:hover:bg-slate-800"
          >
            <ArrowLeft className="h-5 w-5" aria-hidden />
          </button>
        )}
        <ParticipantAvatar name={other.name} />
        <div className="min-w-0">
          <div className="flex min-w-0 items-center gap-2">
            <h3 className="truncate font-semibold">{other.name}</h3>
            {conversation.sample && <SampleBadge />}
          </div>
          <p className="truncate text-sm text-slate-600 dark:text-slate-400">About: {conversation.toolName}</p>
        </div>
      </header>

      {/* The thread itself is not a live region (it would be read again on every change): new arrivals are told here. */}
      <p role="status" className="sr-only" data-testid="chat-arrival">
        {arrival}
      </p>
      <div
        ref={scrollerRef}
        onScroll={onScroll}
        className="min-h-0 flex-1 overflow-y-auto bg-slate-50 px-4 py-4 dark:bg-slate-950/40"
      >
        {earlierMessages && <EarlierMessagesButton earlier={earlierMessages} />}
        {!activeMessages && loadingMessages ? (
          <div className="flex justify-center py-10 text-blue-600 dark:text-blue-400">
            <Spinner label="Loading messages" />
          </div>
        ) : activeMessages?.length === 0 && !typing ? (
          <p className="py-10 text-center text-sm text-slate-600 dark:text-slate-400">
            Say hello to {other.name} about the {conversation.toolName}.
          </p>
        ) : (
          <ol
            ref={messageList}
            tabIndex={-1}
            className="flex flex-col gap-3 focus:outline-none"
            aria-label={`Messages with ${other.name}`}
          >
            {activeMessages?.map((message) => {
              const own = message.senderId === currentUserId;
              return (
                <li
                  key={message.id}
                  className={`flex max-w-[85%] flex-col sm:max-w-[75%] ${own ? 'items-end self-end' : 'items-start self-start'}`}
                  data-own={own}
                >
                  <p
                    className={`max-w-full rounded-2xl px-3.5 py-2 text-sm wrap-anywhere whitespace-pre-wrap shadow-sm ${
                      own
                        ? 'rounded-br-md bg-blue-600 text-white'
                        : 'rounded-bl-md border border-slate-200 bg-white text-slate-900 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100'
                    }`}
                  >
                    <span className="sr-only">{own ? 'You' : message.senderName}: </span>
                    {message.content}
                  </p>
                  <time
                    dateTime={message.timestamp}
                    className="mt-1 px-1 text-[11px] text-slate-500 dark:text-slate-400"
                  >
                    {formatRelativeTime(message.timestamp)}
                  </time>
                </li>
              );
            })}
            {typing && (
              <li className="self-start" role="status" aria-label={`${other.name} is typing`}>
                <span className="inline-flex items-center gap-1 rounded-2xl rounded-bl-md border border-slate-200 bg-white px-3.5 py-3 dark:border-slate-700 dark:bg-slate-800">
                  {[0, 150, 300].map((delay) => (
                    <span
                      key={delay}
                      className="h-2 w-2 animate-bounce rounded-full bg-slate-400 dark:bg-slate-500"
                      style={{ animationDelay: `${delay}ms` }}
                    />
                  ))}
                </span>
              </li>
            )}
          </ol>
        )}
        <div ref={bottom} />
      </div>

      {tooLong && (
        <p
          id={`${conversationId}-too-long`}
          role="alert"
          className="border-t border-slate-200 px-4 pt-2 text-sm text-red-600 dark:border-slate-800 dark:text-red-400"
        >
          {tooLong}
        </p>
      )}
      <form
        onSubmit={(event) => void submit(event)}
        className="flex items-center gap-2 border-t border-slate-200 p-3 dark:border-slate-800"
      >
        <input
          ref={fileInput}
          type="file"
          accept={ATTACHMENT_TYPES}
          multiple
          className="hidden"
          data-testid="chat-attachment-input"
          onChange={(event) => {
            const names = Array.from(event.target.files ?? [], (file) => file.name);
            if (names.length > 0) {
              console.log('Attachments chosen (not sent):', names);
              showToast(ATTACHMENTS_NOT_SENT, 'info');
            }
            event.target.value = '';
          }}
        />
        <button
          type="button"
          onClick={() => fileInput.current?.click()}
          aria-label="Attach a file"
          title="Attach a file (images, PDF, Word)"
          className="rounded-lg p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-700 focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-slate-200"
        >
          <Paperclip className="h-5 w-5" aria-hidden />
        </button>
        <label className="min-w-0 flex-1">
          <span className="sr-only">Message</span>
          <input
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            placeholder="Type a message..."
            autoComplete="off"
            aria-invalid={!!tooLong}
            aria-describedby={tooLong ? `${conversationId}-too-long` : undefined}
            className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm focus:border-blue-500 focus:ring-2 focus:ring-blue-500/40 focus:outline-none dark:border-slate-700 dark:bg-slate-900"
          />
        </label>
        <button
          type="submit"
          disabled={blank || !!tooLong || sending}
          aria-label="Send message"
          className="inline-flex items-center justify-center rounded-lg bg-blue-600 p-2.5 text-white hover:bg-blue-700 focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:ring-offset-2 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-50 dark:focus-visible:ring-offset-slate-900"
        >
          <Send className="h-4 w-4" aria-hidden />
        </button>
      </form>
    </div>
  );
}
