import { vi } from 'vitest';
import type { AuthContextValue } from '../AuthProvider';

/**
 * A whole auth context for tests that stand in for useAuth(): typed from the real context, so a
 * change to its shape fails to compile here rather than passing unnoticed.
 */
export function makeAuthContext(overrides: Partial<AuthContextValue> = {}): AuthContextValue {
  const user = overrides.user ?? null;
  return {
    user,
    isAuthenticated: user !== null,
    loading: false,
    login: vi.fn<AuthContextValue['login']>(() => Promise.resolve()),
    register: vi.fn<AuthContextValue['register']>(() => Promise.resolve()),
    logout: vi.fn<AuthContextValue['logout']>(() => Promise.resolve()),
    linkWalletToAccount: vi.fn<AuthContextValue['linkWalletToAccount']>(() => Promise.resolve()),
    toggleMockAuth: vi.fn<AuthContextValue['toggleMockAuth']>(),
    isMockAuth: true,
    ...overrides,
  };
}

type AuthModule = typeof import('../AuthProvider');

/** The hooks of a mocked AuthProvider module, answering from `current()` (e.g. a vi.hoisted holder). */
export function authHooksFor(current: () => AuthContextValue | null): Pick<AuthModule, 'useAuth' | 'useSignedInUser'> {
  const useAuth = () => {
    const auth = current();
    if (!auth) throw new Error('the test sets the auth context before rendering');
    return auth;
  };
  return {
    useAuth,
    useSignedInUser: () => {
      const { user } = useAuth();
      if (!user) throw new Error('useSignedInUser needs a signed-in user in the test');
      return user;
    },
  };
}
