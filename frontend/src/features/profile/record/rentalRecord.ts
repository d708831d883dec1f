/**
 * A person's record as the public profile shows it, from the summary of their rentals (the index's, the
 * chain's or the simulation's) and nothing else: what they completed as lender and as borrower, whether
 * they brought tools back on time, and how the disputes they took part in ended.
 */
import {
  BORROWED_LISTED,
  borrowedAtOf,
  byBorrowedAtNewestFirst,
  isCompleted,
  sameAddress,
  wasDisputed,
  type PartySummary,
  type Rental,
} from '../../rentals';

/** How a dispute ended: a ruling (the lender's share), the default split of an unruled dispute, a cancelled rental, or not yet. */
export type DisputeOutcome =
  { kind: 'ruled'; lenderShareBps: number } | { kind: 'defaultSplit' } | { kind: 'cancelled' } | { kind: 'open' };

export interface DisputeRecord {
  rentalId: string;
  toolName: string;
  /** Whether this person filed it (else the other party did). */
  filedByThem: boolean;
  /** This person's side of the rental. */
  role: 'lender' | 'borrower';
  outcome: DisputeOutcome;
  /** ISO time it was filed, when known. */
  disputedAt: string | null;
}

export interface RentalRecord extends Pick<
  PartySummary,
  'completedAsLender' | 'completedAsBorrower' | 'returnsOnTime' | 'returnsLate' | 'lateDaysTotal'
> {
  /** Every dispute of their rentals, whoever filed it, newest first. */
  disputes: DisputeRecord[];
}

function outcomeOf(rental: Rental): DisputeOutcome {
  if (rental.resolution) return { kind: 'ruled', lenderShareBps: rental.resolution.lenderShareBps };
  if (rental.state === 'TRANSACTION_COMPLETED') return { kind: 'defaultSplit' };
  if (rental.state === 'RENTAL_CANCELLED') return { kind: 'cancelled' };
  return { kind: 'open' };
}

/** The record of `wallet` from the summary of its rentals. */
export function rentalRecordOf(wallet: string, summary: PartySummary): RentalRecord {
  const disputes = summary.listed.filter(wasDisputed).map((rental): DisputeRecord => ({
    rentalId: rental.id,
    toolName: rental.toolName,
    filedByThem: sameAddress(rental.disputeFiledBy, wallet),
    role: sameAddress(rental.lenderAddress, wallet) ? 'lender' : 'borrower',
    outcome: outcomeOf(rental),
    disputedAt: rental.disputedAt ?? null,
  }));
  disputes.sort((a, b) => (Date.parse(b.disputedAt ?? '') || 0) - (Date.parse(a.disputedAt ?? '') || 0));
  return {
    completedAsLender: summary.completedAsLender,
    completedAsBorrower: summary.completedAsBorrower,
    returnsOnTime: summary.returnsOnTime,
    returnsLate: summary.returnsLate,
    lateDaysTotal: summary.lateDaysTotal,
    disputes,
  };
}

/** Whether the record holds anything to show (a first-time member's holds nothing). */
export const isEmptyRecord = (record: RentalRecord) =>
  record.completedAsLender +
    record.completedAsBorrower +
    record.returnsOnTime +
    record.returnsLate +
    record.disputes.length ===
  0;

/** One of their listings, with how many times a borrower picked it up. */
export interface LentListing {
  toolId: string;
  timesRented: number;
}

/** How many times each of `toolIds` (their listings) went out to a borrower: rentals of theirs as lender of that tool that were picked up. */
export function timesRentedOf(toolIds: readonly string[], summary: PartySummary): LentListing[] {
  return toolIds.map((toolId) => ({ toolId, timesRented: summary.timesRented[toolId] ?? 0 }));
}

/** A tool they borrowed: the tool and when they picked it up (ISO). */
export interface BorrowedRental {
  rentalId: string;
  toolId: string;
  toolName: string;
  borrowedAt: string;
}

/** The tools of their newest completed rentals as borrower (at most BORROWED_LISTED), newest first, dated by the pickup. */
export function borrowedRentalsOf(wallet: string, summary: PartySummary): BorrowedRental[] {
  return summary.listed
    .filter((rental) => isCompleted(rental) && sameAddress(rental.borrowerAddress, wallet))
    .sort(byBorrowedAtNewestFirst)
    .slice(0, BORROWED_LISTED)
    .map((rental) => ({
      rentalId: rental.id,
      toolId: rental.toolId,
      toolName: rental.toolName,
      borrowedAt: borrowedAtOf(rental),
    }));
}
