import type { AccountsClient } from './types';
import { LocalAccountsClient } from './LocalAccountsClient';
import { supabaseSettings, type SupabaseEnvironment, type SupabaseSettings } from '../../shared/supabase/supabaseClient';
import { forwardTo, loadOnce, subscribeWhenLoaded } from '../../shared/lazy/loadOnce';

/** The two build variables that select Supabase (frontend/.env.local; see docs/supabase.md). */
export type AccountsEnvironment = SupabaseEnvironment;

const supabaseClients = new Map<string, AccountsClient>();

/**
 * The Supabase accounts client, its code (and supabase-js) imported on first use, so that the local
 * mode's first page does not download it. One per project: the page has one auth session manager.
 */
function lazySupabaseAccountsClient(settings: SupabaseSettings): AccountsClient {
  const key = `${settings.url}|${settings.anonKey}`;
  const known = supabaseClients.get(key);
  if (known) return known;
  const load = loadOnce(() => import('./supabase/SupabaseAccountsClient').then(({ createSupabaseAccountsClient }) => createSupabaseAccountsClient(settings)));
  const method = forwardTo(load);
  const client: AccountsClient = {
    isMockAuth: false,
    restoreSession: method('restoreSession'),
    onAuthStateChange: (listener) => subscribeWhenLoaded(load(), (loaded) => loaded.onAuthStateChange(listener)),
    login: method('login'),
    register: method('register'),
    logout: method('logout'),
    createWalletLinkNonce: method('createWalletLinkNonce'),
    linkWallet: method('linkWallet'),
  };
  supabaseClients.set(key, client);
  return client;
}

/**
 * The name of the account that linked `walletAddress` (its e-mail's local part), or null when it is
 * not known here: how notifications name the other party of a rental instead of an address. The
 * accounts of this browser know their wallets; with Supabase nobody's is readable (row-level
 * security shows a user only their own profile, and public_profiles looks people up by id).
 */
export function nameOfLinkedWallet(walletAddress: string, environment: AccountsEnvironment = import.meta.env): string | null {
  return supabaseSettings(environment) ? null : new LocalAccountsClient().nameOfWallet(walletAddress);
}

/**
 * Where accounts live. When VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY are both set, in the
 * Supabase project they name (isMockAuth false; its client and supabase-js load on first use, so the
 * local mode does not download them). Otherwise in the in-browser store (isMockAuth true, TEST badge).
 */
export function createAccountsClient(environment: AccountsEnvironment = import.meta.env): AccountsClient {
  const settings = supabaseSettings(environment);
  if (settings) return lazySupabaseAccountsClient(settings);
  return new LocalAccountsClient();
}
