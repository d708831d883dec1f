import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { ThemeProvider } from '../features/theme/ThemeProvider';
import { ToastProvider } from '../features/toast/ToastProvider';
import { AuthProvider } from '../features/accounts/AuthProvider';
import { Web3Provider } from '../features/wallet/Web3Provider';
import { ToolsProvider, useTools } from '../features/tools/ToolsProvider';
import { RentalsProvider } from '../features/rentals/RentalsProvider';
import { ChatProvider } from '../features/chat/ChatProvider';
import { createQueryClient } from './queryClient';
import { router } from './router';

/**
 * The providers every screen may use, outermost first: the wallet links itself to the signed-in
 * account, rentals need the wallet, chat needs the account. Screens reach them through hooks.
 * Exported on its own so tests can render routes (e.g. with a memory router) inside the same stack.
 */
/** Rentals named from the catalogue (the chain knows only tool ids). */
function CatalogueRentalsProvider({ children }: { children: ReactNode }) {
  const { tools } = useTools();
  return <RentalsProvider catalogue={tools}>{children}</RentalsProvider>;
}

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
    <ThemeProvider>
      <ToastProvider>
        <AuthProvider>
          <Web3Provider>
            <ToolsProvider>
              <CatalogueRentalsProvider>
                <ChatProvider>{children}</ChatProvider>
              </CatalogueRentalsProvider>
            </ToolsProvider>
          </Web3Provider>
        </AuthProvider>
      </ToastProvider>
    </ThemeProvider>
    </QueryClientProvider>
  );
}

export function App() {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
