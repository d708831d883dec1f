import { SampleBadge } from '../../../shared/ui/SampleBadge';
import { roleOf } from '../rules/roles';
import { formatDays, rentalCost, rentalMoney, shortRentalId } from './rentalDisplay';
import type { Rental } from '../types';
import { RentalStatusChip } from './RentalStatusChip';
import { RentalToolImage } from './RentalToolImage';

const roleLabel = (rental: Rental, account: string) => (roleOf(rental, account) === 'lender' ? 'Lender' : 'Borrower');

/** Past rentals: a table on wide screens, a list of cards on phones. Cost is rate × duration. */
export function HistoryList({ rentals, account }: { rentals: Rental[]; account: string }) {
  return (
    <>
      <div className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm sm:block dark:border-slate-800 dark:bg-slate-900">
        <table className="min-w-full divide-y divide-slate-200 text-sm dark:divide-slate-800">
          <thead className="bg-slate-50 text-left text-xs font-semibold tracking-wider text-slate-500 uppercase dark:bg-slate-800/60 dark:text-slate-400">
            <tr>
              <th scope="col" className="px-4 py-3">
                Tool
              </th>
              <th scope="col" className="px-4 py-3">
                Duration
              </th>
              <th scope="col" className="px-4 py-3">
                Cost
              </th>
              <th scope="col" className="px-4 py-3">
                Role
              </th>
              <th scope="col" className="px-4 py-3">
                Status
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
            {rentals.map((rental) => (
              <tr key={rental.id} data-rental-id={rental.id}>
                <td className="px-4 py-3">
                  <div className="flex items-center gap-3">
                    <RentalToolImage rental={rental} className="h-10 w-10 shrink-0 rounded-lg" />
                    <div className="min-w-0">
                      <p className="font-medium text-slate-900 dark:text-slate-100">{rental.toolName}</p>
                      <p className="font-mono text-xs text-slate-500 dark:text-slate-400">
                        #{shortRentalId(rental.id)}
                        {rental.sample && <SampleBadge className="ml-2" />}
                      </p>
                    </div>
                  </div>
                </td>
                <td className="px-4 py-3 whitespace-nowrap text-slate-700 dark:text-slate-300">
                  {formatDays(rental.duration)}
                </td>
                <td className="px-4 py-3 whitespace-nowrap text-slate-700 dark:text-slate-300">
                  {rentalMoney(rental, rentalCost(rental))}
                </td>
                <td className="px-4 py-3 text-slate-700 dark:text-slate-300">{roleLabel(rental, account)}</td>
                <td className="px-4 py-3">
                  <RentalStatusChip state={rental.state} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul className="space-y-3 sm:hidden" aria-label="Rental history">
        {rentals.map((rental) => (
          <li
            key={rental.id}
            data-rental-id={rental.id}
            className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
          >
            <div className="flex items-start gap-3">
              <RentalToolImage rental={rental} className="h-12 w-12 shrink-0 rounded-lg" />
              <div className="min-w-0 flex-1">
                <p className="font-medium break-words text-slate-900 dark:text-slate-100">{rental.toolName}</p>
                <p className="font-mono text-xs text-slate-500 dark:text-slate-400">
                  #{shortRentalId(rental.id)}
                  {rental.sample && <SampleBadge className="ml-2" />}
                </p>
                <div className="mt-1.5">
                  <RentalStatusChip state={rental.state} />
                </div>
              </div>
            </div>
            <dl className="mt-3 grid grid-cols-3 gap-2 text-sm">
              <div>
                <dt className="text-xs text-slate-500 dark:text-slate-400">Duration</dt>
                <dd className="font-medium text-slate-800 dark:text-slate-200">{formatDays(rental.duration)}</dd>
              </div>
              <div>
                <dt className="text-xs text-slate-500 dark:text-slate-400">Cost</dt>
                <dd className="font-medium text-slate-800 dark:text-slate-200">
                  {rentalMoney(rental, rentalCost(rental))}
                </dd>
              </div>
              <div>
                <dt className="text-xs text-slate-500 dark:text-slate-400">Role</dt>
                <dd className="font-medium text-slate-800 dark:text-slate-200">{roleLabel(rental, account)}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}
