import { readStoredJson, writeStoredJson } from '../../shared/storage/storedJson';

/**
 * Wallet links that were refused, per account and wallet, kept across reloads: a refused link is
 * not tried again (no new signature request, no new toast) until the user asks for it, and the
 * Profile can say why it failed.
 */
export const LINK_FAILURES_KEY = 'toolshare.wallet.linkFailures';

export interface LinkFailure {
  /** What the user reads: why the link failed. */
  reason: string;
  /** ISO time of the failure. */
  failedAt: string;
}

type LinkFailures = Partial<Record<string, LinkFailure>>;

/** The key of one user and one wallet (addresses compared case-insensitively). */
export const linkFailureKey = (userId: string, address: string) => `${userId}|${address.toLowerCase()}`;

const MAX_REASON_LENGTH = 500;
const isLinkFailure = (value: unknown): value is LinkFailure => {
  if (typeof value !== 'object' || value === null) return false;
  const { reason, failedAt } = value as Record<string, unknown>;
  return (
    typeof reason === 'string' &&
    reason.length > 0 &&
    reason.length <= MAX_REASON_LENGTH &&
    typeof failedAt === 'string' &&
    !Number.isNaN(Date.parse(failedAt))
  );
};

/** The kept failures; entries that do not read as one are dropped with a warning. */
export function readLinkFailures(): LinkFailures {
  return readStoredJson(LINK_FAILURES_KEY, {}, (parsed, warn) => {
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
    const kept: LinkFailures = {};
    for (const [key, entry] of Object.entries(parsed)) {
      if (key.includes('|') && isLinkFailure(entry)) kept[key] = { reason: entry.reason, failedAt: entry.failedAt };
      else warn(`dropped the unreadable entry "${key.slice(0, 80)}"`);
    }
    return kept;
  });
}

/** A failure for `reason`, happening now. */
export const linkFailureNow = (reason: string): LinkFailure => ({
  reason: reason.slice(0, MAX_REASON_LENGTH),
  failedAt: new Date().toISOString(),
});

export function rememberLinkFailure(key: string, reason: string): LinkFailures {
  const next = { ...readLinkFailures(), [key]: linkFailureNow(reason) };
  writeStoredJson(LINK_FAILURES_KEY, next);
  return next;
}

export function forgetLinkFailure(key: string): LinkFailures {
  const next = Object.fromEntries(Object.entries(readLinkFailures()).filter(([stored]) => stored !== key));
  writeStoredJson(LINK_FAILURES_KEY, next);
  return next;
}
