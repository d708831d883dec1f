import type { AccountsClient } from './types';
import { LocalAccountsClient } from './LocalAccountsClient';
import { createSupabaseAccountsClient } from './supabase/SupabaseAccountsClient';

/** The two build variables that select Supabase (frontend/.env.local; see the README). */
export interface AccountsEnvironment {
  VITE_SUPABASE_URL?: string;
  VITE_SUPABASE_ANON_KEY?: string;
}

/**
 * Where accounts live. When VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY are both set, in the
 * Supabase project they name (isMockAuth false; supabase-js itself loads on first use, so the
 * local mode does not download it). Otherwise in the in-browser store (isMockAuth true, TEST badge).
 */
export function createAccountsClient(environment: AccountsEnvironment = import.meta.env): AccountsClient {
  const url = environment.VITE_SUPABASE_URL?.trim();
  const anonKey = environment.VITE_SUPABASE_ANON_KEY?.trim();
  if (url && anonKey) return createSupabaseAccountsClient(url, anonKey);
  return new LocalAccountsClient();
}
