import { describe, expect, it } from 'vitest';
import { encodeBytes32String } from 'ethers';
import { rentalOfIndexRow } from './indexedRental';
import type { IndexRow } from './indexerHttp';

// Rows as the index's SQL over HTTP answers them (numerics as decimal text, addresses lower-case).
const LENDER = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
const BORROWER = '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc';
const JUDGE = '0xf39fd6e51aad88f6f4ce6ab8827279cffb92266';
const DAY = 86_400;
const START = 1_795_900_000;

const completedRow: IndexRow = {
  id: '7',
  lender: LENDER,
  borrower: BORROWER,
  tool_id: encodeBytes32String('tool-3'),
  state: 'TRANSACTION_COMPLETED',
  // More than 2^53 wei: kept exact.
  rental_rate: '12345678901234567891',
  collateral_amount: '50000000000000000',
  inspection_period: String(2 * DAY),
  rental_duration: '2',
  payment_token: '0x0000000000000000000000000000000000000000',
  start_time: String(START),
  end_time: String(START + 2 * DAY),
  created_at: String(START - 100),
  picked_up_at: String(START + 10),
  returned_at: String(START + DAY),
  received_at: String(START + DAY + 60),
  dispute_admin: JUDGE,
  disputed_at: null,
  disputed_by: null,
  dispute_reason: null,
  resolved_at: null,
  lender_share_bps: null,
  resolution_details: null,
  completed_at: String(START + DAY + 120),
  cancelled_at: null,
  cancelled_by: null,
  paid_to_lender: '24691357802469135782',
  paid_to_borrower: '50000000000000000',
};

const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

describe('rentalOfIndexRow', () => {
  it('reads a completed rental with exact amounts, its booked times and what was paid to whom', () => {
    expect(rentalOfIndexRow(completedRow)).toEqual({
      id: '7',
      toolId: 'tool-3',
      lenderAddress: LENDER,
      borrowerAddress: BORROWER,
      rentalRateWei: 12345678901234567891n,
      collateralWei: 50000000000000000n,
      duration: 2,
      startTime: iso(START),
      endTime: iso(START + 2 * DAY),
      state: 'TRANSACTION_COMPLETED',
      createdAt: iso(START - 100),
      toolName: 'Tool tool-3',
      toolImageUrl: '',
      inspectionPeriodSeconds: 2 * DAY,
      inspectionDeadline: iso(START + 3 * DAY),
      returnedAt: iso(START + DAY),
      receivedAt: iso(START + DAY + 60),
      evidence: [],
      disputeAdmin: JUDGE,
      booking: { startTime: iso(START), endTime: iso(START + 2 * DAY) },
      closedAt: iso(START + DAY + 120),
      settlement: { toLender: 24691357802469135782n, toBorrower: 50000000000000000n },
    });
  });

  it('reads a ruled dispute paid in a token, and leaves the times of a deposit not picked up unset', () => {
    const rental = rentalOfIndexRow({
      ...completedRow,
      state: 'RESOLUTION_REACHED',
      payment_token: '0x5fbdb2315678afecb367f032d93f642f64180aa3',
      disputed_at: String(START + DAY),
      disputed_by: LENDER,
      dispute_reason: 'Scratched blade',
      resolved_at: String(START + 2 * DAY),
      lender_share_bps: 2500,
      resolution_details: 'A quarter to the lender',
      completed_at: null,
      paid_to_lender: '0',
      paid_to_borrower: '0',
    });
    expect(rental).toMatchObject({
      currencyCode: 'USDC',
      disputedAt: iso(START + DAY),
      disputeFiledBy: LENDER,
      disputeReason: 'Scratched blade',
      resolution: { lenderShareBps: 2500, details: 'A quarter to the lender', resolvedAt: iso(START + 2 * DAY) },
    });
    expect(rental.settlement).toBeUndefined();
    expect(rental.closedAt).toBeUndefined();

    const deposited = rentalOfIndexRow({ ...completedRow, state: 'COLLATERAL_DEPOSITED', completed_at: null });
    expect(deposited.startTime).toBeNull();
    expect(deposited.booking).toEqual({ startTime: iso(START), endTime: iso(START + 2 * DAY) });
  });

  it('reads an open offer (no borrower yet) and a cancellation with who cancelled', () => {
    const offer = rentalOfIndexRow({
      ...completedRow,
      state: 'AWAITING_COLLATERAL',
      borrower: null,
      rental_duration: null,
      payment_token: null,
      start_time: null,
      end_time: null,
      completed_at: null,
      paid_to_lender: '0',
      paid_to_borrower: '0',
    });
    expect(offer).toMatchObject({ borrowerAddress: '', duration: 0, startTime: null, endTime: null });
    expect(offer.booking).toBeUndefined();
    expect(offer.currencyCode).toBeUndefined();

    const cancelled = rentalOfIndexRow({
      ...completedRow,
      state: 'RENTAL_CANCELLED',
      completed_at: null,
      cancelled_at: String(START + 5),
      cancelled_by: BORROWER,
    });
    expect(cancelled).toMatchObject({ closedAt: iso(START + 5), closedBy: BORROWER, startTime: null });
  });

  it('reads a dispute under way with all its actions need: its judge, the inspection deadline and the evidence in log order', () => {
    const rental = rentalOfIndexRow({
      ...completedRow,
      state: 'DISPUTE_OPENED',
      received_at: null,
      disputed_at: String(START + DAY + 30),
      disputed_by: LENDER,
      dispute_reason: 'Bent chuck',
      completed_at: null,
      paid_to_lender: '0',
      paid_to_borrower: '0',
      evidence: [
        [LENDER, '{"details":"Photo of the chuck","fileNames":["chuck.jpg"]}', START + DAY + 40],
        [BORROWER, 'ipfs://bafy-returned-as-lent', START + DAY + 50],
      ],
    });
    expect(rental).toMatchObject({
      disputeAdmin: JUDGE,
      inspectionPeriodSeconds: 2 * DAY,
      inspectionDeadline: iso(START + 3 * DAY),
      evidence: [
        { party: LENDER, submittedAt: iso(START + DAY + 40), details: 'Photo of the chuck', fileNames: ['chuck.jpg'] },
        { party: BORROWER, submittedAt: iso(START + DAY + 50) },
      ],
    });
    // Before its deposit a rental has no judge yet, and before the return no inspection deadline.
    const offer = rentalOfIndexRow({
      ...completedRow,
      state: 'AWAITING_COLLATERAL',
      dispute_admin: null,
      returned_at: null,
    });
    expect(offer.disputeAdmin).toBeUndefined();
    expect(offer.inspectionDeadline).toBeNull();
  });

  it('refuses a state the app does not know rather than showing it as another', () => {
    expect(() => rentalOfIndexRow({ ...completedRow, state: 'SOMETHING_NEW' })).toThrow(/unknown rental state/);
  });
});
