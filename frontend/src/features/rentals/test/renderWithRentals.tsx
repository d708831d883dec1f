import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { ToastProvider } from '../../toast';
import { RentalsProvider } from '../state/RentalsProvider';
import type { Tool } from '../../tools';
import type { RentalsClient } from '../types';

/**
 * Renders `ui` inside the real RentalsProvider with `client`. The test file mocks useWeb3 (and
 * useAuth / useTools where needed) with vi.mock, since those providers belong to other features.
 */
export function renderWithRentals(
  ui: ReactElement,
  { client, route = '/', catalogue }: { client: RentalsClient; route?: string; catalogue?: Tool[] },
) {
  // A cache per render, failures not retried: each test starts from nothing and sees errors at once.
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
  });
  const tree = (tools?: Tool[]) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>
        <ToastProvider>
          <RentalsProvider client={client} catalogue={tools}>
            {ui}
          </RentalsProvider>
        </ToastProvider>
      </MemoryRouter>
    </QueryClientProvider>
  );
  const rendered = render(tree(catalogue));
  /** The catalogue changes (e.g. it finished loading after the rentals). */
  const setCatalogue = (tools: Tool[]) => rendered.rerender(tree(tools));
  return { ...rendered, setCatalogue, queryClient };
}
