import type { AccountsClient } from './types';
import { LocalAccountsClient } from './LocalAccountsClient';
import { createSupabaseAccountsClient } from './supabase/SupabaseAccountsClient';
import { supabaseSettings, type SupabaseEnvironment } from '../../shared/supabase/supabaseClient';

/** The two build variables that select Supabase (frontend/.env.local; see docs/supabase.md). */
export type AccountsEnvironment = SupabaseEnvironment;

/**
 * Where accounts live. When VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY are both set, in the
 * Supabase project they name (isMockAuth false; supabase-js itself loads on first use, so the
 * local mode does not download it). Otherwise in the in-browser store (isMockAuth true, TEST badge).
 */
export function createAccountsClient(environment: AccountsEnvironment = import.meta.env): AccountsClient {
  const settings = supabaseSettings(environment);
  if (settings) return createSupabaseAccountsClient(settings);
  return new LocalAccountsClient();
}
