// A row of the index's `rental` table (indexer/ponder.schema.ts) as the app's Rental: the same shape
// the chain client composes from agreements and logs, amounts exact (bigint from the decimal text).
import { tryToolIdFromBytes32 } from '@toolshare/contract/toolId';
import { PICKED_UP_STATES } from '../../chain';
import { decodeEvidence } from '../actions/evidenceUri';
import { RENTAL_STATES, type Rental, type RentalState, type SubmittedEvidence } from '../types';
import type { IndexRow } from './indexerHttp';

const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000';

const text = (row: IndexRow, column: string): string | null => {
  const value = row[column];
  return value === null || value === undefined ? null : String(value);
};
const bigintOf = (row: IndexRow, column: string): bigint | null => {
  const value = text(row, column);
  return value === null ? null : BigInt(value);
};
/** Unix seconds as ISO time; null for none (or 0, the contract's "not set"). */
const isoOfSeconds = (seconds: bigint | null): string | null =>
  seconds === null || seconds === 0n ? null : new Date(Number(seconds) * 1000).toISOString();
const isoOf = (row: IndexRow, column: string): string | null => isoOfSeconds(bigintOf(row, column));

function stateOf(value: string | null): RentalState {
  const state = RENTAL_STATES.find((name) => name === value);
  if (!state) throw new Error(`The index names an unknown rental state: ${String(value)}.`);
  return state;
}

/** The evidence column (json [party, uri, unix seconds] per Evidence event, in log order), as the rental's. */
function evidenceOf(row: IndexRow): SubmittedEvidence[] {
  const recorded = row.evidence;
  if (!Array.isArray(recorded)) return [];
  return recorded.map((entry: unknown) => {
    const [party, uri, seconds] = Array.isArray(entry) ? (entry as unknown[]) : [];
    return {
      party: String(party),
      submittedAt: new Date(Number(seconds) * 1000).toISOString(),
      ...decodeEvidence(String(uri)),
    };
  });
}

/** The app's tool id of the index's bytes32 `tool_id` (itself when it is not one the app wrote). */
export const toolIdOfIndex = (toolHex: string): string => tryToolIdFromBytes32(toolHex) ?? toolHex;

/**
 * The rental of an index row (indexQueries.ts), with all a rental under way needs for its actions: the
 * inspection period and deadline, its dispute admin (from the deposit on: before it, no dispute can be
 * filed) and its evidence, as the chain client composes them from agreements and logs.
 */
export function rentalOfIndexRow(row: IndexRow): Rental {
  const state = stateOf(text(row, 'state'));
  const toolId = toolIdOfIndex(text(row, 'tool_id') ?? '');
  const pickedUp = PICKED_UP_STATES.includes(state);
  const paymentToken = text(row, 'payment_token');
  const bookedStart = isoOf(row, 'start_time');
  const bookedEnd = isoOf(row, 'end_time');
  const inspectionPeriod = bigintOf(row, 'inspection_period') ?? 0n;
  const returnedAt = bigintOf(row, 'returned_at');
  const rental: Rental = {
    id: text(row, 'id') ?? '',
    toolId,
    lenderAddress: text(row, 'lender') ?? '',
    borrowerAddress: text(row, 'borrower') ?? '',
    rentalRateWei: bigintOf(row, 'rental_rate') ?? 0n,
    // As on chain: the contract takes only tokens its owner accepted; the app knows one, the dollar token.
    ...(paymentToken && paymentToken !== ZERO_ADDRESS ? { currencyCode: 'USDC' as const } : {}),
    collateralWei: bigintOf(row, 'collateral_amount') ?? 0n,
    duration: Number(bigintOf(row, 'rental_duration') ?? 0n),
    startTime: pickedUp ? bookedStart : null,
    endTime: pickedUp ? bookedEnd : null,
    state,
    createdAt: isoOf(row, 'created_at') ?? new Date(0).toISOString(),
    // The index knows only the tool id: RentalsProvider names the rental from the catalogue.
    toolName: `Tool ${toolId}`,
    toolImageUrl: '',
    inspectionPeriodSeconds: Number(inspectionPeriod),
    // As the contract keeps it: set when the tool is marked returned, the return plus the inspection period.
    inspectionDeadline: returnedAt === null ? null : isoOfSeconds(returnedAt + inspectionPeriod),
    returnedAt: isoOf(row, 'returned_at'),
    receivedAt: isoOf(row, 'received_at'),
    evidence: evidenceOf(row),
  };
  const disputeAdmin = text(row, 'dispute_admin');
  if (disputeAdmin) rental.disputeAdmin = disputeAdmin;
  if (bookedStart && bookedEnd) rental.booking = { startTime: bookedStart, endTime: bookedEnd };
  const disputedAt = isoOf(row, 'disputed_at');
  if (disputedAt) {
    rental.disputedAt = disputedAt;
    rental.disputeReason = text(row, 'dispute_reason') ?? '';
    rental.disputeFiledBy = text(row, 'disputed_by') ?? '';
  }
  const resolvedAt = isoOf(row, 'resolved_at');
  if (resolvedAt)
    rental.resolution = {
      lenderShareBps: Number(row.lender_share_bps ?? 0),
      details: text(row, 'resolution_details') ?? '',
      resolvedAt,
    };
  const closedAt = isoOf(row, 'completed_at') ?? isoOf(row, 'cancelled_at');
  if (closedAt) rental.closedAt = closedAt;
  const cancelledBy = text(row, 'cancelled_by');
  if (cancelledBy) rental.closedBy = cancelledBy;
  const toLender = bigintOf(row, 'paid_to_lender') ?? 0n;
  const toBorrower = bigintOf(row, 'paid_to_borrower') ?? 0n;
  if (toLender !== 0n || toBorrower !== 0n) rental.settlement = { toLender, toBorrower };
  return rental;
}
