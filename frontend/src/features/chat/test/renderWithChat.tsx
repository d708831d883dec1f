import { useState, type ReactElement, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider, notifyManager } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ToastProvider } from '../../toast';
import { SimulatedChatClient } from '../ChatClient';
import { ChatProvider, useChat, type ChatClientFactory } from '../ChatProvider';
import type { ChatDatabase } from '../sampleConversations';
// The samples are a chunk of their own that the provider imports at sign-in; imported here first, as
// a browser that has downloaded it, so the tests time the simulated delays and not the module loader.
import '../sampleConversations';

/**
 * Renders `ui` in the real ChatProvider. The test file mocks useAuth and useWeb3 with vi.mock
 * (they belong to other features). With `database`, the client starts from it instead of the
 * samples (as it would from a restored chat); `createClient` gives another client (e.g. Supabase's).
 */
export function renderWithChat(
  ui: ReactElement,
  {
    database,
    route = '/',
    createClient: givenClient,
  }: { database?: ChatDatabase; route?: string; createClient?: ChatClientFactory } = {},
) {
  const createClient: ChatClientFactory | undefined =
    givenClient ?? (database ? (me) => new SimulatedChatClient(me, database) : undefined);
  const tree = (
    <FreshQueryCache>
      <MemoryRouter initialEntries={[route]}>
        <ToastProvider>
          <ChatProvider createClient={createClient}>{ui}</ChatProvider>
        </ToastProvider>
      </MemoryRouter>
    </FreshQueryCache>
  );
  return { ...render(tree), tree };
}

// The cache tells the screen in a microtask, not a timer: fake timers schedule a zero-delay timer set
// during a tick 1 ms later, which would shift every specified delay the tests count by a millisecond.
notifyManager.setScheduler(queueMicrotask);

/** An empty query cache for each mount, as a page load starts with (rendering `tree` again is a reload). */
function FreshQueryCache({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/** Shows what the header shows: the unread total. */
export function UnreadProbe() {
  const { unreadTotal } = useChat();
  return <output aria-label="unread total">{unreadTotal}</output>;
}
