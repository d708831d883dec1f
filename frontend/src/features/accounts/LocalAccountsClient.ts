import type { AccountsClient, User, WalletLinkProof } from './types';
import { hashPassword, verifyPassword, PBKDF2_ITERATIONS } from './passwordHashing';
import { LocalNonceStore } from './LocalNonceStore';
import { readStoredJson } from '../../shared/storage/storedJson';
import {
  EMAIL_FORMAT,
  LOCAL_ACCOUNTS_STORAGE_KEYS,
  isNonEmptyString,
  isRecord,
  readStoredAccounts,
  type StoredAccount,
} from './localAccountsStore';
import { asPromise } from '../../shared/asPromise';
import { SUPPORTED_CHAIN_IDS } from '../chain';

export { LOCAL_ACCOUNTS_STORAGE_KEYS } from './localAccountsStore';

interface StoredSession {
  userId: string;
}

/** The hosted provider's own messages, so both modes read the same to the user. */
export const ACCOUNT_ERRORS = {
  invalidCredentials: 'Invalid login credentials',
  alreadyRegistered: 'User already registered',
  invalidEmail: 'Unable to validate email address: invalid format',
  missingCredentials: 'You must provide either an email or phone number and a password',
  weakPassword: 'Password should be at least 8 characters.',
  notSignedIn: 'You must be logged in to link a wallet',
  walletTaken: 'This wallet is already linked to another account',
} as const;

const MIN_PASSWORD_LENGTH = 8;

const normaliseEmail = (email: string) => email.trim().toLowerCase();

const toUser = (account: StoredAccount): User => ({
  id: account.id,
  email: account.email,
  ...(account.walletAddress ? { walletAddress: account.walletAddress } : {}),
  createdAt: account.createdAt,
});

export interface LocalAccountsClientOptions {
  /** PBKDF2 rounds for new passwords; tests may lower it, the app never does. */
  iterations?: number;
  nonces?: LocalNonceStore;
  /** The host a wallet-link message must name. */
  domain?: () => string;
  /** The origin a wallet-link message's URI must be on. */
  origin?: () => string;
}

/**
 * Accounts kept in this browser's localStorage: the default "mock-auth" mode (TEST badge). The
 * session survives reloads until sign-out. Passwords are hashed with PBKDF2 (see passwordHashing.ts).
 */
export class LocalAccountsClient implements AccountsClient {
  readonly isMockAuth = true;
  private readonly listeners = new Set<(user: User | null) => void>();
  private readonly iterations: number;
  private readonly nonces: LocalNonceStore;
  private readonly domain: () => string;
  private readonly origin: () => string;

  constructor(options: LocalAccountsClientOptions = {}) {
    this.iterations = options.iterations ?? PBKDF2_ITERATIONS;
    this.nonces = options.nonces ?? new LocalNonceStore(LOCAL_ACCOUNTS_STORAGE_KEYS.nonces);
    this.domain = options.domain ?? (() => window.location.host);
    this.origin = options.origin ?? (() => window.location.origin);
  }

  restoreSession(): Promise<User | null> {
    return asPromise(() => {
      const account = this.sessionAccount();
      return account ? toUser(account) : null;
    });
  }

  onAuthStateChange(listener: (user: User | null) => void): () => void {
    this.listeners.add(listener);
    // A sign-in or sign-out in another tab changes the stored session: follow it here too.
    const onStorage = (event: StorageEvent) => {
      if (event.key !== LOCAL_ACCOUNTS_STORAGE_KEYS.session && event.key !== null) return;
      const account = this.sessionAccount();
      listener(account ? toUser(account) : null);
    };
    window.addEventListener('storage', onStorage);
    return () => {
      this.listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  }

  async login(email: string, password: string): Promise<User> {
    const address = normaliseEmail(email);
    if (!address || !password) throw new Error(ACCOUNT_ERRORS.missingCredentials);
    const account = this.readAccounts().find((candidate) => candidate.email === address);
    // Unknown e-mail and wrong password read the same, so the message does not reveal who has an account.
    if (!account || !(await verifyPassword(password, account.password)))
      throw new Error(ACCOUNT_ERRORS.invalidCredentials);
    return this.startSession(account);
  }

  async register(email: string, password: string): Promise<User> {
    const address = normaliseEmail(email);
    if (!address || !password) throw new Error(ACCOUNT_ERRORS.missingCredentials);
    if (!EMAIL_FORMAT.test(address)) throw new Error(ACCOUNT_ERRORS.invalidEmail);
    if (password.length < MIN_PASSWORD_LENGTH) throw new Error(ACCOUNT_ERRORS.weakPassword);
    if (this.readAccounts().some((candidate) => candidate.email === address))
      throw new Error(ACCOUNT_ERRORS.alreadyRegistered);

    const account: StoredAccount = {
      id: crypto.randomUUID(),
      email: address,
      createdAt: new Date().toISOString(),
      password: await hashPassword(password, this.iterations),
    };
    // Read again after the (slow) hashing: another registration may have been saved meanwhile.
    const accounts = this.readAccounts();
    if (accounts.some((candidate) => candidate.email === address)) throw new Error(ACCOUNT_ERRORS.alreadyRegistered);
    this.writeAccounts([...accounts, account]);
    return this.startSession(account);
  }

  logout(): Promise<void> {
    return asPromise(() => {
      localStorage.removeItem(LOCAL_ACCOUNTS_STORAGE_KEYS.session);
      this.emit(null);
    });
  }

  createWalletLinkNonce(user: User): Promise<string> {
    return asPromise(() => {
      this.requireSessionOf(user);
      return this.nonces.issue();
    });
  }

  async linkWallet(user: User, proof: WalletLinkProof): Promise<User> {
    const account = this.requireSessionOf(user);
    // Loaded on first use: SIWE verification is not needed to show a page.
    const { verifyWalletLink } = await import('./walletLink/walletLink');
    const { address } = await verifyWalletLink(proof, {
      userId: account.id,
      domain: this.domain(),
      origins: [this.origin()],
      // The wallet button's networks (hex ids, e.g. 0x5).
      chainIds: SUPPORTED_CHAIN_IDS.map(Number),
      nonces: this.nonces,
    });
    const walletAddress = address.toLowerCase();

    const accounts = this.readAccounts();
    if (accounts.some((other) => other.id !== account.id && other.walletAddress === walletAddress)) {
      throw new Error(ACCOUNT_ERRORS.walletTaken);
    }
    const updated: StoredAccount = { ...account, walletAddress };
    this.writeAccounts(accounts.map((candidate) => (candidate.id === account.id ? updated : candidate)));
    const linkedUser = toUser(updated);
    this.emit(linkedUser);
    return linkedUser;
  }

  private startSession(account: StoredAccount): User {
    const session: StoredSession = { userId: account.id };
    localStorage.setItem(LOCAL_ACCOUNTS_STORAGE_KEYS.session, JSON.stringify(session));
    const user = toUser(account);
    this.emit(user);
    return user;
  }

  /** The stored account of the signed-in user, if `user` is the one signed in (also for localMemberProfiles). */
  requireSessionOf(user: User): StoredAccount {
    const account = this.sessionAccount();
    if (account?.id !== user.id) throw new Error(ACCOUNT_ERRORS.notSignedIn);
    return account;
  }

  /** The signed-in account: a session that does not read, or names no stored account, is none. */
  private sessionAccount(): StoredAccount | null {
    const session = readStoredJson<StoredSession | null>(LOCAL_ACCOUNTS_STORAGE_KEYS.session, null, (parsed) =>
      isRecord(parsed) && isNonEmptyString(parsed.userId) ? { userId: parsed.userId } : null,
    );
    if (!session) return null;
    return this.readAccounts().find((account) => account.id === session.userId) ?? null;
  }

  private readAccounts(): StoredAccount[] {
    return readStoredAccounts();
  }

  writeAccounts(accounts: StoredAccount[]): void {
    localStorage.setItem(LOCAL_ACCOUNTS_STORAGE_KEYS.accounts, JSON.stringify(accounts));
  }

  private emit(user: User | null): void {
    this.listeners.forEach((listener) => listener(user));
  }
}
