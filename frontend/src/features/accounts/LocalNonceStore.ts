import type { NonceStore } from './walletLink/walletLink';
import { readStoredJson } from '../../shared/storage/storedJson';
import { asPromise } from '../../shared/asPromise';

interface IssuedNonce {
  nonce: string;
  /** Epoch milliseconds. */
  issuedAt: number;
}

const isIssuedNonce = (entry: unknown): entry is IssuedNonce => {
  if (typeof entry !== 'object' || entry === null) return false;
  const { nonce, issuedAt } = entry as Record<string, unknown>;
  return (
    typeof nonce === 'string' &&
    /^[0-9a-f]{8,64}$/.test(nonce) &&
    typeof issuedAt === 'number' &&
    Number.isFinite(issuedAt)
  );
};

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

  consume(nonce: string): Promise<boolean> {
    return asPromise(() => {
      const issued = this.read();
      const found = issued.some((entry) => entry.nonce === nonce);
      this.write(issued.filter((entry) => entry.nonce !== nonce));
      return found;
    });
  }

  /** The unexpired nonces; a value that does not read is dropped with a warning. */
  private read(): IssuedNonce[] {
    const oldest = this.now() - NONCE_LIFETIME_MS;
    return readStoredJson<IssuedNonce[]>(this.storageKey, [], (parsed, warn) => {
      if (!Array.isArray(parsed)) return null;
      const issued = parsed.filter(isIssuedNonce);
      if (issued.length < parsed.length) warn(`dropped ${parsed.length - issued.length} entr(ies) that cannot be read`);
      return issued.filter((entry) => entry.issuedAt >= oldest);
    });
  }

  private write(entries: IssuedNonce[]): void {
    localStorage.setItem(this.storageKey, JSON.stringify(entries));
  }
}
