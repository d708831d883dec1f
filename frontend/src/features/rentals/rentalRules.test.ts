import { describe, expect, it } from 'vitest';
import {
  DAY_SECONDS,
  EVIDENCE_STATES,
  canSettleUnruledDispute,
  canSubmitEvidenceIn,
  disputeRulingDeadline,
  escrowOf,
  isInspectionPeriodAllowed,
  isOverdue,
  lateDays,
  lateFee,
  releaseSettlement,
  settlementAt,
  splitEscrow,
  type RentalTerms,
} from './rentalRules';
import { RENTAL_STATES } from './types';

const ETH = 10n ** 18n;
// 0.012 ETH a day for 3 days, 0.06 ETH collateral: 0.036 rent, 0.096 escrow.
const TERMS: RentalTerms = { rentalRate: (12n * ETH) / 1000n, collateralAmount: (6n * ETH) / 100n, rentalDuration: 3 };
const END = 1_800_000_000;

describe('late fee', () => {
  it('is nothing for a return at endTime exactly, or before', () => {
    expect(lateDays(END, END - 1)).toBe(0);
    expect(lateDays(END, END)).toBe(0);
    expect(lateFee(TERMS, END, END)).toBe(0n);
  });

  it('charges a started day from one second late', () => {
    expect(lateDays(END, END + 1)).toBe(1);
    expect(lateFee(TERMS, END, END + 1)).toBe(TERMS.rentalRate);
  });

  it('charges a second day from one day and one second late, not at one day', () => {
    expect(lateDays(END, END + DAY_SECONDS)).toBe(1);
    expect(lateDays(END, END + DAY_SECONDS + 1)).toBe(2);
    expect(lateFee(TERMS, END, END + DAY_SECONDS + 1)).toBe(2n * TERMS.rentalRate);
  });

  it('never exceeds the collateral: 5 days at 0.012 is capped at 0.06, 4 days is not', () => {
    expect(lateFee(TERMS, END, END + 4 * DAY_SECONDS)).toBe(4n * TERMS.rentalRate);
    expect(lateFee(TERMS, END, END + 4 * DAY_SECONDS + 1)).toBe(TERMS.collateralAmount);
    expect(lateFee(TERMS, END, END + 300 * DAY_SECONDS)).toBe(TERMS.collateralAmount);
  });

  it('goes to the lender on release, out of the collateral, and no wei is lost', () => {
    const settlement = releaseSettlement(TERMS, END, END + 2 * DAY_SECONDS);
    expect(settlement).toEqual({ toLender: (36n * ETH) / 1000n + 2n * TERMS.rentalRate, toBorrower: TERMS.collateralAmount - 2n * TERMS.rentalRate });
    expect(settlement.toLender + settlement.toBorrower).toBe(escrowOf(TERMS));
  });

  it('says overdue strictly after endTime', () => {
    expect(isOverdue(END, END)).toBe(false);
    expect(isOverdue(END, END + 1)).toBe(true);
    expect(isOverdue(null, END)).toBe(false);
  });
});

describe('settlement now (contract settlementOf)', () => {
  const times = { endTime: END, returnedAt: END + 1 };

  it('counts an active rental as if returned now, so the fee grows while the tool is out', () => {
    expect(settlementAt(TERMS, 'RENTAL_ACTIVE', { endTime: END, returnedAt: null }, END)?.toLender).toBe((36n * ETH) / 1000n);
    expect(settlementAt(TERMS, 'RENTAL_ACTIVE', { endTime: END, returnedAt: null }, END + 1)?.toLender).toBe((48n * ETH) / 1000n);
  });

  it('counts a returned tool by its return time, whatever the time now', () => {
    for (const state of ['TOOL_RETURNED', 'INSPECTION_PERIOD'] as const) {
      expect(settlementAt(TERMS, state, times, END + 20 * DAY_SECONDS)).toEqual(releaseSettlement(TERMS, END, END + 1));
    }
  });

  it('splits a resolved dispute by its share', () => {
    expect(settlementAt(TERMS, 'RESOLUTION_REACHED', times, END, 2_500)).toEqual(splitEscrow(TERMS, 2_500));
  });

  it('offers nothing before pickup or once settled', () => {
    for (const state of ['AWAITING_COLLATERAL', 'COLLATERAL_DEPOSITED', 'TRANSACTION_COMPLETED', 'RENTAL_CANCELLED'] as const) {
      expect(settlementAt(TERMS, state, times, END)).toBeNull();
    }
  });
});

describe('escrow split', () => {
  it('rounds the lender’s half down and gives the borrower the odd wei', () => {
    const odd: RentalTerms = { rentalRate: 1n, collateralAmount: 2n, rentalDuration: 1 };
    expect(splitEscrow(odd, 5_000)).toEqual({ toLender: 1n, toBorrower: 2n });
    expect(splitEscrow(TERMS, 0)).toEqual({ toLender: 0n, toBorrower: escrowOf(TERMS) });
    expect(splitEscrow(TERMS, 10_000)).toEqual({ toLender: escrowOf(TERMS), toBorrower: 0n });
  });
});

describe('dispute ruling period', () => {
  const disputedAt = 1_800_000_000;

  it('lets either party settle 50/50 only strictly after 30 days', () => {
    expect(disputeRulingDeadline(disputedAt)).toBe(disputedAt + 30 * DAY_SECONDS);
    expect(canSettleUnruledDispute(disputedAt, disputedAt + 30 * DAY_SECONDS - 1)).toBe(false);
    expect(canSettleUnruledDispute(disputedAt, disputedAt + 30 * DAY_SECONDS)).toBe(false);
    expect(canSettleUnruledDispute(disputedAt, disputedAt + 30 * DAY_SECONDS + 1)).toBe(true);
    expect(canSettleUnruledDispute(null, disputedAt + 300 * DAY_SECONDS)).toBe(false);
  });
});

describe('inspection period', () => {
  it('is a day to 30 days, in whole seconds', () => {
    expect(isInspectionPeriodAllowed(DAY_SECONDS - 1)).toBe(false);
    expect(isInspectionPeriodAllowed(DAY_SECONDS)).toBe(true);
    expect(isInspectionPeriodAllowed(30 * DAY_SECONDS)).toBe(true);
    expect(isInspectionPeriodAllowed(30 * DAY_SECONDS + 1)).toBe(false);
    expect(isInspectionPeriodAllowed(DAY_SECONDS + 0.5)).toBe(false);
  });
});

describe('evidence', () => {
  it('is accepted from the deposit through an open dispute, and in no other state', () => {
    expect(RENTAL_STATES.filter(canSubmitEvidenceIn)).toEqual([...EVIDENCE_STATES]);
    expect(EVIDENCE_STATES).toEqual(['COLLATERAL_DEPOSITED', 'RENTAL_ACTIVE', 'TOOL_RETURNED', 'INSPECTION_PERIOD', 'DISPUTE_OPENED']);
  });
});
