import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AppRoutes, loadPagesAt } from '../router';
import { AppProviders } from '../App';
import { simulatedTools } from '../../features/tools/test/simulatedTools';

/**
 * Renders the whole app at `path` once the code of the pages it shows has loaded (pages are lazy).
 * It waits for the download, not for a timer: on a busy machine a page's module takes longer to load
 * than findBy's one second, which made route tests fail now and then. The catalogue is the simulated
 * one in memory without its delays (a test file awaits `settledQueries()` after its last render, so
 * that no answer arrives once the test window has gone).
 */
export async function renderAppAt(path: string) {
  await loadPagesAt(path);
  return render(
    <AppProviders toolsClient={simulatedTools()}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </AppProviders>,
  );
}
