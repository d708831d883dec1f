import { lazy, Suspense, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { Menu, X } from 'lucide-react';
import { useAuth } from '../accounts';
import { useWeb3, WalletButton } from '../wallet';
import { HeaderSearch } from './HeaderSearch';
import { Logo } from './Logo';
import { TestModeBadge } from './TestModeBadge';
import { ThemeToggle } from './ThemeToggle';
import { PRIMARY_LINKS, headerLinkClass, iconButtonClass } from './navigation';
import { useEscapeToClose } from '../../shared/ui/useEscapeToClose';
import { useOnChange } from '../../shared/ui/useOnChange';

// Shown only to a signed-in user or once the menu is opened: their code is not on the first page.
const AccountMenu = lazy(() => import('./AccountMenu').then(({ AccountMenu }) => ({ default: AccountMenu })));
const MobileMenu = lazy(() => import('./MobileMenu').then(({ MobileMenu }) => ({ default: MobileMenu })));
const SignedInShortcuts = lazy(() =>
  import('./SignedInShortcuts').then(({ SignedInShortcuts }) => ({ default: SignedInShortcuts })),
);

const signInClass =
  'inline-flex items-center rounded-lg border border-slate-300 px-4 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800';

/**
 * The header (§2). Signed in: Home, Dashboard, Lend a Tool, Messages, the notifications bell, the message icon, the TEST
 * badge in mock-auth mode, the wallet button and the account menu. Signed out: Sign In, and the
 * wallet button while no wallet is connected. Below the lg breakpoint the links move into a menu.
 */
export function Header() {
  const { user, isAuthenticated, isMockAuth, loading } = useAuth();
  const { isConnected } = useWeb3();
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname, search } = useLocation();

  // Any navigation closes the mobile menu.
  useOnChange(`${pathname}${search}`, () => setMenuOpen(false));

  // Escape inside the header closes the menu and gives the focus back to its button (WAI-ARIA disclosure).
  const header = useRef<HTMLElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  useEscapeToClose({ open: menuOpen, trigger: menuButton, onClose: () => setMenuOpen(false), within: header });

  const signedIn = isAuthenticated && user !== null;
  // While the kept session is being read, show neither state rather than flash "Sign In".
  const showSignedOut = !signedIn && !loading;

  return (
    <header
      ref={header}
      className="sticky top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75 dark:border-slate-800 dark:bg-slate-950/90 dark:supports-[backdrop-filter]:bg-slate-950/75"
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6 lg:px-8">
        <Logo />

        {signedIn && (
          <nav aria-label="Main" className="ml-4 hidden items-center gap-1 lg:flex">
            {PRIMARY_LINKS.map((link) => (
              <NavLink key={link.to} to={link.to} end={link.end} className={headerLinkClass}>
                {link.label}
              </NavLink>
            ))}
          </nav>
        )}

        {/* The search gives way first (min-w-0) when a signed-in header with a wallet runs out of room. */}
        <div className="ml-auto flex min-w-0 items-center gap-2">
          <HeaderSearch className="hidden w-56 min-w-0 shrink lg:block xl:w-64" />
          <div className="hidden lg:block">
            <ThemeToggle />
          </div>
          {signedIn && (
            // The two icon buttons' room (h-10 w-10 each, gap-2) is held while their code downloads.
            <Suspense fallback={<span aria-hidden className="block h-10 w-[5.5rem]" />}>
              <SignedInShortcuts />
            </Suspense>
          )}
          {signedIn && isMockAuth && <TestModeBadge />}
          {(signedIn || (showSignedOut && !isConnected)) && (
            <div className="hidden lg:block">
              {/* As wide as a shortened address, so that "Connecting..." at start-up does not move the buttons beside it. */}
              <WalletButton className="min-w-[10.5rem]" />
            </div>
          )}
          {signedIn && (
            <div className="hidden lg:block">
              {/* The menu button's size (avatar and chevron) is held while its code downloads: nothing beside it moves. */}
              <Suspense fallback={<span aria-hidden className="block h-9 w-[3.875rem]" />}>
                <AccountMenu user={user} />
              </Suspense>
            </div>
          )}
          {showSignedOut && (
            <Link to="/auth" className={signInClass}>
              Sign In
            </Link>
          )}
          <button
            ref={menuButton}
            type="button"
            onClick={() => setMenuOpen((open) => !open)}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            className={`${iconButtonClass} lg:hidden`}
          >
            {menuOpen ? <X className="h-6 w-6" aria-hidden /> : <Menu className="h-6 w-6" aria-hidden />}
          </button>
        </div>
      </div>

      {menuOpen && (
        <Suspense fallback={null}>
          <MobileMenu
            id="mobile-menu"
            user={signedIn ? user : null}
            showWalletButton={signedIn || (showSignedOut && !isConnected)}
            onNavigate={() => setMenuOpen(false)}
          />
        </Suspense>
      )}
    </header>
  );
}
