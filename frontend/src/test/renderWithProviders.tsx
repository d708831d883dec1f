import { useEffect, type ComponentProps, type ReactElement, type ReactNode } from 'react';
import { act, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { AuthProvider, useAuth, type MemberProfiles, type User } from '../features/accounts';
import { LazyChatProvider } from '../features/chat';
import { RentalsProvider } from '../features/rentals';
import { ToastProvider } from '../features/toast';
import { ToolsProvider, type Tool } from '../features/tools';
import { useWeb3 } from '../features/wallet';
import { FakeAccountsClient } from '../features/accounts/test/FakeAccountsClient';
import { MemberProfilesContext } from '../features/accounts/test/memberProfiles';
import {
  NotificationsClientContext,
  type NotificationsClient,
} from '../features/notifications/test/FakeNotificationsClient';
import { simulatedTools } from '../features/tools/test/simulatedTools';
import { discoveryOf, type FakeProvider } from '../features/wallet/test/fakeWallets';
import { WalletSessionProvider } from '../features/wallet/test/walletSession';

type AccountsClient = NonNullable<ComponentProps<typeof AuthProvider>['client']>;
type ToolsClient = NonNullable<ComponentProps<typeof ToolsProvider>['client']>;
type RentalsClient = NonNullable<ComponentProps<typeof RentalsProvider>['client']>;
type ChatClientFactory = NonNullable<ComponentProps<typeof LazyChatProvider>['createClient']>;

/** The situation a screen test renders in, stated as inputs to the app's real providers. */
export interface ProviderOptions {
  /**
   * The browser's one wallet (features/wallet/test/fakeWallets.ts: browserWallet), which the real
   * wallet session finds and, when it has authorised the site, reconnects to at start-up. Without
   * one the browser has no wallet.
   */
  wallet?: FakeProvider;
  /** Who is signed in (nobody by default): the kept session the accounts client restores. */
  user?: User | null;
  /** The accounts client, when the test needs its answers (FakeAccountsClient); `user` is not used then. */
  accountsClient?: AccountsClient;
  /** Members' public profiles (e.g. a FakeAccountsClient's); the app's own by default. */
  memberProfiles?: MemberProfiles;
  /** The address the memory router starts at. */
  route?: string;
  /** The catalogue's client (an empty catalogue by default, kept in memory). */
  toolsClient?: ToolsClient;
  /** Mounts the real RentalsProvider over this client (no rentals provider without one). */
  rentalsClient?: RentalsClient;
  /**
   * Mounts the app's chat provider (LazyChatProvider) over the signed-in user's chat client made by
   * this (features/chat/test/instantChat.ts: a chat that answers at once); no chat provider without one.
   */
  chatClient?: ChatClientFactory;
  /**
   * The signed-in user's stored notifications (Supabase's in the app; features/notifications/test:
   * FakeNotificationsClient), which useNotifications reads with the rentals, the welcome notice and
   * the samples. None by default, as without Supabase.
   */
  notificationsClient?: NotificationsClient;
  /** The catalogue the rentals provider names rentals from. */
  catalogue?: Tool[];
  /** The query cache (default: one of its own whose failed reads are not retried). */
  queryClient?: QueryClient;
  /**
   * Whether to resolve only once the providers have settled (the default). `false` resolves after the
   * first render, for a screen caught before they settle, e.g. while a kept session is still read.
   */
  settle?: boolean;
}

/**
 * Tells the test once the providers have settled into the situation it stated: the kept session
 * read, and the wallet (when it has authorised the site) connected with its signer.
 */
function Settled({ walletConnects, onSettled }: { walletConnects: boolean; onSettled: () => void }) {
  const { loading } = useAuth();
  const { isConnected, signer } = useWeb3();
  const settled = !loading && (!walletConnects || (isConnected && signer !== null));
  useEffect(() => {
    if (settled) onSettled();
  }, [settled, onSettled]);
  return null;
}

/**
 * Renders `ui` inside the app's real providers (toast, accounts, wallet, tools, and rentals, the chat and
 * the stored notifications when their clients are given) under a memory router, and resolves once they have settled (unless `settle` is
 * false): tests state their situation through `options` instead of mocking the providers' modules.
 */
export async function renderWithProviders(ui: ReactElement, options: ProviderOptions = {}) {
  const { wallet, user = null, route = '/', toolsClient = simulatedTools({ samples: [] }), rentalsClient } = options;
  const accountsClient = options.accountsClient ?? signedIn(user);
  const discovery = discoveryOf(wallet ?? null);
  // One factory for the whole render: a new one would start a new client.
  const { notificationsClient } = options;
  const notificationsOf = notificationsClient && ((userId: string | null) => (userId ? notificationsClient : null));
  // A cache per render, failures not retried: each test starts from nothing and sees errors at once.
  const queryClient =
    options.queryClient ??
    new QueryClient({
      defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
    });
  let onSettled = () => {};
  const settled = new Promise<void>((resolve) => {
    onSettled = resolve;
  });
  const tree = (catalogue = options.catalogue) => {
    const withRentals = (children: ReactNode) =>
      rentalsClient ? (
        <RentalsProvider client={rentalsClient} catalogue={catalogue}>
          {children}
        </RentalsProvider>
      ) : (
        children
      );
    const withChat = (children: ReactNode) =>
      options.chatClient ? <LazyChatProvider createClient={options.chatClient}>{children}</LazyChatProvider> : children;
    const withNotifications = (children: ReactNode) =>
      notificationsOf ? (
        <NotificationsClientContext.Provider value={notificationsOf}>{children}</NotificationsClientContext.Provider>
      ) : (
        children
      );
    return (
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[route]}>
          <ToastProvider>
            <AuthProvider client={accountsClient}>
              <MemberProfilesContext.Provider value={options.memberProfiles ?? null}>
                <WalletSessionProvider discovery={discovery}>
                  <ToolsProvider client={toolsClient}>
                    {withRentals(
                      withChat(
                        withNotifications(
                          <>
                            <Settled walletConnects={wallet?.authorised ?? false} onSettled={onSettled} />
                            {ui}
                          </>,
                        ),
                      ),
                    )}
                  </ToolsProvider>
                </WalletSessionProvider>
              </MemberProfilesContext.Provider>
            </AuthProvider>
          </ToastProvider>
        </MemoryRouter>
      </QueryClientProvider>
    );
  };
  const rendered = render(tree());
  if (options.settle ?? true) await untilSettled(settled);
  /** The catalogue changes (e.g. it finished loading after the rentals). */
  const setCatalogue = (tools: Tool[]) => rendered.rerender(tree(tools));
  return { ...rendered, queryClient, accountsClient, setCatalogue };
}

/**
 * Lets the providers work, a turn of the event loop at a time, until `settled` resolves. Not one
 * long act(): React runs the effects queued inside an act only once it ends, and the providers
 * settle through their effects (the wallet's signer is read in one).
 */
async function untilSettled(settled: Promise<void>): Promise<void> {
  const state = { done: false };
  void settled.then(() => {
    state.done = true;
  });
  while (!state.done) await act(() => Promise.race([settled, new Promise<void>((resolve) => setTimeout(resolve, 0))]));
}

/** An accounts client whose kept session is `user`'s. */
function signedIn(user: User | null): FakeAccountsClient {
  const client = new FakeAccountsClient();
  client.session = async () => user;
  return client;
}
