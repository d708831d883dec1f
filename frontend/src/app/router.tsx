import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { Layout } from './Layout';
import { PageSpinner } from '../shared/ui/Spinner';
import { RootErrorPage, RouteErrorPage } from './RouteErrorPage';

type PageModule = { default: React.ComponentType };

/**
 * Route-level code splitting: each page is its own chunk, loaded when its route is visited. Each
 * page has the error element: a page that fails to render or load is replaced by a friendly
 * message inside the app's frame (header and footer stay).
 */
const page = (load: () => Promise<PageModule>): Pick<RouteObject, 'lazy' | 'errorElement'> => ({
  lazy: async () => ({ Component: (await load()).default }),
  errorElement: <RouteErrorPage />,
});

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    // The frame itself failing (the header, say): the same message on its own.
    errorElement: <RootErrorPage />,
    // Shown while the first page's chunk loads.
    HydrateFallback: PageSpinner,
    children: [
      { path: '/', ...page(() => import('../pages/HomePage')) },
      { path: '/auth', ...page(() => import('../pages/AuthPage')) },
      {
        path: '/dashboard',
        ...page(() => import('../pages/dashboard/DashboardLayout')),
        children: [
          { index: true, ...page(() => import('../pages/dashboard/MyRentalsPage')) },
          { path: 'my-tools', ...page(() => import('../pages/dashboard/MyToolsPage')) },
          { path: 'history', ...page(() => import('../pages/dashboard/HistoryPage')) },
          { path: 'notifications', ...page(() => import('../pages/dashboard/NotificationsPage')) },
        ],
      },
      { path: '/lend', ...page(() => import('../pages/LendPage')) },
      { path: '/tools/:id', ...page(() => import('../pages/ToolDetailPage')) },
      { path: '/messages', ...page(() => import('../pages/MessagesPage')) },
      { path: '/profile', ...page(() => import('../pages/ProfilePage')) },
      { path: '/disputes', ...page(() => import('../pages/DisputesPage')) },
      { path: '/user/:id', ...page(() => import('../pages/UserProfilePage')) },
      { path: '*', ...page(() => import('../pages/NotFoundPage')) },
    ],
  },
];

export const router = createBrowserRouter(routes);
