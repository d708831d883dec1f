import { afterAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { SIGN_IN_NOTICES } from './router';
import { renderAppAt } from './test/renderAppAt';
import { settledQueries } from '../test/settledQueries';

// Every render starts the catalogue's load: let the last answer arrive before the test environment
// (and its window) goes away.
afterAll(() => settledQueries());

describe('routes', () => {
  it('shows a friendly not-found page for an unknown path', async () => {
    await renderAppAt('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse tools' })).toHaveAttribute('href', '/');
  });

  // Nobody is signed in in a fresh browser: each signed-in-only page shows its notice, not itself.
  it.each(
    Object.entries(SIGN_IN_NOTICES)
      .filter(([, notice]) => 'message' in notice)
      .map(([path, notice]) => [path, 'message' in notice ? notice.message : ''] as const),
  )('%s asks a signed-out visitor to sign in: "%s"', async (path, message) => {
    await renderAppAt(path);
    expect(await screen.findByRole('heading', { name: 'Authentication Required' })).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
  });

  it.each(['/dashboard/my-tools', '/dashboard/history', '/dashboard/notifications'])(
    "%s is behind the dashboard's sign-in guard",
    async (path) => {
      await renderAppAt(path);
      expect(await screen.findByText('Please sign in to access your dashboard.')).toBeInTheDocument();
    },
  );

  it('/lend keeps its own signed-out notice, titled for listing or editing', async () => {
    await renderAppAt('/lend');
    expect(await screen.findByRole('heading', { name: 'You must be logged in to list a tool' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'List Your Tool' })).toBeInTheDocument();
    await renderAppAt('/lend?edit=tool-1');
    expect(await screen.findByRole('heading', { name: 'Edit Your Tool' })).toBeInTheDocument();
  });
});
