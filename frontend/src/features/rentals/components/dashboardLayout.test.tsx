import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Outlet, Route, Routes } from 'react-router-dom';
import DashboardLayout from '../../../pages/dashboard/DashboardLayout';
import { useAuth } from '../../accounts';
import { renderWithProviders } from '../../../test/renderWithProviders';

/** The app's sign-in guard in short (features do not import the app shell): the page once someone is signed in. */
function SignedInOnly() {
  const { user } = useAuth();
  return user ? <Outlet /> : null;
}

const renderDashboard = () =>
  renderWithProviders(
    <Routes>
      <Route element={<SignedInOnly />}>
        <Route path="/dashboard" element={<DashboardLayout />}>
          <Route path="history" element={<p>History page</p>} />
        </Route>
      </Route>
    </Routes>,
    { route: '/dashboard/history', user: { id: 'u1', email: 'sam.lee@example.com' } },
  );

describe('Dashboard layout', () => {
  it('shows the avatar initial, the e-mail prefix as the name, the e-mail, the sections and quick actions', async () => {
    await renderDashboard();
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
