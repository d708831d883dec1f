import { Link, useSearchParams } from 'react-router-dom';
import { Package, Wrench } from 'lucide-react';
import {
  useMyRentals,
  useRentalsAccount,
  RentalCard,
  RentalList,
  RentalsModeSwitch,
  SimulatedRentalsNotice,
  IndexProgressNotice,
  WithdrawPanel,
  splitByRole,
  useRentalsNow,
  useScrollToRental,
} from '../../features/rentals';
import { RentalReviews } from '../../features/reviews';
import { ConditionPhotoRecorder, ConditionRecords } from '../../features/conditionPhotos';
import { BUTTON } from '../../shared/ui/buttonStyles';
import { EmptyState } from '../../shared/ui/EmptyState';
import { onTabListKeyDown } from '../../shared/ui/tabListKeys';

type Tab = 'borrowing' | 'lending';
const TABS: readonly Tab[] = ['borrowing', 'lending'];

/** My Rentals: what the connected wallet borrows and lends, each with the actions its party may take now. */
export default function MyRentalsPage() {
  const { rentals } = useMyRentals();
  const account = useRentalsAccount();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'lending' ? 'lending' : 'borrowing';
  const now = useRentalsNow();
  const { borrowing, lending } = splitByRole(rentals, account);
  const shown = tab === 'borrowing' ? borrowing : lending;
  useScrollToRental(shown.length);

  const selectTab = (id: Tab) => setParams(id === 'lending' ? { tab: 'lending' } : {}, { replace: true });
  const tabButton = (id: Tab, label: string, count: number) => (
    <button
      type="button"
      role="tab"
      id={`rentals-tab-${id}`}
      aria-selected={tab === id}
      // One tab stop for the row: the arrow keys move between the tabs (WAI-ARIA tabs).
      tabIndex={tab === id ? 0 : -1}
      aria-controls="rentals-panel"
      onClick={() => selectTab(id)}
      className={`-mb-px flex items-center gap-2 border-b-2 px-4 py-2.5 text-sm font-medium focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none ${
        tab === id
          ? 'border-blue-600 text-blue-700 dark:border-blue-400 dark:text-blue-300'
          : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900 dark:text-slate-400 dark:hover:text-slate-200'
      }`}
    >
      {label}
      {account && (
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-600 dark:bg-slate-800 dark:text-slate-300">
          {count}
        </span>
      )}
    </button>
  );

  return (
    <section>
      <RentalsModeSwitch />
      <SimulatedRentalsNotice />
      <IndexProgressNotice />
      <h1 className="text-2xl font-bold text-slate-900 dark:text-slate-100">My Rentals</h1>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        Track the tools you borrow and the tools you lend.
      </p>
      <WithdrawPanel />

      <div
        role="tablist"
        tabIndex={-1}
        aria-label="Rentals"
        onKeyDown={(event) => onTabListKeyDown(event, TABS, tab, selectTab, (id) => `rentals-tab-${id}`)}
        className="mt-6 flex border-b border-slate-200 dark:border-slate-800"
      >
        {tabButton('borrowing', 'Borrowing', borrowing.length)}
        {tabButton('lending', 'Lending', lending.length)}
      </div>

      <div id="rentals-panel" role="tabpanel" aria-labelledby={`rentals-tab-${tab}`} className="mt-6 space-y-4">
        <RentalList
          walletMessage="Connect your wallet to see the tools you are borrowing and lending: rentals belong to wallet addresses."
          empty={
            shown.length === 0 &&
            (tab === 'borrowing' ? (
              <EmptyState
                icon={<Package className="h-10 w-10" aria-hidden />}
                title="No Active Rentals"
                hint="You are not renting any tools yet. Find one nearby and rent it by the day."
                action={
                  <Link to="/" className={BUTTON.primary}>
                    Browse Tools
                  </Link>
                }
              />
            ) : (
              <EmptyState
                icon={<Wrench className="h-10 w-10" aria-hidden />}
                title="No Tools Being Rented"
                hint="Nobody is renting your tools right now. List a tool to start earning."
                action={
                  <Link to="/lend" className={BUTTON.primary}>
                    List a Tool
                  </Link>
                }
              />
            ))
          }
        >
          {shown.map((rental) => {
            const role = tab === 'borrowing' ? 'borrower' : 'lender';
            return (
              <RentalCard
                key={rental.id}
                rental={rental}
                role={role}
                now={now}
                reviews={<RentalReviews rental={rental} party={role} />}
                conditionPhotos={
                  <>
                    <ConditionRecords rental={rental} compact />
                    <ConditionPhotoRecorder rental={rental} role={role} />
                  </>
                }
              />
            );
          })}
        </RentalList>
      </div>
    </section>
  );
}
