// STUB (replaced by the wallet-link work): Sign-In with Ethereum (EIP-4361) proof for linking a wallet.
import type { WalletLinkProof } from '../types';

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

/** Nonces are single-use: `consume` returns true once for a nonce that was issued, then false. */
export interface NonceStore {
  consume(nonce: string): Promise<boolean>;
}

export interface WalletLinkExpectation {
  userId: string;
  domain: string;
  nonces: NonceStore;
  now?: Date;
}

export function buildWalletLinkMessage(input: WalletLinkMessageInput): string {
  void input;
  throw new Error('not implemented');
}

/** Verifies the proof; resolves to the lower-case address, or throws an Error with a readable message. */
export async function verifyWalletLink(proof: WalletLinkProof, expected: WalletLinkExpectation): Promise<{ address: string }> {
  void proof;
  void expected;
  throw new Error('not implemented');
}
