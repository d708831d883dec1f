// A TypeScript model of RentalAgreement's state machine (docs: shared/design/rental-agreement.md,
// README "The RentalAgreement contract"). `predict` says what the contract must do with an action at a
// given time: revert with an exact custom error, or succeed with exact effects on the model.
import { ZeroAddress } from "ethers";
import { DAY, MAX_UINT128, State } from "./rentalFixtures";

export type StateValue = (typeof State)[keyof typeof State];

export interface ModelRental {
  lender: string;
  borrower: string;
  toolId: string;
  rate: bigint;
  collateral: bigint;
  period: bigint;
  duration: bigint;
  startTime: bigint;
  returnedAt: bigint;
  disputedAt: bigint;
  bps: bigint;
  state: StateValue;
}

export type Call =
  | { kind: "offer"; toolId: string; rate: bigint; collateral: bigint; period: bigint }
  | { kind: "accept"; rentalId: bigint; days: bigint; value: bigint }
  | { kind: "pickup" | "return" | "receipt" | "release" | "claim" | "cancel" | "finalize"; rentalId: bigint }
  | { kind: "dispute" | "evidence"; rentalId: bigint; text: string }
  | { kind: "resolve"; rentalId: bigint; bps: bigint; text: string }
  | { kind: "withdraw" }
  | { kind: "setAdmin"; admin: string };

/** What the contract must do: revert with this error and arguments, or succeed and credit/pay these amounts. */
export type Outcome =
  | { reverts: true; error: string; args: unknown[] }
  | { reverts: false; credits: [string, bigint][]; withdrawn?: bigint; apply: () => void };

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

  constructor(
    public owner: string,
    public admin: string,
  ) {}

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

  /** Escrow of every rental between deposit and settlement. */
  liveEscrow(): bigint {
    return this.rentals.filter((r) => LIVE.includes(r.state)).reduce((sum, r) => sum + RentalModel.escrow(r), 0n);
  }

  pendingOf(account: string): bigint {
    return this.pending.get(account) ?? 0n;
  }

  /** The deadline a time warp may aim at for a rental: non-return for active ones, inspection for returned ones. */
  deadlineOf(rentalId: bigint): bigint | undefined {
    const r = this.rentals[Number(rentalId) - 1];
    if (!r) return undefined;
    if (r.state === State.RENTAL_ACTIVE) return RentalModel.endTime(r) + r.period;
    if (r.state === State.TOOL_RETURNED || r.state === State.INSPECTION_PERIOD) return RentalModel.inspectionDeadline(r);
    if (r.state === State.DISPUTE_OPENED) return r.disputedAt + 30n * DAY;
    return undefined;
  }

  predict(actor: string, call: Call, now: bigint): Outcome {
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

    if (call.kind === "offer") {
      if (call.period < DAY || call.period > 30n * DAY) return fail("InvalidInspectionPeriod", call.period);
      if (call.rate > MAX_UINT128) return fail("AmountTooLarge", call.rate);
      if (call.collateral > MAX_UINT128) return fail("AmountTooLarge", call.collateral);
      return ok(() => {
        this.rentals.push({
          lender: actor, borrower: ZeroAddress, toolId: call.toolId, rate: call.rate, collateral: call.collateral, period: call.period,
          duration: 0n, startTime: 0n, returnedAt: 0n, disputedAt: 0n, bps: 0n, state: State.AWAITING_COLLATERAL,
        });
      });
    }
    if (call.kind === "withdraw") {
      const amount = this.pendingOf(actor);
      if (amount === 0n) return fail("NothingToWithdraw");
      return ok(() => {
        this.pending.set(actor, 0n);
        this.balance -= amount;
      }, [], amount);
    }
    if (call.kind === "setAdmin") {
      if (actor !== this.owner) return fail("OwnableUnauthorizedAccount", actor);
      if (call.admin === ZeroAddress) return fail("ZeroAddress");
      return ok(() => {
        this.admin = call.admin;
      });
    }

    const id = call.rentalId;
    if (id === 0n || id > BigInt(this.rentals.length)) return fail("UnknownRental", id);
    const r = this.rentals[Number(id) - 1];
    const s = r.state;
    const isParty = actor === r.lender || actor === r.borrower;
    const returned = s === State.TOOL_RETURNED || s === State.INSPECTION_PERIOD;
    const wrongState = () => fail("InvalidState", id, s);
    const settleReturned = () => {
      const lateFee = RentalModel.lateFee(r, r.returnedAt);
      return ok(() => {
        r.state = State.TRANSACTION_COMPLETED;
      }, [[r.lender, RentalModel.rent(r) + lateFee], [r.borrower, r.collateral - lateFee]]);
    };
    const settleSplit = (bps: bigint) => {
      const escrow = RentalModel.escrow(r);
      const lenderShare = (escrow * bps) / 10_000n;
      return ok(() => {
        r.bps = bps;
        r.state = State.TRANSACTION_COMPLETED;
      }, [[r.lender, lenderShare], [r.borrower, escrow - lenderShare]]);
    };

    switch (call.kind) {
      case "accept": {
        if (s !== State.AWAITING_COLLATERAL) return wrongState();
        if (actor === r.lender) return fail("LenderCannotRent");
        if (call.days < 1n || call.days > 30n) return fail("InvalidDuration", call.days);
        const expected = r.collateral + r.rate * call.days;
        if (call.value !== expected) return fail("WrongPayment", expected, call.value);
        return ok(() => {
          r.borrower = actor;
          r.duration = call.days;
          r.state = State.COLLATERAL_DEPOSITED;
          this.balance += call.value;
        });
      }
      case "pickup":
        if (s !== State.COLLATERAL_DEPOSITED) return wrongState();
        if (actor !== r.borrower) return fail("NotBorrower");
        return ok(() => {
          r.startTime = now;
          r.state = State.RENTAL_ACTIVE;
        });
      case "return":
        if (s !== State.RENTAL_ACTIVE) return wrongState();
        if (actor !== r.borrower) return fail("NotBorrower");
        return ok(() => {
          r.returnedAt = now;
          r.state = State.TOOL_RETURNED;
        });
      case "receipt":
        if (s !== State.TOOL_RETURNED) return wrongState();
        if (actor !== r.lender) return fail("NotLender");
        return ok(() => {
          r.state = State.INSPECTION_PERIOD;
        });
      case "release":
        if (!returned) return wrongState();
        if (actor !== r.lender) return fail("NotLender");
        return settleReturned();
      case "dispute": {
        if (!returned && s !== State.COLLATERAL_DEPOSITED && s !== State.RENTAL_ACTIVE) return wrongState();
        if (!isParty) return fail("NotParty");
        const deadline = RentalModel.inspectionDeadline(r);
        if (returned && actor === r.lender && now > deadline) return fail("DeadlinePassed", deadline);
        return ok(() => {
          r.disputedAt = now;
          r.state = State.DISPUTE_OPENED;
        });
      }
      case "evidence":
        if (s < State.COLLATERAL_DEPOSITED || s > State.DISPUTE_OPENED) return wrongState();
        if (!isParty) return fail("NotParty");
        return ok(() => undefined);
      case "resolve":
        if (s !== State.DISPUTE_OPENED) return wrongState();
        if (actor !== this.admin || isParty) return fail("NotDisputeAdmin");
        if (call.bps > 10_000n) return fail("InvalidShare", call.bps);
        return ok(() => {
          r.bps = call.bps;
          r.state = State.RESOLUTION_REACHED;
        });
      case "finalize":
        if (s !== State.RESOLUTION_REACHED) return wrongState();
        if (!isParty && actor !== this.admin) return fail("NotParty");
        return settleSplit(r.bps);
      case "claim": {
        if (s === State.RENTAL_ACTIVE) {
          if (actor !== r.lender) return fail("NotLender");
          const deadline = RentalModel.endTime(r) + r.period;
          if (now <= deadline) return fail("DeadlineNotReached", deadline);
          return ok(() => {
            r.state = State.TRANSACTION_COMPLETED;
          }, [[r.lender, RentalModel.escrow(r)]]);
        }
        if (s === State.DISPUTE_OPENED) {
          if (!isParty) return fail("NotParty");
          const deadline = r.disputedAt + 30n * DAY;
          if (now <= deadline) return fail("DeadlineNotReached", deadline);
          return settleSplit(5000n);
        }
        if (!returned) return wrongState();
        if (actor !== r.borrower) return fail("NotBorrower");
        const deadline = RentalModel.inspectionDeadline(r);
        if (now <= deadline) return fail("DeadlineNotReached", deadline);
        return settleReturned();
      }
      case "cancel":
        if (s === State.AWAITING_COLLATERAL) {
          if (actor !== r.lender) return fail("NotLender");
          return ok(() => {
            r.state = State.RENTAL_CANCELLED;
          });
        }
        if (s === State.COLLATERAL_DEPOSITED) {
          if (!isParty) return fail("NotParty");
          return ok(() => {
            r.state = State.RENTAL_CANCELLED;
          }, [[r.borrower, RentalModel.escrow(r)]]);
        }
        return wrongState();
    }
  }
}
