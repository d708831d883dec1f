import { describe, expect, it, vi } from 'vitest';
import { Wallet } from 'ethers';
import { ACCOUNT_ERRORS, LOCAL_ACCOUNTS_STORAGE_KEYS, LocalAccountsClient } from './LocalAccountsClient';
import { LocalNonceStore } from './LocalNonceStore';
import { localMemberProfiles } from './localMemberProfiles';
import { PBKDF2_ITERATIONS } from './passwordHashing';
import { WALLET_LINK_ERRORS, buildWalletLinkMessage } from './walletLink/walletLink';
import type { User } from './types';
import { nth } from '../../test/defined';

const PASSWORD = 'correct-horse-42';
// Few rounds keep the suite fast; one test checks the real default.
const fastClient = () =>
  new LocalAccountsClient({ iterations: 1000, domain: () => 'toolshare.test', origin: () => 'https://toolshare.test' });

// Hardhat's development account #5 and #6: real wallets that sign the Sign-In with Ethereum message.
const SAMS_WALLET = new Wallet('0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba');
const OTHER_WALLET = new Wallet('0x92db14e403b83dfe3df233f83dfa3a0d7096f21ca9b0d6d6b8d88b2b4ec1564e');

/** What the app sends to link `wallet` to `user`: the message naming a nonce the client issued, signed by `signer` (the wallet itself by default). */
async function linkProof(client: LocalAccountsClient, user: User, wallet: Wallet, signer: Wallet = wallet) {
  const nonce = await client.createWalletLinkNonce(user);
  const message = buildWalletLinkMessage({
    domain: 'toolshare.test',
    uri: 'https://toolshare.test',
    address: wallet.address,
    chainId: 5,
    nonce,
    userId: user.id,
    email: user.email,
  });
  return { nonce, proof: { message, signature: await signer.signMessage(message) } };
}
const storedAccounts = () =>
  JSON.parse(localStorage.getItem(LOCAL_ACCOUNTS_STORAGE_KEYS.accounts) ?? '[]') as Record<string, unknown>[];

describe('LocalAccountsClient', () => {
  it('is the mock-auth mode', () => {
    expect(fastClient().isMockAuth).toBe(true);
  });

  it('keeps a PBKDF2 hash with a random salt and never the password itself', async () => {
    const client = new LocalAccountsClient();
    await client.register('sam@example.com', PASSWORD);
    await client.logout();
    await client.register('kim@example.com', PASSWORD);

    const everything = JSON.stringify(localStorage);
    expect(everything).not.toContain(PASSWORD);
    const stored = storedAccounts() as {
      password: { algorithm: string; iterations: number; salt: string; hash: string };
    }[];
    const sam = nth(stored, 0, 'stored account');
    const kim = nth(stored, 1, 'stored account');
    expect(sam.password.algorithm).toBe('PBKDF2-SHA256');
    expect(sam.password.iterations).toBe(PBKDF2_ITERATIONS);
    expect(PBKDF2_ITERATIONS).toBeGreaterThanOrEqual(100_000);
    expect(atob(sam.password.salt)).toHaveLength(16);
    // Same password, different salts: different hashes.
    expect(sam.password.salt).not.toBe(kim.password.salt);
    expect(sam.password.hash).not.toBe(kim.password.hash);
  });

  it('signs in with the right password and refuses a wrong one or an unknown e-mail alike', async () => {
    const client = fastClient();
    const registered = await client.register('Sam@Example.com ', PASSWORD);
    expect(registered.email).toBe('sam@example.com');
    await client.logout();

    await expect(client.login('sam@example.com', 'wrong-password')).rejects.toThrow(ACCOUNT_ERRORS.invalidCredentials);
    await expect(client.login('nobody@example.com', PASSWORD)).rejects.toThrow(ACCOUNT_ERRORS.invalidCredentials);
    expect(await client.restoreSession()).toBeNull();

    const user = await client.login('SAM@example.com', PASSWORD);
    // Signing in again keeps the time the account was made (the welcome notice is dated by it).
    expect(user).toEqual({ id: registered.id, email: 'sam@example.com', createdAt: registered.createdAt });
    expect(Date.parse(registered.createdAt ?? '')).not.toBeNaN();
  });

  it('refuses a second account for the same e-mail, in any case', async () => {
    const client = fastClient();
    await client.register('sam@example.com', PASSWORD);
    await expect(client.register('SAM@example.com', 'another-password')).rejects.toThrow(
      ACCOUNT_ERRORS.alreadyRegistered,
    );
    expect(storedAccounts()).toHaveLength(1);
  });

  it('checks the e-mail format, the password length and that both are given', async () => {
    const client = fastClient();
    await expect(client.register('not-an-email', PASSWORD)).rejects.toThrow(
      'Unable to validate email address: invalid format',
    );
    await expect(client.register('sam@example.com', 'short')).rejects.toThrow(ACCOUNT_ERRORS.weakPassword);
    await expect(client.login('', PASSWORD)).rejects.toThrow(ACCOUNT_ERRORS.missingCredentials);
    expect(storedAccounts()).toHaveLength(0);
  });

  it('restores the session in a new client (a reload) until sign-out', async () => {
    const user = await fastClient().register('sam@example.com', PASSWORD);
    const afterReload = fastClient();
    expect(await afterReload.restoreSession()).toEqual(user);
    await afterReload.logout();
    expect(await fastClient().restoreSession()).toBeNull();
  });

  it('tells listeners about sign-in and sign-out, until they unsubscribe', async () => {
    const client = fastClient();
    const listener = vi.fn();
    const unsubscribe = client.onAuthStateChange(listener);
    const user = await client.register('sam@example.com', PASSWORD);
    await client.logout();
    expect(listener.mock.calls).toEqual([[user], [null]]);
    unsubscribe();
    await client.login('sam@example.com', PASSWORD);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('links a verified wallet in lower case, checking the proof against its own nonces and host', async () => {
    const client = fastClient();
    const user = await client.register('sam@example.com', PASSWORD);
    const { nonce, proof } = await linkProof(client, user, SAMS_WALLET);
    expect(nonce).toMatch(/^[0-9a-f]{32}$/);

    const linked = await client.linkWallet(user, proof);

    expect(linked.walletAddress).toBe('0x9965507d1a55bcc2695c58ba16fb37d819b0a4dc');
    // The nonce is spent: the same proof again is refused.
    await expect(client.linkWallet(user, proof)).rejects.toThrow(WALLET_LINK_ERRORS.nonceUsed);
    // A proof made for another site is refused.
    const elsewhere = await linkProof(client, user, SAMS_WALLET);
    const otherSite = new LocalAccountsClient({
      iterations: 1000,
      domain: () => 'elsewhere.test',
      origin: () => 'https://elsewhere.test',
    });
    await expect(otherSite.linkWallet(user, elsewhere.proof)).rejects.toThrow(
      WALLET_LINK_ERRORS.otherSite('toolshare.test'),
    );
    // And the link survives a reload.
    expect((await fastClient().restoreSession())?.walletAddress).toBe('0x9965507d1a55bcc2695c58ba16fb37d819b0a4dc');
    // The other party of a rental is named by the account that linked its wallet, in any casing; an unknown wallet by nobody.
    const accounts = await localMemberProfiles().accountsOfWallets([
      '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc',
      '0x976EA74026E726554dB657fA54763abd0C3a0aa9',
    ]);
    expect(accounts).toEqual(new Map([['0x9965507d1a55bcc2695c58ba16fb37d819b0a4dc', { id: user.id, name: 'sam' }]]));
  });

  it('does not save a wallet whose proof fails', async () => {
    const client = fastClient();
    const user = await client.register('sam@example.com', PASSWORD);
    // The message names Sam's wallet, but another wallet signed it.
    const { proof } = await linkProof(client, user, SAMS_WALLET, OTHER_WALLET);
    await expect(client.linkWallet(user, proof)).rejects.toThrow(WALLET_LINK_ERRORS.badSignature);
    expect((await client.restoreSession())?.walletAddress).toBeUndefined();
  });

  it('refuses to link for a user who is not signed in, or a wallet another account has', async () => {
    const client = fastClient();
    const sam = await client.register('sam@example.com', PASSWORD);
    await client.linkWallet(sam, (await linkProof(client, sam, SAMS_WALLET)).proof);
    const unused = await linkProof(client, sam, SAMS_WALLET);
    await client.logout();

    await expect(client.createWalletLinkNonce(sam)).rejects.toThrow('You must be logged in to link a wallet');
    await expect(client.linkWallet(sam, unused.proof)).rejects.toThrow('You must be logged in to link a wallet');

    const kim = await client.register('kim@example.com', PASSWORD);
    await expect(client.linkWallet(kim, (await linkProof(client, kim, SAMS_WALLET)).proof)).rejects.toThrow(
      ACCOUNT_ERRORS.walletTaken,
    );
  });
});

describe('LocalNonceStore', () => {
  it('forgets nonces after ten minutes', async () => {
    let now = 1_000_000;
    const store = new LocalNonceStore('test.nonces', () => now);
    const nonce = store.issue();
    now += 10 * 60 * 1000 + 1;
    expect(await store.consume(nonce)).toBe(false);
  });

  it('never accepts a nonce it did not issue', async () => {
    const store = new LocalNonceStore('test.nonces');
    store.issue();
    expect(await store.consume('0123456789abcdef')).toBe(false);
  });
});
