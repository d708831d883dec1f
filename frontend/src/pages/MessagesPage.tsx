import { ChatPanes } from '../features/chat';

/** /messages (signed in): the conversation list and the open thread in a 600 px high panel. */
export default function MessagesPage() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <h1 className="sr-only">Messages</h1>
      <div className="flex h-[600px] overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
        <ChatPanes />
      </div>
    </div>
  );
}
