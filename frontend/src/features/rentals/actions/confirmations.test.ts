// The one question each action that moves or freezes money asks before sending (issue 22.5): what
// happens to how much ETH and who gets it, to the wei, worked out from the rule table. The expected
// amounts are written out by hand from the design's rules, not from the code.
import { describe, expect, it } from 'vitest';
import { RENTAL_ACTIONS } from './rentalActions';
import type { ActionConfirmation, RentalMoment } from './actionEntry';
import { SIMULATED_FUNDS, type Funds } from '../components/moneyWords';
import { ADMIN, makeRental } from '../test/rentalFixtures';
import type { Rental } from '../types';
import type { RentalRole } from '../rules/roles';
import { expectDefined } from '../../../test/defined';

// The fixture: 3 days at 0.012 ETH (rent 0.036 ETH) and 0.06 ETH collateral: 0.096 ETH in escrow; 2 days to inspect.
const NOW = Date.parse('2026-03-10T12:00:00.000Z');
const DAY = 24 * 3600 * 1000;
const iso = (ms: number) => new Date(ms).toISOString();

type MoneyMove =
  | 'confirmToolPickup'
  | 'markToolReturned'
  | 'releaseCollateral'
  | 'fileDispute'
  | 'claimCollateralAfterDeadline'
  | 'finalizeRental'
  | 'cancelRental';

/** On chain, with money credited and not yet withdrawn. */
const CREDITED: Funds = { simulated: false, credited: 1n };

function asked(action: MoneyMove, rental: Rental, role: RentalRole, funds: Funds = CREDITED) {
  // Every money move's question is worked out from the moment; a dispute's also gets its reason (unused in the words).
  const confirm = expectDefined(RENTAL_ACTIONS[action].words.confirm, `${action}'s confirmation`) as (
    moment: RentalMoment,
    input?: { reason: string },
  ) => ActionConfirmation;
  return confirm({ rental, role, now: NOW, funds }, { reason: 'reason' });
}

describe('the confirmation before each money move', () => {
  it('pickup: when the rental ends, and what stays in escrow for whom', () => {
    expect(asked('confirmToolPickup', makeRental({ state: 'COLLATERAL_DEPOSITED' }), 'borrower')).toEqual({
      title: 'Confirm that you have the tool?',
      effects: [
        'The rental starts now and ends Mar 13, 2026, 12:00 PM.',
        'Your 0.096 ETH stays in escrow: the rent, 0.036 ETH, is credited to the lender when the rental is settled, and the collateral, 0.06 ETH, is credited back to you after the return, less any late fee.',
        'From now on the rental can no longer be cancelled for a refund.',
      ],
    });
    // In the simulation no wallet was charged: the escrow is not said to hold the borrower's money.
    const simulated = asked(
      'confirmToolPickup',
      makeRental({ state: 'COLLATERAL_DEPOSITED' }),
      'borrower',
      SIMULATED_FUNDS,
    );
    expect(simulated.effects[1]).toMatch(
      /^The simulated 0\.096 ETH stays in the simulated escrow \(no wallet was charged\)/,
    );
    expect(simulated.effects.join(' ')).not.toContain('Your 0.096 ETH');
  });

  it('return: the late fee so far, the inspection deadline and what a release would pay', () => {
    // Due back 1 day and 1 second ago: 2 started days late, 0.024 ETH.
    const late = makeRental({
      state: 'RENTAL_ACTIVE',
      startTime: iso(NOW - 4 * DAY - 1000),
      endTime: iso(NOW - DAY - 1000),
    });
    expect(asked('markToolReturned', late, 'borrower').effects).toEqual([
      'The late fee stops counting now, at 0.024 ETH.',
      'The lender has until Mar 12, 2026, 12:00 PM to inspect it. Releasing the escrow credits 0.06 ETH to the lender and 0.036 ETH to you.',
    ]);
    const onTime = makeRental({ state: 'RENTAL_ACTIVE', startTime: iso(NOW - 2 * DAY), endTime: iso(NOW + DAY) });
    expect(asked('markToolReturned', onTime, 'borrower').effects).toEqual([
      'You are on time: no late fee.',
      'The lender has until Mar 12, 2026, 12:00 PM to inspect it. Releasing the escrow credits 0.036 ETH to the lender and 0.06 ETH to you.',
    ]);
  });

  it('return during a dispute: the dispute stays open, and the default split it would then make', () => {
    const disputed = makeRental({
      state: 'DISPUTE_OPENED',
      startTime: iso(NOW - 2 * DAY),
      endTime: iso(NOW + DAY),
      disputedAt: iso(NOW - DAY),
    });
    // On time: the rent to the lender, the collateral halved (0.03 ETH each).
    expect(asked('markToolReturned', disputed, 'borrower').effects).toEqual([
      'You are on time: no late fee.',
      'The dispute stays open. If the dispute admin does not rule, the default split would credit 0.066 ETH to the lender and 0.03 ETH to you.',
    ]);
  });

  it('release: the rent and late fee to the lender, the rest of the collateral to the borrower', () => {
    const returnedLate = makeRental({
      state: 'TOOL_RETURNED',
      startTime: iso(NOW - 6 * DAY),
      endTime: iso(NOW - 3 * DAY),
      returnedAt: iso(NOW - DAY),
      inspectionDeadline: iso(NOW + DAY),
    });
    expect(asked('releaseCollateral', returnedLate, 'lender')).toEqual({
      title: 'Complete the rental and release the escrow?',
      effects: [
        'The rent and a late fee of 0.024 ETH: 0.06 ETH is credited to you — Withdraw to receive it.',
        'The collateral, less the late fee: 0.036 ETH is credited to the borrower.',
        'Once completed, the rental can no longer be disputed.',
      ],
    });
  });

  it('dispute: the escrow frozen until the rental’s admin rules, and the default split as things stand', () => {
    const active = makeRental({
      state: 'RENTAL_ACTIVE',
      startTime: iso(NOW - DAY),
      endTime: iso(NOW + 2 * DAY),
      disputeAdmin: ADMIN,
    });
    expect(asked('fileDispute', active, 'borrower')).toEqual({
      title: 'File a dispute?',
      effects: [
        'The 0.096 ETH in escrow is frozen until the dispute admin (0xf39F...2266) rules how it is shared.',
        'If nobody rules within 30 days, either party may claim the default split, which as things stand credits 0.096 ETH to the lender and 0 ETH to you (the tool is not marked returned yet).',
      ],
    });
    const returned = {
      ...active,
      state: 'TOOL_RETURNED' as const,
      returnedAt: iso(NOW - DAY),
      inspectionDeadline: iso(NOW + DAY),
    };
    expect(asked('fileDispute', returned, 'lender').effects.at(1)).toBe(
      'If nobody rules within 30 days, either party may claim the default split, which as things stand credits 0.066 ETH to you and 0.03 ETH to the borrower.',
    );
  });

  it('claims: why, and who gets what of the escrow', () => {
    const neverReturned = makeRental({
      state: 'RENTAL_ACTIVE',
      startTime: iso(NOW - 10 * DAY),
      endTime: iso(NOW - 7 * DAY),
    });
    expect(asked('claimCollateralAfterDeadline', neverReturned, 'lender').effects).toEqual([
      'The tool was never marked returned, so the lender gets the rent and the collateral.',
      'The rental ends and its 0.096 ETH credits 0.096 ETH to you and 0 ETH to the borrower.',
    ]);
    const lenderSilent = makeRental({
      state: 'TOOL_RETURNED',
      startTime: iso(NOW - 10 * DAY),
      endTime: iso(NOW - 7 * DAY),
      returnedAt: iso(NOW - 8 * DAY),
      inspectionDeadline: iso(NOW - 6 * DAY),
    });
    expect(asked('claimCollateralAfterDeadline', lenderSilent, 'borrower').effects).toEqual([
      'The lender did not complete the rental by the inspection deadline, so the escrow is settled as a release.',
      'The rental ends and its 0.096 ETH credits 0.036 ETH to the lender and 0.06 ETH to you.',
    ]);
    const unruled = { ...lenderSilent, state: 'DISPUTE_OPENED' as const, disputedAt: iso(NOW - 31 * DAY) };
    expect(asked('claimCollateralAfterDeadline', unruled, 'borrower').effects).toEqual([
      'The dispute admin did not rule within 30 days, so the default split applies.',
      'The rental ends and its 0.096 ETH credits 0.066 ETH to the lender and 0.03 ETH to you.',
    ]);
  });

  it('finalize: the resolved shares', () => {
    const resolved = makeRental({
      state: 'RESOLUTION_REACHED',
      disputedAt: iso(NOW - DAY),
      resolution: { lenderShareBps: 2_500, details: 'Half-broken', resolvedAt: iso(NOW) },
    });
    expect(asked('finalizeRental', resolved, 'borrower').effects).toEqual([
      'As the dispute admin ruled, the escrow credits 0.024 ETH to the lender and 0.072 ETH to you.',
    ]);
    expect(asked('finalizeRental', resolved, 'disputeAdmin').effects).toEqual([
      'As the dispute admin ruled, the escrow credits 0.024 ETH to the lender and 0.072 ETH to the borrower.',
    ]);
  });

  it('cancel: a deposit refunded in full to the borrower; an open offer moves nothing', () => {
    expect(asked('cancelRental', makeRental({ state: 'COLLATERAL_DEPOSITED' }), 'lender').effects).toEqual([
      'The deposit (rent and collateral) is refunded in full: 0.096 ETH is credited to the borrower.',
      'The rental ends here; the tool is not handed over.',
    ]);
    expect(asked('cancelRental', makeRental({ state: 'AWAITING_COLLATERAL', borrowerAddress: '' }), 'lender')).toEqual({
      title: 'Withdraw this offer?',
      effects: ['Nobody has paid anything yet, so no money moves. The offer closes.'],
    });
  });

  describe('cancel with the cancellation fee the offer named (10%: 0.0036 ETH of the 0.036 ETH rent)', () => {
    // Booked from an hour ago for 3 days: the booked end is the contract's endTime.
    const bookedEnd = NOW - 3600 * 1000 + 3 * DAY;
    const booked = (more: Partial<Rental> = {}) =>
      makeRental({
        state: 'COLLATERAL_DEPOSITED',
        cancellationFeeBps: 1000,
        booking: { startTime: iso(NOW - 3600 * 1000), endTime: iso(bookedEnd) },
        ...more,
      });
    const askedAt = (rental: Rental, role: RentalRole, now: number) => {
      const confirm = expectDefined(RENTAL_ACTIONS.cancelRental.words.confirm, 'the question');
      return confirm({ rental, role, now, funds: CREDITED });
    };

    it('the borrower pays the fee to the lender and gets the rest back', () => {
      expect(asked('cancelRental', booked(), 'borrower').effects).toEqual([
        'Cancelling costs the cancellation fee the owner set, 10% of the rent: 0.0036 ETH is credited to the lender.',
        'The rest of the 0.096 ETH deposit is refunded: 0.0924 ETH is credited to you — Withdraw to receive it.',
        'The rental ends here; the tool is not handed over.',
      ]);
    });

    it('the lender refunds everything up to one second before the booked end', () => {
      expect(askedAt(booked(), 'lender', bookedEnd - 1000).effects).toEqual([
        'The deposit (rent and collateral) is refunded in full: 0.096 ETH is credited to the borrower. As the owner you charge no cancellation fee.',
        'The rental ends here; the tool is not handed over.',
      ]);
    });

    it('from the booked end on (a no-show), the lender’s cancel gives the borrower’s split', () => {
      expect(askedAt(booked(), 'lender', bookedEnd).effects.slice(0, 2)).toEqual([
        'Cancelling costs the cancellation fee the owner set, 10% of the rent: 0.0036 ETH is credited to you — Withdraw to receive it. The booking has ended without a pickup, so the borrower pays it.',
        'The rest of the 0.096 ETH deposit is refunded: 0.0924 ETH is credited to the borrower.',
      ]);
    });

    it('no fee: a refund in full whoever cancels; a fee not read is said, not guessed', () => {
      expect(asked('cancelRental', booked({ cancellationFeeBps: 0 }), 'borrower').effects[0]).toBe(
        'The deposit (rent and collateral) is refunded in full: 0.096 ETH is credited to you — Withdraw to receive it.',
      );
      expect(asked('cancelRental', booked({ cancellationFeeBps: undefined }), 'borrower').effects[0]).toMatch(
        /^The cancellation fee of this rental's offer could not be read/,
      );
    });
  });

  it('withdraw: the wei credited, to the wallet', () => {
    const confirm = expectDefined(RENTAL_ACTIONS.withdraw.words.confirm, "withdraw's confirmation");
    expect(confirm(1n).effects).toEqual([
      'The 0.000000000000000001 ETH the contract has credited to you is sent to your wallet.',
    ]);
  });

  it('asks nothing before the steps that move no money', () => {
    expect(RENTAL_ACTIONS.confirmToolReceiptAndInspect.words.confirm).toBeUndefined();
    expect(RENTAL_ACTIONS.submitEvidence.words.confirm).toBeUndefined();
  });
});
