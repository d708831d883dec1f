import type { IRentalAgreement } from '@toolshare/contract/typechain';
import { readAgreements, type EventLogReader, type StoredLog } from '../../../chain';
import { creationTimes } from '../../reading/creationTimes';
import { sameAddress } from '../../rules/roles';
import type { Rental } from '../../types';
import type { ChainConnection } from './chainConnection';
import type { ContractReadCache } from './contractReadCache';
import type { Appointment, DisputeAdminHistory } from './disputeAdminHistory';
import { applyRecord, rentalFromAgreement } from './rentalFromLogs';
import { TOPIC, addressTopic, isoFromSeconds, rentalIdOf, rentalIdTopic } from './rentalLogs';

const positionOf = (log: StoredLog | undefined) => (log ? `${log.blockNumber}:${log.logIndex}` : 'none');

/**
 * Rentals read from the contract: their events from the logs (through the `EventLogReader`'s
 * cursors) and their agreements by eth_call, read again only for rentals with a new event.
 */
export class RentalLogReader {
  private readonly connection: ChainConnection;
  private readonly logs: EventLogReader;
  private readonly admins: DisputeAdminHistory;
  /** The deployment's block: creation times are not looked for before it. */
  private readonly fromBlock: number;
  /** The agreements read, each with the event it reflects. */
  private readonly known: ContractReadCache;

  constructor(
    connection: ChainConnection,
    logs: EventLogReader,
    admins: DisputeAdminHistory,
    known: ContractReadCache,
    fromBlock: number,
  ) {
    this.connection = connection;
    this.logs = logs;
    this.admins = admins;
    this.known = known;
    this.fromBlock = fromBlock;
  }

  /**
   * `account`'s rentals (as lender or borrower; a dispute admin also sees the open and resolved
   * disputes it may rule, `disputeAdminOf`), newest first. The logs are filtered by the indexed lender
   * and borrower, then by the rentals' own ids; agreements are read again only for rentals with a new event.
   */
  async rentalsOf(account: string): Promise<Rental[]> {
    const blockTag = await this.connection.latestBlock();
    const [{ asLender, asBorrower }, appointments] = await Promise.all([
      this.partyLogs(account, blockTag),
      this.admins.appointments(blockTag),
    ]);
    // When the account first took part: its offer, or its acceptance.
    const firstBlock = new Map<string, number>();
    for (const log of [...asLender, ...asBorrower]) {
      const id = rentalIdOf(log);
      firstBlock.set(id, Math.min(firstBlock.get(id) ?? Infinity, log.blockNumber));
    }
    // Only an account ever appointed can rule a dispute: each rental keeps the admin it was picked up under.
    const everAdmin = appointments.some((appointment) => sameAddress(appointment.admin, account));
    if (everAdmin) {
      for (const log of await this.logs.logs({ name: 'disputes', topics: [TOPIC.DisputeFiled] }, blockTag)) {
        const id = rentalIdOf(log);
        if (!firstBlock.has(id)) firstBlock.set(id, log.blockNumber);
      }
    }
    const ids = [...firstBlock.keys()];
    if (ids.length === 0) return [];
    const events = await this.rentalEvents(account, ids, blockTag);
    const createdAt = new Map(
      [...(await creationTimes(firstBlock, this.logs, this.fromBlock))].map(([id, seconds]) => [
        id,
        isoFromSeconds(seconds),
      ]),
    );
    const [rentals, newestBlockTime] = await Promise.all([
      this.composeRentals(ids, events, createdAt, blockTag, appointments),
      this.logs.blockTime(blockTag),
    ]);
    this.connection.noteNewestBlockTime(newestBlockTime);
    return rentals
      .filter(
        (rental) =>
          sameAddress(rental.lenderAddress, account) ||
          sameAddress(rental.borrowerAddress, account) ||
          // A dispute admin: the disputes it may rule, and resolved ones it may finalize.
          ((rental.state === 'DISPUTE_OPENED' || rental.state === 'RESOLUTION_REACHED') &&
            sameAddress(rental.disputeAdmin, account)),
      )
      .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || Number(BigInt(b.id) - BigInt(a.id)));
  }

  /**
   * Anyone's rentals as lender or borrower (a public profile's record), without a wallet: the same
   * log questions as the account's own list (so the two share their cursors and kept logs), without
   * the dispute admin's disputes, creation times or dispute admins. A rental's `createdAt` is its
   * pickup, else 1970.
   */
  async partyRentals(account: string): Promise<Rental[]> {
    const blockTag = await this.connection.latestBlock();
    const { asLender, asBorrower } = await this.partyLogs(account, blockTag);
    const ids = [...new Set([...asLender, ...asBorrower].map(rentalIdOf))];
    if (ids.length === 0) return [];
    const events = await this.rentalEvents(account, ids, blockTag);
    // No dispute admin is shown on a profile: the admin's appointments are not read (one request fewer per block).
    const rentals = await this.composeRentals(ids, events, new Map(), blockTag, []);
    return rentals.filter(
      (rental) => sameAddress(rental.lenderAddress, account) || sameAddress(rental.borrowerAddress, account),
    );
  }

  /** One rental by its id, with its dispute admin; undefined when the contract has none with this id. */
  async rental(rentalId: string): Promise<Rental | undefined> {
    const blockTag = await this.connection.latestBlock();
    const [events, appointments] = await Promise.all([
      this.logs.logs({ name: `rental:${rentalId}`, topics: [null, rentalIdTopic(rentalId)] }, blockTag),
      this.admins.appointments(blockTag),
    ]);
    return (await this.composeRentals([rentalId], events, new Map(), blockTag, appointments)).at(0);
  }

  /** `account`'s offers (RentalCreated by its indexed lender) and acceptances (CollateralDeposited by its indexed borrower). */
  private async partyLogs(
    account: string,
    blockTag: number,
  ): Promise<{ asLender: StoredLog[]; asBorrower: StoredLog[] }> {
    const [asLender, asBorrower] = await Promise.all([
      this.logs.logs(
        { name: `lender:${account.toLowerCase()}`, topics: [TOPIC.RentalCreated, null, addressTopic(account)] },
        blockTag,
      ),
      this.logs.logs(
        { name: `borrower:${account.toLowerCase()}`, topics: [TOPIC.CollateralDeposited, null, addressTopic(account)] },
        blockTag,
      ),
    ]);
    return { asLender, asBorrower };
  }

  /** Every event of `account`'s rentals `ids`: one question, filtered by the indexed rental ids. */
  private rentalEvents(account: string, ids: string[], blockTag: number): Promise<StoredLog[]> {
    return this.logs.logs(
      { name: `rentals:${account.toLowerCase()}`, topics: [null], rentalIds: ids.map(rentalIdTopic) },
      blockTag,
    );
  }

  /** The agreement of each rental, read again only when `events` holds a newer event for it than the one it was read after. */
  private async agreementsOf(
    ids: string[],
    events: StoredLog[],
    blockTag: number,
  ): Promise<{ id: string; agreement: IRentalAgreement.AgreementStructOutput }[]> {
    const newest = new Map<string, StoredLog>();
    for (const log of events) newest.set(rentalIdOf(log), log);
    // Every change of state emits an event (confirmToolReceiptAndInspect emits ToolReceived): no new event, no change.
    const stale = ids.filter((id) => this.known.agreement(id)?.version !== positionOf(newest.get(id)));
    const read = await readAgreements(this.connection.reader(), this.connection.address, stale.map(BigInt), blockTag);
    read.forEach((agreement, index) => {
      const id = stale[index];
      if (id !== undefined) this.known.keepAgreement(id, { agreement, version: positionOf(newest.get(id)) });
    });
    return ids.flatMap((id) => {
      const known = this.known.agreement(id);
      return known ? [{ id, agreement: known.agreement }] : [];
    });
  }

  /** Rentals from their agreements and what only events hold (dispute reason, evidence, resolution, the dispute admin's appointments). */
  private async composeRentals(
    ids: string[],
    events: StoredLog[],
    createdAt: ReadonlyMap<string, string>,
    blockTag: number,
    appointments: readonly Appointment[],
  ): Promise<Rental[]> {
    const agreements = await this.agreementsOf(ids, events, blockTag);
    const byRental = new Map<string, StoredLog[]>();
    for (const log of events) {
      const id = rentalIdOf(log);
      byRental.set(id, [...(byRental.get(id) ?? []), log]);
    }
    return Promise.all(
      agreements.map(async ({ id, agreement }) => {
        const rental = rentalFromAgreement(id, agreement, createdAt.get(id));
        const records = byRental.get(id) ?? [];
        // The rental's admin is the one in office at its deposit, for good; before a deposit, the one in office now.
        const deposit = records.find((log) => log.topics[0] === TOPIC.CollateralDeposited);
        const disputeAdmin = await this.admins.adminAtBlock(appointments, deposit ? deposit.blockNumber : blockTag);
        if (disputeAdmin) rental.disputeAdmin = disputeAdmin;
        for (const log of records) await applyRecord(rental, log, this.logs);
        return rental;
      }),
    );
  }
}
