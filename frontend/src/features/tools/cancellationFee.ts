// The lender's cancellation fee of a listing: a share of the rent a borrower who cancels leaves to
// the lender (RentalAgreement v4 `cancellationFeeBps`). Apart from types.ts, whose chunk the home page loads.
import type { Tool } from './types';

/** Basis points in one percent. */
const BPS_PER_PERCENT = 100;
/** The fees the contract accepts, in basis points: 0 to half the rent (`InvalidCancellationFee` above). */
export const CANCELLATION_FEE_BPS = { min: 0, max: 5_000 } as const;
/** The same range as the lender types it, in percent of the rent. */
export const CANCELLATION_FEE_PERCENT = {
  min: CANCELLATION_FEE_BPS.min / BPS_PER_PERCENT,
  max: CANCELLATION_FEE_BPS.max / BPS_PER_PERCENT,
} as const;
/** A listing's fee unless its lender names one: free cancellation. */
export const DEFAULT_CANCELLATION_FEE_BPS = 0;

/** The rule as the form says it. */
export const CANCELLATION_FEE_RULE = `${CANCELLATION_FEE_PERCENT.min}% to ${CANCELLATION_FEE_PERCENT.max}% of the rent, in whole percent or with up to two decimals`;

/** Whether `bps` is a fee the contract accepts: a whole number of basis points from 0 to 5,000. */
export const isCancellationFeeBps = (bps: unknown): bps is number =>
  typeof bps === 'number' &&
  Number.isInteger(bps) &&
  bps >= CANCELLATION_FEE_BPS.min &&
  bps <= CANCELLATION_FEE_BPS.max;

/** "10", "2.5", "0.25": a percentage with at most two decimals (a whole basis point). */
const PERCENT_TEXT = /^\d+(\.\d{1,2})?$/;

/** The fee as typed (percent of the rent) in basis points; else the error to show. */
export function parseCancellationFeePercent(text: string): { bps: number; error: null } | { bps: null; error: string } {
  const trimmed = text.trim();
  const refusal = { bps: null, error: `The cancellation fee must be ${CANCELLATION_FEE_RULE}` } as const;
  if (!PERCENT_TEXT.test(trimmed)) return refusal;
  // Read from the digits, not through a float: "0.29" is 29 bps exactly.
  const [whole = '0', fraction = ''] = trimmed.split('.');
  const bps = Number(whole) * BPS_PER_PERCENT + Number(fraction.padEnd(2, '0'));
  return isCancellationFeeBps(bps) ? { bps, error: null } : refusal;
}

/** Basis points as the percentage a person reads: 1000 → "10", 250 → "2.5", 5 → "0.05". */
export const cancellationFeePercentText = (bps: number): string =>
  (bps / BPS_PER_PERCENT).toFixed(2).replace(/\.?0+$/, '');

/** The listing's cancellation fee in basis points: the lender's choice, else none. */
export const cancellationFeeBpsOf = (tool: Pick<Tool, 'cancellationFeeBps'>): number =>
  tool.cancellationFeeBps ?? DEFAULT_CANCELLATION_FEE_BPS;
