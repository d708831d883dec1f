// STUB (replaced by the accounts work): the shape other features may rely on.
import { createContext, useContext, type ReactNode } from 'react';
import type { User } from './types';

/** What a wallet offers for linking: its address and chain, and a way to sign the SIWE message. */
export interface LinkingWallet {
  address: string;
  chainId: number;
  signMessage(message: string): Promise<string>;
}

/** The auth context: exactly the specification's fields (§3). */
export interface AuthContextValue {
  user: User | null;
  isAuthenticated: boolean;
  loading: boolean;
  login(email: string, password: string): Promise<void>;
  register(email: string, password: string): Promise<void>;
  logout(): Promise<void>;
  /** Links the wallet to the signed-in user after it signs a SIWE message. */
  linkWalletToAccount(wallet: LinkingWallet): Promise<void>;
  /** Does nothing, as specified. */
  toggleMockAuth(): void;
  isMockAuth: boolean;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  return <>{children}</>;
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used within an AuthProvider');
  return context;
}
