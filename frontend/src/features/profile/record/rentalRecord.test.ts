import { describe, expect, it } from 'vitest';
import { BORROWER, LENDER, STRANGER, makeRental } from '../../rentals/test/rentalFixtures';
import { BORROWED_LISTED, summarizePartyRentals, type Rental } from '../../rentals';
import {
  borrowedRentalsOf as borrowedOfSummary,
  isEmptyRecord,
  rentalRecordOf as recordOfSummary,
  timesRentedOf as timesRentedOfSummary,
} from './rentalRecord';

// The profile's view of someone's rentals, through their summary, as the chain and the simulation give it.
const rentalRecordOf = (wallet: string, rentals: Rental[]) =>
  recordOfSummary(wallet, summarizePartyRentals(wallet, rentals));
const timesRentedOf = (wallet: string, toolIds: string[], rentals: Rental[]) =>
  timesRentedOfSummary(toolIds, summarizePartyRentals(wallet, rentals));
const borrowedRentalsOf = (wallet: string, rentals: Rental[]) =>
  borrowedOfSummary(wallet, summarizePartyRentals(wallet, rentals));

const DAY = 24 * 60 * 60 * 1000;
const START = Date.parse('2026-03-02T09:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();

/** A completed 3-day rental returned `returnedAfterEndMs` after its end (negative: early). */
function completed(id: string, returnedAfterEndMs: number, overrides: Parameters<typeof makeRental>[0] = {}) {
  const end = START + 3 * DAY;
  return makeRental({
    id,
    state: 'TRANSACTION_COMPLETED',
    startTime: iso(START),
    endTime: iso(end),
    returnedAt: iso(end + returnedAfterEndMs),
    ...overrides,
  });
}

describe('a profile record from rentals', () => {
  it('counts completed rentals by the side the person was on', () => {
    const rentals = [
      completed('1', 0),
      completed('2', 0),
      completed('3', 0, { lenderAddress: BORROWER, borrowerAddress: LENDER }),
      makeRental({ id: '4', state: 'RENTAL_ACTIVE' }),
    ];
    expect(rentalRecordOf(LENDER, rentals)).toMatchObject({ completedAsLender: 2, completedAsBorrower: 1 });
    expect(rentalRecordOf(BORROWER, rentals)).toMatchObject({ completedAsLender: 1, completedAsBorrower: 2 });
  });

  it('leaves out rentals the person took no part in', () => {
    expect(isEmptyRecord(rentalRecordOf(STRANGER, [completed('1', DAY)]))).toBe(true);
  });

  it("counts the borrower's returns on time (at the end exactly, or early) and late with the started days late", () => {
    const rentals = [
      completed('1', 0),
      completed('2', -DAY),
      completed('3', 1000),
      completed('4', 2 * DAY + 1000),
      makeRental({ id: '5', state: 'RENTAL_ACTIVE', startTime: iso(START), endTime: iso(START + DAY) }),
    ];
    const record = rentalRecordOf(BORROWER, rentals);
    expect(record).toMatchObject({ returnsOnTime: 2, returnsLate: 2, lateDaysTotal: 1 + 3 });
    // A lender's tools coming back late say nothing about the lender.
    expect(rentalRecordOf(LENDER, rentals)).toMatchObject({ returnsOnTime: 0, returnsLate: 0, lateDaysTotal: 0 });
  });

  it('names how each dispute ended: a ruling with its share, the default split, a cancelled rental, or still open', () => {
    const disputed = { disputeFiledBy: BORROWER, disputeReason: 'Broken' };
    const rentals = [
      completed('1', 0, {
        ...disputed,
        disputedAt: iso(START + DAY),
        resolution: { lenderShareBps: 7000, details: 'Scratched', resolvedAt: iso(START + 5 * DAY) },
      }),
      completed('2', 0, { ...disputed, disputeFiledBy: LENDER, disputedAt: iso(START + 2 * DAY) }),
      makeRental({ id: '3', state: 'RENTAL_CANCELLED', ...disputed, disputedAt: iso(START + 3 * DAY) }),
      makeRental({ id: '4', state: 'DISPUTE_OPENED', ...disputed, disputedAt: iso(START + 4 * DAY) }),
      completed('5', 0),
    ];
    const { disputes } = rentalRecordOf(LENDER, rentals);
    expect(
      disputes.map(({ rentalId, outcome, filedByThem, role }) => ({ rentalId, outcome, filedByThem, role })),
    ).toEqual([
      { rentalId: '4', outcome: { kind: 'open' }, filedByThem: false, role: 'lender' },
      { rentalId: '3', outcome: { kind: 'cancelled' }, filedByThem: false, role: 'lender' },
      { rentalId: '2', outcome: { kind: 'defaultSplit' }, filedByThem: true, role: 'lender' },
      { rentalId: '1', outcome: { kind: 'ruled', lenderShareBps: 7000 }, filedByThem: false, role: 'lender' },
    ]);
    expect(rentalRecordOf(BORROWER, rentals).disputes.filter((dispute) => dispute.filedByThem)).toHaveLength(3);
  });

  it('counts the times each listing went out to a borrower (picked up), not offers nobody took', () => {
    const rentals = [
      completed('1', 0),
      makeRental({ id: '2', state: 'RENTAL_ACTIVE', startTime: iso(START) }),
      makeRental({ id: '3', state: 'AWAITING_COLLATERAL', borrowerAddress: '' }),
      makeRental({ id: '4', state: 'RENTAL_CANCELLED' }),
      completed('5', 0, { toolId: 'tool-2' }),
      completed('6', 0, { toolId: 'tool-2', lenderAddress: STRANGER }),
    ];
    expect(timesRentedOf(LENDER, ['tool-1', 'tool-2', 'tool-3'], rentals)).toEqual([
      { toolId: 'tool-1', timesRented: 2 },
      { toolId: 'tool-2', timesRented: 1 },
      { toolId: 'tool-3', timesRented: 0 },
    ]);
  });

  it('lists the tools of completed rentals as borrower, newest pickup first', () => {
    const rentals = [
      completed('1', 0, { toolId: 'tool-1', toolName: 'Drill' }),
      completed('2', 0, { toolId: 'tool-2', toolName: 'Saw', startTime: iso(START + 10 * DAY) }),
      makeRental({ id: '3', state: 'RENTAL_ACTIVE', startTime: iso(START) }),
      completed('4', 0, { lenderAddress: BORROWER, borrowerAddress: LENDER }),
    ];
    expect(borrowedRentalsOf(BORROWER, rentals)).toEqual([
      { rentalId: '2', toolId: 'tool-2', toolName: 'Saw', borrowedAt: iso(START + 10 * DAY) },
      { rentalId: '1', toolId: 'tool-1', toolName: 'Drill', borrowedAt: iso(START) },
    ]);
  });

  it(`keeps its size whatever the history: lists the newest ${BORROWED_LISTED} tools borrowed and every dispute, counts the rest`, () => {
    const rentals = Array.from({ length: BORROWED_LISTED + 10 }, (_, index) =>
      completed(String(index + 1), 0, { startTime: iso(START + index * DAY) }),
    );
    const oldest = rentals[0];
    if (oldest) Object.assign(oldest, { disputeFiledBy: LENDER, disputedAt: iso(START + DAY) });
    const summary = summarizePartyRentals(BORROWER, rentals);
    expect(summary.completedAsBorrower).toBe(BORROWED_LISTED + 10);
    expect(summary.listed).toHaveLength(BORROWED_LISTED + 1);
    const borrowed = borrowedOfSummary(BORROWER, summary);
    expect(borrowed.map((rental) => rental.rentalId)).toEqual(
      Array.from({ length: BORROWED_LISTED }, (_, index) => String(BORROWED_LISTED + 10 - index)),
    );
    expect(recordOfSummary(BORROWER, summary).disputes.map((dispute) => dispute.rentalId)).toEqual(['1']);
  });
});
