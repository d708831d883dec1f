import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { routes } from '../router';
import { AppProviders } from '../App';

/**
 * Renders the whole app at `path` once the router has loaded that route's code (pages are lazy).
 * It waits for the router, not for a timer: on a busy machine a page's module takes longer to load
 * than findBy's one second, which made route tests fail now and then.
 */
export async function renderAppAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  await new Promise<void>((resolve) => {
    if (router.state.initialized) {
      resolve();
      return;
    }
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
  return render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}
