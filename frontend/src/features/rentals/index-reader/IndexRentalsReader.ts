import { toolIdToBytes32 } from '@toolshare/contract/toolId';
import { loadOnce } from '../../../shared/lazy/loadOnce';
import type { BookedRange } from '../rules/bookingRules';
import type { Rental } from '../types';
import { IndexUnavailableError, queryIndex, readIndexedBlock } from './indexerHttp';
import { CLOSED_STATES, RENTAL_COLUMNS, rentalOfIndexRow } from './indexedRental';

/** The contract an index reader is for: its rows are used only if the index follows this one. */
export interface IndexedDeployment {
  chainId: number;
  address: string;
}

/** What the chain answers for the rentals the index cannot say everything of. */
export interface ChainRentalReads {
  /** The account's rentals read from the chain's logs (the fallback, and a dispute admin's list). */
  fetchRentals: () => Promise<Rental[]>;
  /** One rental from the chain, with what only the contract keeps (its inspection period, its dispute admin). */
  fetchRental: (rentalId: string) => Promise<Rental>;
}

const RENTALS_OF_PARTY = `SELECT ${RENTAL_COLUMNS.join(', ')} FROM rental WHERE lender = $1 OR borrower = $1 ORDER BY created_at DESC, id DESC`;
/** A tool's live booked ranges (the index deletes a booking when its rental completes or is cancelled). */
const BOOKINGS_OF_TOOL = `SELECT start_time, end_time FROM booking WHERE lender = $1 AND tool_id = $2 ORDER BY start_time`;
/** One row when the index follows the deployment (chain and address), none otherwise. */
const INDEXED_CONTRACT = `SELECT chain_id FROM indexed_contract WHERE chain_id = $1 AND address = $2 LIMIT 1`;
/** One row when `account` was ever appointed dispute admin. */
const EVER_ADMIN = `SELECT admin FROM dispute_admin WHERE admin = $1 LIMIT 1`;

/**
 * Reads a deployment's rentals from the chain's index (docs/indexer.md) instead of its logs: one SQL
 * request for a wallet's rentals as lender or borrower, whatever its history's length.
 */
export class IndexRentalsReader {
  constructor(
    private readonly baseUrl: string,
    private readonly deployment: IndexedDeployment,
  ) {}

  /**
   * Refuses another contract's index. Asked once per reader, not at every read (the contract an index
   * follows does not change under it); a failed check is asked again at the next read.
   */
  private readonly followsDeployment = loadOnce(async () => {
    const [row] = await queryIndex(this.baseUrl, INDEXED_CONTRACT, [
      this.deployment.chainId,
      this.deployment.address.toLowerCase(),
    ]);
    if (!row)
      throw new IndexUnavailableError(
        `The index does not follow the contract ${this.deployment.address} on chain ${this.deployment.chainId}.`,
      );
  });

  /** `account`'s rentals as lender or borrower, newest first. */
  private async rentalsOf(account: string): Promise<Rental[]> {
    const [rows] = await Promise.all([
      queryIndex(this.baseUrl, RENTALS_OF_PARTY, [account.toLowerCase()]),
      this.followsDeployment(),
    ]);
    return rows.map(rentalOfIndexRow);
  }

  /** The live bookings of `lender`'s tool `toolId`, earliest first. */
  async toolBookings(lender: string, toolId: string): Promise<BookedRange[]> {
    const [rows] = await Promise.all([
      queryIndex(this.baseUrl, BOOKINGS_OF_TOOL, [lender.toLowerCase(), toolIdToBytes32(toolId).toLowerCase()]),
      this.followsDeployment(),
    ]);
    return rows.map((row) => ({ startTime: Number(row.start_time), endTime: Number(row.end_time) }));
  }

  /** Anyone's rentals as lender or borrower, newest first (a public profile's record). */
  async partyRentals(account: string): Promise<Rental[]> {
    return this.rentalsOf(account);
  }

  /**
   * The connected account's rentals for My Rentals: the closed ones from the index alone, those still
   * under way read again from the chain (their actions need the inspection period and the dispute
   * admin, which the index does not keep). A dispute admin's list (the disputes it may rule, whoever
   * the parties) is the chain's.
   */
  async accountRentals(account: string, chain: ChainRentalReads): Promise<Rental[]> {
    const [rentals, everAdmin] = await Promise.all([
      this.rentalsOf(account),
      queryIndex(this.baseUrl, EVER_ADMIN, [account.toLowerCase()]),
    ]);
    if (everAdmin.length > 0) return chain.fetchRentals();
    return Promise.all(
      rentals.map(async (rental) =>
        CLOSED_STATES.includes(rental.state)
          ? rental
          : // The index knows when it was created (the chain's single read does not): the list keeps its order.
            { ...(await chain.fetchRental(rental.id)), createdAt: rental.createdAt },
      ),
    );
  }

  indexedBlock(): Promise<number | null> {
    return readIndexedBlock(this.baseUrl, this.deployment.chainId);
  }
}
