import { ChainNotice } from './ChainNotice';
import { PendingTransactionsWatcher } from './PendingTransactionsWatcher';

/** What every page watches on chain: the chain's health (ChainNotice) and transactions sent before a reload. */
export default function ChainWatch() {
  return (
    <>
      <ChainNotice />
      <PendingTransactionsWatcher />
    </>
  );
}
