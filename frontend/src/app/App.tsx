import { useState, type ComponentProps, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { AuthProvider, useAuth } from '../features/accounts';
import { LazyChatProvider } from '../features/chat';
import { RentalsProvider } from '../features/rentals';
import { ThemeProvider } from '../features/theme';
import { ToastProvider } from '../features/toast';
import { ToolsProvider, useFollowLinkedWallet, useTools } from '../features/tools';
import { Web3Provider } from '../features/wallet';
import { createQueryClient } from './queryClient';
import { AppRoutes } from './router';

/** The wallet, kept linked to the signed-in account (§4): the app joins the two features. */
function AccountLinkedWeb3Provider({ children }: { children: ReactNode }) {
  return <Web3Provider accountLink={useAuth()}>{children}</Web3Provider>;
}

/**
 * Rentals named from the catalogue (the chain knows only tool ids). Listings are paid to their owner's
 * linked wallet as read, so the tools are read again whenever the signed-in user's link changes, on
 * whatever page it lands (a link signed while /lend is open included).
 */
function CatalogueRentalsProvider({ children }: { children: ReactNode }) {
  useFollowLinkedWallet(useAuth().user?.walletAddress);
  const { tools } = useTools();
  return <RentalsProvider catalogue={tools}>{children}</RentalsProvider>;
}

/**
 * The providers every screen may use, outermost first: the wallet links itself to the signed-in
 * account, rentals need the wallet, chat needs the account. Screens reach them through hooks.
 * Exported on its own so tests can render routes (e.g. with a memory router) inside the same stack,
 * with a catalogue of their own (`toolsClient`; the app's own by default).
 */
export function AppProviders({
  children,
  toolsClient,
}: {
  children: ReactNode;
  toolsClient?: ComponentProps<typeof ToolsProvider>['client'];
}) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <ToastProvider>
          <AuthProvider>
            <AccountLinkedWeb3Provider>
              <ToolsProvider client={toolsClient}>
                <CatalogueRentalsProvider>
                  <LazyChatProvider>{children}</LazyChatProvider>
                </CatalogueRentalsProvider>
              </ToolsProvider>
            </AccountLinkedWeb3Provider>
          </AuthProvider>
        </ToastProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}

export function App() {
  return (
    <AppProviders>
      {/* Without transitions: the old page leaves as soon as the address changes (the layout's spinner
          shows at the top while the new page's code loads), rather than staying on screen, scrolled
          down, until the new page can draw (issue 31). */}
      <BrowserRouter useTransitions={false}>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
