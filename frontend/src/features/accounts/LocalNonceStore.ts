import type { NonceStore } from './walletLink/walletLink';

interface IssuedNonce {
  nonce: string;
  /** Epoch milliseconds. */
  issuedAt: number;
}

/** Unused nonces are forgotten after this long: a link request left unsigned cannot be replayed later. */
export const NONCE_LIFETIME_MS = 10 * 60 * 1000;

/**
 * The single-use nonces of wallet-link (SIWE) messages in local mode, kept in localStorage so that
 * a nonce issued before a reload can still be used once, and never twice.
 */
export class LocalNonceStore implements NonceStore {
  constructor(
    private readonly storageKey = 'toolshare.accounts.walletLinkNonces',
    private readonly now: () => number = Date.now,
  ) {}

  /** A fresh random nonce (32 hex characters: SIWE wants at least 8 alphanumerics). */
  issue(): string {
    const bytes = crypto.getRandomValues(new Uint8Array(16));
    const nonce = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
    this.write([...this.read(), { nonce, issuedAt: this.now() }]);
    return nonce;
  }

  async consume(nonce: string): Promise<boolean> {
    const issued = this.read();
    const found = issued.some((entry) => entry.nonce === nonce);
    this.write(issued.filter((entry) => entry.nonce !== nonce));
    return found;
  }

  private read(): IssuedNonce[] {
    try {
      const parsed: unknown = JSON.parse(localStorage.getItem(this.storageKey) ?? '[]');
      if (!Array.isArray(parsed)) return [];
      const oldest = this.now() - NONCE_LIFETIME_MS;
      return parsed.filter(
        (entry): entry is IssuedNonce =>
          typeof entry?.nonce === 'string' && typeof entry?.issuedAt === 'number' && entry.issuedAt >= oldest,
      );
    } catch {
      return [];
    }
  }

  private write(entries: IssuedNonce[]): void {
    localStorage.setItem(this.storageKey, JSON.stringify(entries));
  }
}
