import { toolIdToBytes32 } from '@toolshare/contract/toolId';
import type { BookedRange } from '../rules/bookingRules';
import type { Rental } from '../types';
import { IndexUnavailableError, queryIndex, readIndexedBlock, type IndexRow } from './indexerHttp';
import {
  ACCOUNT_RENTALS_SQL,
  BOOKINGS_OF_TOOL_SQL,
  FOLLOWS_COLUMN,
  PARTY_SUMMARY_SQL,
  RENTAL_COLUMNS,
  UNSETTLED_TOOLS_SQL,
} from './indexQueries';
import { rentalOfIndexRow, toolIdOfIndex } from './indexedRental';
import type { PartySummary } from '../reading/partySummary';

/** A json column of arrays (null when the read found nothing), as its arrays. */
const jsonArrays = (value: IndexRow[string] | undefined): unknown[][] =>
  Array.isArray(value) ? value.filter((entry): entry is unknown[] => Array.isArray(entry)) : [];

/** A rental sent as one json array of RENTAL_COLUMNS (PARTY_SUMMARY_SQL), as the rental of its row. */
const rentalOfJsonArray = (values: unknown[]): Rental =>
  rentalOfIndexRow(
    Object.fromEntries(RENTAL_COLUMNS.map((column, index) => [column, (values[index] ?? null) as string | null])),
  );

/** The contract an index reader is for: its rows are used only if the index follows this one. */
export interface IndexedDeployment {
  chainId: number;
  address: string;
}

/** A tool (its lender and tool id, as the index keeps them) with a rental not yet settled. */
export interface UnsettledTool {
  lender: string;
  /** The tool id as bytes32 hex. */
  toolId: string;
  /** Whether one of its rentals is an open offer. */
  offered: boolean;
  /** The earliest booked start (unix seconds) of its rentals paid for; null when none is. */
  firstBookedStart: number | null;
}

/**
 * Reads a deployment's rentals from the chain's index (docs/indexer.md) instead of its logs: one SQL
 * request per question, whatever the history's length, each also telling whether the index follows
 * this deployment (indexQueries.ts).
 */
export class IndexRentalsReader {
  constructor(
    private readonly baseUrl: string,
    private readonly deployment: IndexedDeployment,
  ) {}

  /**
   * The rows `sql` answers for this deployment ($1, $2) and `params` ($3…), without the one row a read
   * answers when it has nothing to say; the index's refusal when it follows another contract.
   */
  private async read(sql: string, params: readonly unknown[], present: string): Promise<IndexRow[]> {
    const { chainId, address } = this.deployment;
    const rows = await queryIndex(this.baseUrl, sql, [chainId, address.toLowerCase(), ...params]);
    if (rows.length === 0)
      throw new IndexUnavailableError(`The index does not follow the contract ${address} on chain ${chainId}.`);
    return rows.filter((row) => row[FOLLOWS_COLUMN] !== null && row[present] !== null);
  }

  /** The live bookings of `lender`'s tool `toolId`, earliest first. */
  async toolBookings(lender: string, toolId: string): Promise<BookedRange[]> {
    const rows = await this.read(
      BOOKINGS_OF_TOOL_SQL,
      [lender.toLowerCase(), toolIdToBytes32(toolId).toLowerCase()],
      'start_time',
    );
    return rows.map((row) => ({ startTime: Number(row.start_time), endTime: Number(row.end_time) }));
  }

  /** The summary of anyone's rentals as lender or borrower (a public profile's record), in one row. */
  async partySummary(account: string): Promise<PartySummary> {
    const [row] = await this.read(PARTY_SUMMARY_SQL, [account.toLowerCase()], FOLLOWS_COLUMN);
    if (!row) throw new IndexUnavailableError('The index answered no summary.');
    const timesRented: Record<string, number> = {};
    for (const [toolHex, count] of jsonArrays(row.times_rented))
      timesRented[toolIdOfIndex(String(toolHex))] = Number(count);
    return {
      completedAsLender: Number(row.completed_as_lender),
      completedAsBorrower: Number(row.completed_as_borrower),
      returnsOnTime: Number(row.returns_on_time),
      returnsLate: Number(row.returns_late),
      lateDaysTotal: Number(row.late_days_total),
      timesRented,
      listed: jsonArrays(row.listed).map(rentalOfJsonArray),
    };
  }

  /**
   * The connected account's rentals for My Rentals, newest first: those it is a party to and the
   * disputes it rules as their dispute admin (each rental's own, fixed at its deposit), with everything
   * their actions need, from the index alone.
   */
  async accountRentals(account: string): Promise<Rental[]> {
    return (await this.read(ACCOUNT_RENTALS_SQL, [account.toLowerCase()], 'id')).map(rentalOfIndexRow);
  }

  /** Every tool with a rental not yet settled (the catalogue's availability). */
  async unsettledTools(): Promise<UnsettledTool[]> {
    return (await this.read(UNSETTLED_TOOLS_SQL, [], 'tool_id')).map((row) => ({
      lender: String(row.lender),
      toolId: String(row.tool_id),
      offered: Number(row.offered) === 1,
      firstBookedStart: row.first_booked_start === null ? null : Number(row.first_booked_start),
    }));
  }

  indexedBlock(): Promise<number | null> {
    return readIndexedBlock(this.baseUrl, this.deployment.chainId);
  }
}
