import { isError, type Provider, type TransactionReceipt, type TransactionResponse } from 'ethers';
import { RentalError } from '../actions/rentalErrors';
import type { TransactionObserver } from '../types';

/** What the user reads when the wallet cancelled the transaction (same nonce, an empty transfer to itself). */
export const TRANSACTION_CANCELLED = 'The transaction was cancelled in your wallet: nothing happened.';
/** When another transaction took its nonce. */
export const TRANSACTION_REPLACED =
  'Your wallet replaced the transaction with another one: this action did not happen.';
/** When the network forgot it. */
export const TRANSACTION_DROPPED =
  'The network dropped the transaction without mining it: nothing happened. Try again; if your wallet still shows it pending, cancel it there first.';
export const TRANSACTION_REVERTED = 'The transaction was mined but the contract refused it.';

/** Public networks: a transaction not mined within five minutes is checked for being dropped. */
export const DEFAULT_DROP_AFTER_MS = 5 * 60_000;

/**
 * Waits until `response` is mined, following the wallet's replacements: a sped-up transaction (the
 * same call at a higher fee, a new hash) ends as the original would have, and `observer` hears the new
 * hash; a cancelled or otherwise replaced one fails with words that say nothing happened. When it has
 * not been mined after `dropAfterMs`, the node is asked whether it still knows it: if not, it was
 * dropped; if so, it is waited for again. `response` must be replaceable (`replaceableTransaction`).
 */
export async function followTransaction(
  response: TransactionResponse,
  observer?: TransactionObserver,
  { dropAfterMs = DEFAULT_DROP_AFTER_MS }: { dropAfterMs?: number } = {},
): Promise<TransactionReceipt> {
  for (;;) {
    let receipt: TransactionReceipt | null;
    try {
      receipt = await response.wait(1, dropAfterMs);
    } catch (error) {
      if (isError(error, 'TRANSACTION_REPLACED')) {
        if (error.reason !== 'repriced') {
          throw new RentalError(error.reason === 'cancelled' ? TRANSACTION_CANCELLED : TRANSACTION_REPLACED);
        }
        observer?.onReplaced?.(error.replacement.hash);
        receipt = error.receipt;
      } else if (isError(error, 'TIMEOUT')) {
        if ((await response.provider.getTransaction(response.hash)) === null)
          throw new RentalError(TRANSACTION_DROPPED);
        continue;
      } else {
        // Mined and reverted (CALL_EXCEPTION, with the contract's reason), or the wallet failed.
        throw error;
      }
    }
    if (!receipt) throw new RentalError(TRANSACTION_DROPPED);
    if (receipt.status === 0) throw new RentalError(TRANSACTION_REVERTED);
    return receipt;
  }
}

/** After a reload: the transaction is gone and its nonce used, so the wallet replaced it while the page was away. */
export const TRANSACTION_REPLACED_AWAY =
  'Your wallet replaced the transaction while the page was away: the rentals shown say whether it took effect.';

/** Where a transaction sent before a reload is followed: the wallet's provider. */
export type TransactionSource = Pick<Provider, 'getTransaction' | 'getTransactionCount' | 'getBlockNumber'>;

/**
 * Follows a transaction sent before the page was loaded (`followTransaction`): mined already, still
 * pending, replaced while the page was away (its nonce used by another), or dropped (the node does not
 * know it and its nonce is still free).
 */
export async function resumeTransaction(
  provider: TransactionSource,
  sent: { hash: string; from: string; nonce: number },
  observer?: TransactionObserver,
  options?: { dropAfterMs?: number },
): Promise<TransactionReceipt> {
  const [transaction, startBlock] = await Promise.all([provider.getTransaction(sent.hash), provider.getBlockNumber()]);
  if (!transaction) {
    const used = await provider.getTransactionCount(sent.from, 'latest');
    throw new RentalError(used > sent.nonce ? TRANSACTION_REPLACED_AWAY : TRANSACTION_DROPPED);
  }
  return followTransaction(transaction.replaceableTransaction(startBlock), observer, options);
}
