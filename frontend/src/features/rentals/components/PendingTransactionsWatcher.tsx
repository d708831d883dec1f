import { useEffect, useRef } from 'react';
import { useToast } from '../../toast';
import { useWeb3 } from '../../wallet';
import { describeRentalError } from '../actions/rentalErrors';
import { resumeTransaction } from '../clients/followTransaction';
import {
  forgetPendingTransaction,
  pendingTransactions,
  replacePendingTransaction,
  type PendingTransaction,
} from '../state/pendingTransactions';
import { shortHash } from '../state/useTransaction';

const withoutDots = (words: string) => words.replace(/\.+$/, '');

/**
 * Transactions this browser sent and had not seen mined when the page was left or reloaded
 * (pendingTransactions): each is said to be still pending, then followed with the wallet's provider
 * to its end (mined, failed, sped up, cancelled, dropped), told in the same toast.
 */
export function PendingTransactionsWatcher() {
  const { signer, chainId, account } = useWeb3();
  const { showToast, updateToast } = useToast();
  const followed = useRef(new Set<string>());

  useEffect(() => {
    const provider = signer?.provider;
    if (!provider || !chainId || !account) return;
    const chain = Number.parseInt(chainId, 16);
    const mine = (entry: PendingTransaction) =>
      entry.chainId === chain &&
      entry.from.toLowerCase() === account.toLowerCase() &&
      !followed.current.has(entry.hash);
    for (const entry of pendingTransactions().filter(mine)) {
      followed.current.add(entry.hash);
      let hash = entry.hash;
      const toastId = showToast(
        `${entry.pending} Transaction ${shortHash(hash)} is still pending (sent before this page was loaded)`,
        'pending',
      );
      resumeTransaction(provider, entry, {
        onSent: () => undefined,
        onReplaced: (replacement) => {
          replacePendingTransaction(hash, replacement);
          hash = replacement;
          updateToast(toastId, `${entry.pending} Sped up: transaction ${shortHash(hash)} is being mined`, 'pending');
        },
      })
        .then(
          () =>
            updateToast(
              toastId,
              `${withoutDots(entry.pending)}: done. Transaction ${shortHash(hash)} was mined.`,
              'success',
            ),
          (error: unknown) => updateToast(toastId, describeRentalError(error, entry.failure), 'error'),
        )
        .finally(() => forgetPendingTransaction(hash));
    }
  }, [signer, chainId, account, showToast, updateToast]);

  return null;
}
