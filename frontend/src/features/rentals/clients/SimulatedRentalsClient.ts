import { asPromise } from '../../../shared/asPromise';
import type { Tool } from '../../tools';
import { unsupportedAction, type SimulatedRentals } from '../actions/actionEntry';
import { RENTAL_ERROR_MESSAGES, RentalError } from '../actions/rentalErrors';
import { RENTAL_ACTIONS, type ActionArgs, type ActionResult, type RentalActionName } from '../actions/rentalActions';
import type { Settlement } from '../rules/rentalRules';
import { settlementNow } from '../rules/rentalStateMachine';
import { roleOf } from '../rules/roles';
import { simulatedToolStatuses } from '../state/toolAvailability';
import { liveBookings, type BookedRange } from '../rules/bookingRules';
import { SAMPLE_INSPECTION_PERIOD_SECONDS, sampleRentalsFor } from './sampleRentals';
import {
  SIMULATED_SCOPE,
  type ChainScope,
  type OfferQuote,
  type OnchainToolStatuses,
  type Rental,
  type RentalEvent,
  type RentalEventType,
  type RentalsClient,
  type RentalsWallet,
} from '../types';
import { summarizePartyRentals, type PartySummary } from '../reading/partySummary';

/** The specification's simulated delays for reading (§7); each action's own is in its entry of the table. */
export const SIMULATED_DELAYS_MS = {
  fetchRentals: 600,
  fetchRental: 400,
} as const;

/** Hardhat development account 0: the deploy script's dispute admin. */
export const DEFAULT_DISPUTE_ADMIN = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

export interface SimulatedRentalsClientOptions {
  /** The connected wallet, or null: the acting address for every action. */
  getWallet: () => RentalsWallet | null;
  disputeAdmin?: string;
  /** Seconds the lender has to inspect a returned tool. */
  inspectionPeriodSeconds?: number;
  /** Give each wallet a few sample rentals the first time it fetches (see sampleRentals.ts). */
  withSamples?: boolean;
  /** The client's clock (ms): deadlines and late fees are counted by it. Tests move it on; the app uses the real time. */
  clock?: () => number;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const copy = (rental: Rental): Rental => ({
  ...rental,
  evidence: rental.evidence.map((item) => ({ ...item, fileNames: [...item.fileNames] })),
  resolution: rental.resolution && { ...rental.resolution },
  settlement: rental.settlement && { ...rental.settlement },
});

/** `crypto.randomUUID` exists only in secure contexts (https, localhost), though the DOM types say it always does. */
const webCrypto: Partial<Pick<Crypto, 'randomUUID'>> | undefined = globalThis.crypto;

function newRentalId(): string {
  return webCrypto?.randomUUID?.() ?? `${Date.now().toString(16)}-${Math.random().toString(16).slice(2)}`;
}

/**
 * Rentals kept in memory for the session, with the specification's delays. Each action is its
 * entry of the table (actions/rentalActions.ts), played here: refused as the contract would refuse
 * it, with the contract's error, acting as the connected wallet. No chain is read: nothing is
 * credited, paused or offered on chain here.
 */
export class SimulatedRentalsClient implements RentalsClient {
  private readonly store = new Map<string, Rental>();
  private readonly seededAccounts = new Set<string>();
  private readonly listeners = new Set<(event: RentalEvent) => void>();
  private readonly getWallet: () => RentalsWallet | null;
  private readonly disputeAdmin: string;
  private readonly inspectionPeriodSeconds: number;
  private readonly withSamples: boolean;
  private readonly now: () => number;
  /** What the table's entries act on: the rentals kept here, this client's clock, wallet and events. */
  private readonly rentals: SimulatedRentals;

  constructor(options: SimulatedRentalsClientOptions) {
    this.now = options.clock ?? Date.now;
    this.getWallet = options.getWallet;
    this.disputeAdmin = options.disputeAdmin ?? DEFAULT_DISPUTE_ADMIN;
    this.inspectionPeriodSeconds = options.inspectionPeriodSeconds ?? SAMPLE_INSPECTION_PERIOD_SECONDS;
    this.withSamples = options.withSamples ?? false;
    this.rentals = {
      account: () => this.requireWallet().account,
      now: () => this.now(),
      delay: wait,
      find: (rentalId) => this.store.get(rentalId),
      add: (rental) => void this.store.set(rental.id, rental),
      copy,
      emit: (type, rental, actor) => this.emit(type, rental, actor),
      later: (ms, step) => void setTimeout(step, ms),
      newRentalId,
      bookings: (tool) => liveBookings(this.store.values(), { toolId: tool.id, lender: tool.ownerWalletAddress }),
      disputeAdmin: this.disputeAdmin,
      inspectionPeriodSeconds: this.inspectionPeriodSeconds,
    };
  }

  getDisputeAdmin(): Promise<string | null> {
    return Promise.resolve(this.disputeAdmin);
  }

  async fetchRentals(): Promise<Rental[]> {
    const { account } = this.requireWallet();
    this.seedSamples(account);
    await wait(SIMULATED_DELAYS_MS.fetchRentals);
    return [...this.store.values()]
      .filter((rental) => {
        const role = roleOf(rental, account, this.disputeAdmin);
        // The dispute admin also sees the disputes it has to settle.
        return (
          role === 'lender' || role === 'borrower' || (role === 'disputeAdmin' && rental.state === 'DISPUTE_OPENED')
        );
      })
      .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
      .map(copy);
  }

  async readPartySummary(account: string): Promise<PartySummary> {
    await wait(SIMULATED_DELAYS_MS.fetchRentals);
    return summarizePartyRentals(account, [...this.store.values()].map(copy));
  }

  async fetchRental(rentalId: string): Promise<Rental> {
    await wait(SIMULATED_DELAYS_MS.fetchRental);
    const rental = this.store.get(rentalId);
    if (!rental) throw new RentalError(RENTAL_ERROR_MESSAGES.fetchRental, 'There is no rental with this id.');
    return copy(rental);
  }

  /** Plays the action's entry of the table on the rentals kept here; an action the simulation does not support is refused. */
  run<N extends RentalActionName>(action: N, args: ActionArgs<N>): Promise<ActionResult<N>> {
    const entry = RENTAL_ACTIONS[action];
    const simulate = entry.simulated;
    if (!simulate) return Promise.reject(unsupportedAction(entry));
    return simulate(this.rentals, ...args);
  }

  /** What settling the rental now would credit each party, late fee included (contract `settlementOf`). */
  settlementOf(rentalId: string): Promise<Settlement> {
    return asPromise(() => {
      const rental = this.store.get(rentalId);
      if (!rental) throw new RentalError(RENTAL_ERROR_MESSAGES.fetchRental, 'There is no rental with this id.');
      return settlementNow(rental, this.now());
    });
  }

  /** The fee the rental was booked with (the listing's at booking; contract `cancellationFeeOf`). */
  cancellationFeeOf(rentalId: string): Promise<number> {
    return asPromise(() => {
      const rental = this.store.get(rentalId);
      if (!rental) throw new RentalError(RENTAL_ERROR_MESSAGES.fetchRental, 'There is no rental with this id.');
      return rental.cancellationFeeBps ?? 0;
    });
  }

  rentalsScope(): string {
    return SIMULATED_SCOPE;
  }

  /** Its own clock's lead over the real time (tests move it on). */
  clockOffsetMs(): number {
    return this.now() - Date.now();
  }

  chainScope(): ChainScope | null {
    return null;
  }

  isPaused(): Promise<boolean> {
    return Promise.resolve(false);
  }

  pendingWithdrawal(): Promise<bigint | null> {
    return Promise.resolve(null);
  }

  pendingTokenWithdrawal(): Promise<bigint | null> {
    return Promise.resolve(null);
  }

  /** The tools with a rental under way in this session (any account's), in the chain's shape. */
  readToolStatuses(): Promise<OnchainToolStatuses | null> {
    return Promise.resolve(simulatedToolStatuses(this.store.values(), Math.floor(this.now() / 1000)));
  }

  readOfferTerms(_tool: Tool): Promise<OfferQuote | null> {
    return Promise.resolve(null);
  }

  /** The tool's live bookings among the rentals kept here (any account's). */
  readBookings(tool: Tool): Promise<BookedRange[]> {
    return Promise.resolve(this.rentals.bookings(tool));
  }

  /** The simulation's admin never changes: the rental form names it only on chain. */
  readDisputeAdminSchedule(): Promise<null> {
    return Promise.resolve(null);
  }

  readSignedOfferChain(): Promise<null> {
    return Promise.resolve(null);
  }

  onNewBlock(): () => void {
    return () => {
      // No chain: no blocks.
    };
  }

  subscribe(listener: (event: RentalEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private requireWallet(): RentalsWallet {
    const wallet = this.getWallet();
    if (!wallet?.account) throw new RentalError(RENTAL_ERROR_MESSAGES.walletNotConnected);
    return wallet;
  }

  private emit(type: RentalEventType, rental: Rental, actor?: string) {
    const event: RentalEvent = { type, rental: copy(rental), actor, at: new Date(this.now()).toISOString() };
    this.listeners.forEach((listener) => listener(event));
  }

  private seedSamples(account: string) {
    const key = account.toLowerCase();
    if (!this.withSamples || this.seededAccounts.has(key)) return;
    this.seededAccounts.add(key);
    for (const rental of sampleRentalsFor(account, this.now(), newRentalId)) this.store.set(rental.id, rental);
  }
}
