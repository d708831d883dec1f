/**
 * The RentalAgreement state machine (docs/contract.md), as pure functions: who may
 * do what in which state. The simulated client refuses what this refuses, and the screens show a
 * button exactly when this allows the action, so both read the rules from here.
 */
import {
  EVIDENCE_STATES,
  MAX_INSPECTION_PERIOD_SECONDS,
  MIN_INSPECTION_PERIOD_SECONDS,
  canSettleUnruledDispute,
  disputeRulingDeadline,
  isInspectionPeriodAllowed,
  nonReturnClaimTime,
  secondsOf,
  secondsOrNull,
  settlementAt,
  termsOfRental,
  type Settlement,
} from './rentalRules';
import type { Rental, RentalState } from './types';

export type RentalRole = 'lender' | 'borrower' | 'disputeAdmin' | 'none';

/** The actions on an existing rental (creating one is `checkCreateRental`). */
export const RENTAL_ACTIONS = [
  'confirmPickup',
  'confirmReturn',
  'confirmReceipt',
  'completeRental',
  'fileDispute',
  'submitEvidence',
  'resolveDispute',
  'finalizeRental',
  'claimAfterDeadline',
  'cancelRental',
] as const;
export type RentalAction = (typeof RENTAL_ACTIONS)[number];

export type Verdict = { allowed: true } | { allowed: false; reason: string };

const ALLOWED: Verdict = { allowed: true };
const refuse = (reason: string): Verdict => ({ allowed: false, reason });

export const MIN_RENTAL_DAYS = 1;
export const MAX_RENTAL_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Addresses are compared case-insensitively (checksummed vs lower-case). */
export function sameAddress(a: string | null | undefined, b: string | null | undefined): boolean {
  return !!a && !!b && a.toLowerCase() === b.toLowerCase();
}

/** The role `address` plays in `rental`; the dispute admin only counts when not a party. */
export function roleOf(rental: Rental, address: string | null | undefined, disputeAdmin?: string | null): RentalRole {
  if (sameAddress(address, rental.lenderAddress)) return 'lender';
  if (sameAddress(address, rental.borrowerAddress)) return 'borrower';
  if (sameAddress(address, disputeAdmin)) return 'disputeAdmin';
  return 'none';
}

/** Once here, nothing changes the rental again. */
export function isFinalState(state: RentalState): boolean {
  return state === 'TRANSACTION_COMPLETED' || state === 'RENTAL_CANCELLED';
}

const stateName = (state: RentalState) => state.replace(/_/g, ' ').toLowerCase();

function requireState(rental: Rental, states: readonly RentalState[]): Verdict {
  return states.includes(rental.state) ? ALLOWED : refuse(`Not possible while the rental is ${stateName(rental.state)}.`);
}

function requireRole(role: RentalRole, allowed: readonly RentalRole[], who: string): Verdict {
  return allowed.includes(role) ? ALLOWED : refuse(`Only ${who} can do this.`);
}

/** The contract's clock ticks in whole seconds: `now` (ms) as the block time it would be. */
const nowSeconds = (now: number) => Math.floor(now / 1000);

/** Strictly after `time`, in the contract's seconds. */
const isPast = (time: string | null, now: number) => time !== null && nowSeconds(now) > secondsOf(time);

/** When (ms) the lender may claim everything because the tool never came back: endTime + inspection period. */
export function lenderClaimTime(rental: Rental): number | null {
  return rental.endTime === null ? null : nonReturnClaimTime(secondsOf(rental.endTime), rental.inspectionPeriodSeconds) * 1000;
}

/** When (ms) either party may settle an unruled dispute 50/50 (strictly after); null when not disputed. */
export function disputeSettlementTime(rental: Pick<Rental, 'disputedAt'>): number | null {
  return rental.disputedAt ? disputeRulingDeadline(secondsOf(rental.disputedAt)) * 1000 : null;
}

/** What `rental` credits, or settling it at `now` (ms) would credit, each party, late fee included (contract `settlementOf`). */
export function settlementNow(rental: Rental, now: number): Settlement {
  const facts = {
    state: rental.state,
    endTime: secondsOrNull(rental.endTime),
    returnedAt: secondsOrNull(rental.returnedAt),
    disputed: !!rental.disputedAt,
    lenderShareBps: rental.resolution?.lenderShareBps ?? null,
    deposited: !!rental.borrowerAddress,
  };
  return settlementAt(termsOfRental(rental), facts, nowSeconds(now));
}

const DISPUTABLE: readonly RentalState[] = ['COLLATERAL_DEPOSITED', 'RENTAL_ACTIVE', 'TOOL_RETURNED', 'INSPECTION_PERIOD'];

/**
 * Whether `role` may take `action` on `rental` at time `now` (ms). Checks the caller first, then
 * the state, then deadlines, as the contract does; the reason says why not in plain words.
 */
export function checkAction(rental: Rental, action: RentalAction, role: RentalRole, now: number = Date.now()): Verdict {
  const all = (...verdicts: (() => Verdict)[]) => {
    for (const verdict of verdicts) {
      const result = verdict();
      if (!result.allowed) return result;
    }
    return ALLOWED;
  };
  switch (action) {
    case 'confirmPickup':
      return all(
        () => requireRole(role, ['borrower'], 'the borrower'),
        () => requireState(rental, ['COLLATERAL_DEPOSITED']),
      );
    case 'confirmReturn':
      return all(
        () => requireRole(role, ['borrower'], 'the borrower'),
        () => requireState(rental, ['RENTAL_ACTIVE']),
      );
    case 'confirmReceipt':
      return all(
        () => requireRole(role, ['lender'], 'the lender'),
        () => requireState(rental, ['TOOL_RETURNED']),
      );
    case 'completeRental':
      return all(
        () => requireRole(role, ['lender'], 'the lender'),
        () => requireState(rental, ['TOOL_RETURNED', 'INSPECTION_PERIOD']),
      );
    case 'fileDispute':
      return all(
        () => requireRole(role, ['lender', 'borrower'], 'the lender or the borrower'),
        () => requireState(rental, DISPUTABLE),
        () =>
          role === 'lender' && (rental.state === 'TOOL_RETURNED' || rental.state === 'INSPECTION_PERIOD') && isPast(rental.inspectionDeadline, now)
            ? refuse('The inspection period has ended, so the lender can no longer dispute.')
            : ALLOWED,
      );
    case 'submitEvidence':
      return all(
        () => requireRole(role, ['lender', 'borrower'], 'the lender or the borrower'),
        () => requireState(rental, EVIDENCE_STATES),
      );
    case 'resolveDispute':
      return all(
        () => requireRole(role, ['disputeAdmin'], 'the dispute admin (who is not a party to the rental)'),
        () => requireState(rental, ['DISPUTE_OPENED']),
      );
    case 'finalizeRental':
      return all(
        () => requireRole(role, ['lender', 'borrower', 'disputeAdmin'], 'the lender, the borrower or the dispute admin'),
        () => requireState(rental, ['RESOLUTION_REACHED']),
      );
    case 'claimAfterDeadline':
      if (rental.state === 'DISPUTE_OPENED' && (role === 'lender' || role === 'borrower')) {
        return canSettleUnruledDispute(secondsOrNull(rental.disputedAt), nowSeconds(now))
          ? ALLOWED
          : refuse('The dispute ruling period has not passed yet.');
      }
      if (role === 'borrower') {
        return all(
          () => requireState(rental, ['TOOL_RETURNED', 'INSPECTION_PERIOD']),
          () => (isPast(rental.inspectionDeadline, now) ? ALLOWED : refuse('The inspection deadline has not passed yet.')),
        );
      }
      if (role === 'lender') {
        return all(
          () => requireState(rental, ['RENTAL_ACTIVE']),
          () => {
            const claimTime = lenderClaimTime(rental);
            return claimTime !== null && nowSeconds(now) > claimTime / 1000 ? ALLOWED : refuse('The return deadline has not passed yet.');
          },
        );
      }
      return refuse('Only the lender or the borrower can do this.');
    case 'cancelRental':
      if (rental.state === 'AWAITING_COLLATERAL') return requireRole(role, ['lender'], 'the lender');
      return all(
        () => requireRole(role, ['lender', 'borrower'], 'the lender or the borrower'),
        () => requireState(rental, ['AWAITING_COLLATERAL', 'COLLATERAL_DEPOSITED']),
      );
  }
}

/** The actions `role` may take on `rental` now: the buttons a screen shows. */
export function allowedActions(rental: Rental, role: RentalRole, now: number = Date.now()): RentalAction[] {
  return RENTAL_ACTIONS.filter((action) => checkAction(rental, action, role, now).allowed);
}

/** The state each action leads to (submitEvidence keeps the state). */
export const NEXT_STATE: Record<RentalAction, RentalState | null> = {
  confirmPickup: 'RENTAL_ACTIVE',
  confirmReturn: 'TOOL_RETURNED',
  confirmReceipt: 'INSPECTION_PERIOD',
  completeRental: 'TRANSACTION_COMPLETED',
  fileDispute: 'DISPUTE_OPENED',
  submitEvidence: null,
  resolveDispute: 'RESOLUTION_REACHED',
  finalizeRental: 'TRANSACTION_COMPLETED',
  claimAfterDeadline: 'TRANSACTION_COMPLETED',
  cancelRental: 'RENTAL_CANCELLED',
};

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
    : refuse(`The inspection period must be between ${MIN_INSPECTION_PERIOD_SECONDS / 86_400} day and ${MAX_INSPECTION_PERIOD_SECONDS / 86_400} days.`);
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
