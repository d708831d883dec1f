import { RouterProvider } from 'react-router-dom';
import { ThemeProvider } from '../features/theme/ThemeProvider';
import { ToastProvider } from '../features/toast/ToastProvider';
import { router } from './router';

/**
 * The providers every screen may use, outermost first. Feature providers (accounts, wallet,
 * tools, rentals, chat) are added here as they are built; screens reach them through hooks.
 */
export function App() {
  return (
    <ThemeProvider>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </ThemeProvider>
  );
}
