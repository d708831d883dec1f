import { Gavel } from 'lucide-react';
import { checksumAddress } from '../../../shared/format';
import { useDisputeAdminSchedule } from '../state/useDisputeAdminSchedule';
import { useRentalsNow } from '../state/useRentalsNow';
import { disputeAdminAtDeposit } from '../rules/disputeAdminAtDeposit';
import { describeRentalError, RENTAL_ERROR_MESSAGES } from '../actions/rentalErrors';
import { formatDateTime } from './rentalDisplay';

const Address = ({ address }: { address: string }) => (
  <span className="font-mono text-xs break-all">{checksumAddress(address)}</span>
);

/**
 * Before paying, on chain: who would rule a dispute on this booking (the admin in office when the
 * deposit is mined, fixed for good: contract `disputeAdminOf`) and, while an appointment waits its two
 * days, who takes office and when. Nothing in the simulation, whose admin never changes.
 */
export function DisputeAdminBeforePaying() {
  const { schedule, loading, error } = useDisputeAdminSchedule();
  const nowSeconds = Math.floor(useRentalsNow() / 1000);
  if (error) {
    return (
      <p role="alert" className="text-xs text-red-700 dark:text-red-300">
        {describeRentalError(error, RENTAL_ERROR_MESSAGES.fetchDisputeAdmin)}
      </p>
    );
  }
  if (loading) {
    return (
      <p role="status" className="text-xs text-slate-600 dark:text-slate-400">
        Reading who would rule a dispute…
      </p>
    );
  }
  if (!schedule) return null;
  // Paid now, the deposit is mined within moments: its admin is the one in office at this time.
  const { rulesThisRental, comingAppointment } = disputeAdminAtDeposit(schedule, nowSeconds);
  return (
    <div
      data-testid="dispute-admin-before-paying"
      className="space-y-1.5 rounded-lg border border-slate-200 bg-white p-3 text-xs text-slate-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300"
    >
      <p className="flex gap-2">
        <Gavel className="mt-0.5 h-3.5 w-3.5 shrink-0 text-blue-600 dark:text-blue-400" aria-hidden />
        <span>
          Disputes are ruled by <Address address={rulesThisRental} /> (the marketplace&apos;s dispute admin). The admin
          is fixed when your payment is mined, for the whole rental.
        </span>
      </p>
      {comingAppointment && (
        <p data-testid="dispute-admin-pending" className="pl-5.5">
          A new dispute admin, <Address address={comingAppointment.admin} />, takes office on{' '}
          {formatDateTime(comingAppointment.effectiveAt * 1000)}. Paid before then, this booking stays with{' '}
          <Address address={rulesThisRental} />, even after the change.
        </p>
      )}
    </div>
  );
}
