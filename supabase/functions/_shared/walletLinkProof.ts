/**
 * Proof that a user controls the wallet they link to their Toolshare account: a Sign-In with
 * Ethereum (EIP-4361) message naming the account, signed by the wallet.
 *
 * One module for both sides: the browser imports it (through
 * frontend/src/features/accounts/walletLink/walletLink.ts) to build the message, and to verify it
 * in local mode; the link-wallet Edge Function imports it to verify on the server. It lives under
 * supabase/functions/ because the Edge Function bundler only takes files from there, and it
 * imports nothing but npm packages (mapped by the function's deno.json) so both runtimes can load it.
 */
import { SiweMessage } from 'siwe';
import { getAddress, verifyMessage } from 'ethers';

/** How long a signed wallet-link message stays acceptable (the server's nonces live as long). */
export const WALLET_LINK_LIFETIME_MS = 10 * 60 * 1000;

const STATEMENT_PREFIX = 'Link this wallet to the Toolshare account ';

export const WALLET_LINK_ERRORS = {
  unreadable: 'The wallet link request could not be read. Please try again.',
  otherSite: (domain: string) => `This wallet link request was made for another site (${domain}).`,
  otherOrigin: (uri: string) => `This wallet link request names another site's address (${uri}).`,
  otherChain: (chainId: number) =>
    `This wallet link request is for a network the app does not support (chain ${chainId}). Switch your wallet's network and try again.`,
  otherAccount: 'This wallet link request is for another account.',
  expired: 'This wallet link request has expired. Please try again.',
  notYetValid: 'This wallet link request is not valid yet.',
  badSignature: 'The signature does not come from the wallet being linked.',
  nonceUsed: 'This wallet link request was already used or has expired. Please try again.',
} as const;

export interface WalletLinkMessageInput {
  address: string;
  chainId: number;
  /** The site's host, e.g. "localhost:5173". */
  domain: string;
  /** The site's origin, e.g. "http://localhost:5173". */
  uri: string;
  nonce: string;
  userId: string;
  email: string;
  issuedAt?: Date;
}

/** The signed message and the wallet's signature (the front end's `WalletLinkProof`). */
export interface SignedWalletLinkMessage {
  message: string;
  signature: string;
}

/** Nonces are single-use: `consume` returns true once for a nonce that was issued, then false. */
export interface NonceStore {
  consume: (nonce: string) => Promise<boolean>;
}

export interface WalletLinkExpectation {
  /** The account the wallet is being linked to: the message must name it. */
  userId: string;
  /** The site's host, or the hosts the server accepts. */
  domain: string | readonly string[];
  /** The chains the app supports: a message naming any other chain is refused. */
  chainIds: readonly number[];
  /**
   * The origins the message's URI may be on. By default the secure origin of each accepted host
   * (https://<host>), and http://<host> too for a host on this machine (localhost, 127.0.0.1).
   */
  origins?: readonly string[];
  nonces: NonceStore;
  now?: Date;
}

// EIP-4361 statements allow only these characters; any other character of an e-mail address is
// shown as "?" (the account id after it is what the check relies on).
const NOT_ALLOWED_IN_STATEMENT = /[^A-Za-z0-9 !#$&'()*+,\-./:;=?@[\]_~]/g;

function statementFor(userId: string, email: string): string {
  const label = email.replace(NOT_ALLOWED_IN_STATEMENT, '?').trim();
  return `${STATEMENT_PREFIX}${label ? `${label} ` : ''}(${userId})`;
}

function namesAccount(statement: string | undefined, userId: string): boolean {
  return !!statement && statement.startsWith(STATEMENT_PREFIX) && statement.endsWith(`(${userId})`);
}

const LOOPBACK_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The origins a message for these hosts may name by default (see WalletLinkExpectation.origins). */
export function walletLinkOrigins(domains: readonly string[]): string[] {
  return domains.flatMap((domain) => {
    const hostname = domain.replace(/:\d+$/, '');
    return LOOPBACK_HOSTNAMES.has(hostname) ? [`https://${domain}`, `http://${domain}`] : [`https://${domain}`];
  });
}

/** The origin of `uri`, or null when it is not an http(s) URL. */
function originOf(uri: string): string | null {
  try {
    const url = new URL(uri);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** A refused proof; its message can be shown to the user as it is. */
export class WalletLinkError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WalletLinkError';
  }
}

/** The EIP-4361 message the wallet is asked to sign: account, site, chain, nonce, and a 10-minute expiry. */
export function buildWalletLinkMessage(input: WalletLinkMessageInput): string {
  const issuedAt = input.issuedAt ?? new Date();
  return new SiweMessage({
    domain: input.domain,
    // The message names the wallet in its checksummed (EIP-55) form, as the standard requires.
    address: getAddress(input.address),
    statement: statementFor(input.userId, input.email),
    uri: input.uri,
    version: '1',
    chainId: input.chainId,
    nonce: input.nonce,
    issuedAt: issuedAt.toISOString(),
    expirationTime: new Date(issuedAt.getTime() + WALLET_LINK_LIFETIME_MS).toISOString(),
  }).prepareMessage();
}

function parse(message: string): SiweMessage {
  try {
    return new SiweMessage(message);
  } catch {
    throw new WalletLinkError(WALLET_LINK_ERRORS.unreadable);
  }
}

function recoverSigner(message: string, signature: string): string | null {
  try {
    return verifyMessage(message, signature).toLowerCase();
  } catch {
    return null;
  }
}

/**
 * Checks that the proof was signed by the wallet it names, for this site (host and URI), a chain
 * the app supports and this account, before
 * it expired, with a nonce that was issued and is used now for the first time. Resolves to the
 * wallet's lower-case address; rejects with a WalletLinkError whose message can be shown to the user.
 */
export async function verifyWalletLink(
  proof: SignedWalletLinkMessage,
  expected: WalletLinkExpectation,
): Promise<{ address: string }> {
  const message = parse(proof.message);
  const domains: readonly string[] = typeof expected.domain === 'string' ? [expected.domain] : expected.domain;
  if (!domains.includes(message.domain)) throw new WalletLinkError(WALLET_LINK_ERRORS.otherSite(message.domain));
  const origin = originOf(message.uri);
  if (!origin || !(expected.origins ?? walletLinkOrigins(domains)).includes(origin))
    throw new WalletLinkError(WALLET_LINK_ERRORS.otherOrigin(message.uri));
  if (!expected.chainIds.includes(message.chainId))
    throw new WalletLinkError(WALLET_LINK_ERRORS.otherChain(message.chainId));
  if (!namesAccount(message.statement, expected.userId)) throw new WalletLinkError(WALLET_LINK_ERRORS.otherAccount);

  const now = (expected.now ?? new Date()).getTime();
  // A message without an expiry would stay valid forever: it is refused like an expired one.
  const expiresAt = message.expirationTime ? Date.parse(message.expirationTime) : Number.NaN;
  if (!(now < expiresAt)) throw new WalletLinkError(WALLET_LINK_ERRORS.expired);
  if (message.notBefore && now < Date.parse(message.notBefore))
    throw new WalletLinkError(WALLET_LINK_ERRORS.notYetValid);

  // The signature covers exactly the text received, so recover from that text itself.
  const address = message.address.toLowerCase();
  if (recoverSigner(proof.message, proof.signature) !== address)
    throw new WalletLinkError(WALLET_LINK_ERRORS.badSignature);

  // Last, so that a refused proof does not use up the nonce of a genuine one still to come.
  if (!(await expected.nonces.consume(message.nonce))) throw new WalletLinkError(WALLET_LINK_ERRORS.nonceUsed);
  return { address };
}
