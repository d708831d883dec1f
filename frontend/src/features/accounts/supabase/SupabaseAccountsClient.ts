import type { Session, User as AuthUser } from '@supabase/supabase-js';
import type { Json } from '../../../shared/supabase/database.types';
import { publicProfileDocuments } from '../../../shared/supabase/publicProfiles';
import {
  loadSupabaseClient,
  type SupabaseSettings,
  type ToolshareSupabase as SupabaseClient,
} from '../../../shared/supabase/supabaseClient';
import type {
  AccountsClient,
  MemberProfiles,
  ProfileDetails,
  PublicAccount,
  User,
  WalletAccount,
  WalletLinkProof,
} from '../types';
import {
  authServiceError,
  edgeFunctionError,
  isIgnorableSignOutError,
  SUPABASE_ACCOUNT_ERRORS,
} from './supabaseErrors';

/** A row of public.users (supabase/migrations): the profile kept next to the auth user. */
export interface ProfileRow {
  id: string;
  email: string;
  created_at: string;
  wallet_address: string | null;
}

/** An account behind a wallet, as profile_names_by_wallet returns it: one object of its json[] value. */
interface WalletNameDocument {
  wallet_address: string;
  display_name: string;
  id: string;
}

/** The accounts profile_names_by_wallet returned (a json[] value, so that PostgREST has no column to filter). */
const walletNameDocuments = (names: Json[]): WalletNameDocument[] => names as unknown as WalletNameDocument[];

/** How many wallets profile_names_by_wallet considers at most in one call (supabase/migrations). */
const WALLETS_PER_NAME_LOOKUP = 100;

/** The Edge Function that verifies a wallet's SIWE signature and saves the wallet (supabase/functions/link-wallet). */
export const LINK_WALLET_FUNCTION = 'link-wallet';

function toUser(authUser: AuthUser, profile: Pick<ProfileRow, 'email' | 'wallet_address'> | null): User {
  const walletAddress = profile?.wallet_address;
  return {
    id: authUser.id,
    email: authUser.email ?? profile?.email ?? '',
    ...(walletAddress ? { walletAddress } : {}),
    ...(authUser.created_at ? { createdAt: authUser.created_at } : {}),
  };
}

/**
 * Accounts kept by Supabase: e-mail and password through Supabase Auth, the profile in the
 * `users` table (row-level security: each user reads only their own row), and wallets linked by
 * the link-wallet Edge Function, which alone may write `wallet_address`. Members' public profiles
 * (their identity, bio and location) are read and saved here too. Errors carry the
 * provider's message; the AuthProvider supplies the specification's fallbacks.
 */
export class SupabaseAccountsClient implements AccountsClient, MemberProfiles {
  readonly isMockAuth = false;
  private client: Promise<SupabaseClient> | null = null;

  /** `loadClient` is called once, on first use, so that supabase-js loads only in Supabase mode. */
  constructor(private readonly loadClient: () => Promise<SupabaseClient>) {}

  private supabase(): Promise<SupabaseClient> {
    this.client ??= this.loadClient();
    return this.client;
  }

  async restoreSession(): Promise<User | null> {
    const supabase = await this.supabase();
    const { data, error } = await supabase.auth.getSession();
    if (error) throw authServiceError(error);
    if (!data.session) return null;
    // The kept session is only what this browser remembers: ask the auth service whether it
    // still stands (a deleted user or a revoked session must not appear signed in).
    const { data: checked, error: userError } = await supabase.auth.getUser();
    if (userError) {
      // Offline or the service is down: keep the user signed in with what the session says.
      if (userError.name === 'AuthRetryableFetchError') return this.withProfile(supabase, data.session.user);
      await supabase.auth.signOut({ scope: 'local' });
      return null;
    }
    return this.withProfile(supabase, checked.user);
  }

  onAuthStateChange(listener: (user: User | null) => void): () => void {
    let active = true;
    let latestEvent = 0;
    let unsubscribe = () => {
      // Nothing to stop until the subscription below is made.
    };
    this.supabase()
      .then((supabase) => {
        if (!active) return;
        const { data } = supabase.auth.onAuthStateChange((event, session) => {
          // Start-up is restoreSession's job; every later change re-reads the profile.
          if (event === 'INITIAL_SESSION') return;
          const thisEvent = ++latestEvent;
          // Outside the callback: the auth client holds its session lock while it runs listeners,
          // and the profile query needs the session. Only the newest event's result is reported.
          setTimeout(() => {
            void this.userOfSession(supabase, session).then((user) => {
              if (active && thisEvent === latestEvent) listener(user);
            });
          }, 0);
        });
        unsubscribe = () => data.subscription.unsubscribe();
      })
      .catch((error: unknown) => console.error('Error loading the Supabase client:', error));
    return () => {
      active = false;
      unsubscribe();
    };
  }

  async login(email: string, password: string): Promise<User> {
    const supabase = await this.supabase();
    const { data, error } = await supabase.auth.signInWithPassword({ email: email.trim(), password });
    if (error) throw authServiceError(error);
    return this.withProfile(supabase, data.user);
  }

  async register(email: string, password: string): Promise<User> {
    const supabase = await this.supabase();
    const address = email.trim();
    const { data, error } = await supabase.auth.signUp({ email: address, password });
    if (error) throw authServiceError(error);
    // With "Confirm email" on in the project, sign-up starts no session until the link is opened.
    if (!data.user || !data.session) throw new Error(SUPABASE_ACCOUNT_ERRORS.confirmEmail(address));

    // The database's sign-up trigger has normally made this row already; the insert is kept for
    // a project without it, and changes nothing when the row exists. A failure is only logged (§8).
    const profile: Omit<ProfileRow, 'wallet_address'> = {
      id: data.user.id,
      email: data.user.email ?? address,
      created_at: new Date().toISOString(),
    };
    const { error: profileError } = await supabase
      .from('users')
      .upsert(profile, { onConflict: 'id', ignoreDuplicates: true });
    if (profileError) console.error('Error creating the user profile:', profileError);
    return toUser(data.user, null);
  }

  async logout(): Promise<void> {
    const supabase = await this.supabase();
    const { error } = await supabase.auth.signOut();
    if (error && !isIgnorableSignOutError(error)) throw authServiceError(error);
  }

  async createWalletLinkNonce(user: User): Promise<string> {
    const supabase = await this.supabase();
    await this.requireSessionOf(supabase, user);
    const { nonce } = await this.callLinkWallet(supabase, { action: 'nonce' });
    if (typeof nonce !== 'string') throw new Error('');
    return nonce;
  }

  async linkWallet(user: User, proof: WalletLinkProof): Promise<User> {
    const supabase = await this.supabase();
    await this.requireSessionOf(supabase, user);
    const { walletAddress } = await this.callLinkWallet(supabase, {
      action: 'link',
      message: proof.message,
      signature: proof.signature,
    });
    if (typeof walletAddress !== 'string') throw new Error('');
    return { ...user, walletAddress };
  }

  /** Through public_profiles, which anyone may call: users' rows are readable by their owners only. */
  async readPublicAccount(id: string): Promise<PublicAccount | null> {
    const supabase = await this.supabase();
    const { data, error } = await supabase.rpc('public_profiles', { user_ids: [id] });
    if (error) throw new Error(`Failed to fetch the profile: ${error.message}`, { cause: error });
    const row = publicProfileDocuments(data).at(0);
    return row
      ? {
          id: row.id,
          name: row.display_name,
          walletAddress: row.wallet_address,
          memberSince: row.member_since,
          bio: row.bio,
          location: row.location,
        }
      : null;
  }

  /** Through profile_names_by_wallet, which anyone may call, asking as many wallets at a time as it considers. */
  async accountsOfWallets(walletAddresses: string[]): Promise<Map<string, WalletAccount>> {
    const supabase = await this.supabase();
    const wanted = [...new Set(walletAddresses.map((address) => address.toLowerCase()))];
    const batches = Array.from({ length: Math.ceil(wanted.length / WALLETS_PER_NAME_LOOKUP) }, (_, index) =>
      wanted.slice(index * WALLETS_PER_NAME_LOOKUP, (index + 1) * WALLETS_PER_NAME_LOOKUP),
    );
    const answers = await Promise.all(
      batches.map((wallet_addresses) => supabase.rpc('profile_names_by_wallet', { wallet_addresses })),
    );
    const accounts = new Map<string, WalletAccount>();
    for (const { data, error } of answers) {
      if (error) throw new Error(`Failed to fetch the names of wallets: ${error.message}`, { cause: error });
      for (const row of walletNameDocuments(data))
        accounts.set(row.wallet_address, { id: row.id, name: row.display_name });
    }
    return accounts;
  }

  /**
   * Row-level security lets a user update their own row only; the database checks the limits too
   * (users_bio_length, users_location_length, named in the error). `details` come checked and trimmed
   * (memberProfiles.ts, which also words the database's refusals).
   */
  async saveProfileDetails(user: User, details: ProfileDetails): Promise<void> {
    const supabase = await this.supabase();
    await this.requireSessionOf(supabase, user);
    const { error } = await supabase.from('users').update(details).eq('id', user.id);
    if (error) throw new Error(`Failed to save your profile: ${error.message}`, { cause: error });
  }

  private async callLinkWallet(
    supabase: SupabaseClient,
    body: Record<string, string>,
  ): Promise<Record<string, unknown>> {
    const response = await supabase.functions.invoke<Record<string, unknown>>(LINK_WALLET_FUNCTION, { body });
    // supabase-js types the failure as `any`: it is whatever the function or the network gave.
    const error: unknown = response.error;
    if (error) throw await edgeFunctionError(error);
    return response.data ?? {};
  }

  private async requireSessionOf(supabase: SupabaseClient, user: User): Promise<void> {
    const { data } = await supabase.auth.getSession();
    if (data.session?.user.id !== user.id) throw new Error(SUPABASE_ACCOUNT_ERRORS.notSignedIn);
  }

  private async userOfSession(supabase: SupabaseClient, session: Session | null): Promise<User | null> {
    return session?.user ? this.withProfile(supabase, session.user) : null;
  }

  /** The user with the wallet from their profile row; if the row cannot be read, without it (logged, §8). */
  private async withProfile(supabase: SupabaseClient, authUser: AuthUser): Promise<User> {
    try {
      const { data, error } = await supabase
        .from('users')
        .select('email, wallet_address')
        .eq('id', authUser.id)
        .maybeSingle();
      if (error) throw error;
      return toUser(authUser, data);
    } catch (error) {
      console.error('Error fetching the user profile:', error);
      return toUser(authUser, null);
    }
  }
}

const clients = new Map<string, SupabaseAccountsClient>();

/** The app's accounts client for a Supabase project (one per project; its supabase-js client is the page's one). */
export function createSupabaseAccountsClient(settings: SupabaseSettings): SupabaseAccountsClient {
  const key = `${settings.url}|${settings.anonKey}`;
  let client = clients.get(key);
  if (!client) {
    client = new SupabaseAccountsClient(() => loadSupabaseClient(settings));
    clients.set(key, client);
  }
  return client;
}
