import { useCallback } from 'react';
import { transactionUrl } from '../../chain';
import { useToast, type ToastLink } from '../../toast';
import { describeRentalError } from '../actions/rentalErrors';
import type { TransactionObserver } from '../types';
import { forgetPendingTransaction, rememberPendingTransaction, replacePendingTransaction } from './pendingTransactions';

/** What the toasts say about one transaction. */
export interface TransactionReport<T> {
  /** While the wallet is asked and while the transaction is mined, e.g. "Confirming pickup...". */
  pending: string;
  /** Once mined. */
  success: (result: T) => string;
  /** The specification's message when it fails ("Failed to confirm tool pickup"); the reason follows it. */
  failure: string;
}

export const shortHash = (hash: string) => `${hash.slice(0, 10)}…${hash.slice(-6)}`;

/**
 * The one way a transaction is sent and reported: a pending toast while the wallet is asked, the
 * same toast naming this transaction's own hash while it is mined (with a block-explorer link on
 * public chains), then mined, failed with the contract's readable reason, or "Transaction rejected".
 * Each call has its own toast and its own observer, so two transactions at once never show each
 * other's hash. A transaction the wallet speeds up is named by its new hash; one being mined is kept
 * in storage until it ends, so that a reload still follows it (PendingTransactionsWatcher).
 * Resolves to the result; rejects (after the toast) with the error.
 */
export function useTransaction(chainId: number | null) {
  const { showToast, updateToast } = useToast();
  return useCallback(
    async <T>(report: TransactionReport<T>, send: (observer: TransactionObserver) => Promise<T>): Promise<T> => {
      const toastId = showToast(report.pending, 'pending');
      // The hash followed now (a speed-up replaces it), forgotten from storage when the transaction ends.
      const followed: { hash: string | null } = { hash: null };
      const explorerLink = (hash: string): ToastLink | undefined => {
        const href = chainId === null ? null : transactionUrl(chainId, hash);
        return href ? { href, label: 'View on the block explorer' } : undefined;
      };
      const observer: TransactionObserver = {
        onSent: (hash, sent) => {
          followed.hash = hash;
          updateToast(
            toastId,
            `${report.pending} Transaction ${shortHash(hash)} is being mined`,
            'pending',
            explorerLink(hash),
          );
          // Remembered until it ends, so that a reload still follows it (PendingTransactionsWatcher).
          if (chainId !== null && sent)
            rememberPendingTransaction({
              hash,
              chainId,
              ...sent,
              pending: report.pending,
              failure: report.failure,
              sentAt: Date.now(),
            });
        },
        onReplaced: (hash) => {
          if (followed.hash) replacePendingTransaction(followed.hash, hash);
          followed.hash = hash;
          updateToast(
            toastId,
            `${report.pending} Sped up: transaction ${shortHash(hash)} is being mined`,
            'pending',
            explorerLink(hash),
          );
        },
      };
      try {
        const result = await send(observer);
        updateToast(toastId, report.success(result), 'success');
        return result;
      } catch (error) {
        console.error(error);
        updateToast(toastId, describeRentalError(error, report.failure), 'error');
        throw error;
      } finally {
        if (followed.hash) forgetPendingTransaction(followed.hash);
      }
    },
    [chainId, showToast, updateToast],
  );
}
