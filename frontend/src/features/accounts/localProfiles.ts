import { nameFromEmail } from '../../shared/names';
import type { PublicAccount } from './types';

// The local accounts store's public profiles, loaded when a profile is shown (not with the first
// page, which the local accounts client is part of).

/** What everyone may see of a stored account. */
export function publicAccountOf(account: { id: string; email: string; createdAt: string; walletAddress?: string; bio?: string; location?: string }): PublicAccount {
  return {
    id: account.id,
    name: nameFromEmail(account.email),
    walletAddress: account.walletAddress ?? '',
    memberSince: account.createdAt,
    bio: account.bio ?? '',
    location: account.location ?? '',
  };
}
