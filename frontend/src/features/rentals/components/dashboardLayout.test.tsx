import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import DashboardLayout from '../../../pages/dashboard/DashboardLayout';
import type { AuthContextValue } from '../../accounts';
import { makeAuthContext } from '../../accounts/test/authContext';

const session = vi.hoisted(() => ({ auth: null as AuthContextValue | null }));
vi.mock('../../accounts/AuthProvider', async () => {
  const { authHooksFor } = await import('../../accounts/test/authContext');
  return authHooksFor(() => {
    if (!session.auth) throw new Error('the test sets the auth context in beforeEach');
    return session.auth;
  });
});

const renderDashboard = () =>
  render(
    <MemoryRouter initialEntries={['/dashboard/history']}>
      <Routes>
        <Route path="/dashboard" element={<DashboardLayout />}>
          <Route path="history" element={<p>History page</p>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );

beforeEach(() => {
  session.auth = makeAuthContext({ user: { id: 'u1', email: 'sam.lee@example.com' } });
});

describe('Dashboard layout', () => {
  it('shows the avatar initial, the e-mail prefix as the name, the e-mail, the sections and quick actions', () => {
    renderDashboard();
    const sidebar = screen.getByRole('complementary', { name: 'Dashboard' });
    expect(within(sidebar).getByText('S')).toBeInTheDocument();
    expect(within(sidebar).getByText('sam.lee')).toBeInTheDocument();
    expect(within(sidebar).getByText('sam.lee@example.com')).toBeInTheDocument();
    const sections = within(sidebar).getByRole('navigation', { name: 'Dashboard sections' });
    expect(
      within(sections)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['My Rentals', '/dashboard'],
      ['My Tools', '/dashboard/my-tools'],
      ['History', '/dashboard/history'],
      ['Notifications', '/dashboard/notifications'],
    ]);
    expect(within(sections).getByRole('link', { name: 'History' })).toHaveAttribute('aria-current', 'page');
    const quick = within(sidebar).getByRole('navigation', { name: 'Quick actions' });
    expect(
      within(quick)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Lend a Tool', 'Browse Tools', 'Dispute Center']);
    expect(screen.getByText('History page')).toBeInTheDocument();
  });
});
