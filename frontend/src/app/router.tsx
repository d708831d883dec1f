import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { Layout } from './Layout';
import { PageSpinner } from '../shared/ui/Spinner';
import { MESSAGES_SIGNED_OUT } from '../features/chat';
import { HELP_PATHS } from '../shared/helpPaths';
import { LendSignedOut } from '../pages/lend/LendSignedOut';
import { RequireSignIn, type SignedOutNotice } from './guards';
import { RootErrorPage, RouteErrorPage } from './RouteErrorPage';

interface PageModule { default: React.ComponentType }

/**
 * Route-level code splitting: each page is its own chunk, loaded when its route is visited. Each
 * page has the error element: a page that fails to render or load is replaced by a friendly
 * message inside the app's frame (header and footer stay).
 */
const page = (load: () => Promise<PageModule>): Pick<RouteObject, 'lazy' | 'errorElement'> => ({
  lazy: async () => {
    try {
      return { Component: (await load()).default };
    } catch (error) {
      // A page whose code cannot be downloaded (a dropped connection, a deploy that replaced the
      // chunks): React Router would leave the route empty, so the failure is rendered instead and the
      // error element shows it. Its "Reload the page" downloads the code again.
      return { Component: () => failToLoad(error) };
    }
  },
  errorElement: <RouteErrorPage />,
});

function failToLoad(error: unknown): never {
  throw error instanceof Error ? error : new Error(String(error));
}

/** What each signed-in-only page tells a signed-out visitor (§2): its own notice, or "Authentication Required" with a reason. */
export const SIGN_IN_NOTICES = {
  '/dashboard': { message: 'Please sign in to access your dashboard.' },
  '/lend': { notice: <LendSignedOut /> },
  '/messages': { message: MESSAGES_SIGNED_OUT },
  '/profile': { message: 'Please sign in to view your profile.' },
  '/disputes': { message: 'Please sign in to access the dispute center.' },
} satisfies Record<string, SignedOutNotice>;

/** A route for signed-in users only: the guard shows `signedOut` instead while nobody is signed in. */
const signedIn = (signedOut: SignedOutNotice, route: RouteObject): RouteObject => ({
  element: <RequireSignIn {...signedOut} />,
  children: [route],
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
      signedIn(SIGN_IN_NOTICES['/dashboard'], {
        path: '/dashboard',
        ...page(() => import('../pages/dashboard/DashboardLayout')),
        children: [
          { index: true, ...page(() => import('../pages/dashboard/MyRentalsPage')) },
          { path: 'my-tools', ...page(() => import('../pages/dashboard/MyToolsPage')) },
          { path: 'history', ...page(() => import('../pages/dashboard/HistoryPage')) },
          { path: 'notifications', ...page(() => import('../pages/dashboard/NotificationsPage')) },
        ],
      }),
      signedIn(SIGN_IN_NOTICES['/lend'], { path: '/lend', ...page(() => import('../pages/LendPage')) }),
      { path: '/tools/:id', ...page(() => import('../pages/ToolDetailPage')) },
      signedIn(SIGN_IN_NOTICES['/messages'], { path: '/messages', ...page(() => import('../pages/MessagesPage')) }),
      signedIn(SIGN_IN_NOTICES['/profile'], { path: '/profile', ...page(() => import('../pages/ProfilePage')) }),
      signedIn(SIGN_IN_NOTICES['/disputes'], { path: '/disputes', ...page(() => import('../pages/DisputesPage')) }),
      { path: '/user/:id', ...page(() => import('../pages/UserProfilePage')) },
      { path: HELP_PATHS.howItWorks, ...page(() => import('../pages/HowItWorksPage')) },
      { path: HELP_PATHS.rentalTerms, ...page(() => import('../pages/RentalTermsPage')) },
      { path: '*', ...page(() => import('../pages/NotFoundPage')) },
    ],
  },
];

export const router = createBrowserRouter(routes);
