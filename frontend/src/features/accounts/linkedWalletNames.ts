import { supabaseSettings, type SupabaseEnvironment } from '../../shared/supabase/supabaseClient';
import { nameFromEmail } from '../../shared/names';
import { readStoredAccounts } from './localAccountsStore';

// A module of its own: only the notifications (loaded after the first page) ask it, and the local
// accounts' storage reading it needs stays off the first page.

/**
 * The name of the account that linked `walletAddress` (its e-mail's local part), or null when it is
 * not known here: how notifications name the other party of a rental instead of an address. The
 * accounts of this browser know their wallets; with Supabase nobody's is readable (row-level
 * security shows a user only their own profile, and public_profiles looks people up by id).
 */
export function nameOfLinkedWallet(walletAddress: string, environment: SupabaseEnvironment = import.meta.env): string | null {
  if (supabaseSettings(environment)) return null;
  const address = walletAddress.toLowerCase();
  const account = readStoredAccounts().find((candidate) => candidate.walletAddress?.toLowerCase() === address);
  return account ? nameFromEmail(account.email) : null;
}
