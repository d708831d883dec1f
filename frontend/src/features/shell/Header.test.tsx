import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useLocation } from 'react-router-dom';
import { ThemeProvider } from '../theme';
import { Header } from './Header';
// The bell's count, the signed-in shortcuts and the chat's provider and overlay are chunks of their own
// that the app loads after the first page; imported here first, as a browser that has downloaded them,
// so that the tests wait for the header and not the module loader.
import './NotificationsCount';
import './SignedInShortcuts';
import '../chat/test/chatChunks';
import { formatUnreadCount } from './unreadCount';
import type { User } from '../accounts';
import { FakeAccountsClient } from '../accounts/test/FakeAccountsClient';
import { conversation } from '../chat/test/chatFixtures';
import { instantChat } from '../chat/test/instantChat';
import { FakeNotificationsClient, unreadNotices } from '../notifications/test/FakeNotificationsClient';
import { FakeRentalsClient } from '../rentals/test/FakeRentalsClient';
import { browserWallet } from '../wallet/test/fakeWallets';
import { announced } from '../../test/announcements';
import { expectDefined, nth } from '../../test/defined';
import { renderWithProviders, type ProviderOptions } from '../../test/renderWithProviders';

/** The mobile menu once it shows (its code loads when it is first opened). */
const openedMobileMenu = () => waitFor(() => expectDefined(document.getElementById('mobile-menu'), 'the mobile menu'));

/** Where the router is, shown beside the header so that a test sees where a link or search led. */
function CurrentLocation() {
  const { pathname, search } = useLocation();
  return <output aria-label="location">{`${pathname}${search}`}</output>;
}
const location = () => new URL(screen.getByLabelText('location').textContent, 'http://toolshare.test');

/**
 * The header at `path` in the app's real providers, the chat and the notifications included (nobody
 * signed in, no wallet, no conversations, no rentals and no stored notifications unless `situation` says).
 */
async function renderHeader(path = '/', situation: Omit<ProviderOptions, 'route'> = {}) {
  const rendered = await renderWithProviders(
    <ThemeProvider>
      <Header />
      <CurrentLocation />
    </ThemeProvider>,
    { route: path, chatClient: instantChat().createClient, rentalsClient: new FakeRentalsClient(), ...situation },
  );
  return { ...rendered, user: userEvent.setup() };
}

const SAM: User = { id: 'u1', email: 'sam@example.com' };

/** Sam's chat: a conversation with `unread` messages he has not read, and one he has read. */
const chatWithUnread = (unread: number) =>
  instantChat([
    conversation({ id: 'c1', unreadCount: unread, toolName: 'Cordless Drill 18V' }),
    conversation({ id: 'c2', unreadCount: 0, toolName: 'Pressure Washer' }),
  ]).createClient;

/** Sam's stored notifications (Supabase's in the app): `unread` notices of new messages he has not opened. */
const storedNotices = (unread: number) => new FakeNotificationsClient(unreadNotices(unread));

/** Sam's kept session, on an accounts client the test may change further (e.g. its sign-out's answer). */
function samSignedIn(): { accountsClient: FakeAccountsClient } {
  const accountsClient = new FakeAccountsClient();
  accountsClient.session = async () => SAM;
  return { accountsClient };
}

describe('formatUnreadCount', () => {
  it('shows the count up to 9, then "9+"', () => {
    expect(formatUnreadCount(1)).toBe('1');
    expect(formatUnreadCount(9)).toBe('9');
    expect(formatUnreadCount(10)).toBe('9+');
    expect(formatUnreadCount(250)).toBe('9+');
  });
});

describe('Header', () => {
  it('signed in: a bell that opens the notifications, named with the unread count (9+ above 9), at every width', async () => {
    const { user } = await renderHeader('/', { ...samSignedIn(), notificationsClient: storedNotices(3) });
    // Not inside the lg-only parts of the header nor the mobile menu: the same bell at phone and desktop widths.
    const bell = await screen.findByRole('link', { name: 'Notifications (3 unread)' });
    expect(bell.closest('.hidden, #mobile-menu')).toBeNull();
    expect(within(bell).getByTestId('unread-badge')).toHaveTextContent('3');
    await user.click(bell);
    expect(location().pathname).toBe('/dashboard/notifications');
  });

  it('the bell shows no badge with nothing unread, and caps it at 9+', async () => {
    await renderHeader('/', samSignedIn());
    expect(within(await screen.findByRole('link', { name: 'Notifications' })).queryByTestId('unread-badge')).toBeNull();
    cleanup();
    await renderHeader('/', { ...samSignedIn(), notificationsClient: storedNotices(12) });
    expect(
      within(await screen.findByRole('link', { name: 'Notifications (9+ unread)' })).getByTestId('unread-badge'),
    ).toHaveTextContent('9+');
  });

  it('signed out: no bell', async () => {
    await renderHeader();
    expect(screen.queryByRole('link', { name: /^Notifications/ })).not.toBeInTheDocument();
  });

  it('signed out: Sign In and the wallet button, no member links or TEST badge', async () => {
    await renderHeader();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
    expect(screen.getByRole('button', { name: 'Connect Wallet' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(screen.queryByText('TEST')).not.toBeInTheDocument();
  });

  it('signed out with a connected wallet: no wallet button', async () => {
    await renderHeader('/', {
      wallet: browserWallet('0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc', { chainId: '0x5' }),
    });
    expect(screen.getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /0x9965|Connect Wallet/ })).not.toBeInTheDocument();
  });

  it('shows neither state while the session is being restored', async () => {
    const accountsClient = new FakeAccountsClient();
    // A kept session whose read never ends.
    accountsClient.session = () => new Promise(() => {});
    await renderHeader('/', { accountsClient, settle: false });
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it('signed in: the links, the message icon, the TEST badge, the wallet button and the account menu', async () => {
    await renderHeader('/dashboard', samSignedIn());
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

  it('has no TEST badge outside mock-auth mode', async () => {
    const signedIn = samSignedIn();
    signedIn.accountsClient.isMockAuth = false;
    await renderHeader('/', signedIn);
    expect(screen.queryByText('TEST')).not.toBeInTheDocument();
  });

  it('caps the unread badge at 9+ and hides it at 0', async () => {
    await renderHeader('/', { ...samSignedIn(), chatClient: chatWithUnread(12) });
    const icon = await screen.findByRole('button', { name: 'Open messages (9+ unread)' });
    expect(within(icon).getByTestId('unread-badge')).toHaveTextContent('9+');
  });

  it('shows the exact count up to 9', async () => {
    await renderHeader('/', { ...samSignedIn(), chatClient: chatWithUnread(3) });
    expect(
      within(await screen.findByRole('button', { name: 'Open messages (3 unread)' })).getByTestId('unread-badge'),
    ).toHaveTextContent('3');
  });

  it('opens the chat overlay from the message icon, with the conversations, and closes it', async () => {
    const { user } = await renderHeader('/', { ...samSignedIn(), chatClient: chatWithUnread(0) });
    await user.click(screen.getByRole('button', { name: 'Open messages' }));
    const overlay = within(await screen.findByRole('dialog', { name: 'Messages' }));
    expect(await overlay.findByText('Pressure Washer')).toBeInTheDocument();
    await user.click(overlay.getByRole('button', { name: 'Close messages' }));
    expect(screen.queryByRole('dialog', { name: 'Messages' })).not.toBeInTheDocument();
    // Every conversation is read: the icon has no badge.
    expect(within(screen.getByRole('button', { name: 'Open messages' })).queryByTestId('unread-badge')).toBeNull();
  });

  it('account menu: Profile, My Rentals, Messages with the count, and Sign Out', async () => {
    const { accountsClient } = samSignedIn();
    const { user } = await renderHeader('/profile', { accountsClient, chatClient: chatWithUnread(4) });
    // The count arrives with the chat's conversations.
    await screen.findByRole('button', { name: 'Open messages (4 unread)' });
    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    const menu = screen.getByRole('navigation', { name: 'Account' });
    expect(within(menu).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(within(menu).getByRole('link', { name: 'My Rentals' })).toHaveAttribute('href', '/dashboard');
    expect(within(menu).getByRole('link', { name: 'Messages (4 unread)' })).toHaveAttribute('href', '/messages');
    await user.click(within(menu).getByRole('button', { name: 'Sign Out' }));
    // Home once the sign-out has gone through.
    await waitFor(() => expect(location().pathname).toBe('/'));
    expect(accountsClient.calls.filter((call) => call === 'logout')).toHaveLength(1);
  });

  it('tells the user when signing out fails', async () => {
    const signedIn = samSignedIn();
    signedIn.accountsClient.logoutResult = () => Promise.reject(new Error('Failed to log out'));
    const { user } = await renderHeader('/', signedIn);
    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(announced('alert')).toHaveTextContent('Failed to log out'));
  });

  it('closes the account menu with Escape', async () => {
    const { user } = await renderHeader('/', samSignedIn());
    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    expect(screen.getByRole('navigation', { name: 'Account' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Account' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Account menu' })).toHaveFocus();
  });

  it('closes the mobile menu with Escape pressed in it, and gives the focus back to its button', async () => {
    const { user } = await renderHeader('/', samSignedIn());
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = within(await openedMobileMenu());
    await user.click(menu.getByRole('searchbox', { name: 'Search tools' }));
    await user.keyboard('{Escape}');
    expect(document.getElementById('mobile-menu')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });

  it('leaves the mobile menu open on an Escape meant for something outside the header', async () => {
    const { user } = await renderHeader('/', samSignedIn());
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await openedMobileMenu();
    const outside = document.body.appendChild(document.createElement('button'));
    outside.focus();
    await user.keyboard('{Escape}');
    expect(document.getElementById('mobile-menu')).not.toBeNull();
    outside.remove();
  });

  it('searches: the header search goes to /?search=…', async () => {
    const { user } = await renderHeader('/tools/tool-1');
    await user.type(
      nth(screen.getAllByRole('searchbox', { name: 'Search tools' }), 0, 'search box'),
      'cordless drill{Enter}',
    );
    expect(location().pathname).toBe('/');
    expect(location().searchParams.get('search')).toBe('cordless drill');
  });

  it('has a mobile menu with the same items, closed by navigating', async () => {
    const { user } = await renderHeader('/', { ...samSignedIn(), chatClient: chatWithUnread(2) });
    await screen.findByRole('button', { name: 'Open messages (2 unread)' });
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
    expect(location().pathname).toBe('/lend');
    expect(document.getElementById('mobile-menu')).toBeNull();
  });

  it('toggles the theme', async () => {
    const { user } = await renderHeader();
    const before = document.documentElement.classList.contains('dark');
    await user.click(nth(screen.getAllByRole('button', { name: /Switch to (dark|light) theme/ }), 0, 'theme toggle'));
    expect(document.documentElement.classList.contains('dark')).toBe(!before);
    expect(localStorage.getItem('toolshare.theme')).toBe(before ? 'light' : 'dark');
  });
});
