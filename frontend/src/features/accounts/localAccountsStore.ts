import type { PasswordHash } from './passwordHashing';
import { readStoredJson } from '../../shared/storage/storedJson';
import { fitsLimit, TEXT_LIMITS } from '../../shared/limits';

// The local accounts as this browser keeps them (localStorage), read by LocalAccountsClient and, for
// the wallets they have linked, by the local tools store. Its own small module: the tools feature
// reads it without taking the whole client with it.

/** A stored account: the profile row's fields plus the password hash (never the password). */
export interface StoredAccount {
  id: string;
  email: string;
  createdAt: string;
  walletAddress?: string;
  password: PasswordHash;
  /** The public profile's bio and location (Profile Settings); absent until first saved. */
  bio?: string;
  location?: string;
}

export const LOCAL_ACCOUNTS_STORAGE_KEYS = {
  accounts: 'toolshare.accounts.users',
  session: 'toolshare.accounts.session',
  nonces: 'toolshare.accounts.walletLinkNonces',
} as const;

// Deliberately loose, like the provider's: something@something.tld without spaces.
export const EMAIL_FORMAT = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
export const isNonEmptyString = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= 320;

function isPasswordHash(value: unknown): value is PasswordHash {
  return (
    isRecord(value) &&
    value.algorithm === 'PBKDF2-SHA256' &&
    typeof value.iterations === 'number' &&
    Number.isInteger(value.iterations) &&
    value.iterations > 0 &&
    isNonEmptyString(value.salt) &&
    isNonEmptyString(value.hash)
  );
}

/** A stored account as the app wrote it; anything else (corrupt, hand-edited) is not one. */
function isStoredAccount(value: unknown): value is StoredAccount {
  return (
    isRecord(value) &&
    isNonEmptyString(value.id) &&
    isNonEmptyString(value.email) &&
    EMAIL_FORMAT.test(value.email) &&
    typeof value.createdAt === 'string' &&
    !Number.isNaN(Date.parse(value.createdAt)) &&
    (value.walletAddress === undefined ||
      (typeof value.walletAddress === 'string' && /^0x[0-9a-f]{40}$/.test(value.walletAddress))) &&
    (value.bio === undefined || fitsLimit(value.bio, TEXT_LIMITS.profileBio)) &&
    (value.location === undefined || fitsLimit(value.location, TEXT_LIMITS.profileLocation)) &&
    isPasswordHash(value.password)
  );
}

/** The stored accounts, each checked: one that does not read as an account is dropped with a warning. */
export function readStoredAccounts(): StoredAccount[] {
  return readStoredJson<StoredAccount[]>(LOCAL_ACCOUNTS_STORAGE_KEYS.accounts, [], (parsed, warn) => {
    if (!Array.isArray(parsed)) return null;
    const accounts = parsed.filter(isStoredAccount);
    if (accounts.length < parsed.length)
      warn(`dropped ${parsed.length - accounts.length} account(s) that cannot be read`);
    return accounts;
  });
}

/**
 * The wallet each account of this browser has linked, by account id ('' for an account without one),
 * read now: a local listing is paid to its owner's linked wallet, whenever it was linked.
 */
export function localLinkedWallets(): Map<string, string> {
  return new Map(readStoredAccounts().map((account) => [account.id, account.walletAddress ?? '']));
}
