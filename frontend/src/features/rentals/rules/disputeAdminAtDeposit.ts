import { sameAddress } from './roles';
import type { DisputeAdminSchedule } from '../types';

/**
 * The admin who would rule a rental whose deposit is mined at `depositSeconds` (contract
 * `disputeAdminOf`: the one in office at the deposit, fixed for good), and the appointment still to
 * come after it, if any. Reappointing the admin in office changes nothing, so it is no change to tell.
 */
export function disputeAdminAtDeposit(
  schedule: DisputeAdminSchedule,
  depositSeconds: number,
): { rulesThisRental: string; comingAppointment: { admin: string; effectiveAt: number } | null } {
  const { inOffice, pending } = schedule;
  if (!pending || sameAddress(pending.admin, inOffice)) return { rulesThisRental: inOffice, comingAppointment: null };
  if (pending.effectiveAt <= depositSeconds) return { rulesThisRental: pending.admin, comingAppointment: null };
  return { rulesThisRental: inOffice, comingAppointment: pending };
}
