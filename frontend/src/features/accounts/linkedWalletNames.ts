import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemberProfiles } from './memberProfiles';

// A module of its own: only the notifications (loaded after the first page) use it.

/** A name changes only when a member links a wallet or their e-mail changes: read again at most this often. */
const LINKED_WALLET_NAMES_REREAD_MS = 5 * 60_000;

const NO_NAMES: ReadonlyMap<string, string> = new Map();

/**
 * The names of the accounts that linked `walletAddresses` (e-mail local parts), by lower-case address:
 * how notifications name the other party of a rental instead of an address, from this browser's
 * accounts or from Supabase (useMemberProfiles). Empty while it is first read or when the read failed;
 * one read per set of wallets, whatever their order and case, and the last answer stays while the set changes.
 */
export function useLinkedWalletNames(walletAddresses: readonly string[]): ReadonlyMap<string, string> {
  const { namesOfWallets } = useMemberProfiles();
  const wanted = [...new Set(walletAddresses.map((address) => address.toLowerCase()))].sort();
  const read = useQuery({
    queryKey: ['linkedWalletNames', ...wanted],
    queryFn: () => namesOfWallets(wanted),
    enabled: wanted.length > 0,
    staleTime: LINKED_WALLET_NAMES_REREAD_MS,
    placeholderData: keepPreviousData,
  });
  return read.data ?? NO_NAMES;
}
