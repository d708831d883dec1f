import { describe, expect, it } from 'vitest';
import {
  DAY_SECONDS,
  EVIDENCE_STATES,
  pickupOpensAt,
  unruledDisputeClaimTime,
  defaultDisputeSplit,
  canSubmitEvidenceIn,
  cancellationFeeOf,
  disputeRulingDeadline,
  escrowOf,
  isInspectionPeriodAllowed,
  isOverdue,
  lateDays,
  lateFee,
  releaseSettlement,
  settlementAt,
  splitEscrow,
  type AgreementTerms,
  type SettlementFacts,
} from './rentalRules';
import { RENTAL_STATES, type RentalState } from '../types';

const ETH = 10n ** 18n;
// 0.012 ETH a day for 3 days, 0.06 ETH collateral: 0.036 rent, 0.096 escrow.
const TERMS: AgreementTerms = {
  rentalRate: (12n * ETH) / 1000n,
  collateralAmount: (6n * ETH) / 100n,
  rentalDuration: 3,
};
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
    expect(settlement).toEqual({
      toLender: (36n * ETH) / 1000n + 2n * TERMS.rentalRate,
      toBorrower: TERMS.collateralAmount - 2n * TERMS.rentalRate,
    });
    expect(settlement.toLender + settlement.toBorrower).toBe(escrowOf(TERMS));
  });

  it('says overdue strictly after endTime', () => {
    expect(isOverdue(END, END)).toBe(false);
    expect(isOverdue(END, END + 1)).toBe(true);
    expect(isOverdue(null, END)).toBe(false);
  });
});

describe('settlement now (contract settlementOf)', () => {
  const facts = (state: RentalState, more: Partial<SettlementFacts> = {}): SettlementFacts => ({
    state,
    endTime: END,
    returnedAt: END + 1,
    disputed: false,
    lenderShareBps: null,
    deposited: true,
    ...more,
  });
  const RENT = (36n * ETH) / 1000n;
  const ESCROW = escrowOf(TERMS);

  it('splits a cancelled deposit by the fee it charged: that share of the rent, rounded down, to the lender', () => {
    // 0.01% of the 0.036 ETH rent is 3.6e12 wei; 33.33% of it, 0.0119988 ETH; 50% of 7 wei, 3 (rounded down).
    expect(settlementAt(TERMS, facts('RENTAL_CANCELLED', { cancellationFeeBps: 1 }), END)).toEqual({
      toLender: RENT / 10_000n,
      toBorrower: ESCROW - RENT / 10_000n,
    });
    expect(settlementAt(TERMS, facts('RENTAL_CANCELLED', { cancellationFeeBps: 3333 }), END).toLender).toBe(
      (RENT * 3333n) / 10_000n,
    );
    expect(settlementAt(TERMS, facts('RENTAL_CANCELLED', { cancellationFeeBps: 0 }), END)).toEqual({
      toLender: 0n,
      toBorrower: ESCROW,
    });
    // An offer cancelled before any deposit: nothing to split, whatever its fee.
    expect(settlementAt(TERMS, facts('RENTAL_CANCELLED', { cancellationFeeBps: 5000, deposited: false }), END)).toEqual(
      { toLender: 0n, toBorrower: 0n },
    );
    expect(cancellationFeeOf(7n, 5000)).toBe(3n);
  });

  it('counts an active rental as if returned now, so the fee grows while the tool is out', () => {
    expect(settlementAt(TERMS, facts('RENTAL_ACTIVE', { returnedAt: null }), END).toLender).toBe(RENT);
    expect(settlementAt(TERMS, facts('RENTAL_ACTIVE', { returnedAt: null }), END + 1).toLender).toBe(
      RENT + TERMS.rentalRate,
    );
  });

  it('counts a returned or released tool by its return time, whatever the time now', () => {
    for (const state of ['TOOL_RETURNED', 'INSPECTION_PERIOD', 'TRANSACTION_COMPLETED'] as const) {
      expect(settlementAt(TERMS, facts(state), END + 20 * DAY_SECONDS)).toEqual(releaseSettlement(TERMS, END, END + 1));
    }
  });

  it('gives rent and collateral to the lender for a tool never returned', () => {
    expect(settlementAt(TERMS, facts('TRANSACTION_COMPLETED', { returnedAt: null }), END)).toEqual({
      toLender: ESCROW,
      toBorrower: 0n,
    });
  });

  it('offers an open or timed-out dispute by its default split, and a ruled one by its share', () => {
    // Returned one second late: rent 0.036 and fee 0.012 to the lender, the 0.048 left halved.
    const returnedLate = { toLender: (72n * ETH) / 1000n, toBorrower: (24n * ETH) / 1000n };
    expect(settlementAt(TERMS, facts('DISPUTE_OPENED', { disputed: true }), END + 20 * DAY_SECONDS)).toEqual(
      returnedLate,
    );
    expect(settlementAt(TERMS, facts('TRANSACTION_COMPLETED', { disputed: true }), END)).toEqual(returnedLate);
    // Never marked returned: the whole escrow to the lender, however long ago the end was.
    expect(settlementAt(TERMS, facts('DISPUTE_OPENED', { disputed: true, returnedAt: null }), END)).toEqual({
      toLender: ESCROW,
      toBorrower: 0n,
    });
    expect(settlementAt(TERMS, facts('TRANSACTION_COMPLETED', { disputed: true, returnedAt: null }), END)).toEqual({
      toLender: ESCROW,
      toBorrower: 0n,
    });
    expect(settlementAt(TERMS, facts('RESOLUTION_REACHED', { disputed: true, lenderShareBps: 2_500 }), END)).toEqual(
      splitEscrow(TERMS, 2_500),
    );
    expect(settlementAt(TERMS, facts('TRANSACTION_COMPLETED', { disputed: true, lenderShareBps: 2_500 }), END)).toEqual(
      splitEscrow(TERMS, 2_500),
    );
    expect(settlementAt(TERMS, facts('TRANSACTION_COMPLETED', { disputed: true, lenderShareBps: 0 }), END)).toEqual({
      toLender: 0n,
      toBorrower: ESCROW,
    });
  });

  it('holds nothing for an open offer, refunds a deposit, and pays rent without a fee before pickup', () => {
    expect(settlementAt(TERMS, facts('AWAITING_COLLATERAL'), END)).toEqual({ toLender: 0n, toBorrower: 0n });
    expect(settlementAt(TERMS, facts('RENTAL_CANCELLED', { deposited: false }), END)).toEqual({
      toLender: 0n,
      toBorrower: 0n,
    });
    expect(settlementAt(TERMS, facts('RENTAL_CANCELLED'), END)).toEqual({ toLender: 0n, toBorrower: ESCROW });
    expect(settlementAt(TERMS, facts('COLLATERAL_DEPOSITED', { endTime: null, returnedAt: null }), END)).toEqual({
      toLender: RENT,
      toBorrower: TERMS.collateralAmount,
    });
  });
});

describe('escrow split', () => {
  it('rounds the lender’s half down and gives the borrower the odd wei', () => {
    const odd: AgreementTerms = { rentalRate: 1n, collateralAmount: 2n, rentalDuration: 1 };
    expect(splitEscrow(odd, 5_000)).toEqual({ toLender: 1n, toBorrower: 2n });
    expect(splitEscrow(TERMS, 0)).toEqual({ toLender: 0n, toBorrower: escrowOf(TERMS) });
    expect(splitEscrow(TERMS, 10_000)).toEqual({ toLender: escrowOf(TERMS), toBorrower: 0n });
  });
});

describe('default split of an unruled dispute', () => {
  it("never moves the rent or the late fee: only the collateral left after the fee is halved, the lender's half rounded down", () => {
    // On time: rent 0.036 to the lender, the 0.06 collateral halved.
    expect(defaultDisputeSplit(TERMS, END, END)).toEqual({
      toLender: (66n * ETH) / 1000n,
      toBorrower: (30n * ETH) / 1000n,
    });
    // Five days late costs the whole collateral: nothing is left in dispute.
    expect(defaultDisputeSplit(TERMS, END, END + 5 * DAY_SECONDS)).toEqual({
      toLender: escrowOf(TERMS),
      toBorrower: 0n,
    });
    // An odd wei of disputed collateral goes to the borrower.
    const odd: AgreementTerms = { rentalRate: 1n, collateralAmount: 3n, rentalDuration: 2 };
    expect(defaultDisputeSplit(odd, END, END)).toEqual({ toLender: 3n, toBorrower: 2n });
    expect(defaultDisputeSplit(odd, END, END + 1)).toEqual({ toLender: 4n, toBorrower: 1n });
  });

  it('gives the lender the whole escrow when the tool was never marked returned', () => {
    expect(defaultDisputeSplit(TERMS, END, null)).toEqual({ toLender: escrowOf(TERMS), toBorrower: 0n });
    expect(defaultDisputeSplit(TERMS, null, null)).toEqual({ toLender: escrowOf(TERMS), toBorrower: 0n });
  });
});

describe('dispute ruling period', () => {
  const disputedAt = 1_800_000_000;

  it('lets either party claim the default split only strictly after 30 days', () => {
    expect(disputeRulingDeadline(disputedAt)).toBe(disputedAt + 30 * DAY_SECONDS);
    expect(unruledDisputeClaimTime(disputedAt, null)).toBe(disputedAt + 30 * DAY_SECONDS);
  });

  it('over a tool never returned, waits also for endTime + the inspection period (a dispute cannot shorten the borrower’s time)', () => {
    // A lender's dispute at pickup of a 40-day-away end: the non-return deadline is the later one.
    const late = { endTime: disputedAt + 40 * DAY_SECONDS, inspectionPeriodSeconds: DAY_SECONDS };
    expect(unruledDisputeClaimTime(disputedAt, late)).toBe(disputedAt + 41 * DAY_SECONDS);
    // An end long past: the ruling period is the later one.
    const early = { endTime: disputedAt - 10 * DAY_SECONDS, inspectionPeriodSeconds: DAY_SECONDS };
    expect(unruledDisputeClaimTime(disputedAt, early)).toBe(disputedAt + 30 * DAY_SECONDS);
  });
});

const disputedAtForPickup = 1_800_000_000;

describe('pickup window', () => {
  it('opens 12 hours before the booked start', () => {
    expect(pickupOpensAt(disputedAtForPickup)).toBe(disputedAtForPickup - 12 * 60 * 60);
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
    expect(EVIDENCE_STATES).toEqual([
      'COLLATERAL_DEPOSITED',
      'RENTAL_ACTIVE',
      'TOOL_RETURNED',
      'INSPECTION_PERIOD',
      'DISPUTE_OPENED',
    ]);
  });
});
