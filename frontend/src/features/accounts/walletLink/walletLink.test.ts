import { describe, expect, it } from 'vitest';
import { Wallet } from 'ethers';
import { buildWalletLinkMessage, verifyWalletLink, WALLET_LINK_ERRORS, type NonceStore } from './walletLink';

// Hardhat's well-known development keys: real signatures, no randomness.
const lenderWallet = new Wallet('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');
const strangerWallet = new Wallet('0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdcab365');

const USER = { id: '6f1c2d8e-3b4a-4c5d-9e8f-0a1b2c3d4e5f', email: 'alice@toolshare.test' };
const DOMAIN = 'localhost:5173';
const ISSUED_AT = new Date('2025-06-01T12:00:00.000Z');
const minutesAfterIssue = (minutes: number) => new Date(ISSUED_AT.getTime() + minutes * 60_000);

/** Nonces issued by the test, each consumable once (what the server's table does). */
class IssuedNonces implements NonceStore {
  private readonly unused = new Set<string>();
  private counter = 0;
  issue(): string {
    const nonce = `n0nce${String(++this.counter).padStart(8, '0')}`;
    this.unused.add(nonce);
    return nonce;
  }
  async consume(nonce: string): Promise<boolean> {
    return this.unused.delete(nonce);
  }
}

function linkMessage(nonce: string, overrides: Partial<Parameters<typeof buildWalletLinkMessage>[0]> = {}) {
  return buildWalletLinkMessage({
    address: lenderWallet.address.toLowerCase(),
    chainId: 5,
    domain: DOMAIN,
    uri: `http://${DOMAIN}`,
    nonce,
    userId: USER.id,
    email: USER.email,
    issuedAt: ISSUED_AT,
    ...overrides,
  });
}

describe('buildWalletLinkMessage', () => {
  it('writes an EIP-4361 message naming the site, the account, the wallet, the chain, the nonce and a 10-minute expiry', () => {
    const message = linkMessage('n0nce00000001');
    expect(message).toBe(
      [
        `${DOMAIN} wants you to sign in with your Ethereum account:`,
        lenderWallet.address,
        '',
        `Link this wallet to the Toolshare account ${USER.email} (${USER.id})`,
        '',
        `URI: http://${DOMAIN}`,
        'Version: 1',
        'Chain ID: 5',
        'Nonce: n0nce00000001',
        'Issued At: 2025-06-01T12:00:00.000Z',
        'Expiration Time: 2025-06-01T12:10:00.000Z',
      ].join('\n'),
    );
  });

  it('keeps the message valid for an e-mail address with characters EIP-4361 statements do not allow', async () => {
    const nonces = new IssuedNonces();
    const message = linkMessage(nonces.issue(), { email: 'a{b}|c@toolshare.test' });
    expect(message).toContain(`Link this wallet to the Toolshare account a?b??c@toolshare.test (${USER.id})`);
    const signature = await lenderWallet.signMessage(message);
    await expect(
      verifyWalletLink(
        { message, signature },
        { userId: USER.id, domain: DOMAIN, chainIds: [5], nonces, now: ISSUED_AT },
      ),
    ).resolves.toEqual({
      address: lenderWallet.address.toLowerCase(),
    });
  });
});

describe('verifyWalletLink', () => {
  it("accepts the named wallet's signature and returns its lower-case address", async () => {
    const nonces = new IssuedNonces();
    const message = linkMessage(nonces.issue());
    const signature = await lenderWallet.signMessage(message);
    await expect(
      verifyWalletLink(
        { message, signature },
        { userId: USER.id, domain: DOMAIN, chainIds: [5], nonces, now: minutesAfterIssue(9) },
      ),
    ).resolves.toEqual({ address: lenderWallet.address.toLowerCase() });
  });

  it("refuses another wallet's signature, and leaves the nonce for the genuine one", async () => {
    const nonces = new IssuedNonces();
    const message = linkMessage(nonces.issue());
    const expected = { userId: USER.id, domain: DOMAIN, chainIds: [5], nonces, now: ISSUED_AT };
    const forged = await strangerWallet.signMessage(message);
    await expect(verifyWalletLink({ message, signature: forged }, expected)).rejects.toThrow(
      WALLET_LINK_ERRORS.badSignature,
    );
    await expect(verifyWalletLink({ message, signature: '0xnot-a-signature' }, expected)).rejects.toThrow(
      WALLET_LINK_ERRORS.badSignature,
    );
    const genuine = await lenderWallet.signMessage(message);
    await expect(verifyWalletLink({ message, signature: genuine }, expected)).resolves.toEqual({
      address: lenderWallet.address.toLowerCase(),
    });
  });

  it('refuses a message altered after signing', async () => {
    const nonces = new IssuedNonces();
    const message = linkMessage(nonces.issue());
    const signature = await lenderWallet.signMessage(message);
    const altered = message.replace('Chain ID: 5', 'Chain ID: 1');
    // Both chains supported: what refuses it is the signature.
    await expect(
      verifyWalletLink(
        { message: altered, signature },
        { userId: USER.id, domain: DOMAIN, chainIds: [1, 5], nonces, now: ISSUED_AT },
      ),
    ).rejects.toThrow(WALLET_LINK_ERRORS.badSignature);
  });

  it('refuses a replayed proof: each nonce is used once', async () => {
    const nonces = new IssuedNonces();
    const message = linkMessage(nonces.issue());
    const proof = { message, signature: await lenderWallet.signMessage(message) };
    const expected = { userId: USER.id, domain: DOMAIN, chainIds: [5], nonces, now: ISSUED_AT };
    await verifyWalletLink(proof, expected);
    await expect(verifyWalletLink(proof, expected)).rejects.toThrow(WALLET_LINK_ERRORS.nonceUsed);
  });

  it('refuses a nonce that was never issued', async () => {
    const message = linkMessage('madeup12345');
    const signature = await lenderWallet.signMessage(message);
    await expect(
      verifyWalletLink(
        { message, signature },
        { userId: USER.id, domain: DOMAIN, chainIds: [5], nonces: new IssuedNonces(), now: ISSUED_AT },
      ),
    ).rejects.toThrow(WALLET_LINK_ERRORS.nonceUsed);
  });

  it('refuses an expired message', async () => {
    const nonces = new IssuedNonces();
    const message = linkMessage(nonces.issue());
    const signature = await lenderWallet.signMessage(message);
    await expect(
      verifyWalletLink(
        { message, signature },
        { userId: USER.id, domain: DOMAIN, chainIds: [5], nonces, now: minutesAfterIssue(10) },
      ),
    ).rejects.toThrow(WALLET_LINK_ERRORS.expired);
  });

  it('refuses a message without an expiry time, which would never expire', async () => {
    const nonces = new IssuedNonces();
    const message = linkMessage(nonces.issue()).replace(/\nExpiration Time: .*$/, '');
    const signature = await lenderWallet.signMessage(message);
    await expect(
      verifyWalletLink(
        { message, signature },
        { userId: USER.id, domain: DOMAIN, chainIds: [5], nonces, now: ISSUED_AT },
      ),
    ).rejects.toThrow(WALLET_LINK_ERRORS.expired);
  });

  it('refuses a message made for another site, naming that site', async () => {
    const nonces = new IssuedNonces();
    const message = linkMessage(nonces.issue(), { domain: 'toolshare.evil.test', uri: 'https://toolshare.evil.test' });
    const signature = await lenderWallet.signMessage(message);
    await expect(
      verifyWalletLink(
        { message, signature },
        { userId: USER.id, domain: DOMAIN, chainIds: [5], nonces, now: ISSUED_AT },
      ),
    ).rejects.toThrow('This wallet link request was made for another site (toolshare.evil.test).');
    // The server accepts a list of the app's hosts.
    await expect(
      verifyWalletLink(
        { message, signature },
        { userId: USER.id, domain: [DOMAIN, 'toolshare.evil.test'], chainIds: [5], nonces, now: ISSUED_AT },
      ),
    ).resolves.toEqual({ address: lenderWallet.address.toLowerCase() });
  });

  it('refuses a message that names another account', async () => {
    const nonces = new IssuedNonces();
    const message = linkMessage(nonces.issue(), { userId: 'someone-else', email: 'mallory@toolshare.test' });
    const signature = await lenderWallet.signMessage(message);
    await expect(
      verifyWalletLink(
        { message, signature },
        { userId: USER.id, domain: DOMAIN, chainIds: [5], nonces, now: ISSUED_AT },
      ),
    ).rejects.toThrow(WALLET_LINK_ERRORS.otherAccount);
  });

  it('refuses text that is not a Sign-In with Ethereum message', async () => {
    const signature = await lenderWallet.signMessage('hello');
    await expect(
      verifyWalletLink(
        { message: 'hello', signature },
        { userId: USER.id, domain: DOMAIN, chainIds: [5], nonces: new IssuedNonces(), now: ISSUED_AT },
      ),
    ).rejects.toThrow(WALLET_LINK_ERRORS.unreadable);
  });
});
