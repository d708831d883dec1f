// What a public profile shows of someone's rentals, in a size that does not grow with their history:
// the counts of their record and the times each of their tools went out, and only the rentals it lists
// one by one (every disputed one, the newest ones they borrowed). The chain and the simulation derive it
// here from the rentals; the index answers the same in one SQL request (PARTY_SUMMARY_SQL).
import { sameAddress } from '../../../shared/addresses';
import { lateDays, secondsOrNull } from '../rules/rentalRules';
import type { Rental } from '../types';
import { BORROWED_LISTED } from '../index-reader/indexQueries';

/** How many of the newest completed rentals as borrower a profile lists ("Tools I've Borrowed"). */
export { BORROWED_LISTED };

export interface PartySummary {
  completedAsLender: number;
  completedAsBorrower: number;
  /** Tools they borrowed and marked returned by the rental's end. */
  returnsOnTime: number;
  /** Tools they borrowed and marked returned after the rental's end. */
  returnsLate: number;
  /** The started days late of those late returns, added up (as the contract counts them for the fee). */
  lateDaysTotal: number;
  /** By tool id: how many of their rentals as lender of that tool were picked up. */
  timesRented: Record<string, number>;
  /** Every disputed rental of theirs, and the newest BORROWED_LISTED completed as borrower (by pickup). */
  listed: Rental[];
}

export const isCompleted = (rental: Rental) => rental.state === 'TRANSACTION_COMPLETED';

export const wasDisputed = (rental: Rental) => !!rental.disputedAt || !!rental.disputeFiledBy;

/** When they took the tool of a rental they borrowed: its pickup (the booked start), else its offer. */
export const borrowedAtOf = (rental: Rental) => rental.startTime ?? rental.createdAt;

/** The newest first, by `borrowedAtOf`. */
export const byBorrowedAtNewestFirst = (a: Rental, b: Rental) =>
  Date.parse(borrowedAtOf(b)) - Date.parse(borrowedAtOf(a));

/** The summary of `wallet`'s part in `rentals` (those where it is neither party are left out). */
export function summarizePartyRentals(wallet: string, rentals: readonly Rental[]): PartySummary {
  const summary: PartySummary = {
    completedAsLender: 0,
    completedAsBorrower: 0,
    returnsOnTime: 0,
    returnsLate: 0,
    lateDaysTotal: 0,
    timesRented: {},
    listed: [],
  };
  const borrowed: Rental[] = [];
  for (const rental of rentals) {
    const asLender = sameAddress(rental.lenderAddress, wallet);
    const asBorrower = !asLender && sameAddress(rental.borrowerAddress, wallet);
    if (!asLender && !asBorrower) continue;
    if (isCompleted(rental)) {
      if (asLender) summary.completedAsLender += 1;
      else {
        summary.completedAsBorrower += 1;
        borrowed.push(rental);
      }
    }
    if (asLender && rental.startTime !== null)
      summary.timesRented[rental.toolId] = (summary.timesRented[rental.toolId] ?? 0) + 1;
    const endTime = secondsOrNull(rental.endTime);
    const returnedAt = secondsOrNull(rental.returnedAt);
    if (asBorrower && endTime !== null && returnedAt !== null) {
      const late = lateDays(endTime, returnedAt);
      if (late === 0) summary.returnsOnTime += 1;
      else {
        summary.returnsLate += 1;
        summary.lateDaysTotal += late;
      }
    }
    if (wasDisputed(rental)) summary.listed.push(rental);
  }
  const newestBorrowed = borrowed.sort(byBorrowedAtNewestFirst).slice(0, BORROWED_LISTED);
  summary.listed.push(...newestBorrowed.filter((rental) => !wasDisputed(rental)));
  return summary;
}
