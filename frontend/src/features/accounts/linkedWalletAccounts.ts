import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemberProfiles } from './memberProfiles';
import type { MemberProfiles, WalletAccount } from './types';

// A module of its own: the screens that name people by wallet (notifications, rental cards, reviews,
// the Dispute Center) load after the first page.

/** A name changes only when a member links a wallet or their e-mail changes: read again at most this often. */
const LINKED_WALLET_ACCOUNTS_REREAD_MS = 5 * 60_000;

type AccountsOfWallets = MemberProfiles['accountsOfWallets'];

interface Waiter {
  resolve: (account: WalletAccount | null) => void;
  reject: (error: unknown) => void;
}

/** The wallets asked since the last lookup went out, each with whoever waits for its account. */
let batch: Map<string, Waiter[]> | null = null;

/**
 * The account of one lower-case wallet, asked together with every other wallet asked in the same
 * task: a page of rental cards mounts all its names in one commit, and makes one lookup (the
 * Supabase client splits it by the 100 wallets its function considers). Every MemberProfiles answers
 * alike, so the first asker's is used.
 */
function batchedAccountOf(accountsOfWallets: AccountsOfWallets, wallet: string): Promise<WalletAccount | null> {
  return new Promise((resolve, reject) => {
    if (!batch) {
      const asked = new Map<string, Waiter[]>();
      batch = asked;
      queueMicrotask(() => {
        batch = null;
        // As a promise even when the lookup throws at once: every waiter hears of it.
        const lookup = async () => accountsOfWallets([...asked.keys()]);
        lookup().then(
          (found) =>
            asked.forEach((waiters, key) => waiters.forEach((waiter) => waiter.resolve(found.get(key) ?? null))),
          (error: unknown) => asked.forEach((waiters) => waiters.forEach((waiter) => waiter.reject(error))),
        );
      });
    }
    const waiters = batch.get(wallet) ?? [];
    batch.set(wallet, [...waiters, { resolve, reject }]);
  });
}

/** The one query of a wallet's account, shared by every screen that names it. */
function walletAccountQuery(accountsOfWallets: AccountsOfWallets, wallet: string) {
  return {
    queryKey: ['linkedWalletAccount', wallet],
    queryFn: () => batchedAccountOf(accountsOfWallets, wallet),
    staleTime: LINKED_WALLET_ACCOUNTS_REREAD_MS,
  };
}

/**
 * The account that linked `walletAddress` (any case), from this browser's accounts or from Supabase
 * (useMemberProfiles): how a screen names a party it knows only by wallet and links to their profile.
 * Null for a wallet no account linked, and while it is read or when the read failed (the address stands alone).
 */
export function useLinkedWalletAccount(walletAddress: string): WalletAccount | null {
  const { accountsOfWallets } = useMemberProfiles();
  const wallet = walletAddress.toLowerCase();
  return useQuery({ ...walletAccountQuery(accountsOfWallets, wallet), enabled: wallet !== '' }).data ?? null;
}

const NO_ACCOUNTS: ReadonlyMap<string, WalletAccount> = new Map();

/**
 * The accounts that linked `walletAddresses` (id and e-mail local part), by lower-case address, each
 * read through useLinkedWalletAccount's query (one lookup for all, shared with the other screens); a
 * wallet no account linked is left out. Empty while first read or when the read failed; one read per
 * set of wallets, whatever their order and case, and the last answer stays while the set changes.
 * (One query of the set rather than useQueries: that would add its observer to the home page's framework chunk.)
 */
export function useLinkedWalletAccounts(walletAddresses: readonly string[]): ReadonlyMap<string, WalletAccount> {
  const { accountsOfWallets } = useMemberProfiles();
  const queryClient = useQueryClient();
  const wanted = [...new Set(walletAddresses.map((address) => address.toLowerCase()))].filter(Boolean).sort();
  const read = useQuery({
    queryKey: ['linkedWalletAccounts', ...wanted],
    queryFn: async () => {
      const accounts = await Promise.all(
        wanted.map((wallet) => queryClient.query(walletAccountQuery(accountsOfWallets, wallet))),
      );
      return new Map(accounts.flatMap((account, index) => (account ? [[wanted[index] ?? '', account] as const] : [])));
    },
    enabled: wanted.length > 0,
    staleTime: LINKED_WALLET_ACCOUNTS_REREAD_MS,
    placeholderData: keepPreviousData,
  });
  return read.data ?? NO_ACCOUNTS;
}
