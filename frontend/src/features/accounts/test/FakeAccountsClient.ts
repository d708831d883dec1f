import type {
  AccountsClient,
  MemberProfiles,
  ProfileDetails,
  PublicAccount,
  User,
  WalletAccount,
  WalletLinkProof,
} from '../types';

type Step<T> = () => Promise<T>;

/**
 * An AccountsClient whose answers each test sets. Plain functions rather than vi.fn(): vitest
 * reports a vi.fn()'s rejected promise as an error even when the test handles it.
 */
export class FakeAccountsClient implements AccountsClient, MemberProfiles {
  isMockAuth = true;
  session: Step<User | null> = async () => null;
  loginResult: Step<User> = async () => ({ id: 'u1', email: 'sam@example.com' });
  registerResult: Step<User> = async () => ({ id: 'u1', email: 'sam@example.com' });
  logoutResult: Step<void> = async () => {};
  nonceResult: Step<string> = async () => 'a1b2c3d4e5f6a7b8';
  linkResult: (user: User, proof: WalletLinkProof) => Promise<User> = async (user) => ({
    ...user,
    walletAddress: '0x9965507d1a55bcc2695c58ba16fb37d819b0a4dc',
  });
  /** The public accounts by id that readPublicAccount answers from; saveProfileDetails writes into them. */
  publicAccounts = new Map<string, PublicAccount>();
  saveResult: (user: User, details: ProfileDetails) => Promise<void> = async (user, details) => {
    const account = this.publicAccounts.get(user.id);
    if (account) this.publicAccounts.set(user.id, { ...account, ...details });
  };
  /** The accounts accountsOfWallets answers from, by lower-case wallet address. */
  walletAccounts = new Map<string, WalletAccount>();
  readonly calls: string[] = [];
  readonly proofs: WalletLinkProof[] = [];
  private listener: ((user: User | null) => void) | null = null;

  restoreSession() {
    this.calls.push('restoreSession');
    return this.session();
  }
  onAuthStateChange(listener: (user: User | null) => void) {
    this.listener = listener;
    return () => {
      this.listener = null;
    };
  }
  /** What the provider would report on its own (another tab, a refresh). */
  emit(user: User | null) {
    this.listener?.(user);
  }
  login(email: string, password: string) {
    this.calls.push(`login ${email} ${password}`);
    return this.loginResult();
  }
  register(email: string, password: string) {
    this.calls.push(`register ${email} ${password}`);
    return this.registerResult();
  }
  logout() {
    this.calls.push('logout');
    return this.logoutResult();
  }
  createWalletLinkNonce(user: User) {
    this.calls.push(`nonce ${user.id}`);
    return this.nonceResult();
  }
  linkWallet(user: User, proof: WalletLinkProof) {
    this.calls.push(`link ${user.id}`);
    this.proofs.push(proof);
    return this.linkResult(user, proof);
  }
  readPublicAccount(id: string) {
    this.calls.push(`public ${id}`);
    return Promise.resolve(this.publicAccounts.get(id) ?? null);
  }
  accountsOfWallets(walletAddresses: string[]) {
    this.calls.push(`accounts of ${walletAddresses.join(' ')}`);
    const wanted = walletAddresses.map((address) => address.toLowerCase());
    return Promise.resolve(new Map([...this.walletAccounts].filter(([address]) => wanted.includes(address))));
  }
  saveProfileDetails(user: User, details: ProfileDetails) {
    this.calls.push(`save details ${user.id}`);
    return this.saveResult(user, details);
  }
}
