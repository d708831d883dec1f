import { lazy, use, type ComponentType } from 'react';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router-dom';
import { Layout } from './Layout';
import { MESSAGES_SIGNED_OUT } from '../features/chat';
import { HELP_PATHS } from '../shared/helpPaths';
import { RequireSignIn, type SignedOutNotice } from './guards';
import { RootErrorBoundary, RouteErrorBoundary } from './RouteErrorBoundary';

interface PageModule {
  default: ComponentType;
}

// Only a signed-out visitor of /lend sees it (inside the guard's Suspense): not worth the first page's bytes.
const LendSignedOut = lazy(() =>
  import('../pages/lend/LendSignedOut').then(({ LendSignedOut }) => ({ default: LendSignedOut })),
);

/** Where a page is shown: a path (with the pages nested in it), or its parent's index. */
type PageRoute = { path: string; children?: RouteObject[] } | { index: true };

/** Each page's download, started once: the route renders it, and tests can wait for it before rendering. */
const pageLoads = new Map<RouteObject, () => Promise<PageModule>>();

/**
 * Route-level code splitting: each page is its own chunk, loaded when its route is visited (the
 * layout's Suspense shows a spinner meanwhile). Each page has the error boundary: a page that fails
 * to render or to download is replaced by a friendly message inside the app's frame (header and
 * footer stay); its "Reload the page" downloads the code again.
 *
 * The routes are plain objects rendered by `useRoutes` under a `<BrowserRouter>`: the data router
 * (`createBrowserRouter`) would add 17 KB gzipped to the first page for loaders and actions that
 * the app does not use.
 */
function page(load: () => Promise<PageModule>, route: PageRoute): RouteObject {
  let loaded: ComponentType | null = null;
  let loading: Promise<PageModule> | null = null;
  /** Whether a render has asked for the page before its code loaded. */
  let waited = false;
  const loadOnce = () =>
    (loading ??= load().then((module) => {
      loaded = module.default;
      return module;
    }));
  /**
   * The page for a render: at once when its code loaded before any render asked (unlike React.lazy,
   * no turn of the spinner); otherwise through `use`, on every render from then on, since React
   * warns ("This library called use() to suspend…") when the render after a suspension does not
   * call `use` again. (React answers `use` at once for a promise it has seen settle.)
   */
  const forRender = (): { page: ComponentType } | { download: Promise<PageModule> } => {
    if (loaded && !waited) return { page: loaded };
    waited = true;
    return { download: loadOnce() };
  };
  function Page() {
    const next = forRender();
    const Loaded = 'page' in next ? next.page : use(next.download).default;
    return <Loaded />;
  }
  const element = (
    <RouteErrorBoundary>
      <Page />
    </RouteErrorBoundary>
  );
  const pageRoute: RouteObject = 'index' in route ? { index: true, element } : { ...route, element };
  pageLoads.set(pageRoute, loadOnce);
  return pageRoute;
}

/** The footer's Safety Tips, FAQ and Privacy: one page module, which picks its article by path. */
const sitePage = () => import('../pages/SitePage');

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
    // The frame itself failing (the header, say): the same message on its own.
    element: (
      <RootErrorBoundary>
        <Layout />
      </RootErrorBoundary>
    ),
    children: [
      page(() => import('../pages/HomePage'), { path: '/' }),
      page(() => import('../pages/AuthPage'), { path: '/auth' }),
      signedIn(
        SIGN_IN_NOTICES['/dashboard'],
        page(() => import('../pages/dashboard/DashboardLayout'), {
          path: '/dashboard',
          children: [
            page(() => import('../pages/dashboard/MyRentalsPage'), { index: true }),
            page(() => import('../pages/dashboard/MyToolsPage'), { path: 'my-tools' }),
            page(() => import('../pages/dashboard/HistoryPage'), { path: 'history' }),
            page(() => import('../pages/dashboard/NotificationsPage'), { path: 'notifications' }),
          ],
        }),
      ),
      signedIn(
        SIGN_IN_NOTICES['/lend'],
        page(() => import('../pages/LendPage'), { path: '/lend' }),
      ),
      page(() => import('../pages/ToolDetailPage'), { path: '/tools/:id' }),
      signedIn(
        SIGN_IN_NOTICES['/messages'],
        page(() => import('../pages/MessagesPage'), { path: '/messages' }),
      ),
      signedIn(
        SIGN_IN_NOTICES['/profile'],
        page(() => import('../pages/ProfilePage'), { path: '/profile' }),
      ),
      signedIn(
        SIGN_IN_NOTICES['/disputes'],
        page(() => import('../pages/DisputesPage'), { path: '/disputes' }),
      ),
      page(() => import('../pages/UserProfilePage'), { path: '/user/:id' }),
      page(() => import('../pages/HowItWorksPage'), { path: HELP_PATHS.howItWorks }),
      page(() => import('../pages/RentalTermsPage'), { path: HELP_PATHS.rentalTerms }),
      ...[HELP_PATHS.safetyTips, HELP_PATHS.faq, HELP_PATHS.privacy].map((path) => page(sitePage, { path })),
      page(() => import('../pages/NotFoundPage'), { path: '*' }),
    ],
  },
];

/** The app's pages at the router's location (inside a `<BrowserRouter>`, or a `<MemoryRouter>` in tests). */
export function AppRoutes() {
  return useRoutes(routes);
}

/** Downloads the code of the pages `path` shows (a failed download is left for the page's error boundary). */
export async function loadPagesAt(path: string): Promise<void> {
  const loads = (matchRoutes(routes, path) ?? []).flatMap(({ route }) => pageLoads.get(route) ?? []);
  await Promise.all(loads.map((load) => load().catch(() => undefined)));
}
