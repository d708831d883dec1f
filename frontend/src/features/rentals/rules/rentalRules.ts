/**
 * RentalAgreement's time and money rules (docs/contract.md), as pure functions
 * on wei (`bigint`) and Unix seconds: the late fee, what a settlement credits, the inspection
 * period's bounds, the dispute ruling period and when evidence may be submitted. The simulated
 * client charges and refuses by these, the on-chain client's contract enforces the same, and the
 * screens announce them from here; the rental actions' rules (actions/rentalActions.ts) are built on them.
 */
import type { Rental, RentalState } from '../types';

export const DAY_SECONDS = 24 * 60 * 60;
/** A lender's inspection period: at least a day (a person is not always watching), at most 30 days. */
export const MIN_INSPECTION_PERIOD_SECONDS = DAY_SECONDS;
export const MAX_INSPECTION_PERIOD_SECONDS = 30 * DAY_SECONDS;
/** How long the dispute admin has to rule before either party may claim the default split. */
export const DISPUTE_RULING_PERIOD_SECONDS = 30 * DAY_SECONDS;
/** In the default split of an unruled dispute, the lender's share of the collateral left after the late fee: half (rounded down in wei). */
export const DEFAULT_LENDER_SHARE_BPS = 5_000;
export const MAX_SHARE_BPS = 10_000;

/** From the deposit until a ruling: condition photos at pickup and at return are timestamped on chain when taken. */
export const EVIDENCE_STATES: readonly RentalState[] = [
  'COLLATERAL_DEPOSITED',
  'RENTAL_ACTIVE',
  'TOOL_RETURNED',
  'INSPECTION_PERIOD',
  'DISPUTE_OPENED',
];

/** The amounts a rental is made of, in wei, and its length in days. */
export interface AgreementTerms {
  /** Wei per day. */
  rentalRate: bigint;
  /** Wei. */
  collateralAmount: bigint;
  /** Days. */
  rentalDuration: number;
}

/** What a settlement credits each party, in wei. */
export interface Settlement {
  toLender: bigint;
  toBorrower: bigint;
}

/** What a settlement depends on besides the terms: times in Unix seconds (null until set). */
export interface SettlementFacts {
  state: RentalState;
  endTime: number | null;
  returnedAt: number | null;
  /** Whether the rental was ever disputed. */
  disputed: boolean;
  /** A ruling's lender share; null when unruled (an unruled dispute settles by the default split). */
  lenderShareBps: number | null;
  /** Whether a borrower paid into escrow (a cancelled offer never held any). */
  deposited: boolean;
  /**
   * What a cancellation charged, in bps of the rent: the offer's fee when the borrower cancelled, or
   * either party once the booked range had ended (a no-show); 0 when the lender cancelled before
   * (contract `cancelRental`). Read only for a cancelled rental; absent: 0.
   */
  cancellationFeeBps?: number;
}

/** A rental's amounts as the contract stores them. */
export function termsOfRental(rental: Pick<Rental, 'rentalRateWei' | 'collateralWei' | 'duration'>): AgreementTerms {
  return { rentalRate: rental.rentalRateWei, collateralAmount: rental.collateralWei, rentalDuration: rental.duration };
}

export const rentOf = (terms: AgreementTerms): bigint => terms.rentalRate * BigInt(terms.rentalDuration);

/**
 * The cancellation fee of a rental whose offer named `feeBps` (0 to 5,000): that share of the rent,
 * rounded down, as the contract credits the lender when it is charged.
 */
export const cancellationFeeOf = (rent: bigint, feeBps: number): bigint =>
  (rent * BigInt(feeBps)) / BigInt(MAX_SHARE_BPS);

/** What the borrower paid into escrow: rent plus collateral. */
export const escrowOf = (terms: AgreementTerms): bigint => rentOf(terms) + terms.collateralAmount;

/** Started days late: 0 at `endTime` exactly, 1 from one second after, 2 from one day and one second after. */
export function lateDays(endTime: number, returnedAt: number): number {
  return returnedAt <= endTime ? 0 : Math.ceil((returnedAt - endTime) / DAY_SECONDS);
}

/** The daily rate for each started day late, never more than the collateral. */
export function lateFee(terms: AgreementTerms, endTime: number, returnedAt: number): bigint {
  const fee = BigInt(lateDays(endTime, returnedAt)) * terms.rentalRate;
  return fee < terms.collateralAmount ? fee : terms.collateralAmount;
}

/** A release, or the borrower's claim after the inspection deadline: rent and late fee to the lender, the rest of the collateral back. */
export function releaseSettlement(terms: AgreementTerms, endTime: number, returnedAt: number): Settlement {
  const fee = lateFee(terms, endTime, returnedAt);
  return { toLender: rentOf(terms) + fee, toBorrower: terms.collateralAmount - fee };
}

/** The escrow split by the lender's share in basis points, the lender's part rounded down so no wei is lost. */
export function splitEscrow(terms: AgreementTerms, lenderShareBps: number): Settlement {
  const escrow = escrowOf(terms);
  const toLender = (escrow * BigInt(lenderShareBps)) / BigInt(MAX_SHARE_BPS);
  return { toLender, toBorrower: escrow - toLender };
}

/**
 * The default split of a dispute the admin left unruled (contract `claimCollateralAfterDeadline`
 * after the ruling period): only what is disputed is split. A tool marked returned (before or
 * during the dispute): rent and the late fee up to the return to the lender, the rest of the
 * collateral halved, the lender's half rounded down. A tool never marked returned: the whole
 * escrow to the lender, as in the non-return claim.
 */
export function defaultDisputeSplit(
  terms: AgreementTerms,
  endTime: number | null,
  returnedAt: number | null,
): Settlement {
  if (returnedAt === null) return { toLender: escrowOf(terms), toBorrower: 0n };
  const fee = lateFee(terms, endTime ?? 0, returnedAt);
  const disputed = terms.collateralAmount - fee;
  const lenderHalf = (disputed * BigInt(DEFAULT_LENDER_SHARE_BPS)) / BigInt(MAX_SHARE_BPS);
  return { toLender: rentOf(terms) + fee + lenderHalf, toBorrower: disputed - lenderHalf };
}

/**
 * What the rental credits, or would credit if settled at `now` (contract `settlementOf`): before
 * a deposit nothing; a deposit as a refund; a cancelled rental as the cancellation's split (the fee
 * it charged to the lender, the rest back); an active rental as if the tool
 * came back now (so an overdue borrower sees the fee so far); a returned tool as released; an open
 * or timed-out dispute by the default split; a ruled dispute by its share; a never-returned tool
 * as the lender's claim.
 */
export function settlementAt(terms: AgreementTerms, facts: SettlementFacts, now: number): Settlement {
  const { state } = facts;
  const escrow = escrowOf(terms);
  if (state === 'NONE_INITIATED' || state === 'AWAITING_COLLATERAL') return { toLender: 0n, toBorrower: 0n };
  if (state === 'RENTAL_CANCELLED') {
    if (!facts.deposited) return { toLender: 0n, toBorrower: 0n };
    // The fee (when charged) to the lender, the rest of the deposit back to the borrower.
    const fee = cancellationFeeOf(rentOf(terms), facts.cancellationFeeBps ?? 0);
    return { toLender: fee, toBorrower: escrow - fee };
  }
  if (facts.lenderShareBps !== null) return splitEscrow(terms, facts.lenderShareBps);
  if (state === 'DISPUTE_OPENED' || facts.disputed) return defaultDisputeSplit(terms, facts.endTime, facts.returnedAt);
  if (state === 'TRANSACTION_COMPLETED' && facts.returnedAt === null) return { toLender: escrow, toBorrower: 0n };
  const returnedAt = state === 'COLLATERAL_DEPOSITED' ? null : state === 'RENTAL_ACTIVE' ? now : facts.returnedAt;
  return releaseSettlement(terms, facts.endTime ?? 0, returnedAt ?? 0);
}

/** Whether a return at `now` would cost a late fee. */
export const isOverdue = (endTime: number | null, now: number): boolean => endTime !== null && now > endTime;

/** The lender may settle a never-returned tool strictly after endTime + the inspection period. */
export const nonReturnClaimTime = (endTime: number, inspectionPeriodSeconds: number): number =>
  endTime + inspectionPeriodSeconds;

/** From when (strictly after) either party may claim an unruled dispute's default split. */
export const disputeRulingDeadline = (disputedAt: number): number => disputedAt + DISPUTE_RULING_PERIOD_SECONDS;

/**
 * From when (strictly after) an unruled dispute's default split may be claimed: the ruling deadline,
 * and for a tool never marked returned also endTime + the inspection period, so that a dispute
 * cannot shorten the borrower's time (contract v4, the audit's D11).
 */
export function unruledDisputeClaimTime(
  disputedAt: number,
  neverReturned: { endTime: number; inspectionPeriodSeconds: number } | null,
): number {
  const ruling = disputeRulingDeadline(disputedAt);
  return neverReturned
    ? Math.max(ruling, nonReturnClaimTime(neverReturned.endTime, neverReturned.inspectionPeriodSeconds))
    : ruling;
}

// The pickup window has a module of its own: the home page's availability rule needs it, and no more of these rules.
export { PICKUP_LEAD_SECONDS, bookingPickupOpensAt, pickupOpensAt } from './pickupWindow';

export const isInspectionPeriodAllowed = (seconds: number): boolean =>
  Number.isInteger(seconds) && seconds >= MIN_INSPECTION_PERIOD_SECONDS && seconds <= MAX_INSPECTION_PERIOD_SECONDS;

export const canSubmitEvidenceIn = (state: RentalState): boolean => EVIDENCE_STATES.includes(state);

/** Unix seconds of an ISO time (the contract's clock ticks in seconds). */
export const secondsOf = (iso: string): number => Math.floor(Date.parse(iso) / 1000);
export const secondsOrNull = (iso: string | null | undefined): number | null => (iso ? secondsOf(iso) : null);
