import type { AccountsClient } from './types';
import { LocalAccountsClient } from './LocalAccountsClient';

/**
 * Where accounts live. The seam for the hosted backend: when VITE_SUPABASE_URL and
 * VITE_SUPABASE_ANON_KEY are both set, return the Supabase implementation of `AccountsClient`
 * here (isMockAuth false). Otherwise the in-browser store is used (isMockAuth true, TEST badge).
 */
export function createAccountsClient(): AccountsClient {
  // Supabase branch goes here (features/accounts/supabase), chosen by the two variables above.
  return new LocalAccountsClient();
}
