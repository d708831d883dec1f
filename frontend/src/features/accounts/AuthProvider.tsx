import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { AccountsClient, User } from './types';
import { createAccountsClient } from './createAccountsClient';
import { userMessage } from '../../shared/errors/userMessage';
import type { LinkingWallet } from '../wallet';

/** The auth context: exactly the specification's fields (§3). */
export interface AuthContextValue {
  user: User | null;
  isAuthenticated: boolean;
  loading: boolean;
  login: (email: string, password: string) => Promise<void>;
  register: (email: string, password: string) => Promise<void>;
  logout: () => Promise<void>;
  /** Links the wallet to the signed-in user after it signs a SIWE message. */
  linkWalletToAccount: (wallet: LinkingWallet) => Promise<void>;
  /** Does nothing, as specified. */
  toggleMockAuth: () => void;
  isMockAuth: boolean;
}

/** The specification's fallbacks when a failure carries no message of its own (§8). */
export const AUTH_FALLBACK_MESSAGES = {
  login: 'Failed to log in',
  register: 'Failed to register',
  logout: 'Failed to log out',
  linkWallet: 'Failed to link wallet',
  notSignedIn: 'You must be logged in to link a wallet',
} as const;

/** An Error with the failure's message as the user reads it (else `fallback`); the original stays as `cause` (e.g. a refused signature). */
function withFallback(error: unknown, fallback: string): Error {
  return new Error(userMessage(error, fallback), { cause: error });
}

const AuthContext = createContext<AuthContextValue | null>(null);

const doNothing = () => {
  // toggleMockAuth does nothing, as the specification says.
};

export function AuthProvider({ children, client: givenClient }: { children: ReactNode; client?: AccountsClient }) {
  const [client] = useState<AccountsClient>(() => givenClient ?? createAccountsClient());
  const [user, setUser] = useState<User | null>(null);
  // True from the start until the kept session has been read, so pages do not flash "signed out".
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    let active = true;
    const unsubscribe = client.onAuthStateChange((changed) => {
      if (active) setUser(changed);
    });
    client
      .restoreSession()
      .then((restored) => {
        if (active) setUser(restored);
      })
      .catch((error: unknown) => console.error('Error restoring the session:', error))
      .finally(() => {
        if (active) setLoading(false);
      });
    return () => {
      active = false;
      unsubscribe();
    };
  }, [client]);

  /** Sign-in and sign-up differ only in the client's call and the fallback message. */
  const startSession = useCallback(async (request: () => Promise<User>, fallback: string) => {
    setLoading(true);
    try {
      setUser(await request());
    } catch (error) {
      throw withFallback(error, fallback);
    } finally {
      setLoading(false);
    }
  }, []);

  const login = useCallback(
    (email: string, password: string) =>
      startSession(() => client.login(email, password), AUTH_FALLBACK_MESSAGES.login),
    [client, startSession],
  );

  // Linking a connected wallet after sign-up is the wallet feature's job: it links whenever a
  // signed-in user and a connected wallet disagree, whichever of the two came first.
  const register = useCallback(
    (email: string, password: string) =>
      startSession(() => client.register(email, password), AUTH_FALLBACK_MESSAGES.register),
    [client, startSession],
  );

  const logout = useCallback(async () => {
    try {
      await client.logout();
      setUser(null);
    } catch (error) {
      throw withFallback(error, AUTH_FALLBACK_MESSAGES.logout);
    }
  }, [client]);

  const linkWalletToAccount = useCallback(
    async (wallet: LinkingWallet) => {
      if (!user) throw new Error(AUTH_FALLBACK_MESSAGES.notSignedIn);
      try {
        const nonce = await client.createWalletLinkNonce(user);
        const { buildWalletLinkMessage } = await import('./walletLink/walletLink');
        const message = buildWalletLinkMessage({
          address: wallet.address,
          chainId: wallet.chainId,
          domain: window.location.host,
          uri: window.location.origin,
          nonce,
          userId: user.id,
          email: user.email,
        });
        const signature = await wallet.signMessage(message);
        setUser(await client.linkWallet(user, { message, signature }));
      } catch (error) {
        throw withFallback(error, AUTH_FALLBACK_MESSAGES.linkWallet);
      }
    },
    [client, user],
  );

  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      isAuthenticated: user !== null,
      loading,
      login,
      register,
      logout,
      linkWalletToAccount,
      toggleMockAuth: doNothing,
      isMockAuth: client.isMockAuth,
    }),
    [user, loading, login, register, logout, linkWalletToAccount, client],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used within an AuthProvider');
  return context;
}

/**
 * The signed-in user, on a page behind the sign-in guard (RequireSignIn in the router), which
 * renders the page only while there is one.
 */
export function useSignedInUser(): User {
  const { user } = useAuth();
  if (!user) throw new Error('useSignedInUser is for pages behind the sign-in guard');
  return user;
}
