import { RouterProvider } from 'react-router-dom';
import { ThemeProvider } from '../features/theme/ThemeProvider';
import { ToastProvider } from '../features/toast/ToastProvider';
import { AuthProvider } from '../features/accounts/AuthProvider';
import { Web3Provider } from '../features/wallet/Web3Provider';
import { ToolsProvider } from '../features/tools/ToolsProvider';
import { RentalsProvider } from '../features/rentals/RentalsProvider';
import { ChatProvider } from '../features/chat/ChatProvider';
import { router } from './router';

/**
 * The providers every screen may use, outermost first: the wallet links itself to the signed-in
 * account, rentals need the wallet, chat needs the account. Screens reach them through hooks.
 */
export function App() {
  return (
    <ThemeProvider>
      <ToastProvider>
        <AuthProvider>
          <Web3Provider>
            <ToolsProvider>
              <RentalsProvider>
                <ChatProvider>
                  <RouterProvider router={router} />
                </ChatProvider>
              </RentalsProvider>
            </ToolsProvider>
          </Web3Provider>
        </AuthProvider>
      </ToastProvider>
    </ThemeProvider>
  );
}
