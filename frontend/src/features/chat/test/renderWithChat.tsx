import { useEffect, useState, type ReactElement, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider, notifyManager } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AuthProvider, useAuth, type User } from '../../accounts';
import { FakeAccountsClient } from '../../accounts/test/FakeAccountsClient';
import { ToastProvider } from '../../toast';
import { SimulatedChatClient } from '../ChatClient';
import { ChatProvider, useChat, type ChatClientFactory } from '../ChatProvider';
import type { ChatDatabase } from '../sampleConversations';
// The samples are a chunk of their own that the provider imports at sign-in; imported here first, as
// a browser that has downloaded it, so the tests time the simulated delays and not the module loader.
import '../sampleConversations';

/**
 * Renders `ui` in the real ChatProvider, under the real AuthProvider whose kept session is `user`'s
 * (nobody by default), and resolves once that session is restored. `accountsClient` is the accounts
 * client the provider reads: a test signs out with `accountsClient.emit(null)`, and `reload()` mounts
 * the page again, restoring whatever `accountsClient.session` answers then. With `database`, the chat
 * client starts from it instead of the samples (as it would from a restored chat); `createClient`
 * gives another client (e.g. Supabase's).
 */
export async function renderWithChat(
  ui: ReactElement,
  {
    user = null,
    database,
    route = '/',
    createClient: givenClient,
  }: { user?: User | null; database?: ChatDatabase; route?: string; createClient?: ChatClientFactory } = {},
) {
  const createClient: ChatClientFactory | undefined =
    givenClient ?? (database ? (me) => new SimulatedChatClient(me, database) : undefined);
  const accountsClient = new FakeAccountsClient();
  accountsClient.session = async () => user;
  const restored = { done: false };
  const isRestored = () => restored.done;
  const tree = (
    <FreshQueryCache>
      <MemoryRouter initialEntries={[route]}>
        <ToastProvider>
          <AuthProvider client={accountsClient}>
            <SessionRestored onRestored={() => (restored.done = true)} />
            <ChatProvider createClient={createClient}>{ui}</ChatProvider>
          </AuthProvider>
        </ToastProvider>
      </MemoryRouter>
    </FreshQueryCache>
  );
  /** Mounts `tree` and resolves once its kept session is restored. */
  const mount = async () => {
    restored.done = false;
    const rendered = render(tree);
    // The fake client's session answers in microtasks, so no timer is needed (the tests that fake the
    // clock count the chat's delays from here); each act lets React run the effects queued in it.
    for (let turn = 0; !isRestored(); turn += 1) {
      if (turn === 100) throw new Error('the kept session was never restored');
      await act(() => Promise.resolve());
    }
    return rendered;
  };
  const rendered = await mount();
  /** A reload: the page again on a fresh query cache, the kept session read again. */
  const reload = mount;
  return { ...rendered, accountsClient, reload };
}

/** Tells once the auth provider has read the kept session. */
function SessionRestored({ onRestored }: { onRestored: () => void }) {
  const { loading } = useAuth();
  useEffect(() => {
    if (!loading) onRestored();
  }, [loading, onRestored]);
  return null;
}

// The cache tells the screen in a microtask, not a timer: fake timers schedule a zero-delay timer set
// during a tick 1 ms later, which would shift every specified delay the tests count by a millisecond.
notifyManager.setScheduler(queueMicrotask);

/** An empty query cache for each mount, as a page load starts with (`reload()` mounts a fresh one). */
function FreshQueryCache({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/** Shows what the header shows: the unread total. */
export function UnreadProbe() {
  const { unreadTotal } = useChat();
  return <output aria-label="unread total">{unreadTotal}</output>;
}
