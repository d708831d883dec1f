/**
 * A person's record as the public profile shows it, derived from their rentals (on chain, or the
 * simulation's) and nothing else: what they completed as lender and as borrower, whether they brought
 * tools back on time, and how the disputes they took part in ended.
 */
import { lateDays, sameAddress, secondsOrNull, type Rental } from '../../rentals';

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

export interface RentalRecord {
  completedAsLender: number;
  completedAsBorrower: number;
  /** Tools they borrowed and marked returned by the rental's end. */
  returnsOnTime: number;
  /** Tools they borrowed and marked returned after the rental's end. */
  returnsLate: number;
  /** The started days late of those late returns, added up (as the contract counts them for the fee). */
  lateDaysTotal: number;
  /** Every dispute of their rentals, whoever filed it, newest first. */
  disputes: DisputeRecord[];
}

export const isCompleted = (rental: Rental) => rental.state === 'TRANSACTION_COMPLETED';

const wasDisputed = (rental: Rental) => !!rental.disputedAt || !!rental.disputeFiledBy;

function outcomeOf(rental: Rental): DisputeOutcome {
  if (rental.resolution) return { kind: 'ruled', lenderShareBps: rental.resolution.lenderShareBps };
  if (rental.state === 'TRANSACTION_COMPLETED') return { kind: 'defaultSplit' };
  if (rental.state === 'RENTAL_CANCELLED') return { kind: 'cancelled' };
  return { kind: 'open' };
}

/** The record of `wallet` from `rentals` (any rentals: those where it is neither party are left out). */
export function rentalRecordOf(wallet: string, rentals: readonly Rental[]): RentalRecord {
  const record: RentalRecord = {
    completedAsLender: 0,
    completedAsBorrower: 0,
    returnsOnTime: 0,
    returnsLate: 0,
    lateDaysTotal: 0,
    disputes: [],
  };
  for (const rental of rentals) {
    const role = sameAddress(rental.lenderAddress, wallet)
      ? 'lender'
      : sameAddress(rental.borrowerAddress, wallet)
        ? 'borrower'
        : null;
    if (role === null) continue;
    if (isCompleted(rental)) {
      if (role === 'lender') record.completedAsLender += 1;
      else record.completedAsBorrower += 1;
    }
    const endTime = secondsOrNull(rental.endTime);
    const returnedAt = secondsOrNull(rental.returnedAt);
    if (role === 'borrower' && endTime !== null && returnedAt !== null) {
      const late = lateDays(endTime, returnedAt);
      if (late === 0) record.returnsOnTime += 1;
      else {
        record.returnsLate += 1;
        record.lateDaysTotal += late;
      }
    }
    if (wasDisputed(rental)) {
      record.disputes.push({
        rentalId: rental.id,
        toolName: rental.toolName,
        filedByThem: sameAddress(rental.disputeFiledBy, wallet),
        role,
        outcome: outcomeOf(rental),
        disputedAt: rental.disputedAt ?? null,
      });
    }
  }
  record.disputes.sort((a, b) => (Date.parse(b.disputedAt ?? '') || 0) - (Date.parse(a.disputedAt ?? '') || 0));
  return record;
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
export function timesRentedOf(wallet: string, toolIds: readonly string[], rentals: readonly Rental[]): LentListing[] {
  return toolIds.map((toolId) => ({
    toolId,
    timesRented: rentals.filter(
      (rental) => rental.toolId === toolId && rental.startTime !== null && sameAddress(rental.lenderAddress, wallet),
    ).length,
  }));
}

/** A tool they borrowed: the tool and when they picked it up (ISO). */
export interface BorrowedRental {
  rentalId: string;
  toolId: string;
  toolName: string;
  borrowedAt: string;
}

/** The tools of their completed rentals as borrower, newest first, dated by the pickup. */
export function borrowedRentalsOf(wallet: string, rentals: readonly Rental[]): BorrowedRental[] {
  return rentals
    .filter((rental) => isCompleted(rental) && sameAddress(rental.borrowerAddress, wallet))
    .map((rental) => ({
      rentalId: rental.id,
      toolId: rental.toolId,
      toolName: rental.toolName,
      borrowedAt: rental.startTime ?? rental.createdAt,
    }))
    .sort((a, b) => Date.parse(b.borrowedAt) - Date.parse(a.borrowedAt));
}
