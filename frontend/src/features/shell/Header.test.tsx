import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ThemeProvider } from '../theme';
import { ToastProvider } from '../toast';
import { Header } from './Header';
// The bell's count is a chunk of its own that the header loads after the first page; imported here first,
// as a browser that has downloaded it, so that the tests wait for the header and not the module loader.
import './NotificationsCount';
import { formatUnreadCount } from './unreadCount';
import type { AuthContextValue } from '../accounts';
import type { WalletContextValue } from '../wallet';
import { makeAuthContext } from '../accounts/test/authContext';
import { makeWalletContext } from '../wallet/test/walletContext';
import { expectDefined, nth } from '../../test/defined';

const contexts = vi.hoisted(() => ({
  auth: null as AuthContextValue | null,
  wallet: null as WalletContextValue | null,
  unreadTotal: 0,
  unreadNotifications: 0,
}));

vi.mock('../accounts/AuthProvider', async () => {
  const { authHooksFor } = await import('../accounts/test/authContext');
  return authHooksFor(() => contexts.auth);
});
vi.mock('../chat/chatContext', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../chat/chatContext')>()),
  useChat: () => ({ unreadTotal: contexts.unreadTotal }),
}));
// The bell's count (notifications.test.tsx tests how it is derived).
vi.mock('../notifications/useNotifications', () => ({
  useNotifications: () => ({ unreadCount: contexts.unreadNotifications }),
}));
vi.mock('../chat/ChatOverlay', () => ({
  ChatOverlay: ({ open, onClose }: { open: boolean; onClose: () => void }) =>
    open ? (
      <div role="dialog" aria-label="Chat">
        <button type="button" onClick={onClose}>
          Close chat
        </button>
      </div>
    ) : null,
}));
vi.mock('../wallet/Web3Provider', async () => {
  const { walletHooksFor } = await import('../wallet/test/walletContext');
  return walletHooksFor(() => contexts.wallet);
});

/** The mobile menu once it shows (its code loads when it is first opened). */
const openedMobileMenu = () => waitFor(() => expectDefined(document.getElementById('mobile-menu'), 'the mobile menu'));

function renderHeader(path = '/') {
  const router = createMemoryRouter(
    [
      { path: '/', element: <Header /> },
      { path: '*', element: <Header /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <ThemeProvider>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </ThemeProvider>,
  );
  return { router, user: userEvent.setup() };
}

/** Signs Sam in, with whatever else of the auth context the test needs. */
const signIn = (overrides: Partial<AuthContextValue> = {}) => {
  contexts.auth = makeAuthContext({ user: { id: 'u1', email: 'sam@example.com' }, ...overrides });
};

describe('formatUnreadCount', () => {
  it('shows the count up to 9, then "9+"', () => {
    expect(formatUnreadCount(1)).toBe('1');
    expect(formatUnreadCount(9)).toBe('9');
    expect(formatUnreadCount(10)).toBe('9+');
    expect(formatUnreadCount(250)).toBe('9+');
  });
});

describe('Header', () => {
  beforeEach(() => {
    contexts.auth = makeAuthContext();
    contexts.wallet = makeWalletContext();
    contexts.unreadTotal = 0;
    contexts.unreadNotifications = 0;
  });

  it('signed in: a bell that opens the notifications, named with the unread count (9+ above 9), at every width', async () => {
    signIn();
    contexts.unreadNotifications = 3;
    const { router, user } = renderHeader();
    // Not inside the lg-only parts of the header nor the mobile menu: the same bell at phone and desktop widths.
    const bell = await screen.findByRole('link', { name: 'Notifications (3 unread)' });
    expect(bell.closest('.hidden, #mobile-menu')).toBeNull();
    expect(within(bell).getByTestId('unread-badge')).toHaveTextContent('3');
    await user.click(bell);
    expect(router.state.location.pathname).toBe('/dashboard/notifications');
  });

  it('the bell shows no badge with nothing unread, and caps it at 9+', async () => {
    signIn();
    renderHeader();
    expect(within(await screen.findByRole('link', { name: 'Notifications' })).queryByTestId('unread-badge')).toBeNull();
    cleanup();
    contexts.unreadNotifications = 12;
    renderHeader();
    expect(
      within(await screen.findByRole('link', { name: 'Notifications (9+ unread)' })).getByTestId('unread-badge'),
    ).toHaveTextContent('9+');
  });

  it('signed out: no bell', () => {
    renderHeader();
    expect(screen.queryByRole('link', { name: /^Notifications/ })).not.toBeInTheDocument();
  });

  it('signed out: Sign In and the wallet button, no member links or TEST badge', () => {
    renderHeader();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
    expect(screen.getByRole('button', { name: 'Connect Wallet' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(screen.queryByText('TEST')).not.toBeInTheDocument();
  });

  it('signed out with a connected wallet: no wallet button', () => {
    contexts.wallet = makeWalletContext({
      account: '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc',
      chainId: '0x5',
      isSupportedNetwork: true,
    });
    renderHeader();
    expect(screen.getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /0x9965|Connect Wallet/ })).not.toBeInTheDocument();
  });

  it('shows neither state while the session is being restored', () => {
    contexts.auth = makeAuthContext({ loading: true });
    renderHeader();
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it('signed in: the links, the message icon, the TEST badge, the wallet button and the account menu', async () => {
    signIn();
    renderHeader('/dashboard');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Dashboard', 'Lend a Tool', 'Messages']);
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('button', { name: 'Open messages' })).toBeInTheDocument();
    expect(screen.getByText('TEST')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Connect Wallet' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
    // The account menu's code loads once someone is signed in.
    expect(await screen.findByRole('button', { name: 'Account menu' })).toBeInTheDocument();
  });

  it('has no TEST badge outside mock-auth mode', () => {
    signIn({ isMockAuth: false });
    renderHeader();
    expect(screen.queryByText('TEST')).not.toBeInTheDocument();
  });

  it('caps the unread badge at 9+ and hides it at 0', () => {
    signIn();
    contexts.unreadTotal = 12;
    renderHeader();
    const icon = screen.getByRole('button', { name: 'Open messages (9+ unread)' });
    expect(within(icon).getByTestId('unread-badge')).toHaveTextContent('9+');
  });

  it('shows the exact count up to 9', () => {
    signIn();
    contexts.unreadTotal = 3;
    renderHeader();
    expect(
      within(screen.getByRole('button', { name: 'Open messages (3 unread)' })).getByTestId('unread-badge'),
    ).toHaveTextContent('3');
  });

  it('opens the chat overlay from the message icon and closes it', async () => {
    signIn();
    const { user } = renderHeader();
    await user.click(screen.getByRole('button', { name: 'Open messages' }));
    expect(await screen.findByRole('dialog', { name: 'Chat' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close chat' }));
    expect(screen.queryByRole('dialog', { name: 'Chat' })).not.toBeInTheDocument();
  });

  it('account menu: Profile, My Rentals, Messages with the count, and Sign Out', async () => {
    const logout = vi.fn<AuthContextValue['logout']>(() => Promise.resolve());
    signIn({ logout });
    contexts.unreadTotal = 4;
    const { user, router } = renderHeader('/profile');
    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    const menu = screen.getByRole('navigation', { name: 'Account' });
    expect(within(menu).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(within(menu).getByRole('link', { name: 'My Rentals' })).toHaveAttribute('href', '/dashboard');
    expect(within(menu).getByRole('link', { name: 'Messages (4 unread)' })).toHaveAttribute('href', '/messages');
    await user.click(within(menu).getByRole('button', { name: 'Sign Out' }));
    expect(logout).toHaveBeenCalledOnce();
    expect(router.state.location.pathname).toBe('/');
  });

  it('tells the user when signing out fails', async () => {
    signIn({ logout: () => Promise.reject(new Error('Failed to log out')) });
    const { user } = renderHeader();
    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to log out');
  });

  it('closes the account menu with Escape', async () => {
    signIn();
    const { user } = renderHeader();
    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    expect(screen.getByRole('navigation', { name: 'Account' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Account' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Account menu' })).toHaveFocus();
  });

  it('closes the mobile menu with Escape pressed in it, and gives the focus back to its button', async () => {
    signIn();
    const { user } = renderHeader();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = within(await openedMobileMenu());
    await user.click(menu.getByRole('searchbox', { name: 'Search tools' }));
    await user.keyboard('{Escape}');
    expect(document.getElementById('mobile-menu')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });

  it('leaves the mobile menu open on an Escape meant for something outside the header', async () => {
    signIn();
    const { user } = renderHeader();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await openedMobileMenu();
    const outside = document.body.appendChild(document.createElement('button'));
    outside.focus();
    await user.keyboard('{Escape}');
    expect(document.getElementById('mobile-menu')).not.toBeNull();
    outside.remove();
  });

  it('searches: the header search goes to /?search=…', async () => {
    const { user, router } = renderHeader('/tools/tool-1');
    await user.type(
      nth(screen.getAllByRole('searchbox', { name: 'Search tools' }), 0, 'search box'),
      'cordless drill{Enter}',
    );
    expect(router.state.location.pathname).toBe('/');
    expect(new URLSearchParams(router.state.location.search).get('search')).toBe('cordless drill');
  });

  it('has a mobile menu with the same items, closed by navigating', async () => {
    signIn();
    contexts.unreadTotal = 2;
    const { user, router } = renderHeader();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    const inMenu = within(await openedMobileMenu());
    for (const name of ['Home', 'Dashboard', 'Lend a Tool', 'Profile', 'My Rentals'])
      expect(inMenu.getByRole('link', { name })).toBeInTheDocument();
    expect(inMenu.getByRole('link', { name: /Messages/ })).toHaveTextContent('2');
    expect(inMenu.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    expect(inMenu.getByRole('button', { name: 'Connect Wallet' })).toBeInTheDocument();

    await user.click(inMenu.getByRole('link', { name: 'Lend a Tool' }));
    expect(router.state.location.pathname).toBe('/lend');
    expect(document.getElementById('mobile-menu')).toBeNull();
  });

  it('toggles the theme', async () => {
    const { user } = renderHeader();
    const before = document.documentElement.classList.contains('dark');
    await user.click(nth(screen.getAllByRole('button', { name: /Switch to (dark|light) theme/ }), 0, 'theme toggle'));
    expect(document.documentElement.classList.contains('dark')).toBe(!before);
    expect(localStorage.getItem('toolshare.theme')).toBe(before ? 'light' : 'dark');
  });
});
