import { Link } from 'react-router-dom';
import { History } from 'lucide-react';
import {
  useMyRentals,
  useRentalsAccount,
  HistoryList,
  historyRentals,
  IndexProgressNotice,
  RentalList,
} from '../../features/rentals';
import { BUTTON } from '../../shared/ui/buttonStyles';
import { EmptyState } from '../../shared/ui/EmptyState';

/** History: the connected wallet's completed and cancelled rentals. */
export default function HistoryPage() {
  const { rentals } = useMyRentals();
  const account = useRentalsAccount();
  const past = historyRentals(rentals);
  return (
    <section>
      <h1 className="text-2xl font-bold text-slate-900 dark:text-slate-100">History</h1>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        Your completed and cancelled rentals, as lender and as borrower.
      </p>
      <div className="mt-6">
        <IndexProgressNotice />
        <RentalList
          walletMessage="Connect your wallet to see your rental history: rentals belong to wallet addresses."
          empty={
            past.length === 0 && (
              <EmptyState
                icon={<History className="h-10 w-10" aria-hidden />}
                title="No Rental History"
                hint="Completed and cancelled rentals will appear here."
                action={
                  <Link to="/" className={BUTTON.primary}>
                    Browse Tools
                  </Link>
                }
              />
            )
          }
        >
          {account && <HistoryList rentals={past} account={account} />}
        </RentalList>
      </div>
    </section>
  );
}
