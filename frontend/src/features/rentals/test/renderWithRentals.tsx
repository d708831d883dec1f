import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ToastProvider } from '../../toast/ToastProvider';
import { RentalsProvider } from '../RentalsProvider';
import type { RentalsClient } from '../types';

/**
 * Renders `ui` inside the real RentalsProvider with `client`. The test file mocks useWeb3 (and
 * useAuth / useTools where needed) with vi.mock, since those providers belong to other features.
 */
export function renderWithRentals(ui: ReactElement, { client, route = '/' }: { client: RentalsClient; route?: string }) {
  return render(
    <MemoryRouter initialEntries={[route]}>
      <ToastProvider>
        <RentalsProvider client={client}>{ui}</RentalsProvider>
      </ToastProvider>
    </MemoryRouter>,
  );
}
