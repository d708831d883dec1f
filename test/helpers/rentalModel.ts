// A TypeScript model of RentalAgreement's state machine (docs/contract.md). `predict` says what the
// contract must do with an action at a given time: revert with an exact custom error, or succeed
// with exact effects on the model.
import { ZeroAddress } from 'ethers';
import { DAY, HOUR, MAX_UINT128, State } from './rentalFixtures';
import type { RentalOfferTerms } from '@toolshare/contract/signedRentalOffer';

export type StateValue = (typeof State)[keyof typeof State];

/** How long the dispute admin has to rule before either party may take the default split. */
export const DISPUTE_RULING_PERIOD = 30n * DAY;
/** How long after its announcement a dispute admin takes office (v4). */
export const DISPUTE_ADMIN_DELAY = 2n * DAY;
/** How long before the booked start the pickup window opens (v4). */
const PICKUP_LEAD = 12n * HOUR;
/** The lender's share of the disputed part (the collateral left after the late fee) in the default split. */
const DEFAULT_LENDER_SHARE_BPS = 5000n;

export interface ModelRental {
  lender: string;
  borrower: string;
  toolId: string;
  rate: bigint;
  collateral: bigint;
  period: bigint;
  duration: bigint;
  /** The booked start (v4: set at the deposit, the current hour for a start of 0); 0 before it. */
  startTime: bigint;
  /** The dispute admin in office at the deposit (v4); empty before it. */
  depositAdmin?: string;
  returnedAt: bigint;
  disputedAt: bigint;
  bps: bigint;
  state: StateValue;
  /** What the rental's end credited [to the lender, to the borrower], once completed or cancelled. */
  settled?: [bigint, bigint];
}

export type Call =
  | { kind: 'offer'; toolId: string; rate: bigint; collateral: bigint; period: bigint }
  | { kind: 'accept'; rentalId: bigint; days: bigint; value: bigint }
  /** A signed offer, signed by `signedBy` on this contract's domain, or on another chain's when `tampered`. */
  | {
      kind: 'signedAccept';
      offer: RentalOfferTerms;
      signedBy: string;
      tampered: boolean;
      signature: string;
      days: bigint;
      value: bigint;
    }
  | { kind: 'cancelSigned'; toolId: string }
  | { kind: 'pickup' | 'return' | 'receipt' | 'release' | 'claim' | 'cancel' | 'finalize'; rentalId: bigint }
  | { kind: 'dispute' | 'evidence'; rentalId: bigint; text: string }
  | { kind: 'resolve'; rentalId: bigint; bps: bigint; text: string }
  | { kind: 'withdraw' }
  | { kind: 'pause' }
  | { kind: 'unpause' }
  | { kind: 'renounce' }
  | { kind: 'setAdmin'; admin: string };

/** What the contract must do: revert with this error and arguments, or succeed and credit/pay these amounts. */
export type Outcome =
  | { reverts: true; error: string; args: unknown[] }
  | { reverts: false; credits: [string, bigint][]; withdrawn?: bigint; apply: () => void };

/** A way one party can end a live rental alone: who, what, and the earliest time it succeeds. */
export interface SoloEnd {
  actor: string;
  call: Call;
  at: bigint;
}

const LIVE: StateValue[] = [
  State.COLLATERAL_DEPOSITED,
  State.RENTAL_ACTIVE,
  State.TOOL_RETURNED,
  State.INSPECTION_PERIOD,
  State.DISPUTE_OPENED,
  State.RESOLUTION_REACHED,
];

export class RentalModel {
  rentals: ModelRental[] = [];
  pending = new Map<string, bigint>();
  balance = 0n;
  paused = false;
  /** Every appointment of a dispute admin with the time it takes office (the deployer's at 0); v4 schedules
   * each two days ahead, and a new appointment replaces one not yet in office. */
  admins: { since: bigint; admin: string }[];
  /** The block time of the latest prediction: the model's "now" where a caller has no time at hand. */
  lastNow = 0n;
  /** Signed-offer nonces by `${lender}/${toolId}`. */
  nonces = new Map<string, bigint>();

  constructor(
    public owner: string,
    admin: string,
  ) {
    this.admins = [{ since: 0n, admin }];
  }

  /** The dispute admin in office at `now`. */
  adminAt(now: bigint): string {
    return this.admins.filter(({ since }) => since <= now).at(-1)?.admin ?? ZeroAddress;
  }

  /** The rental's dispute admin: the one in office at its deposit; before a deposit, the one in office now. */
  adminOf(r: ModelRental, now = this.lastNow): string {
    return r.depositAdmin ?? this.adminAt(now);
  }

  /** The live rentals of (lender, toolId) whose booked range overlaps [start, end), earliest first. */
  conflicts(lender: string, toolId: string, start: bigint, end: bigint): ModelRental[] {
    return this.rentals
      .filter(
        (r) =>
          r.lender === lender &&
          r.toolId === toolId &&
          r.state >= State.COLLATERAL_DEPOSITED &&
          RentalModel.isLive(r) &&
          r.startTime < end &&
          start < r.startTime + r.duration * DAY,
      )
      .sort((a, b) => (a.startTime < b.startTime ? -1 : 1));
  }

  nonceOf(lender: string, toolId: string): bigint {
    return this.nonces.get(`${lender}/${toolId}`) ?? 0n;
  }

  static rent(r: ModelRental): bigint {
    return r.rate * r.duration;
  }
  static escrow(r: ModelRental): bigint {
    return r.rate * r.duration + r.collateral;
  }
  static endTime(r: ModelRental): bigint {
    return r.startTime === 0n ? 0n : r.startTime + r.duration * DAY;
  }
  static inspectionDeadline(r: ModelRental): bigint {
    return r.returnedAt === 0n ? 0n : r.returnedAt + r.period;
  }
  /** The daily rate for each started day after endTime, at most the collateral. */
  static lateFee(r: ModelRental, returnedAt: bigint): bigint {
    const end = r.startTime + r.duration * DAY;
    if (returnedAt <= end) return 0n;
    const fee = ((returnedAt - end + DAY - 1n) / DAY) * r.rate;
    return fee < r.collateral ? fee : r.collateral;
  }
  /** When an unruled dispute's default split opens: after the ruling period and, for a tool never marked
   * returned, also after `endTime + inspectionPeriodDuration` (D11). */
  static disputeDeadline(r: ModelRental): bigint {
    const ruling = r.disputedAt + DISPUTE_RULING_PERIOD;
    const nonReturn = RentalModel.endTime(r) + r.period;
    return r.returnedAt === 0n && nonReturn > ruling ? nonReturn : ruling;
  }
  static isLive(r: ModelRental): boolean {
    return LIVE.includes(r.state);
  }

  /**
   * The lender's part of an unruled dispute's default split: for a returned tool, rent and the late fee
   * plus half the collateral left (rounded down); for a tool never marked returned, the whole escrow.
   */
  static defaultLenderShare(r: ModelRental): bigint {
    if (r.returnedAt === 0n) return RentalModel.escrow(r);
    const fee = RentalModel.lateFee(r, r.returnedAt);
    return RentalModel.rent(r) + fee + ((r.collateral - fee) * DEFAULT_LENDER_SHARE_BPS) / 10_000n;
  }

  /**
   * What `settlementOf` must report at time `now`: the recorded credits of a finished rental; for a live
   * one, what ends it by the book (release with the late fee so far, the default or resolved split).
   */
  static settlement(r: ModelRental, now: bigint): [bigint, bigint] {
    if (r.settled) return r.settled;
    if (r.borrower === ZeroAddress) return [0n, 0n];
    const escrow = RentalModel.escrow(r);
    const split = (bps: bigint): [bigint, bigint] => [(escrow * bps) / 10_000n, escrow - (escrow * bps) / 10_000n];
    if (r.state === State.DISPUTE_OPENED) {
      const toLender = RentalModel.defaultLenderShare(r);
      return [toLender, escrow - toLender];
    }
    if (r.state === State.RESOLUTION_REACHED) return split(r.bps);
    const returnedAt = r.state === State.RENTAL_ACTIVE ? now : r.returnedAt;
    const fee = RentalModel.lateFee(r, returnedAt);
    return [RentalModel.rent(r) + fee, r.collateral - fee];
  }

  /** Escrow of every rental between deposit and settlement. */
  liveEscrow(): bigint {
    return this.rentals.filter((r) => RentalModel.isLive(r)).reduce((sum, r) => sum + RentalModel.escrow(r), 0n);
  }

  /** The rental `rentalId`, or undefined outside 1..rentals.length. */
  rentalOf(rentalId: bigint): ModelRental | undefined {
    return rentalId >= 1n && rentalId <= BigInt(this.rentals.length) ? this.rentals[Number(rentalId) - 1] : undefined;
  }

  pendingOf(account: string): bigint {
    return this.pending.get(account) ?? 0n;
  }

  /**
   * Times worth jumping to for a rental, so that steps meet every deadline at its boundary: the end of the
   * rental period and the next late-fee days, the lender's non-return claim, the inspection deadline, the
   * end of the dispute ruling period.
   */
  deadlinesOf(rentalId: bigint): bigint[] {
    const r = this.rentalOf(rentalId);
    if (!r) return [];
    const end = RentalModel.endTime(r);
    switch (r.state) {
      case State.COLLATERAL_DEPOSITED:
        // The pickup window closes at the booked end.
        return [end];
      case State.RENTAL_ACTIVE:
        return [end, end + DAY, end + 2n * DAY, end + r.period, end + 40n * DAY];
      case State.TOOL_RETURNED:
      case State.INSPECTION_PERIOD:
        return [RentalModel.inspectionDeadline(r)];
      case State.DISPUTE_OPENED:
        // A tool not yet marked returned may be, during the dispute: its late-fee boundaries count too.
        return r.returnedAt === 0n
          ? [r.disputedAt + DISPUTE_RULING_PERIOD, end, end + DAY, end + r.period]
          : [r.disputedAt + DISPUTE_RULING_PERIOD];
      default:
        return [];
    }
  }

  /**
   * The liveness invariant: how one party alone ends a live rental, whatever the other party, the dispute
   * admin and the owner do (so even while paused), at the latest one second after a deadline.
   */
  soloEnd(rentalId: bigint): SoloEnd | undefined {
    const r = this.rentalOf(rentalId);
    const by = (actor: string, kind: 'cancel' | 'claim' | 'finalize', at: bigint): SoloEnd => ({
      actor,
      call: { kind, rentalId },
      at,
    });
    switch (r?.state) {
      case State.COLLATERAL_DEPOSITED:
        return by(r.borrower, 'cancel', 0n);
      case State.RENTAL_ACTIVE:
        return by(r.lender, 'claim', RentalModel.endTime(r) + r.period + 1n);
      case State.TOOL_RETURNED:
      case State.INSPECTION_PERIOD:
        return by(r.borrower, 'claim', RentalModel.inspectionDeadline(r) + 1n);
      case State.DISPUTE_OPENED:
        return by(rentalId % 2n === 0n ? r.lender : r.borrower, 'claim', RentalModel.disputeDeadline(r) + 1n);
      case State.RESOLUTION_REACHED:
        return by(rentalId % 2n === 0n ? r.borrower : r.lender, 'finalize', 0n);
      default:
        return undefined;
    }
  }

  /** Like {@link predict}, but as if the contract were paused: the liveness check runs paused. */
  predictPaused(actor: string, call: Call, now: bigint): Outcome {
    const paused = this.paused;
    this.paused = true;
    try {
      return this.predict(actor, call, now);
    } finally {
      this.paused = paused;
    }
  }

  predict(actor: string, call: Call, now: bigint): Outcome {
    this.lastNow = now;
    const fail = (error: string, ...args: unknown[]): Outcome => ({ reverts: true, error, args });
    const ok = (apply: () => void, credits: [string, bigint][] = [], withdrawn?: bigint): Outcome => ({
      reverts: false,
      credits: credits.filter(([, amount]) => amount > 0n),
      withdrawn,
      apply: () => {
        apply();
        for (const [who, amount] of credits) if (amount > 0n) this.pending.set(who, this.pendingOf(who) + amount);
      },
    });

    if (call.kind === 'offer') {
      if (this.paused) return fail('EnforcedPause');
      if (call.period < DAY || call.period > 30n * DAY) return fail('InvalidInspectionPeriod', call.period);
      if (call.rate > MAX_UINT128) return fail('AmountTooLarge', call.rate);
      if (call.collateral > MAX_UINT128) return fail('AmountTooLarge', call.collateral);
      return ok(() => {
        this.rentals.push({
          lender: actor,
          borrower: ZeroAddress,
          toolId: call.toolId,
          rate: call.rate,
          collateral: call.collateral,
          period: call.period,
          duration: 0n,
          startTime: 0n,
          returnedAt: 0n,
          disputedAt: 0n,
          bps: 0n,
          state: State.AWAITING_COLLATERAL,
        });
      });
    }
    if (call.kind === 'signedAccept') return this.predictSignedAccept(actor, call, now, ok, fail);
    if (call.kind === 'cancelSigned') {
      const key = `${actor}/${call.toolId}`;
      return ok(() => {
        this.nonces.set(key, this.nonceOf(actor, call.toolId) + 1n);
      });
    }
    if (call.kind === 'withdraw') {
      const amount = this.pendingOf(actor);
      if (amount === 0n) return fail('NothingToWithdraw');
      return ok(
        () => {
          this.pending.set(actor, 0n);
          this.balance -= amount;
        },
        [],
        amount,
      );
    }
    if (call.kind === 'setAdmin') {
      if (actor !== this.owner) return fail('OwnableUnauthorizedAccount', actor);
      if (call.admin === ZeroAddress) return fail('ZeroAddress');
      return ok(() => {
        const latest = this.admins[this.admins.length - 1];
        // A pending appointment (not yet in office) is replaced.
        if (latest.since > now) this.admins.pop();
        this.admins.push({ since: now + DISPUTE_ADMIN_DELAY, admin: call.admin });
      });
    }
    if (call.kind === 'pause' || call.kind === 'unpause') {
      if (actor !== this.owner) return fail('OwnableUnauthorizedAccount', actor);
      const pausing = call.kind === 'pause';
      if (this.paused === pausing) return fail(pausing ? 'EnforcedPause' : 'ExpectedPause');
      return ok(() => {
        this.paused = pausing;
      });
    }
    if (call.kind === 'renounce') return fail('OwnershipCannotBeRenounced');
    // The pause check runs before anything else in acceptRentalOfferAndDepositCollateral.
    if (call.kind === 'accept' && this.paused) return fail('EnforcedPause');

    const id = call.rentalId;
    if (id === 0n || id > BigInt(this.rentals.length)) return fail('UnknownRental', id);
    const r = this.rentals[Number(id) - 1];
    const s = r.state;
    const isParty = actor === r.lender || actor === r.borrower;
    const returned = s === State.TOOL_RETURNED || s === State.INSPECTION_PERIOD;
    const wrongState = () => fail('InvalidState', id, s);
    const end = (state: StateValue, toLender: bigint, toBorrower: bigint, update: () => void = () => undefined) =>
      ok(() => {
        update();
        r.state = state;
        r.settled = [toLender, toBorrower];
      }, [
        [r.lender, toLender],
        [r.borrower, toBorrower],
      ]);
    const settleReturned = () => {
      const lateFee = RentalModel.lateFee(r, r.returnedAt);
      return end(State.TRANSACTION_COMPLETED, RentalModel.rent(r) + lateFee, r.collateral - lateFee);
    };
    const settleSplit = (bps: bigint) => {
      const escrow = RentalModel.escrow(r);
      const lenderShare = (escrow * bps) / 10_000n;
      return end(State.TRANSACTION_COMPLETED, lenderShare, escrow - lenderShare);
    };

    switch (call.kind) {
      case 'accept': {
        if (s !== State.AWAITING_COLLATERAL) return wrongState();
        if (actor === r.lender) return fail('LenderCannotRent');
        if (call.days < 1n || call.days > 30n) return fail('InvalidDuration', call.days);
        const start = (now / HOUR) * HOUR;
        const clash = this.conflicts(r.lender, r.toolId, start, start + call.days * DAY).at(0);
        if (clash) return fail('ToolAlreadyBooked', clash.startTime, RentalModel.endTime(clash));
        const expected = r.collateral + r.rate * call.days;
        if (call.value !== expected) return fail('WrongPayment', expected, call.value);
        return ok(() => {
          r.borrower = actor;
          r.duration = call.days;
          r.startTime = start;
          r.depositAdmin = this.adminAt(now);
          r.state = State.COLLATERAL_DEPOSITED;
          this.balance += call.value;
        });
      }
      case 'pickup':
        if (s !== State.COLLATERAL_DEPOSITED) return wrongState();
        if (actor !== r.borrower) return fail('NotBorrower');
        // The window: startTime - 12 hours <= now < endTime (a start of 0 books the current hour: open at once).
        if (now < r.startTime - PICKUP_LEAD) return fail('PickupNotOpen', r.startTime - PICKUP_LEAD);
        if (now >= RentalModel.endTime(r)) return fail('DeadlinePassed', RentalModel.endTime(r));
        return ok(() => {
          r.state = State.RENTAL_ACTIVE;
        });
      case 'return':
        // Also during a dispute filed before the return: the return time is recorded, the dispute stays.
        if (s !== State.RENTAL_ACTIVE && (s !== State.DISPUTE_OPENED || r.returnedAt !== 0n)) return wrongState();
        if (actor !== r.borrower) return fail('NotBorrower');
        return ok(() => {
          r.returnedAt = now;
          if (s === State.RENTAL_ACTIVE) r.state = State.TOOL_RETURNED;
        });
      case 'receipt':
        if (s !== State.TOOL_RETURNED) return wrongState();
        if (actor !== r.lender) return fail('NotLender');
        return ok(() => {
          r.state = State.INSPECTION_PERIOD;
        });
      case 'release':
        if (!returned) return wrongState();
        if (actor !== r.lender) return fail('NotLender');
        return settleReturned();
      case 'dispute': {
        // Never before pickup: there either party cancels with a full refund.
        if (!returned && s !== State.RENTAL_ACTIVE) return wrongState();
        if (!isParty) return fail('NotParty');
        const deadline = RentalModel.inspectionDeadline(r);
        if (returned && actor === r.lender && now > deadline) return fail('DeadlinePassed', deadline);
        return ok(() => {
          r.disputedAt = now;
          r.state = State.DISPUTE_OPENED;
        });
      }
      case 'evidence':
        if (s < State.COLLATERAL_DEPOSITED || s > State.DISPUTE_OPENED) return wrongState();
        if (!isParty) return fail('NotParty');
        return ok(() => undefined);
      case 'resolve':
        if (s !== State.DISPUTE_OPENED) return wrongState();
        if (actor !== this.adminOf(r) || isParty) return fail('NotDisputeAdmin');
        if (call.bps > 10_000n) return fail('InvalidShare', call.bps);
        return ok(() => {
          r.bps = call.bps;
          r.state = State.RESOLUTION_REACHED;
        });
      case 'finalize':
        if (s !== State.RESOLUTION_REACHED) return wrongState();
        if (!isParty && actor !== this.adminOf(r)) return fail('NotParty');
        return settleSplit(r.bps);
      case 'claim': {
        if (s === State.RENTAL_ACTIVE) {
          if (actor !== r.lender) return fail('NotLender');
          const deadline = RentalModel.endTime(r) + r.period;
          if (now <= deadline) return fail('DeadlineNotReached', deadline);
          return end(State.TRANSACTION_COMPLETED, RentalModel.escrow(r), 0n);
        }
        if (s === State.DISPUTE_OPENED) {
          if (!isParty) return fail('NotParty');
          const deadline = RentalModel.disputeDeadline(r);
          if (now <= deadline) return fail('DeadlineNotReached', deadline);
          const toLender = RentalModel.defaultLenderShare(r);
          return end(State.TRANSACTION_COMPLETED, toLender, RentalModel.escrow(r) - toLender);
        }
        if (!returned) return wrongState();
        if (actor !== r.borrower) return fail('NotBorrower');
        const deadline = RentalModel.inspectionDeadline(r);
        if (now <= deadline) return fail('DeadlineNotReached', deadline);
        return settleReturned();
      }
      case 'cancel':
        if (s === State.AWAITING_COLLATERAL) {
          if (actor !== r.lender) return fail('NotLender');
          return end(State.RENTAL_CANCELLED, 0n, 0n);
        }
        if (s === State.COLLATERAL_DEPOSITED) {
          if (!isParty) return fail('NotParty');
          // The model's offers name no cancellation fee: either way the whole deposit goes back.
          return end(State.RENTAL_CANCELLED, 0n, RentalModel.escrow(r));
        }
        return wrongState();
    }
  }

  /** acceptSignedRentalOffer: the checks in the contract's order, then a new rental in COLLATERAL_DEPOSITED. */
  private predictSignedAccept(
    actor: string,
    call: Extract<Call, { kind: 'signedAccept' }>,
    now: bigint,
    ok: (apply: () => void) => Outcome,
    fail: (error: string, ...args: unknown[]) => Outcome,
  ): Outcome {
    const o = call.offer;
    if (this.paused) return fail('EnforcedPause');
    if (actor === o.lender) return fail('LenderCannotRent');
    if (call.days < 1n || call.days > 30n) return fail('InvalidDuration', call.days);
    if (o.inspectionPeriodDuration < DAY || o.inspectionPeriodDuration > 30n * DAY)
      return fail('InvalidInspectionPeriod', o.inspectionPeriodDuration);
    if (o.rentalRate > MAX_UINT128) return fail('AmountTooLarge', o.rentalRate);
    if (o.collateralAmount > MAX_UINT128) return fail('AmountTooLarge', o.collateralAmount);
    if (now > o.expiry) return fail('OfferExpired', o.expiry);
    const nonce = this.nonceOf(o.lender, o.toolId);
    if (o.nonce !== nonce) return fail('StaleOfferNonce', nonce, o.nonce);
    if (call.signedBy !== o.lender || call.tampered) return fail('InvalidOfferSignature');
    const start = (now / HOUR) * HOUR;
    const clash = this.conflicts(o.lender, o.toolId, start, start + call.days * DAY).at(0);
    if (clash) return fail('ToolAlreadyBooked', clash.startTime, RentalModel.endTime(clash));
    const expected = o.collateralAmount + o.rentalRate * call.days;
    if (call.value !== expected) return fail('WrongPayment', expected, call.value);
    // Version 4: accepting leaves the nonce as it is; the calendar keeps the tool from being rented twice.
    return ok(() => {
      this.rentals.push({
        lender: o.lender,
        borrower: actor,
        toolId: o.toolId,
        rate: o.rentalRate,
        collateral: o.collateralAmount,
        period: o.inspectionPeriodDuration,
        duration: call.days,
        startTime: start,
        depositAdmin: this.adminAt(now),
        returnedAt: 0n,
        disputedAt: 0n,
        bps: 0n,
        state: State.COLLATERAL_DEPOSITED,
      });
      this.balance += call.value;
    });
  }
}
