import { describe, expect, it } from 'vitest';
import { ACCOUNT_ERRORS, LOCAL_ACCOUNTS_STORAGE_KEYS, LocalAccountsClient } from './LocalAccountsClient';
import { localMemberProfiles } from './localMemberProfiles';
import { nth } from '../../test/defined';

const PASSWORD = 'correct-horse-42';
// Few PBKDF2 rounds keep the suite fast.
const fastClient = () => new LocalAccountsClient({ iterations: 1000, domain: () => 'toolshare.test' });
/** Reads the same store at each call; taken apart as the profile pages do (useMemberProfiles' functions). */
const { readPublicAccount, saveProfileDetails } = localMemberProfiles();
const profiles = { readPublicAccount, saveProfileDetails };
const storedAccounts = () =>
  JSON.parse(localStorage.getItem(LOCAL_ACCOUNTS_STORAGE_KEYS.accounts) ?? '[]') as Record<string, unknown>[];

describe("localMemberProfiles: public profiles in this browser's accounts store", () => {
  it('shows anyone the name, wallet, member-since date, bio and location of an account, and nothing for an unknown id', async () => {
    const client = fastClient();
    const user = await client.register('Sam@Toolshare.test', PASSWORD);
    const createdAt = nth(storedAccounts(), 0, 'the account').createdAt;
    await client.logout();
    expect(await profiles.readPublicAccount(user.id)).toEqual({
      id: user.id,
      name: 'sam',
      walletAddress: '',
      memberSince: createdAt,
      bio: '',
      location: '',
    });
    expect(await profiles.readPublicAccount('no-such-id')).toBeNull();
  });

  it("saves the signed-in user's bio and location, trimmed, within their limits", async () => {
    const client = fastClient();
    const user = await client.register('sam@toolshare.test', PASSWORD);
    await profiles.saveProfileDetails(user, { bio: '  Weekend woodworker.  ', location: 'Springfield ' });
    expect(await profiles.readPublicAccount(user.id)).toMatchObject({
      bio: 'Weekend woodworker.',
      location: 'Springfield',
    });
    await expect(profiles.saveProfileDetails(user, { bio: 'b'.repeat(501), location: '' })).rejects.toThrow(
      'Your bio can be at most 500 characters.',
    );
    await expect(profiles.saveProfileDetails(user, { bio: '', location: 'l'.repeat(101) })).rejects.toThrow(
      'Your location can be at most 100 characters.',
    );
    // The longest allowed are kept, and the account still reads back (a stored value over a limit would drop it).
    await profiles.saveProfileDetails(user, { bio: 'b'.repeat(500), location: 'l'.repeat(100) });
    expect(await new LocalAccountsClient().restoreSession()).toMatchObject({ id: user.id });
  });

  it("refuses to save another account's details", async () => {
    const client = fastClient();
    const sam = await client.register('sam@toolshare.test', PASSWORD);
    await client.register('kim@toolshare.test', PASSWORD);
    await expect(profiles.saveProfileDetails(sam, { bio: 'Not Sam', location: '' })).rejects.toThrow(
      ACCOUNT_ERRORS.notSignedIn,
    );
    expect(await profiles.readPublicAccount(sam.id)).toMatchObject({ bio: '' });
  });
});
