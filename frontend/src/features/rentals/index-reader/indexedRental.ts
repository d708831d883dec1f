// A row of the index's `rental` table (indexer/ponder.schema.ts) as the app's Rental: the same shape
// the chain client composes from agreements and logs, amounts exact (bigint from the decimal text).
import { tryToolIdFromBytes32 } from '@toolshare/contract/toolId';
import { PICKED_UP_STATES } from '../../chain';
import { RENTAL_STATES, type Rental, type RentalState } from '../types';
import type { IndexRow } from './indexerHttp';

/** The columns read, in the order of the SELECT (snake_case, as the index's SQL answers). */
export const RENTAL_COLUMNS = [
  'id',
  'lender',
  'borrower',
  'tool_id',
  'state',
  'rental_rate',
  'collateral_amount',
  'rental_duration',
  'payment_token',
  'start_time',
  'end_time',
  'created_at',
  'picked_up_at',
  'returned_at',
  'received_at',
  'disputed_at',
  'disputed_by',
  'dispute_reason',
  'resolved_at',
  'lender_share_bps',
  'resolution_details',
  'completed_at',
  'cancelled_at',
  'cancelled_by',
  'paid_to_lender',
  'paid_to_borrower',
] as const;

/** The rentals whose facts no longer change: the index's row is the whole truth of them. */
export const CLOSED_STATES: readonly RentalState[] = ['TRANSACTION_COMPLETED', 'RENTAL_CANCELLED'];

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
const isoOf = (row: IndexRow, column: string): string | null => {
  const seconds = bigintOf(row, column);
  return seconds === null || seconds === 0n ? null : new Date(Number(seconds) * 1000).toISOString();
};

function stateOf(value: string | null): RentalState {
  const state = RENTAL_STATES.find((name) => name === value);
  if (!state) throw new Error(`The index names an unknown rental state: ${String(value)}.`);
  return state;
}

/**
 * The rental of an index row. What the index does not keep (the inspection period, which no event
 * carries, the rental's dispute admin and evidence) is left unknown: the rentals still under way are
 * read from the chain for their actions (IndexRentalsReader), a closed rental needs none of it.
 */
export function rentalOfIndexRow(row: IndexRow): Rental {
  const state = stateOf(text(row, 'state'));
  const toolHex = text(row, 'tool_id') ?? '';
  const toolId = tryToolIdFromBytes32(toolHex) ?? toolHex;
  const pickedUp = PICKED_UP_STATES.includes(state);
  const paymentToken = text(row, 'payment_token');
  const bookedStart = isoOf(row, 'start_time');
  const bookedEnd = isoOf(row, 'end_time');
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
    inspectionPeriodSeconds: 0,
    inspectionDeadline: null,
    returnedAt: isoOf(row, 'returned_at'),
    receivedAt: isoOf(row, 'received_at'),
    evidence: [],
  };
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
