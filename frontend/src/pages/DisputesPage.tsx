import { Link } from 'react-router-dom';
import { Scale } from 'lucide-react';
import { DisputeCard } from '../features/disputes';
import { useMyRentals, disputedRentals, useScrollToRental, RentalList } from '../features/rentals';
import { BUTTON } from '../shared/ui/buttonStyles';
import { EmptyState } from '../shared/ui/EmptyState';

/** Dispute Center (signed in): the user's rentals under dispute or resolved, with evidence and resolution. */
export default function DisputesPage() {
  const { rentals } = useMyRentals();
  const disputes = disputedRentals(rentals);
  useScrollToRental(disputes.length);

  return (
    <section className="mx-auto max-w-4xl px-4 py-8 sm:px-6 lg:px-8">
      <h1 className="text-2xl font-bold text-slate-900 dark:text-slate-100">Dispute Center</h1>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        Disputes keep the escrow locked until a dispute admin decides how the rent and collateral are shared. Submit
        your evidence here.
      </p>
      <div className="mt-6 space-y-4">
        <RentalList
          walletMessage="Connect your wallet to see your disputes: rentals belong to wallet addresses."
          empty={
            disputes.length === 0 && (
              <EmptyState
                icon={<Scale className="h-10 w-10" aria-hidden />}
                title="No Active Disputes"
                hint="A dispute is started from the rental's details: open the rental in My Rentals and choose File Dispute."
                action={
                  <Link to="/dashboard" className={BUTTON.primary}>
                    Go to My Rentals
                  </Link>
                }
              />
            )
          }
        >
          {disputes.map((rental) => (
            <DisputeCard key={rental.id} rental={rental} />
          ))}
        </RentalList>
      </div>
    </section>
  );
}
