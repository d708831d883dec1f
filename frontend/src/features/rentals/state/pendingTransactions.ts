import { readStoredJson } from '../../../shared/storage/storedJson';

/**
 * Transactions sent and not yet seen mined, kept in localStorage so that a reload (or a second tab)
 * still knows them: PendingTransactionsWatcher says they are pending and reports their end.
 */
export interface PendingTransaction {
  hash: string;
  chainId: number;
  from: string;
  nonce: number;
  /** The toasts' words: "Confirming pickup..." while pending, the failure message if it fails. */
  pending: string;
  failure: string;
  sentAt: number;
}

export const PENDING_TRANSACTIONS_KEY = 'toolshare.pendingTransactions';

function isPendingTransaction(value: unknown): value is PendingTransaction {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.hash === 'string' &&
    typeof entry.chainId === 'number' &&
    typeof entry.from === 'string' &&
    typeof entry.nonce === 'number' &&
    typeof entry.pending === 'string' &&
    typeof entry.failure === 'string' &&
    typeof entry.sentAt === 'number'
  );
}

export function pendingTransactions(): PendingTransaction[] {
  return readStoredJson(PENDING_TRANSACTIONS_KEY, [], (parsed, warn) => {
    if (!Array.isArray(parsed)) return null;
    const entries = parsed.filter(isPendingTransaction);
    if (entries.length !== parsed.length) warn('some entries do not read');
    return entries;
  });
}

function store(entries: PendingTransaction[]): void {
  try {
    if (entries.length === 0) localStorage.removeItem(PENDING_TRANSACTIONS_KEY);
    else localStorage.setItem(PENDING_TRANSACTIONS_KEY, JSON.stringify(entries));
  } catch {
    // Storage blocked: a reload forgets the transaction, as before.
  }
}

export function rememberPendingTransaction(entry: PendingTransaction): void {
  store([...pendingTransactions().filter((kept) => kept.hash !== entry.hash), entry]);
}

/** The wallet replaced `hash` (sped up): the replacement is what to follow. */
export function replacePendingTransaction(hash: string, replacement: string): void {
  store(pendingTransactions().map((kept) => (kept.hash === hash ? { ...kept, hash: replacement } : kept)));
}

export function forgetPendingTransaction(hash: string): void {
  store(pendingTransactions().filter((kept) => kept.hash !== hash));
}
