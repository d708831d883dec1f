import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ToastProvider } from '../../toast';
import { SimulatedChatClient } from '../ChatClient';
import { ChatProvider, useChat, type ChatClientFactory } from '../ChatProvider';
import type { ChatDatabase } from '../sampleConversations';

/**
 * Renders `ui` in the real ChatProvider. The test file mocks useAuth and useWeb3 with vi.mock
 * (they belong to other features). With `database`, the client starts from it instead of the
 * samples (as it would from a restored chat); `createClient` gives another client (e.g. Supabase's).
 */
export function renderWithChat(
  ui: ReactElement,
  { database, route = '/', createClient: givenClient }: { database?: ChatDatabase; route?: string; createClient?: ChatClientFactory } = {},
) {
  const createClient: ChatClientFactory | undefined = givenClient ?? (database ? (me) => new SimulatedChatClient(me, database) : undefined);
  const tree = (
    <MemoryRouter initialEntries={[route]}>
      <ToastProvider>
        <ChatProvider createClient={createClient}>{ui}</ChatProvider>
      </ToastProvider>
    </MemoryRouter>
  );
  return { ...render(tree), tree };
}

/** Shows what the header shows: the unread total. */
export function UnreadProbe() {
  const { unreadTotal } = useChat();
  return <output aria-label="unread total">{unreadTotal}</output>;
}
