import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ToastProvider } from '../../toast';
import { RentalsProvider } from '../RentalsProvider';
import type { Tool } from '../../tools';
import type { RentalsClient } from '../types';

/**
 * Renders `ui` inside the real RentalsProvider with `client`. The test file mocks useWeb3 (and
 * useAuth / useTools where needed) with vi.mock, since those providers belong to other features.
 */
export function renderWithRentals(ui: ReactElement, { client, route = '/', catalogue }: { client: RentalsClient; route?: string; catalogue?: Tool[] }) {
  const tree = (tools?: Tool[]) => (
    <MemoryRouter initialEntries={[route]}>
      <ToastProvider>
        <RentalsProvider client={client} catalogue={tools}>
          {ui}
        </RentalsProvider>
      </ToastProvider>
    </MemoryRouter>
  );
  const rendered = render(tree(catalogue));
  /** The catalogue changes (e.g. it finished loading after the rentals). */
  const setCatalogue = (tools: Tool[]) => rendered.rerender(tree(tools));
  return { ...rendered, setCatalogue };
}
