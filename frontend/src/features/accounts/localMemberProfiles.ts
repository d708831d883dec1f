import { asPromise } from '../../shared/asPromise';
import { nameFromEmail } from '../../shared/names';
import { LocalAccountsClient } from './LocalAccountsClient';
import { readStoredAccounts } from './localAccountsStore';
import { detailsToSave } from './profileDetails';
import type { MemberProfiles, ProfileDetails, PublicAccount, User } from './types';

/** Members' public profiles in this browser's accounts store (for the profile pages only: not on the first page). */
export class LocalMemberProfiles implements MemberProfiles {
  private readonly store = new LocalAccountsClient();

  readPublicAccount(id: string): Promise<PublicAccount | null> {
    return asPromise(() => {
      const account = readStoredAccounts().find((candidate) => candidate.id === id);
      if (!account) return null;
      const { email, createdAt, walletAddress = '', bio = '', location = '' } = account;
      return { id, name: nameFromEmail(email), walletAddress, memberSince: createdAt, bio, location };
    });
  }

  saveProfileDetails(user: User, details: ProfileDetails): Promise<void> {
    return asPromise(() => {
      const account = this.store.requireSessionOf(user);
      const saved = detailsToSave(details);
      this.store.writeAccounts(readStoredAccounts().map((candidate) => (candidate.id === account.id ? { ...candidate, ...saved } : candidate)));
    });
  }
}
