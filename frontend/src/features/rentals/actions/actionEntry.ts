import type { ContractTransactionResponse, TransactionReceipt } from 'ethers';
import type { RentalAgreement } from '@toolshare/contract/typechain';
import { describeRefusal, type ContractRefusal } from '../../chain';
import type { Tool } from '../../tools';
import { RENTAL_ERROR_MESSAGES, RentalError } from './rentalErrors';
import { roleOf, type RentalRole } from '../rules/roles';
import type { OfferQuote, OnchainToolStatus, Rental, RentalEventType, RentalState } from '../types';
import type { SignedOfferCheck, StoredSignedOffer } from '../../signedOffers';
import type { PermitSignature } from '../clients/tokenPayment';
import { inputProblem, type ActionInput } from './actionInput';
import type { Funds } from '../rules/funds';
import type { BookedRange } from '../rules/bookingRules';

/**
 * The shape of one entry of the rental actions' table (rentalActions.ts) and the two sides it is
 * played on: the simulated rentals (in this browser) and the deployed contract. An entry holds the
 * whole action: who may take it in which state, what the simulation does, what the contract is
 * sent, and the words on screen. The clients only run entries.
 */

/** A rental as its viewer sees it at one moment: what an action's confirmation is worked out from. */
export interface RentalMoment {
  rental: Rental;
  role: RentalRole;
  /** ms, on the contract's clock. */
  now: number;
  /** Where the viewer's money stands: simulated, or credited on chain (components/moneyWords.ts). */
  funds: Funds;
}

/** What an action that moves or freezes money says before anything is sent: the question, then what happens to how much ETH and who gets it. */
export interface ActionConfirmation {
  title: string;
  /** Sentences, amounts to the wei. */
  effects: string[];
}

/**
 * What a confirmation is worked out from: for an action on one rental, the rental at that moment
 * and the action's input (a dispute's reason); for the withdrawal, the wei credited.
 */
export type ConfirmationFacts<Args extends readonly unknown[]> = Args extends readonly [
  rentalId: string,
  ...infer Extra,
]
  ? [moment: RentalMoment, ...extra: Extra]
  : Args extends readonly []
    ? [credited: bigint]
    : never;

/** What the screen shows for an action: its button, and the toasts while it runs, once mined and when it fails. */
export interface ActionWords<Args extends readonly unknown[], Result> {
  /** The button's text (for actions with a button). */
  label: string;
  /** The button's tooltip and accessible description. */
  hint?: string;
  /** How the button looks among the rental's buttons. */
  style?: 'primary' | 'secondary' | 'danger';
  /** Taken on another page (the Dispute Center, where evidence and rulings are written): a rental's card links there instead. */
  takenOn?: '/disputes';
  /** While the wallet is asked and the transaction mined, e.g. "Confirming pickup...". */
  pending: string;
  /** Once done. */
  success: (result: Result, args: Args) => string;
  /** The specification's message when it fails (§8); the reason follows it. */
  failure: string;
  /** For an action that moves or freezes money: the words of the one confirmation asked before sending. */
  confirm?: (...facts: ConfirmationFacts<Args>) => ActionConfirmation;
}

/** The simulated rentals an entry acts on (SimulatedRentalsClient). */
export interface SimulatedRentals {
  /** The connected wallet's address; 'Wallet not connected' without one. */
  account: () => string;
  /** The simulation's clock, in ms. */
  now: () => number;
  /** Waits the simulated time an action takes. */
  delay: (ms: number) => Promise<void>;
  /** The rental itself (changes to it are kept), or undefined for an unknown id. */
  find: (rentalId: string) => Rental | undefined;
  add: (rental: Rental) => void;
  /** A copy of the rental to hand out. */
  copy: (rental: Rental) => Rental;
  emit: (type: RentalEventType, rental: Rental, actor?: string) => void;
  /** Runs `step` after `ms`, as the chain would when something happens by itself. */
  later: (ms: number, step: () => void) => void;
  newRentalId: () => string;
  /** The ranges the tool's live bookings hold (of its owner's wallet), earliest first (rules/bookingRules.ts). */
  bookings: (tool: Tool) => BookedRange[];
  disputeAdmin: string;
  /** The inspection period a new rental gets. */
  inspectionPeriodSeconds: number;
}

/** The deployed contract an entry acts on, for one call (ContractRentalsClient). */
export interface ContractRentals {
  /** The connected wallet's address, able to sign; else a RentalError with `failure`. */
  account: (failure: string) => string;
  /** Sends one transaction with the connected wallet and waits until it is mined; failures become RentalErrors with `failure`. */
  send: (
    failure: string,
    submit: (contract: RentalAgreement) => Promise<ContractTransactionResponse>,
  ) => Promise<TransactionReceipt>;
  /** The rental read back from the chain after a transaction. */
  rental: (rentalId: string) => Promise<Rental>;
  /** The owner's offer for this tool nobody has accepted yet (the newest), or null. */
  openOffer: (tool: Tool) => Promise<OfferQuote | null>;
  /** Whether a signed offer can rent the tool now (checkSignedOffer against this contract), and if not why. */
  checkSignedOffer: (offer: StoredSignedOffer, tool: Tool) => Promise<SignedOfferCheck>;
  /** Whether a rental of the tool from `start` (0: now) for `days` would overlap a live booking (contract `isBooked`; a bad start is refused with `InvalidStartTime`). */
  isBooked: (lender: string, toolIdBytes32: string, start: number, days: number) => Promise<boolean>;
  /** What the lender has done with the tool on chain, if anything. */
  toolStatus: (tool: Tool, lender: string) => Promise<OnchainToolStatus | undefined>;
  /** Wei credited to `account` and not yet withdrawn. */
  pendingWithdrawal: (account: string) => Promise<bigint>;
  /** Base units of `token` credited to `account` and not yet withdrawn. */
  pendingTokenWithdrawal: (token: string, account: string) => Promise<bigint>;
  /** `account`'s balance of the ERC-20 `token`, in its base units. */
  tokenBalance: (token: string, account: string) => Promise<bigint>;
  /**
   * Lets the contract pull `amount` of `token` from the connected wallet: an EIP-2612 permit the
   * wallet signs (returned, for `acceptSignedRentalOfferWithPermit`), or, for a token without
   * permit, an `approve` transaction sent and mined (null: the allowance is in place, also when it
   * already was).
   */
  authorizeTokenPayment: (failure: string, token: string, amount: bigint) => Promise<PermitSignature | null>;
  /** The rental a mined transaction created (its RentalCreated event), read back; else a RentalError with `failure` and `notCreated`. */
  createdRental: (receipt: TransactionReceipt, failure: string, notCreated: string) => Promise<Rental>;
  /** The contract's key for the app's tool id. */
  toolIdBytes32: (toolId: string) => string;
  /** The inspection period a lender's new offer gets. */
  inspectionPeriodSeconds: number;
}

/** An action's input: the last of its arguments after what it acts on (the rental's id, the offer); undefined for none. */
export type InputOf<Args extends readonly unknown[]> = Args extends readonly [unknown, infer Input] ? Input : undefined;

/** What a payment is worked out from: the rental itself (not its id) for an action on one rental, else the action's arguments. */
export type PaymentFacts<Args extends readonly unknown[]> = Args extends readonly [rentalId: string, ...infer Extra]
  ? [rental: Rental, ...extra: Extra]
  : Args;

/** One action: its words, and how each side plays it. `simulated: null` says the simulation does not support it, with `unsupported` saying why. */
export interface ActionEntry<Args extends readonly unknown[], Result> {
  words: ActionWords<Args, Result>;
  /** For an action on one rental: who may take it in which state, in the contract's order of checks (state, caller, deadline); null when allowed. */
  rule?: (rental: Rental, role: RentalRole, now: number) => ContractRefusal | null;
  /** What the user gives besides what the action is on: the fields of its form, checked by both clients before sending. */
  input?: ActionInput<InputOf<Args>>;
  /** The wei the transaction sends, from what it acts on and the input (no screen passes an amount). */
  payment?: (...facts: PaymentFacts<Args>) => bigint;
  simulated: ((rentals: SimulatedRentals, ...args: Args) => Promise<Result>) | null;
  /** Why the simulation cannot take it (when `simulated` is null). */
  unsupported?: string;
  onChain: (contract: ContractRentals, ...args: Args) => Promise<Result>;
  /** Its question needs the rental's cancellation fee (`Rental.cancellationFeeBps`): the hook reads it before asking. */
  asksWithCancellationFee?: boolean;
}

/** The arguments of an action on one rental: its id, then its input when it has one. */
export type MoveArgs<Input> = [Input] extends [undefined] ? [rentalId: string] : [rentalId: string, input: Input];

/** The action on one rental: the parts an entry of the table gives. */
export interface RentalMove<Input = undefined> {
  words: ActionWords<MoveArgs<Input>, Rental>;
  /** The contract's checks, in its order: state first, then the caller, then deadlines. */
  rule: (rental: Rental, role: RentalRole, now: number) => ContractRefusal | null;
  /** What the user gives (a dispute's reason, a ruling's share): its fields and checks; both modes refuse a bad one before the contract's checks. */
  input?: ActionInput<Input>;
  /** The wei the transaction pays, from the rental (read again before sending) and the input; nothing is paid without it. */
  payment?: (rental: Rental, input: Input) => bigint;
  /** The state the rental is in afterwards (null: unchanged), or how it follows from the state before. */
  next: RentalState | null | ((rental: Rental) => RentalState);
  /** The event the simulation reports (the contract's own, named after it). */
  event: RentalEventType;
  /** How long the simulation takes (ms). */
  delayMs: number;
  /** Its question needs the rental's cancellation fee: the hook reads it (once per rental) before asking. */
  asksWithCancellationFee?: boolean;
  /** What the simulation changes besides the state, at the time the move lands. */
  simulate?: (rental: Rental, now: number, actor: string, input: Input) => void;
  /** The transaction; `value` is the entry's payment. */
  send: (
    contract: RentalAgreement,
    rentalId: bigint,
    input: Input,
    value: bigint | undefined,
  ) => Promise<ContractTransactionResponse>;
}

const UNKNOWN_RENTAL: ContractRefusal = { error: 'UnknownRental' };

/** What the simulation keeps of a step beyond the state, as the chain keeps it in its events: the receipt, and when and by whom a rental closed. */
function recordStep(rental: Rental, event: RentalEventType, now: number, actor: string) {
  const at = new Date(Math.floor(now / 1000) * 1000).toISOString();
  if (event === 'ToolReceived') rental.receivedAt = at;
  if (rental.state === 'TRANSACTION_COMPLETED' || rental.state === 'RENTAL_CANCELLED') {
    rental.closedAt = at;
    rental.closedBy = actor;
  }
}

/** An entry for an action on one existing rental, played the same way by both sides. */
export function rentalMove<Input = undefined>(move: RentalMove<Input>): ActionEntry<MoveArgs<Input>, Rental> {
  const { words, rule, input: inputSpec, payment } = move;
  const refuse = (refusal: ContractRefusal) => new RentalError(words.failure, describeRefusal(refusal));
  const badInput = (input: Input) => {
    const problem = inputProblem(inputSpec, input);
    return problem ? new RentalError(words.failure, problem) : null;
  };
  // The arguments are the rental's id and, for an action with an input, that input.
  const split = (args: MoveArgs<Input>) => args as unknown as [rentalId: string, input: Input];

  /** The rental, if `actor` may take the action on it now; else the contract's refusal. */
  const verified = (rentals: SimulatedRentals, rentalId: string, actor: string): Rental => {
    const rental = rentals.find(rentalId);
    if (!rental) throw refuse(UNKNOWN_RENTAL);
    const refusal = rule(rental, roleOf(rental, actor, rentals.disputeAdmin), rentals.now());
    if (refusal) throw refuse(refusal);
    return rental;
  };

  return {
    words,
    rule,
    ...(move.asksWithCancellationFee ? { asksWithCancellationFee: true } : {}),
    input: inputSpec as ActionInput<InputOf<MoveArgs<Input>>> | undefined,
    payment: payment && ((...facts) => payment(...(facts as unknown as [Rental, Input]))),
    simulated: async (rentals, ...args) => {
      const [rentalId, input] = split(args);
      const actor = rentals.account();
      const problem = badInput(input);
      if (problem) throw problem;
      verified(rentals, rentalId, actor);
      await rentals.delay(move.delayMs);
      // Checked again when it lands: the rental may have moved meanwhile.
      const rental = verified(rentals, rentalId, actor);
      const next = typeof move.next === 'function' ? move.next(rental) : (move.next ?? rental.state);
      move.simulate?.(rental, rentals.now(), actor, input);
      rental.state = next;
      recordStep(rental, move.event, rentals.now(), actor);
      rentals.emit(move.event, rental, actor);
      return rentals.copy(rental);
    },
    onChain: async (contract, ...args) => {
      const [rentalId, input] = split(args);
      contract.account(words.failure);
      const problem = badInput(input);
      if (problem) throw problem;
      let id: bigint;
      try {
        id = BigInt(rentalId);
      } catch {
        throw refuse(UNKNOWN_RENTAL);
      }
      // The amount is worked out from the rental as the chain has it now, never passed in.
      const value = payment ? payment(await contract.rental(rentalId), input) : undefined;
      await contract.send(words.failure, (agreement) => move.send(agreement, id, input, value));
      return contract.rental(rentalId);
    },
  };
}

/** The error an unsupported action gives in the simulation. */
export function unsupportedAction(entry: { words: { failure: string }; unsupported?: string }): RentalError {
  return new RentalError(entry.words.failure, entry.unsupported ?? RENTAL_ERROR_MESSAGES.updateState);
}
