/** The signed-in user as the app sees it (specification §3). */
export interface User {
  id: string;
  /** Empty string when the provider has none. */
  email: string;
  walletAddress?: string;
  /** When the account was made (ISO): the welcome notice is dated by it. Absent when the provider does not say. */
  createdAt?: string;
}

/** What a member writes about themselves for their public profile (Profile Settings). */
export interface ProfileDetails {
  bio: string;
  location: string;
}

/** What anyone may see of a member: the public profile's identity. */
export interface PublicAccount extends ProfileDetails {
  id: string;
  /** The e-mail's local part, as listings and chat name people. */
  name: string;
  /** The linked wallet (lower-case), '' when none. */
  walletAddress: string;
  /** ISO time the account was created. */
  memberSince: string;
}

/** The account that linked a wallet, as anyone may know it: its id (its profile is /user/<id>) and its name. */
export interface WalletAccount {
  id: string;
  /** The e-mail's local part, as listings and chat name people. */
  name: string;
}

/**
 * A Sign-In with Ethereum (EIP-4361) message and the wallet's signature of it: proof that the
 * user controls the wallet being linked. Verified before a link is saved (in the browser in
 * local mode, in the link-wallet Edge Function with Supabase).
 */
export interface WalletLinkProof {
  message: string;
  signature: string;
}

/**
 * Where accounts live. Two implementations: `LocalAccountsClient` (in-browser store, the
 * default, "mock-auth" mode with the TEST badge) and `SupabaseAccountsClient` (used when
 * VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY are set). Errors are thrown as `Error`s whose
 * message is shown to the user; the AuthProvider supplies the specification's fallbacks.
 */
export interface AccountsClient {
  /** True for the local store: the header shows the TEST badge. */
  readonly isMockAuth: boolean;
  /** The user of the session kept from an earlier visit, or null. */
  restoreSession: () => Promise<User | null>;
  /** Called with the user (profile re-read) or null on every sign-in, sign-out or refresh. Returns an unsubscribe function. */
  onAuthStateChange: (listener: (user: User | null) => void) => () => void;
  login: (email: string, password: string) => Promise<User>;
  register: (email: string, password: string) => Promise<User>;
  logout: () => Promise<void>;
  /** A fresh single-use nonce for the SIWE message that links a wallet to `user`. */
  createWalletLinkNonce: (user: User) => Promise<string>;
  /** Verifies the proof and saves the wallet (lower-case) on the user's profile; returns the updated user. */
  linkWallet: (user: User, proof: WalletLinkProof) => Promise<User>;
}

/** Members' public profiles, where the accounts live: anyone's identity, and the signed-in member's bio and location. */
export interface MemberProfiles {
  /** Anyone's public profile identity (no sign-in needed); null when no account has this id. */
  readPublicAccount: (id: string) => Promise<PublicAccount | null>;
  /** Saves the signed-in `user`'s bio and location, trimmed; refused over their limits (checkProfileDetails). */
  saveProfileDetails: (user: User, details: ProfileDetails) => Promise<void>;
  /**
   * The accounts that linked `walletAddresses` (any case), by lower-case address; a wallet no account
   * has linked is left out. Anyone may ask: notifications, rental cards, reviews and disputes name a
   * party by it and link to their profile.
   */
  accountsOfWallets: (walletAddresses: string[]) => Promise<Map<string, WalletAccount>>;
}
