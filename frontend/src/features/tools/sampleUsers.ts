import catalogue from './sampleTools.json';
import { nameFromEmail } from '../../shared/names';

/**
 * The specification's sample data belongs to the sample users: the four owners of the sample
 * catalogue (alice, bob, carol, dave), whose wallets are Hardhat's development accounts 1–4. Sample
 * rentals, chats and notifications are shown to them only (a demo account: the account of one of
 * their e-mails, or any account with one of their wallets), marked "Sample"; every other account
 * starts empty.
 */
export interface SampleUser {
  id: string;
  email: string;
  name: string;
  walletAddress: string;
}

const SAMPLE_USERS: readonly SampleUser[] = catalogue.owners.map((owner) => ({
  id: owner.id,
  email: owner.email,
  name: nameFromEmail(owner.email),
  walletAddress: owner.walletAddress,
}));

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The sample user whose wallet is `address`, or null. */
export function sampleUserOfWallet(address: string | null | undefined): SampleUser | null {
  if (!address) return null;
  return SAMPLE_USERS.find((user) => same(user.walletAddress, address)) ?? null;
}

/** The sample user an account stands for (by its e-mail or its linked wallet), or null for everyone else. */
export function sampleUserOfAccount(account: { email: string; walletAddress?: string | null }): SampleUser | null {
  return SAMPLE_USERS.find((user) => same(user.email, account.email)) ?? sampleUserOfWallet(account.walletAddress);
}
