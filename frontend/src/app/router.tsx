import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { Layout } from './Layout';
import { PageSpinner } from '../shared/ui/Spinner';

interface PageModule { default: React.ComponentType }

/** Route-level code splitting: each page is its own chunk, loaded when its route is visited. */
const page = (load: () => Promise<PageModule>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

// No errorElement: unexpected errors show the router's default error screen, as specified.
export const routes: RouteObject[] = [
  {
    element: <Layout />,
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
