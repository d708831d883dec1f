import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AppRoutes, loadPagesAt } from '../router';
import { AppProviders } from '../App';

/**
 * Renders the whole app at `path` once the code of the pages it shows has loaded (pages are lazy).
 * It waits for the download, not for a timer: on a busy machine a page's module takes longer to load
 * than findBy's one second, which made route tests fail now and then.
 */
export async function renderAppAt(path: string) {
  await loadPagesAt(path);
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </AppProviders>,
  );
}
