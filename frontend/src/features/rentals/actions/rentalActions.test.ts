import { describe, expect, it } from 'vitest';
import { describeRefusal } from '../../chain';
import { allowedActions, checkAction } from './allowedActions';
import { RENTAL_ACTIONS, RENTAL_MOVES, type RentalActionName } from './rentalActions';
import {
  checkCreateRental,
  checkInspectionPeriod,
  checkLenderShare,
  disputeSettlementTime,
  settlementNow,
} from '../rules/rentalStateMachine';
import { roleOf, sameAddress, type RentalRole } from '../rules/roles';
import { RENTAL_STATES, type RentalState } from '../types';
import { ADMIN, BORROWER, LENDER, STRANGER, makeRental } from '../test/rentalFixtures';

const NOW = Date.parse('2026-03-10T12:00:00.000Z');
const SECOND = 1000;
const HOUR = 3600 * SECOND;
const DAY = 24 * HOUR;
const ROLES: RentalRole[] = ['lender', 'borrower', 'disputeAdmin', 'none'];
/** The contract's refusal of a move before a deadline (ms), as both modes word it. */
const notBefore = (deadline: number) =>
  describeRefusal({ error: 'DeadlineNotReached', deadline: Math.floor(deadline / 1000) });

/** The contract's table of who may call what (docs/contract.md), written out independently of the implementation, before any deadline. */
const EXPECTED: Partial<Record<RentalState, Partial<Record<RentalActionName, RentalRole[]>>>> = {
  AWAITING_COLLATERAL: { cancelRental: ['lender'] },
  COLLATERAL_DEPOSITED: {
    // No dispute before pickup: either party cancels for a full refund instead.
    confirmToolPickup: ['borrower'],
    submitEvidence: ['lender', 'borrower'],
    cancelRental: ['lender', 'borrower'],
  },
  RENTAL_ACTIVE: {
    markToolReturned: ['borrower'],
    fileDispute: ['lender', 'borrower'],
    submitEvidence: ['lender', 'borrower'],
  },
  TOOL_RETURNED: {
    confirmToolReceiptAndInspect: ['lender'],
    releaseCollateral: ['lender'],
    fileDispute: ['lender', 'borrower'],
    submitEvidence: ['lender', 'borrower'],
  },
  INSPECTION_PERIOD: {
    releaseCollateral: ['lender'],
    fileDispute: ['lender', 'borrower'],
    submitEvidence: ['lender', 'borrower'],
  },
  // Filed before the return (no return time yet): the borrower may still mark the tool returned.
  DISPUTE_OPENED: {
    markToolReturned: ['borrower'],
    submitEvidence: ['lender', 'borrower'],
    resolveDispute: ['disputeAdmin'],
  },
  RESOLUTION_REACHED: { finalizeRental: ['lender', 'borrower', 'disputeAdmin'] },
};

// Picked up an hour ago for 3 days, returned (where relevant) with the inspection deadline an hour ahead.
const rentalIn = (state: RentalState) =>
  makeRental({
    state,
    startTime: new Date(NOW - HOUR).toISOString(),
    endTime: new Date(NOW + 3 * 24 * HOUR).toISOString(),
    inspectionDeadline: new Date(NOW + HOUR).toISOString(),
    disputedAt: new Date(NOW - HOUR).toISOString(),
  });

describe('rental state machine', () => {
  for (const state of RENTAL_STATES) {
    for (const action of RENTAL_MOVES) {
      const allowedRoles = EXPECTED[state]?.[action] ?? [];
      for (const role of ROLES) {
        const allowed = allowedRoles.includes(role);
        it(`${allowed ? 'allows' : 'refuses'} ${action} by ${role} in ${state}`, () => {
          const verdict = checkAction(rentalIn(state), action, role, NOW);
          expect(verdict.allowed).toBe(allowed);
          if (!verdict.allowed)
            expect(verdict.reason).toMatch(
              /^(Only .+ can do this\.|Not possible while the rental is .+\.|This is only possible after the deadline \(.+\)\.)$/,
            );
        });
      }
    }
  }

  it('checks as the contract does: the state first, then the caller, then the deadline', () => {
    // A stranger's pickup of a rental not yet deposited: the contract refuses it for its state first.
    expect(checkAction(rentalIn('AWAITING_COLLATERAL'), 'confirmToolPickup', 'none', NOW)).toEqual({
      allowed: false,
      reason: 'Not possible while the rental is awaiting collateral.',
    });
    expect(checkAction(rentalIn('RESOLUTION_REACHED'), 'fileDispute', 'none', NOW)).toEqual({
      allowed: false,
      reason: 'Not possible while the rental is resolution reached.',
    });
    // The lender's claim on a returned tool: the state allows a claim, the caller is not the borrower.
    expect(checkAction(rentalIn('TOOL_RETURNED'), 'claimCollateralAfterDeadline', 'lender', NOW)).toEqual({
      allowed: false,
      reason: 'Only the borrower can do this.',
    });
  });

  it('says who may act when the caller is wrong, and the state when the state is wrong', () => {
    expect(checkAction(rentalIn('COLLATERAL_DEPOSITED'), 'confirmToolPickup', 'lender', NOW)).toEqual({
      allowed: false,
      reason: 'Only the borrower can do this.',
    });
    expect(checkAction(rentalIn('RENTAL_ACTIVE'), 'confirmToolPickup', 'borrower', NOW)).toEqual({
      allowed: false,
      reason: 'Not possible while the rental is rental active.',
    });
    expect(checkAction(rentalIn('DISPUTE_OPENED'), 'resolveDispute', 'lender', NOW)).toEqual({
      allowed: false,
      reason: 'Only the dispute admin (who is not a party to the rental) can do this.',
    });
  });

  it('lets the lender dispute a returned tool only before the inspection deadline; the borrower still may', () => {
    for (const state of ['TOOL_RETURNED', 'INSPECTION_PERIOD'] as const) {
      const expired = makeRental({ state, inspectionDeadline: new Date(NOW - 1).toISOString() });
      expect(checkAction(expired, 'fileDispute', 'lender', NOW)).toEqual({
        allowed: false,
        reason: describeRefusal({ error: 'DeadlinePassed', deadline: (NOW - 1000) / 1000 }),
      });
      expect(checkAction(expired, 'fileDispute', 'borrower', NOW).allowed).toBe(true);
    }
  });

  it('lets the borrower claim once the inspection deadline has passed with the lender silent', () => {
    for (const state of ['TOOL_RETURNED', 'INSPECTION_PERIOD'] as const) {
      const rental = makeRental({ state, inspectionDeadline: new Date(NOW).toISOString() });
      expect(checkAction(rental, 'claimCollateralAfterDeadline', 'borrower', NOW)).toEqual({
        allowed: false,
        reason: notBefore(NOW),
      });
      // The contract counts whole seconds: still not within the same second, allowed one second later.
      expect(checkAction(rental, 'claimCollateralAfterDeadline', 'borrower', NOW + 999).allowed).toBe(false);
      expect(checkAction(rental, 'claimCollateralAfterDeadline', 'borrower', NOW + SECOND).allowed).toBe(true);
      expect(checkAction(rental, 'claimCollateralAfterDeadline', 'lender', NOW + SECOND).allowed).toBe(false);
    }
  });

  it('lets the lender claim an unreturned tool after endTime plus the inspection period', () => {
    const rental = makeRental({
      state: 'RENTAL_ACTIVE',
      startTime: new Date(NOW - 3 * 24 * HOUR).toISOString(),
      endTime: new Date(NOW).toISOString(),
    });
    const claimTime = NOW + rental.inspectionPeriodSeconds * 1000;
    expect(checkAction(rental, 'claimCollateralAfterDeadline', 'lender', claimTime)).toEqual({
      allowed: false,
      reason: notBefore(claimTime),
    });
    expect(checkAction(rental, 'claimCollateralAfterDeadline', 'lender', claimTime + SECOND).allowed).toBe(true);
    expect(checkAction(rental, 'claimCollateralAfterDeadline', 'borrower', claimTime + SECOND).allowed).toBe(false);
    // In RENTAL_ACTIVE only the lender may claim (contract NotLender).
    expect(checkAction(rental, 'claimCollateralAfterDeadline', 'none', claimTime + SECOND)).toEqual({
      allowed: false,
      reason: 'Only the lender can do this.',
    });
  });

  it("refuses a dispute before pickup, in the contract's order (the state first), while both parties may still cancel", () => {
    const deposited = rentalIn('COLLATERAL_DEPOSITED');
    for (const role of ROLES)
      expect(checkAction(deposited, 'fileDispute', role, NOW)).toEqual({
        allowed: false,
        reason: 'Not possible while the rental is collateral deposited.',
      });
    for (const role of ['lender', 'borrower'] as const)
      expect(checkAction(deposited, 'cancelRental', role, NOW).allowed).toBe(true);
  });

  it('lets the borrower mark the tool returned during a dispute only while no return time is recorded', () => {
    const disputed = rentalIn('DISPUTE_OPENED');
    expect(checkAction(disputed, 'markToolReturned', 'borrower', NOW).allowed).toBe(true);
    expect(checkAction(disputed, 'markToolReturned', 'lender', NOW)).toEqual({
      allowed: false,
      reason: 'Only the borrower can do this.',
    });
    const returned = { ...disputed, returnedAt: new Date(NOW - HOUR).toISOString() };
    expect(checkAction(returned, 'markToolReturned', 'borrower', NOW)).toEqual({
      allowed: false,
      reason: 'Not possible while the rental is dispute opened.',
    });
    expect(checkAction(returned, 'markToolReturned', 'lender', NOW)).toEqual({
      allowed: false,
      reason: 'Not possible while the rental is dispute opened.',
    });
  });

  it("lets either party claim an unruled dispute's default split from one second after the 30-day ruling period, nobody else", () => {
    const rental = makeRental({ state: 'DISPUTE_OPENED', disputedAt: new Date(NOW).toISOString() });
    const deadline = NOW + 30 * DAY;
    expect(disputeSettlementTime(rental)).toBe(deadline);
    for (const role of ['lender', 'borrower'] as const) {
      expect(checkAction(rental, 'claimCollateralAfterDeadline', role, deadline - SECOND)).toEqual({
        allowed: false,
        reason: notBefore(deadline),
      });
      expect(checkAction(rental, 'claimCollateralAfterDeadline', role, deadline).allowed).toBe(false);
      expect(checkAction(rental, 'claimCollateralAfterDeadline', role, deadline + SECOND).allowed).toBe(true);
    }
    for (const role of ['disputeAdmin', 'none'] as const)
      expect(checkAction(rental, 'claimCollateralAfterDeadline', role, deadline + SECOND).allowed).toBe(false);
    expect(
      checkAction({ ...rental, disputedAt: null }, 'claimCollateralAfterDeadline', 'lender', deadline + 100 * DAY)
        .allowed,
    ).toBe(false);
  });

  it('takes an inspection period of a day to 30 days only', () => {
    expect(checkInspectionPeriod(24 * 3600 - 1)).toEqual({
      allowed: false,
      reason: 'The inspection period must be between 1 day and 30 days.',
    });
    expect(checkInspectionPeriod(24 * 3600).allowed).toBe(true);
    expect(checkInspectionPeriod(30 * 24 * 3600).allowed).toBe(true);
    expect(checkInspectionPeriod(30 * 24 * 3600 + 1).allowed).toBe(false);
  });

  it('says what settling now would credit: a late return costs a day’s rent per started day', () => {
    const active = makeRental({
      state: 'RENTAL_ACTIVE',
      startTime: new Date(NOW - 3 * DAY).toISOString(),
      endTime: new Date(NOW).toISOString(),
    });
    const rent = 36_000_000_000_000_000n;
    expect(settlementNow(active, NOW)).toEqual({ toLender: rent, toBorrower: 60_000_000_000_000_000n });
    expect(settlementNow(active, NOW + SECOND)).toEqual({
      toLender: rent + 12_000_000_000_000_000n,
      toBorrower: 48_000_000_000_000_000n,
    });
    const returned = {
      ...active,
      state: 'TOOL_RETURNED' as const,
      returnedAt: new Date(NOW + DAY + SECOND).toISOString(),
    };
    expect(settlementNow(returned, NOW + 9 * DAY).toLender).toBe(rent + 24_000_000_000_000_000n);
  });

  it('lists the buttons a party sees', () => {
    expect(allowedActions(rentalIn('COLLATERAL_DEPOSITED'), 'borrower', NOW)).toEqual([
      'confirmToolPickup',
      'submitEvidence',
      'cancelRental',
    ]);
    expect(allowedActions(rentalIn('DISPUTE_OPENED'), 'borrower', NOW)).toEqual(['markToolReturned', 'submitEvidence']);
    expect(allowedActions(rentalIn('TOOL_RETURNED'), 'lender', NOW)).toEqual([
      'confirmToolReceiptAndInspect',
      'releaseCollateral',
      'fileDispute',
      'submitEvidence',
    ]);
    expect(allowedActions(rentalIn('TRANSACTION_COMPLETED'), 'lender', NOW)).toEqual([]);
    expect(allowedActions(rentalIn('RENTAL_CANCELLED'), 'borrower', NOW)).toEqual([]);
  });

  it('finds the role case-insensitively; the dispute admin counts only when not a party', () => {
    const rental = makeRental();
    expect(roleOf(rental, LENDER.toLowerCase())).toBe('lender');
    expect(roleOf(rental, BORROWER.toUpperCase().replace('0X', '0x'))).toBe('borrower');
    expect(roleOf(rental, ADMIN, ADMIN)).toBe('disputeAdmin');
    expect(roleOf(rental, LENDER, LENDER)).toBe('lender');
    expect(roleOf(rental, STRANGER, ADMIN)).toBe('none');
    expect(roleOf(rental, null)).toBe('none');
    expect(sameAddress('', '')).toBe(false);
  });

  it('refuses renting one’s own tool, an unavailable tool, an owner without a wallet and durations outside 1..30 days', () => {
    expect(checkCreateRental(LENDER, BORROWER, 1, true).allowed).toBe(true);
    expect(checkCreateRental(LENDER, BORROWER, 30, true).allowed).toBe(true);
    expect(checkCreateRental(LENDER, LENDER.toLowerCase(), 3, true)).toEqual({
      allowed: false,
      reason: 'You cannot rent your own tool.',
    });
    expect(checkCreateRental(LENDER, BORROWER, 3, false)).toEqual({
      allowed: false,
      reason: 'This tool is currently unavailable.',
    });
    expect(checkCreateRental('', BORROWER, 3, true)).toEqual({
      allowed: false,
      reason: "The tool's owner has not linked a wallet yet.",
    });
    for (const days of [0, 31, 1.5, Number.NaN])
      expect(checkCreateRental(LENDER, BORROWER, days, true).allowed).toBe(false);
  });

  it('accepts a lender share of 0..10000 basis points only', () => {
    expect(checkLenderShare(0).allowed).toBe(true);
    expect(checkLenderShare(10_000).allowed).toBe(true);
    expect(checkLenderShare(10_001).allowed).toBe(false);
    expect(checkLenderShare(-1).allowed).toBe(false);
    expect(checkLenderShare(12.5).allowed).toBe(false);
  });
});

describe('the words of submitEvidence', () => {
  const { success } = RENTAL_ACTIONS.submitEvidence.words;
  it('calls condition photos a record, and only a dispute’s material evidence', () => {
    const rental = makeRental();
    expect(
      success(rental, [
        rental.id,
        { details: '', fileNames: [], condition: { stage: 'pickup', digest: `0x${'ab'.repeat(32)}` } },
      ]),
    ).toBe('Condition photos recorded (at pickup)');
    expect(success(rental, [rental.id, { details: 'The handle was cracked.', fileNames: [] }])).toBe(
      'Evidence submitted',
    );
  });
});
