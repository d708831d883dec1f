import type { AccountsClient } from './types';
import {
  supabaseSettings,
  type SupabaseEnvironment,
  type SupabaseSettings,
} from '../../shared/supabase/supabaseClient';
import { forwardTo, loadOnce, subscribeWhenLoaded } from '../../shared/lazy/loadOnce';

/** The two build variables that select Supabase (frontend/.env.local; see docs/supabase.md). */
export type AccountsEnvironment = SupabaseEnvironment;

const supabaseClients = new Map<string, AccountsClient>();

/**
 * An accounts client whose code is imported on first use (the kept session is read at once): the
 * first page downloads neither the Supabase client (and supabase-js) nor the local store (its
 * password hashing and nonces).
 */
function lazyAccountsClient(create: () => Promise<AccountsClient>, isMockAuth: boolean): AccountsClient {
  const load = loadOnce(create);
  const method = forwardTo(load);
  return {
    isMockAuth,
    restoreSession: method('restoreSession'),
    onAuthStateChange: (listener) => subscribeWhenLoaded(load(), (loaded) => loaded.onAuthStateChange(listener)),
    login: method('login'),
    register: method('register'),
    logout: method('logout'),
    createWalletLinkNonce: method('createWalletLinkNonce'),
    linkWallet: method('linkWallet'),
  };
}

/** The Supabase accounts client, one per project: the page has one auth session manager. */
function supabaseAccountsClient(settings: SupabaseSettings): AccountsClient {
  const key = `${settings.url}|${settings.anonKey}`;
  const known = supabaseClients.get(key);
  if (known) return known;
  const client = lazyAccountsClient(
    () =>
      import('./supabase/SupabaseAccountsClient').then(({ createSupabaseAccountsClient }) =>
        createSupabaseAccountsClient(settings),
      ),
    false,
  );
  supabaseClients.set(key, client);
  return client;
}

/**
 * Where accounts live. When VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY are both set, in the
 * Supabase project they name (isMockAuth false). Otherwise in the in-browser store (isMockAuth true, TEST
 * badge). Either client's code loads on first use.
 */
export function createAccountsClient(environment: AccountsEnvironment = import.meta.env): AccountsClient {
  const settings = supabaseSettings(environment);
  if (settings) return supabaseAccountsClient(settings);
  return lazyAccountsClient(
    () => import('./LocalAccountsClient').then(({ LocalAccountsClient }) => new LocalAccountsClient()),
    true,
  );
}
