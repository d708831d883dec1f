import { MESSAGES_SIGNED_OUT, ChatPanes } from '../features/chat';
import { useAuth } from '../features/accounts';
import { AuthRequired } from '../shared/ui/AuthRequired';
import { PageSpinner } from '../shared/ui/Spinner';

/** /messages: the conversation list and the open thread in a 600 px high panel. */
export default function MessagesPage() {
  const { user, loading } = useAuth();
  if (loading) return <PageSpinner />;
  if (!user) return <AuthRequired message={MESSAGES_SIGNED_OUT} />;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <h1 className="sr-only">Messages</h1>
      <div className="flex h-[600px] overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
        <ChatPanes />
      </div>
    </div>
  );
}
