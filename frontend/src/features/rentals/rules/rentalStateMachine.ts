/**
 * The checks of a rental's terms (duration, inspection period, a ruling's share) that the rental
 * actions (actions/rentalActions.ts) and the forms share, and when a rental settles. Who is who is in
 * roles.ts; who may take which action in which state is each action's own rule, in the table.
 */
import {
  MAX_INSPECTION_PERIOD_SECONDS,
  MIN_INSPECTION_PERIOD_SECONDS,
  unruledDisputeClaimTime,
  escrowOf,
  isInspectionPeriodAllowed,
  nonReturnClaimTime,
  secondsOf,
  secondsOrNull,
  settlementAt,
  termsOfRental,
  type Settlement,
} from './rentalRules';
import type { Rental } from '../types';
import { sameAddress } from './roles';

export type Verdict = { allowed: true } | { allowed: false; reason: string };

const ALLOWED: Verdict = { allowed: true };
const refuse = (reason: string): Verdict => ({ allowed: false, reason });

export const MIN_RENTAL_DAYS = 1;
export const MAX_RENTAL_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The contract's clock ticks in whole seconds: `now` (ms) as the block time it would be. */
const nowSeconds = (now: number) => Math.floor(now / 1000);

/** When (ms) the lender may claim everything because the tool never came back: endTime + inspection period. */
export function lenderClaimTime(rental: Rental): number | null {
  return rental.endTime === null
    ? null
    : nonReturnClaimTime(secondsOf(rental.endTime), rental.inspectionPeriodSeconds) * 1000;
}

/** When (ms) either party may claim an unruled dispute's default split (strictly after); null when not disputed. */
export function disputeSettlementTime(
  rental: Pick<Rental, 'disputedAt' | 'returnedAt' | 'endTime' | 'inspectionPeriodSeconds'>,
): number | null {
  if (!rental.disputedAt) return null;
  const neverReturned =
    !rental.returnedAt && rental.endTime
      ? { endTime: secondsOf(rental.endTime), inspectionPeriodSeconds: rental.inspectionPeriodSeconds }
      : null;
  return unruledDisputeClaimTime(secondsOf(rental.disputedAt), neverReturned) * 1000;
}

/**
 * Whether cancelling `rental` at `now` (ms) by the lender (`byLender`) or the borrower charges its
 * cancellation fee (contract `cancelRental`): the borrower always; the lender only from the booked
 * end on, when the pickup window has closed without a pickup (a no-show).
 */
export function cancellationChargesFee(
  rental: Pick<Rental, 'booking' | 'endTime'>,
  byLender: boolean,
  now: number,
): boolean {
  if (!byLender) return true;
  const end = rental.booking?.endTime ?? rental.endTime;
  return end !== null && nowSeconds(now) >= secondsOf(end);
}

/** The fee bps a cancelled rental charged: its offer's fee if the cancellation charged it, else 0. */
function chargedCancellationFeeBps(rental: Rental): number {
  if (rental.state !== 'RENTAL_CANCELLED' || !rental.closedAt) return 0;
  const byLender = !!rental.closedBy && sameAddress(rental.closedBy, rental.lenderAddress);
  return cancellationChargesFee(rental, byLender, Date.parse(rental.closedAt)) ? (rental.cancellationFeeBps ?? 0) : 0;
}

/**
 * What cancelling `rental` at `now` (ms) as `canceller` would credit each party: the settlement of the
 * rental as cancelled then by them (one formula, `settlementAt`, for the question, the simulation
 * and the cancelled rental's card).
 */
export function cancellationSettlementNow(rental: Rental, canceller: string, now: number): Settlement {
  const closedAt = new Date(nowSeconds(now) * 1000).toISOString();
  return settlementNow({ ...rental, state: 'RENTAL_CANCELLED', closedBy: canceller, closedAt }, now);
}

/** What `rental` credits, or settling it at `now` (ms) would credit, each party, late fee included (contract `settlementOf`). */
export function settlementNow(rental: Rental, now: number): Settlement {
  const facts = {
    cancellationFeeBps: chargedCancellationFeeBps(rental),
    state: rental.state,
    endTime: secondsOrNull(rental.endTime),
    returnedAt: secondsOrNull(rental.returnedAt),
    disputed: !!rental.disputedAt,
    lenderShareBps: rental.resolution?.lenderShareBps ?? null,
    deposited: !!rental.borrowerAddress,
  };
  return settlementAt(termsOfRental(rental), facts, nowSeconds(now));
}

/**
 * What settling `rental` by `claimCollateralAfterDeadline` at `now` (ms) credits: in RENTAL_ACTIVE the
 * lender's claim on a tool never returned (rent and collateral to the lender); otherwise as
 * `settlementNow` (the borrower's claim after the inspection deadline, an unruled dispute's default split).
 */
export function claimSettlementNow(rental: Rental, now: number): Settlement {
  return rental.state === 'RENTAL_ACTIVE'
    ? { toLender: escrowOf(termsOfRental(rental)), toBorrower: 0n }
    : settlementNow(rental, now);
}

/** Whether `borrower` may rent a tool from `lender` for `duration` days (contract `acceptRentalOfferAndDepositCollateral`). */
export function checkCreateRental(lender: string, borrower: string, duration: number, toolAvailable: boolean): Verdict {
  if (!lender) return refuse("The tool's owner has not linked a wallet yet.");
  if (sameAddress(lender, borrower)) return refuse('You cannot rent your own tool.');
  if (!toolAvailable) return refuse('This tool is currently unavailable.');
  if (!Number.isInteger(duration) || duration < MIN_RENTAL_DAYS || duration > MAX_RENTAL_DAYS) {
    return refuse(`The rental duration must be a whole number of days from ${MIN_RENTAL_DAYS} to ${MAX_RENTAL_DAYS}.`);
  }
  return ALLOWED;
}

/** A lender's inspection period (seconds): a day to 30 days (contract `InvalidInspectionPeriod`). */
export function checkInspectionPeriod(seconds: number): Verdict {
  return isInspectionPeriodAllowed(seconds)
    ? ALLOWED
    : refuse(
        `The inspection period must be between ${MIN_INSPECTION_PERIOD_SECONDS / 86_400} day and ${MAX_INSPECTION_PERIOD_SECONDS / 86_400} days.`,
      );
}

/** endTime for a rental picked up at `start` (ms). */
export function rentalEndTime(start: number, duration: number): number {
  return start + duration * DAY_MS;
}

/** lenderShareBps must be 0..10000. */
export function checkLenderShare(lenderShareBps: number): Verdict {
  return Number.isInteger(lenderShareBps) && lenderShareBps >= 0 && lenderShareBps <= 10_000
    ? ALLOWED
    : refuse('The lender share must be between 0 and 10000 basis points.');
}
