import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SimulatedRentalsClient } from './SimulatedRentalsClient';
import { AUTO_DEPOSIT_DELAY_MS } from '../actions/rentalActions';
import { RentalError } from '../actions/rentalErrors';
import { describeRefusal } from '../../chain';
import { toolOfferKey, type Rental, type RentalEvent, type RentalsWallet } from '../types';
import { ADMIN, BORROWER, LENDER, STRANGER, makeTool } from '../test/rentalFixtures';
import { WRONG_MOVES } from '../test/wrongMoves';
import { expectDefined } from '../../../test/defined';

let wallet: RentalsWallet | null;
/** The contract's refusal of a move before a deadline (ms), as both modes word it. */
const notBefore = (deadline: number) =>
  describeRefusal({ error: 'DeadlineNotReached', deadline: Math.floor(deadline / 1000) });
let client: SimulatedRentalsClient;
const actAs = (account: string | null) => {
  wallet = account ? { account } : null;
};

/** Runs `operation` and advances the fake clock by `ms`; asserts it is still pending 1 ms before. */
async function settleAfter<T>(ms: number, operation: () => Promise<T>): Promise<T> {
  let done = false;
  const promise = operation().finally(() => {
    done = true;
  });
  await vi.advanceTimersByTimeAsync(ms - 1);
  expect(done).toBe(false);
  await vi.advanceTimersByTimeAsync(1);
  expect(done).toBe(true);
  return promise;
}

/** Expects a refusal with the specification's message and a reason, before any delay passes. */
async function expectRefused(operation: () => Promise<unknown>, message: string | null, reason?: string) {
  const settled = operation().then(
    () => null,
    (error: unknown) => error,
  );
  await vi.advanceTimersByTimeAsync(0);
  const error = await settled;
  expect(error).toBeInstanceOf(RentalError);
  if (message !== null) expect((error as RentalError).message).toBe(message);
  if (reason) expect((error as RentalError).reason).toBe(reason);
}

/** A borrower's request for 3 days of `tool` (by default the fixture's), deposited by itself. */
async function createDeposited(tool = makeTool()): Promise<Rental> {
  actAs(BORROWER);
  const rental = await settleAfter(1500, () =>
    client.run('acceptRentalOfferAndDepositCollateral', [
      { tool, quote: null },
      { start: 0, days: 3 },
    ]),
  );
  await vi.advanceTimersByTimeAsync(AUTO_DEPOSIT_DELAY_MS);
  return rental;
}

/** Takes the steps in turn, each as its account; returns the rental after the last one. */
async function moveTo(steps: [string, () => Promise<Rental>, number][]): Promise<Rental | undefined> {
  let rental: Rental | undefined;
  for (const [account, step, delay] of steps) {
    actAs(account);
    rental = await settleAfter(delay, step);
  }
  return rental;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-03-10T12:00:00.000Z'));
  wallet = null;
  client = new SimulatedRentalsClient({ getWallet: () => wallet, disputeAdmin: ADMIN });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('SimulatedRentalsClient', () => {
  it('creates a request in 1.5 s as AWAITING_COLLATERAL, which becomes COLLATERAL_DEPOSITED by itself 2 s later', async () => {
    actAs(BORROWER);
    const events: RentalEvent[] = [];
    client.subscribe((event) => events.push(event));
    const created = await settleAfter(1500, () =>
      client.run('acceptRentalOfferAndDepositCollateral', [
        { tool: makeTool(), quote: null },
        { start: 0, days: 3 },
      ]),
    );
    expect(created).toMatchObject({
      toolId: 'tool-1',
      toolName: 'Cordless Drill 18V',
      toolImageUrl: '/drill.jpg',
      lenderAddress: LENDER,
      borrowerAddress: BORROWER,
      rentalRateWei: 12_000_000_000_000_000n,
      collateralWei: 60_000_000_000_000_000n,
      duration: 3,
      state: 'AWAITING_COLLATERAL',
      startTime: null,
      createdAt: '2026-03-10T12:00:01.500Z',
    });
    expect(events.map((event) => event.type)).toEqual(['RentalCreated']);

    await vi.advanceTimersByTimeAsync(AUTO_DEPOSIT_DELAY_MS - 1);
    const stillWaiting = client.fetchRental(created.id);
    await vi.advanceTimersByTimeAsync(400);
    expect((await stillWaiting).state).toBe('COLLATERAL_DEPOSITED'); // read lands after the 2 s mark
    expect(events.map((event) => event.type)).toEqual(['RentalCreated', 'CollateralDeposited']);
  });

  it('is still AWAITING_COLLATERAL just before the 2 s mark', async () => {
    actAs(BORROWER);
    const created = await settleAfter(1500, () =>
      client.run('acceptRentalOfferAndDepositCollateral', [
        { tool: makeTool(), quote: null },
        { start: 0, days: 3 },
      ]),
    );
    await vi.advanceTimersByTimeAsync(AUTO_DEPOSIT_DELAY_MS - 401);
    const read = client.fetchRental(created.id);
    await vi.advanceTimersByTimeAsync(400);
    expect((await read).state).toBe('AWAITING_COLLATERAL');
  });

  it('lists the rentals of the connected wallet as lender or borrower after 600 ms, and reads one after 400 ms', async () => {
    const rental = await createDeposited();
    actAs(BORROWER);
    expect((await settleAfter(600, () => client.fetchRentals())).map((r) => r.id)).toEqual([rental.id]);
    actAs(LENDER.toLowerCase());
    expect((await settleAfter(600, () => client.fetchRentals())).map((r) => r.id)).toEqual([rental.id]);
    actAs(STRANGER);
    expect(await settleAfter(600, () => client.fetchRentals())).toEqual([]);
    expect((await settleAfter(400, () => client.fetchRental(rental.id))).id).toBe(rental.id);
  });

  it("summarizes anyone's rentals as lender or borrower without a wallet (a public profile), in any address case", async () => {
    const rental = await createDeposited();
    actAs(BORROWER);
    await settleAfter(1000, () => client.run('confirmToolPickup', [rental.id]));
    actAs(null);
    const lenderSummary = await settleAfter(600, () => client.readPartySummary(LENDER.toLowerCase()));
    expect(lenderSummary.timesRented).toEqual({ [rental.toolId]: 1 });
    const borrowerSummary = await settleAfter(600, () => client.readPartySummary(BORROWER));
    expect(borrowerSummary).toMatchObject({ completedAsBorrower: 0, timesRented: {}, listed: [] });
    expect((await settleAfter(600, () => client.readPartySummary(STRANGER))).timesRented).toEqual({});
  });

  it('takes a rental through pickup, return, receipt and completion with the specified delays', async () => {
    const { id } = await createDeposited();
    actAs(BORROWER);
    const active = await settleAfter(1000, () => client.run('confirmToolPickup', [id]));
    expect(active.state).toBe('RENTAL_ACTIVE');
    // The booked range: from the hour the request was made in, for 3 days (as the contract books a start of 0).
    expect(active.startTime).toBe('2026-03-10T12:00:00.000Z');
    expect(active.endTime).toBe('2026-03-13T12:00:00.000Z');
    const returned = await settleAfter(1000, () => client.run('markToolReturned', [id]));
    expect(returned.state).toBe('TOOL_RETURNED');
    expect(returned.returnedAt).toBe('2026-03-10T12:00:05.000Z');
    expect(returned.inspectionDeadline).toBe('2026-03-12T12:00:05.000Z');
    actAs(LENDER);
    expect((await settleAfter(1000, () => client.run('confirmToolReceiptAndInspect', [id]))).state).toBe(
      'INSPECTION_PERIOD',
    );
    expect((await settleAfter(1200, () => client.run('releaseCollateral', [id]))).state).toBe('TRANSACTION_COMPLETED');
  });

  it('lets the lender complete straight from TOOL_RETURNED', async () => {
    const { id } = await createDeposited();
    const rental = await moveTo([
      [BORROWER, () => client.run('confirmToolPickup', [id]), 1000],
      [BORROWER, () => client.run('markToolReturned', [id]), 1000],
      [LENDER, () => client.run('releaseCollateral', [id]), 1200],
    ]);
    expect(rental?.state).toBe('TRANSACTION_COMPLETED');
  });

  it('files a dispute in 1 s and keeps the reason and the filer; evidence takes 1.5 s', async () => {
    const { id } = await createDeposited();
    actAs(BORROWER);
    await settleAfter(1000, () => client.run('confirmToolPickup', [id]));
    const disputed = await settleAfter(1000, () =>
      client.run('fileDispute', [id, { reason: '  The battery does not charge.  ' }]),
    );
    expect(disputed).toMatchObject({
      state: 'DISPUTE_OPENED',
      disputeReason: 'The battery does not charge.',
      disputeFiledBy: BORROWER,
    });
    actAs(LENDER);
    const withEvidence = await settleAfter(1500, () =>
      client.run('submitEvidence', [id, { details: 'Charged fine on return.', fileNames: ['charger.jpg', 'log.pdf'] }]),
    );
    expect(withEvidence.state).toBe('DISPUTE_OPENED');
    expect(withEvidence.evidence).toEqual([
      {
        party: LENDER,
        details: 'Charged fine on return.',
        fileNames: ['charger.jpg', 'log.pdf'],
        submittedAt: '2026-03-10T12:00:07.000Z',
      },
    ]);
  });

  it('lets the dispute admin resolve, then a party finalize', async () => {
    const { id } = await createDeposited();
    actAs(BORROWER);
    await settleAfter(1000, () => client.run('confirmToolPickup', [id]));
    actAs(LENDER);
    await settleAfter(1000, () => client.run('fileDispute', [id, { reason: 'Not brought back, tool kept' }]));
    actAs(ADMIN);
    expect((await settleAfter(600, () => client.fetchRentals())).map((r) => r.id)).toEqual([id]);
    const resolved = await settleAfter(1000, () =>
      client.run('resolveDispute', [id, { lenderShareBps: 6000, details: 'Split 60/40' }]),
    );
    expect(resolved.state).toBe('RESOLUTION_REACHED');
    expect(resolved.resolution).toEqual({
      lenderShareBps: 6000,
      details: 'Split 60/40',
      resolvedAt: '2026-03-10T12:00:07.100Z',
    });
    actAs(BORROWER);
    expect((await settleAfter(1200, () => client.run('finalizeRental', [id]))).state).toBe('TRANSACTION_COMPLETED');
  });

  it("fixes the simulated admin as each rental's dispute admin, and lists a dispute only to the admin who may rule it", async () => {
    const { id } = await createDeposited();
    const deposited = await settleAfter(400, () => client.fetchRental(id));
    expect(deposited).toMatchObject({ disputeAdmin: ADMIN });
    await moveTo([
      [BORROWER, () => client.run('confirmToolPickup', [id]), 1000],
      [BORROWER, () => client.run('fileDispute', [id, { reason: 'Battery dead' }]), 1000],
    ]);
    actAs(STRANGER);
    expect(await settleAfter(600, () => client.fetchRentals())).toEqual([]);
    actAs(ADMIN);
    expect((await settleAfter(600, () => client.fetchRentals())).map((rental) => rental.id)).toEqual([id]);
  });

  it('cancels before pickup: the lender while awaiting collateral, either party once deposited', async () => {
    actAs(BORROWER);
    const first = await settleAfter(1500, () =>
      client.run('acceptRentalOfferAndDepositCollateral', [
        { tool: makeTool(), quote: null },
        { start: 0, days: 1 },
      ]),
    );
    actAs(LENDER);
    expect((await settleAfter(1000, () => client.run('cancelRental', [first.id]))).state).toBe('RENTAL_CANCELLED');
    await vi.advanceTimersByTimeAsync(AUTO_DEPOSIT_DELAY_MS);
    expect((await settleAfter(400, () => client.fetchRental(first.id))).state).toBe('RENTAL_CANCELLED');

    const second = await createDeposited();
    actAs(BORROWER);
    expect((await settleAfter(1000, () => client.run('cancelRental', [second.id]))).state).toBe('RENTAL_CANCELLED');
  });

  it('lets the borrower claim after a silent inspection period, and the lender after an unreturned tool', async () => {
    const returned = await createDeposited();
    const back = await moveTo([
      [BORROWER, () => client.run('confirmToolPickup', [returned.id]), 1000],
      [BORROWER, () => client.run('markToolReturned', [returned.id]), 1000],
    ]);
    await expectRefused(
      () => client.run('claimCollateralAfterDeadline', [returned.id]),
      'Failed to update rental state',
      notBefore(Date.parse(back?.inspectionDeadline ?? '')),
    );
    await vi.advanceTimersByTimeAsync(2 * 24 * 3600 * 1000 + 1000);
    expect((await settleAfter(1200, () => client.run('claimCollateralAfterDeadline', [returned.id]))).state).toBe(
      'TRANSACTION_COMPLETED',
    );

    const kept = await createDeposited();
    actAs(BORROWER);
    const out = await settleAfter(1000, () => client.run('confirmToolPickup', [kept.id]));
    actAs(LENDER);
    const returnDeadline = Date.parse(out.endTime ?? '') + out.inspectionPeriodSeconds * 1000;
    await expectRefused(
      () => client.run('claimCollateralAfterDeadline', [kept.id]),
      'Failed to update rental state',
      notBefore(returnDeadline),
    );
    await vi.advanceTimersByTimeAsync((3 + 2) * 24 * 3600 * 1000 + 1000);
    expect((await settleAfter(1200, () => client.run('claimCollateralAfterDeadline', [kept.id]))).state).toBe(
      'TRANSACTION_COMPLETED',
    );
  });

  describe('refuses what the contract refuses, with the specification’s message', () => {
    it('wrong caller', async () => {
      const { id } = await createDeposited();
      actAs(LENDER);
      await expectRefused(
        () => client.run('confirmToolPickup', [id]),
        'Failed to confirm tool pickup',
        'Only the borrower can do this.',
      );
      actAs(STRANGER);
      await expectRefused(
        () => client.run('cancelRental', [id]),
        'Failed to update rental state',
        'Only the lender or the borrower can do this.',
      );
      actAs(BORROWER);
      await settleAfter(1000, () => client.run('confirmToolPickup', [id]));
      actAs(STRANGER);
      await expectRefused(
        () => client.run('fileDispute', [id, { reason: 'x' }]),
        'Failed to file dispute',
        'Only the lender or the borrower can do this.',
      );
      actAs(LENDER);
      await expectRefused(
        () => client.run('markToolReturned', [id]),
        'Failed to confirm tool return',
        'Only the borrower can do this.',
      );
      actAs(BORROWER);
      await settleAfter(1000, () => client.run('markToolReturned', [id]));
      await expectRefused(
        () => client.run('releaseCollateral', [id]),
        'Failed to complete rental',
        'Only the lender can do this.',
      );
      await expectRefused(
        () => client.run('confirmToolReceiptAndInspect', [id]),
        'Failed to update rental state',
        'Only the lender can do this.',
      );
      await settleAfter(1000, () => client.run('fileDispute', [id, { reason: 'Scratched' }]));
      await expectRefused(
        () => client.run('resolveDispute', [id, { lenderShareBps: 5000, details: 'x' }]),
        'Failed to update rental state',
        'Only the dispute admin (who is not a party to the rental) can do this.',
      );
      actAs(STRANGER);
      await expectRefused(
        () => client.run('submitEvidence', [id, { details: 'x', fileNames: [] }]),
        'Failed to update rental state',
        'Only the lender or the borrower can do this.',
      );
    });

    it('wrong state', async () => {
      actAs(BORROWER);
      const { id } = await settleAfter(1500, () =>
        client.run('acceptRentalOfferAndDepositCollateral', [
          { tool: makeTool(), quote: null },
          { start: 0, days: 2 },
        ]),
      );
      await expectRefused(
        () => client.run('confirmToolPickup', [id]),
        'Failed to confirm tool pickup',
        'Not possible while the rental is awaiting collateral.',
      );
      await expectRefused(
        () => client.run('fileDispute', [id, { reason: 'x' }]),
        'Failed to file dispute',
        'Not possible while the rental is awaiting collateral.',
      );
      await expectRefused(
        () => client.run('cancelRental', [id]),
        'Failed to update rental state',
        'Only the lender can do this.',
      );
      await vi.advanceTimersByTimeAsync(AUTO_DEPOSIT_DELAY_MS);
      await expectRefused(
        () => client.run('markToolReturned', [id]),
        'Failed to confirm tool return',
        'Not possible while the rental is collateral deposited.',
      );
      actAs(LENDER);
      await expectRefused(
        () => client.run('releaseCollateral', [id]),
        'Failed to complete rental',
        'Not possible while the rental is collateral deposited.',
      );
      await expectRefused(
        () => client.run('finalizeRental', [id]),
        'Failed to update rental state',
        'Not possible while the rental is collateral deposited.',
      );
      await settleAfter(1000, () => client.run('cancelRental', [id]));
      await expectRefused(
        () => client.run('submitEvidence', [id, { details: 'x', fileNames: [] }]),
        'Failed to update rental state',
        'Not possible while the rental is rental cancelled.',
      );
      actAs(BORROWER);
      for (const action of [
        () => client.run('confirmToolPickup', [id]),
        () => client.run('fileDispute', [id, { reason: 'x' }]),
        () => client.run('cancelRental', [id]),
      ]) {
        await expectRefused(action, null, 'Not possible while the rental is rental cancelled.');
      }
    });

    it.each(WRONG_MOVES)('with the same words as on chain: $title', async ({ state, by, move, message, reason }) => {
      actAs(BORROWER);
      const { id } = await settleAfter(1500, () =>
        client.run('acceptRentalOfferAndDepositCollateral', [
          { tool: makeTool(), quote: null },
          { start: 0, days: 2 },
        ]),
      );
      if (state === 'COLLATERAL_DEPOSITED') await vi.advanceTimersByTimeAsync(AUTO_DEPOSIT_DELAY_MS);
      actAs({ lender: LENDER, borrower: BORROWER, stranger: STRANGER }[by]);
      await expectRefused(() => move(client, id), message, reason);
    });

    it('a transition that became illegal during the delay', async () => {
      const { id } = await createDeposited();
      actAs(LENDER);
      const cancel = client.run('cancelRental', [id]);
      actAs(BORROWER);
      const pickup = client.run('confirmToolPickup', [id]).catch((error: unknown) => error);
      await vi.advanceTimersByTimeAsync(1000);
      expect((await cancel).state).toBe('RENTAL_CANCELLED');
      const error = await pickup;
      expect(error).toBeInstanceOf(RentalError);
      expect((error as RentalError).reason).toBe('Not possible while the rental is rental cancelled.');
    });

    it('a blank dispute reason, empty evidence and an out-of-range share', async () => {
      const { id } = await createDeposited();
      actAs(BORROWER);
      await settleAfter(1000, () => client.run('confirmToolPickup', [id]));
      await expectRefused(
        () => client.run('fileDispute', [id, { reason: '   ' }]),
        'Failed to file dispute',
        'Please give a reason for the dispute.',
      );
      await settleAfter(1000, () => client.run('fileDispute', [id, { reason: 'Wrong tool' }]));
      await expectRefused(
        () => client.run('submitEvidence', [id, { details: ' ', fileNames: [] }]),
        'Failed to update rental state',
        'Add a file or describe your evidence.',
      );
      actAs(ADMIN);
      await expectRefused(
        () => client.run('resolveDispute', [id, { lenderShareBps: 10_001, details: 'x' }]),
        'Failed to update rental state',
        'The lender share must be between 0 and 10000 basis points.',
      );
    });

    it('renting one’s own tool, an unavailable tool, or for more than 30 days', async () => {
      actAs(LENDER);
      await expectRefused(
        () =>
          client.run('acceptRentalOfferAndDepositCollateral', [
            { tool: makeTool(), quote: null },
            { start: 0, days: 2 },
          ]),
        'Failed to create rental request',
        'You cannot rent your own tool.',
      );
      actAs(BORROWER);
      await expectRefused(
        () =>
          client.run('acceptRentalOfferAndDepositCollateral', [
            { tool: makeTool({ available: false }), quote: null },
            { start: 0, days: 2 },
          ]),
        'Failed to create rental request',
        'This tool is currently unavailable.',
      );
      await expectRefused(
        () =>
          client.run('acceptRentalOfferAndDepositCollateral', [
            { tool: makeTool(), quote: null },
            { start: 0, days: 31 },
          ]),
        'Failed to create rental request',
      );
      await expectRefused(
        () =>
          client.run('acceptRentalOfferAndDepositCollateral', [
            { tool: makeTool(), quote: null },
            { start: 0, days: 0 },
          ]),
        'Failed to create rental request',
      );
    });

    it("renting a tool again over a live booking, in the contract's words, until the booking is cancelled", async () => {
      const first = await createDeposited();
      const booked = describeRefusal({
        error: 'ToolAlreadyBooked',
        startTime: Math.floor(Date.parse(first.booking?.startTime ?? '') / 1000),
        endTime: Math.floor(Date.parse(first.booking?.endTime ?? '') / 1000),
      });
      await expectRefused(
        () =>
          client.run('acceptRentalOfferAndDepositCollateral', [
            { tool: makeTool(), quote: null },
            { start: 0, days: 2 },
          ]),
        'Failed to create rental request',
        booked,
      );
      actAs(STRANGER);
      await expectRefused(
        () =>
          client.run('acceptRentalOfferAndDepositCollateral', [
            { tool: makeTool(), quote: null },
            { start: 0, days: 2 },
          ]),
        'Failed to create rental request',
        booked,
      );
      expect((await client.readToolStatuses())?.get(toolOfferKey('tool-1', LENDER))).toBe('rented');
      actAs(BORROWER);
      await settleAfter(1000, () => client.run('cancelRental', [first.id]));
      expect((await client.readToolStatuses())?.size).toBe(0);
      expect(await client.readBookings(makeTool())).toEqual([]);
      actAs(STRANGER);
      expect(
        (
          await settleAfter(1500, () =>
            client.run('acceptRentalOfferAndDepositCollateral', [
              { tool: makeTool(), quote: null },
              { start: 0, days: 2 },
            ]),
          )
        ).state,
      ).toBe('AWAITING_COLLATERAL');
    });

    it('an unknown rental', async () => {
      actAs(BORROWER);
      await expectRefused(
        () => client.run('confirmToolPickup', ['nope']),
        'Failed to confirm tool pickup',
        'There is no rental with this id.',
      );
      const read = client.fetchRental('nope').catch((error: unknown) => error);
      await vi.advanceTimersByTimeAsync(400);
      expect(await read).toMatchObject({ message: 'Failed to fetch rental details' });
    });
  });

  it("throws 'Wallet not connected' for every wallet action without a wallet", async () => {
    const { id } = await createDeposited();
    actAs(null);
    const attempts = [
      () => client.fetchRentals(),
      () =>
        client.run('acceptRentalOfferAndDepositCollateral', [
          { tool: makeTool(), quote: null },
          { start: 0, days: 1 },
        ]),
      () => client.run('confirmToolPickup', [id]),
      () => client.run('markToolReturned', [id]),
      () => client.run('confirmToolReceiptAndInspect', [id]),
      () => client.run('releaseCollateral', [id]),
      () => client.run('fileDispute', [id, { reason: 'x' }]),
      () => client.run('submitEvidence', [id, { details: 'x', fileNames: [] }]),
      () => client.run('resolveDispute', [id, { lenderShareBps: 1, details: 'x' }]),
      () => client.run('finalizeRental', [id]),
      () => client.run('claimCollateralAfterDeadline', [id]),
      () => client.run('cancelRental', [id]),
    ];
    for (const attempt of attempts) await expectRefused(attempt, 'Wallet not connected');
  });

  it('gives the sample users their sample rentals once, marked, only when asked to; any other wallet starts with none', async () => {
    const withSamples = new SimulatedRentalsClient({ getWallet: () => wallet, withSamples: true });
    // A wallet that is no sample user's: an honest empty start.
    actAs(BORROWER);
    expect(await settleAfter(600, () => withSamples.fetchRentals())).toEqual([]);
    // alice (a sample user) borrows three sample tools of the others, and lends her last one to another sample user.
    actAs(LENDER);
    const alices = await settleAfter(600, () => withSamples.fetchRentals());
    expect(alices.every((rental) => rental.sample === true)).toBe(true);
    const borrowed = alices.filter((rental) => rental.borrowerAddress === LENDER);
    expect(borrowed.map((rental) => rental.state).sort()).toEqual([
      'RENTAL_CANCELLED',
      'RESOLUTION_REACHED',
      'TRANSACTION_COMPLETED',
    ]);
    expect(borrowed.every((rental) => rental.lenderAddress !== LENDER)).toBe(true);
    const lent = alices.filter((rental) => rental.lenderAddress === LENDER);
    expect(lent.map((rental) => [rental.state, rental.borrowerAddress])).toEqual([
      ['RENTAL_ACTIVE', '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'],
    ]);
    expect(await settleAfter(600, () => withSamples.fetchRentals())).toHaveLength(4);
    // The completed sample says what it credited, the cancelled one when and by whom it ended.
    const completed = expectDefined(
      borrowed.find((rental) => rental.state === 'TRANSACTION_COMPLETED'),
      'the completed sample',
    );
    expect(completed.settlement?.toBorrower).toBe(completed.collateralWei);
    expect(borrowed.find((rental) => rental.state === 'RENTAL_CANCELLED')?.closedBy).toBe(LENDER);
    actAs(STRANGER);
    expect(await settleAfter(600, () => client.fetchRentals())).toEqual([]);
  });

  it('keeps when the lender received the tool and when and by whom the rental closed, as the chain keeps them in its events', async () => {
    const created = await createDeposited();
    await settleAfter(1000, () => client.run('confirmToolPickup', [created.id]));
    await settleAfter(1000, () => client.run('markToolReturned', [created.id]));
    actAs(LENDER);
    const received = await settleAfter(1000, () => client.run('confirmToolReceiptAndInspect', [created.id]));
    expect(received.receivedAt).toBe(new Date(Math.floor(Date.now() / 1000) * 1000).toISOString());
    expect(received.closedAt).toBeUndefined();
    const released = await settleAfter(1200, () => client.run('releaseCollateral', [created.id]));
    expect(released).toMatchObject({ state: 'TRANSACTION_COMPLETED', closedBy: LENDER });
    expect(released.closedAt).toBe(new Date(Math.floor(Date.now() / 1000) * 1000).toISOString());
  });

  describe('follows the contract’s rules on time and money (rentalRules.ts)', () => {
    const DAY = 24 * 3600 * 1000;
    const RATE = 12_000_000_000_000_000n;
    const RENT = 3n * RATE;
    const COLLATERAL = 60_000_000_000_000_000n;
    let shift = 0;
    /** A client whose clock runs `shift` ms ahead of the (fake) timers, as the contract's would after evm_increaseTime. */
    const shiftedClient = () => {
      shift = 0;
      client = new SimulatedRentalsClient({
        getWallet: () => wallet,
        disputeAdmin: ADMIN,
        clock: () => Date.now() + shift,
      });
    };

    /** Picks up, then marks returned with the return landing `afterEnd` ms after endTime. */
    async function returnAt(afterEnd: number): Promise<Rental> {
      const { id } = await createDeposited();
      actAs(BORROWER);
      const active = await settleAfter(1000, () => client.run('confirmToolPickup', [id]));
      shift = Date.parse(active.endTime ?? '') + afterEnd - (Date.now() + 1000);
      return settleAfter(1000, () => client.run('markToolReturned', [id]));
    }

    beforeEach(shiftedClient);

    it('charges nothing for a return at endTime exactly', async () => {
      const returned = await returnAt(0);
      expect(returned.returnedAt).toBe(returned.endTime);
      expect(await client.settlementOf(returned.id)).toEqual({ toLender: RENT, toBorrower: COLLATERAL });
    });

    it('charges a day’s rent from one second late, credited to the lender on completion', async () => {
      const returned = await returnAt(1000);
      expect(await client.settlementOf(returned.id)).toEqual({ toLender: RENT + RATE, toBorrower: COLLATERAL - RATE });
      actAs(LENDER);
      const completed = await settleAfter(1200, () => client.run('releaseCollateral', [returned.id]));
      expect(completed.settlement).toEqual({ toLender: RENT + RATE, toBorrower: COLLATERAL - RATE });
    });

    it('counts the fee so far while the tool is out, and caps it at the collateral', async () => {
      const { id } = await createDeposited();
      actAs(BORROWER);
      await settleAfter(1000, () => client.run('confirmToolPickup', [id]));
      shift = 3 * DAY + 2 * DAY + 1000;
      expect(await client.settlementOf(id)).toEqual({ toLender: RENT + 3n * RATE, toBorrower: COLLATERAL - 3n * RATE });
      shift = 3 * DAY + 20 * DAY;
      expect(await client.settlementOf(id)).toEqual({ toLender: RENT + COLLATERAL, toBorrower: 0n });
    });

    it('refuses an inspection period under a day', async () => {
      client = new SimulatedRentalsClient({ getWallet: () => wallet, inspectionPeriodSeconds: 24 * 3600 - 1 });
      actAs(BORROWER);
      await expectRefused(
        () =>
          client.run('acceptRentalOfferAndDepositCollateral', [
            { tool: makeTool(), quote: null },
            { start: 0, days: 3 },
          ]),
        'Failed to create rental request',
        'The inspection period must be between 1 day and 30 days.',
      );
    });

    it('accepts condition evidence from the deposit on, not before', async () => {
      actAs(BORROWER);
      const requested = await settleAfter(1500, () =>
        client.run('acceptRentalOfferAndDepositCollateral', [
          { tool: makeTool(), quote: null },
          { start: 0, days: 3 },
        ]),
      );
      const condition = { stage: 'pickup' as const, digest: 'ab'.repeat(32) };
      await expectRefused(
        () => client.run('submitEvidence', [requested.id, { details: '', fileNames: [], condition }]),
        'Failed to update rental state',
        'Not possible while the rental is awaiting collateral.',
      );
      await vi.advanceTimersByTimeAsync(AUTO_DEPOSIT_DELAY_MS);
      actAs(LENDER);
      const recorded = await settleAfter(1500, () =>
        client.run('submitEvidence', [requested.id, { details: '', fileNames: [], condition }]),
      );
      expect(recorded.state).toBe('COLLATERAL_DEPOSITED');
      expect(recorded.evidence).toEqual([
        { party: LENDER, details: '', fileNames: [], condition, submittedAt: new Date(Date.now()).toISOString() },
      ]);
    });

    it("refuses a dispute before pickup with the contract's words, and still lets the borrower cancel for a full refund", async () => {
      const { id } = await createDeposited();
      actAs(LENDER);
      await expectRefused(
        () => client.run('fileDispute', [id, { reason: 'Freeze the deposit' }]),
        'Failed to file dispute',
        'Not possible while the rental is collateral deposited.',
      );
      actAs(BORROWER);
      await expectRefused(
        () => client.run('fileDispute', [id, { reason: 'Changed my mind' }]),
        'Failed to file dispute',
        'Not possible while the rental is collateral deposited.',
      );
      const cancelled = await settleAfter(1000, () => client.run('cancelRental', [id]));
      expect(cancelled.state).toBe('RENTAL_CANCELLED');
      expect(await client.settlementOf(id)).toEqual({ toLender: 0n, toBorrower: RENT + COLLATERAL });
    });

    it('lets the borrower mark the tool returned during a dispute filed before the return: the late fee counts to then, the dispute stays open', async () => {
      const { id } = await createDeposited();
      actAs(BORROWER);
      const active = await settleAfter(1000, () => client.run('confirmToolPickup', [id]));
      actAs(LENDER);
      await settleAfter(1000, () => client.run('fileDispute', [id, { reason: 'Not brought back on time' }]));
      // Never marked returned: the default split gives the lender the whole escrow.
      expect(await client.settlementOf(id)).toEqual({ toLender: RENT + COLLATERAL, toBorrower: 0n });
      await expectRefused(
        () => client.run('markToolReturned', [id]),
        'Failed to confirm tool return',
        'Only the borrower can do this.',
      );
      // Back one day and one second late: two started days of fee.
      shift = Date.parse(active.endTime ?? '') + DAY + 1000 - (Date.now() + 1000);
      actAs(BORROWER);
      const returned = await settleAfter(1000, () => client.run('markToolReturned', [id]));
      expect(returned.state).toBe('DISPUTE_OPENED');
      expect(returned.returnedAt).toBe(new Date(Date.parse(active.endTime ?? '') + DAY + 1000).toISOString());
      await expectRefused(
        () => client.run('markToolReturned', [id]),
        'Failed to confirm tool return',
        'Not possible while the rental is dispute opened.',
      );
      const disputed = COLLATERAL - 2n * RATE;
      expect(await client.settlementOf(id)).toEqual({
        toLender: RENT + 2n * RATE + disputed / 2n,
        toBorrower: disputed - disputed / 2n,
      });
    });

    it('offers the default split of an unruled dispute from one second after the 30-day ruling period', async () => {
      const { id } = await createDeposited();
      actAs(BORROWER);
      await settleAfter(1000, () => client.run('confirmToolPickup', [id]));
      actAs(LENDER);
      const disputed = await settleAfter(1000, () => client.run('fileDispute', [id, { reason: 'Scratched' }]));
      actAs(BORROWER);
      await settleAfter(1000, () => client.run('markToolReturned', [id]));
      const deadline = Date.parse(disputed.disputedAt ?? '') + 30 * DAY;
      shift = deadline - Date.now();
      await expectRefused(
        () => client.run('claimCollateralAfterDeadline', [id]),
        'Failed to update rental state',
        notBefore(deadline),
      );
      shift = deadline + 1000 - Date.now();
      const settled = await settleAfter(1200, () => client.run('claimCollateralAfterDeadline', [id]));
      expect(settled.state).toBe('TRANSACTION_COMPLETED');
      // Returned on time: the rent to the lender, the collateral halved.
      expect(settled.settlement).toEqual({ toLender: RENT + COLLATERAL / 2n, toBorrower: COLLATERAL / 2n });
    });

    it('gives the lender the whole escrow when an unruled dispute ends with the tool never returned', async () => {
      const { id } = await createDeposited();
      actAs(BORROWER);
      await settleAfter(1000, () => client.run('confirmToolPickup', [id]));
      const disputed = await settleAfter(1000, () => client.run('fileDispute', [id, { reason: 'I keep it' }]));
      shift = Date.parse(disputed.disputedAt ?? '') + 30 * DAY + 1000 - Date.now();
      const settled = await settleAfter(1200, () => client.run('claimCollateralAfterDeadline', [id]));
      expect(settled.settlement).toEqual({ toLender: RENT + COLLATERAL, toBorrower: 0n });
    });
  });

  describe('books ranges as the contract does (rules/bookingRules.ts)', () => {
    /** Next week's start at 09:00 UTC, in Unix seconds (the fake clock is at 2026-03-10 12:00 UTC). */
    const NEXT_WEEK = Date.parse('2026-03-17T09:00:00.000Z') / 1000;
    /** A new client whose clock runs a settable time ahead of the (fake) timers, as the contract's would after evm_increaseTime. */
    const clientWithShiftedClock = () => {
      let shift = 0;
      client = new SimulatedRentalsClient({
        getWallet: () => wallet,
        disputeAdmin: ADMIN,
        clock: () => Date.now() + shift,
      });
      return (ms: number) => {
        shift = ms;
      };
    };
    const rentFrom = (start: number, days: number) =>
      settleAfter(1500, () =>
        client.run('acceptRentalOfferAndDepositCollateral', [
          { tool: makeTool(), quote: null },
          { start, days },
        ]),
      );

    it('books next week; an overlapping range is refused in words, the adjacent one is booked', async () => {
      actAs(BORROWER);
      const first = await rentFrom(NEXT_WEEK, 2);
      expect(first.booking).toEqual({
        startTime: '2026-03-17T09:00:00.000Z',
        endTime: '2026-03-19T09:00:00.000Z',
      });
      expect(first.startTime).toBeNull();
      actAs(STRANGER);
      await expectRefused(
        () =>
          client.run('acceptRentalOfferAndDepositCollateral', [
            { tool: makeTool(), quote: null },
            { start: NEXT_WEEK + 47 * 3600, days: 1 },
          ]),
        'Failed to create rental request',
        describeRefusal({ error: 'ToolAlreadyBooked', startTime: NEXT_WEEK, endTime: NEXT_WEEK + 2 * 86_400 }),
      );
      const adjacent = await rentFrom(NEXT_WEEK + 2 * 86_400, 1);
      expect(adjacent.booking?.startTime).toBe('2026-03-19T09:00:00.000Z');
      const before = await rentFrom(NEXT_WEEK - 86_400, 1);
      expect(before.booking?.endTime).toBe(first.booking?.startTime);
      expect((await client.readBookings(makeTool())).map((range) => range.startTime)).toEqual([
        NEXT_WEEK - 86_400,
        NEXT_WEEK,
        NEXT_WEEK + 2 * 86_400,
      ]);
    });

    it('refuses a start that is not a whole hour, has passed, or is more than 180 days ahead', async () => {
      actAs(BORROWER);
      const lastHour = Date.parse('2026-03-10T11:00:00.000Z') / 1000;
      const invalid = (startTime: number) => describeRefusal({ error: 'InvalidStartTime', startTime });
      await expectRefused(
        () =>
          client.run('acceptRentalOfferAndDepositCollateral', [
            { tool: makeTool(), quote: null },
            { start: NEXT_WEEK + 60, days: 1 },
          ]),
        'Failed to create rental request',
        'A rental starts now or on a whole hour (UTC).',
      );
      await expectRefused(
        () =>
          client.run('acceptRentalOfferAndDepositCollateral', [
            { tool: makeTool(), quote: null },
            { start: lastHour, days: 1 },
          ]),
        'Failed to create rental request',
        invalid(lastHour),
      );
      // The current hour (12:00) plus 180 days is the latest start; an hour more is refused.
      const tooLate = lastHour + 3600 + 180 * 86_400 + 3600;
      await expectRefused(
        () =>
          client.run('acceptRentalOfferAndDepositCollateral', [
            { tool: makeTool(), quote: null },
            { start: tooLate, days: 1 },
          ]),
        'Failed to create rental request',
        invalid(tooLate),
      );
      expect((await rentFrom(tooLate - 3600, 1)).booking?.startTime).toBe(
        new Date((tooLate - 3600) * 1000).toISOString(),
      );
    });

    it('opens pickup 12 hours before the booked start, and counts the late fee from the booked end', async () => {
      const shiftClock = clientWithShiftedClock();
      actAs(BORROWER);
      const { id } = await rentFrom(NEXT_WEEK, 2);
      await vi.advanceTimersByTimeAsync(AUTO_DEPOSIT_DELAY_MS);
      const opensAt = NEXT_WEEK - 12 * 3600;
      shiftClock(opensAt * 1000 - Date.now() - 1000);
      await expectRefused(
        () => client.run('confirmToolPickup', [id]),
        'Failed to confirm tool pickup',
        describeRefusal({ error: 'PickupNotOpen', opensAt }),
      );
      shiftClock(opensAt * 1000 - Date.now());
      const active = await settleAfter(1000, () => client.run('confirmToolPickup', [id]));
      expect(active.startTime).toBe('2026-03-17T09:00:00.000Z');
      expect(active.endTime).toBe('2026-03-19T09:00:00.000Z');
      // One second after the booked end: a started day late.
      shiftClock(Date.parse('2026-03-19T09:00:01.000Z') - Date.now());
      const terms = { rate: 12_000_000_000_000_000n, collateral: 60_000_000_000_000_000n };
      expect(await client.settlementOf(id)).toEqual({
        toLender: 3n * terms.rate,
        toBorrower: terms.collateral - terms.rate,
      });
    });

    it('refuses a pickup once the booked range has ended; the deposit can then only be cancelled', async () => {
      const shiftClock = clientWithShiftedClock();
      actAs(BORROWER);
      const { id } = await rentFrom(NEXT_WEEK, 1);
      await vi.advanceTimersByTimeAsync(AUTO_DEPOSIT_DELAY_MS);
      shiftClock((NEXT_WEEK + 86_400) * 1000 - Date.now());
      await expectRefused(
        () => client.run('confirmToolPickup', [id]),
        'Failed to confirm tool pickup',
        describeRefusal({ error: 'DeadlinePassed', deadline: NEXT_WEEK + 86_400 }),
      );
      expect((await settleAfter(1000, () => client.run('cancelRental', [id]))).state).toBe('RENTAL_CANCELLED');
      expect(await client.readBookings(makeTool())).toEqual([]);
    });
  });
});

describe('the simulated cancellation fee (contract cancelRental’s split)', () => {
  const ETHER = 10n ** 18n;
  // 3 days at 0.01 ETH: rent 0.03 ETH, 10% of it 0.003 ETH; 0.05 ETH collateral; 0.08 ETH deposited.
  const tool = () => makeTool({ rentalRate: 0.01, collateralRequired: 0.05, cancellationFeeBps: 1000 });
  const FEE = (3n * ETHER) / 1000n;
  const ESCROW = (8n * ETHER) / 100n;

  const bookedWithFee = () => createDeposited(tool());

  it('keeps the listing’s fee at booking (cancellationFeeOf)', async () => {
    const { id, cancellationFeeBps } = await bookedWithFee();
    expect(cancellationFeeBps).toBe(1000);
    expect(await client.cancellationFeeOf(id)).toBe(1000);
  });

  it('a borrower who cancels credits the fee to the lender and gets the rest back', async () => {
    const { id } = await bookedWithFee();
    const cancelled = await settleAfter(1000, () => client.run('cancelRental', [id]));
    expect(cancelled.settlement).toEqual({ toLender: FEE, toBorrower: ESCROW - FEE });
    expect(await client.settlementOf(id)).toEqual({ toLender: FEE, toBorrower: ESCROW - FEE });
  });

  it('a lender who cancels before the booked end refunds everything', async () => {
    const { id } = await bookedWithFee();
    actAs(LENDER);
    const cancelled = await settleAfter(1000, () => client.run('cancelRental', [id]));
    expect(cancelled.settlement).toEqual({ toLender: 0n, toBorrower: ESCROW });
    expect(await client.settlementOf(id)).toEqual({ toLender: 0n, toBorrower: ESCROW });
  });

  it('from the booked end on, a lender’s cancel gives the borrower’s split (a no-show)', async () => {
    const rental = await bookedWithFee();
    const end = Date.parse(expectDefined(rental.booking, 'the booked range').endTime);
    await vi.advanceTimersByTimeAsync(end - Date.now());
    actAs(LENDER);
    const cancelled = await settleAfter(1000, () => client.run('cancelRental', [rental.id]));
    expect(cancelled.settlement).toEqual({ toLender: FEE, toBorrower: ESCROW - FEE });
  });
});
