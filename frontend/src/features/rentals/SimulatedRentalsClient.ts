import { parseEth } from '../../shared/eth';
import { asPromise } from '../../shared/asPromise';
import type { Tool } from '../tools';
import { RENTAL_ERROR_MESSAGES, RentalError, failureMessageFor } from './rentalErrors';
import { escrowOf, termsOfRental, type Settlement } from './rentalRules';
import {
  NEXT_STATE,
  checkAction,
  checkCreateRental,
  checkInspectionPeriod,
  checkLenderShare,
  rentalEndTime,
  roleOf,
  settlementNow,
  type RentalAction,
} from './rentalStateMachine';
import { SAMPLE_INSPECTION_PERIOD_SECONDS, sampleRentalsFor } from './sampleRentals';
import type { EvidenceSubmission, Rental, RentalEvent, RentalEventType, RentalsClient, RentalsWallet } from './types';

/** The specification's simulated delays (§7), plus ours for the actions it does not name. */
export const SIMULATED_DELAYS_MS = {
  fetchRentals: 600,
  fetchRental: 400,
  createRental: 1500,
  confirmPickup: 1000,
  confirmReturn: 1000,
  confirmReceipt: 1000,
  completeRental: 1200,
  fileDispute: 1000,
  /** The specification's evidence submit delay. */
  submitEvidence: 1500,
  resolveDispute: 1000,
  finalizeRental: 1200,
  claimAfterDeadline: 1200,
  cancelRental: 1000,
} as const satisfies Record<RentalAction | 'fetchRentals' | 'fetchRental' | 'createRental', number>;

/** After a request, the collateral counts as deposited by itself after this long (specification §9). */
export const AUTO_DEPOSIT_DELAY_MS = 2000;

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

const EVENT_OF_ACTION: Record<RentalAction, RentalEventType> = {
  confirmPickup: 'RentalActivated',
  confirmReturn: 'ToolReturned',
  confirmReceipt: 'InspectionStarted',
  completeRental: 'TransactionCompleted',
  fileDispute: 'DisputeFiled',
  submitEvidence: 'Evidence',
  resolveDispute: 'DisputeResolved',
  finalizeRental: 'TransactionCompleted',
  claimAfterDeadline: 'TransactionCompleted',
  cancelRental: 'RentalCancelled',
};

/**
 * Rentals kept in memory for the session, with the specification's delays. Unlike the original,
 * it refuses what the contract would refuse (rentalStateMachine.ts), acting as the connected
 * wallet, and keeps the dispute reason.
 */
export class SimulatedRentalsClient implements RentalsClient {
  private readonly rentals = new Map<string, Rental>();
  private readonly seededAccounts = new Set<string>();
  private readonly listeners = new Set<(event: RentalEvent) => void>();
  private readonly getWallet: () => RentalsWallet | null;
  private readonly disputeAdmin: string;
  private readonly inspectionPeriodSeconds: number;
  private readonly withSamples: boolean;
  private readonly now: () => number;

  constructor(options: SimulatedRentalsClientOptions) {
    this.now = options.clock ?? Date.now;
    this.getWallet = options.getWallet;
    this.disputeAdmin = options.disputeAdmin ?? DEFAULT_DISPUTE_ADMIN;
    this.inspectionPeriodSeconds = options.inspectionPeriodSeconds ?? SAMPLE_INSPECTION_PERIOD_SECONDS;
    this.withSamples = options.withSamples ?? false;
  }

  getDisputeAdmin(): Promise<string | null> {
    return Promise.resolve(this.disputeAdmin);
  }

  async fetchRentals(): Promise<Rental[]> {
    const { account } = this.requireWallet();
    this.seedSamples(account);
    await wait(SIMULATED_DELAYS_MS.fetchRentals);
    return [...this.rentals.values()]
      .filter((rental) => {
        const role = roleOf(rental, account, this.disputeAdmin);
        // The dispute admin also sees the disputes it has to settle.
        return role === 'lender' || role === 'borrower' || (role === 'disputeAdmin' && rental.state === 'DISPUTE_OPENED');
      })
      .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
      .map(copy);
  }

  async fetchRental(rentalId: string): Promise<Rental> {
    await wait(SIMULATED_DELAYS_MS.fetchRental);
    const rental = this.rentals.get(rentalId);
    if (!rental) throw new RentalError(RENTAL_ERROR_MESSAGES.fetchRental, 'There is no rental with this id.');
    return copy(rental);
  }

  async createRental(tool: Tool, duration: number): Promise<Rental> {
    const { account } = this.requireWallet();
    for (const verdict of [checkCreateRental(tool.ownerWalletAddress, account, duration, tool.available), checkInspectionPeriod(this.inspectionPeriodSeconds)]) {
      if (!verdict.allowed) throw new RentalError(RENTAL_ERROR_MESSAGES.createRental, verdict.reason);
    }
    await wait(SIMULATED_DELAYS_MS.createRental);

    const rental: Rental = {
      id: newRentalId(),
      toolId: tool.id,
      lenderAddress: tool.ownerWalletAddress,
      borrowerAddress: account,
      rentalRateWei: parseEth(tool.rentalRate),
      collateralWei: parseEth(tool.collateralRequired),
      duration,
      startTime: null,
      endTime: null,
      state: 'AWAITING_COLLATERAL',
      createdAt: new Date(this.now()).toISOString(),
      toolName: tool.name,
      toolImageUrl: tool.imageUrls[0] ?? '',
      inspectionPeriodSeconds: this.inspectionPeriodSeconds,
      inspectionDeadline: null,
      evidence: [],
    };
    this.rentals.set(rental.id, rental);
    this.emit('RentalCreated', rental, account);

    // The simulation's stand-in for the borrower's deposit transaction.
    setTimeout(() => {
      const current = this.rentals.get(rental.id);
      if (current?.state !== 'AWAITING_COLLATERAL') return;
      current.state = 'COLLATERAL_DEPOSITED';
      this.emit('CollateralDeposited', current, account);
    }, AUTO_DEPOSIT_DELAY_MS);

    return copy(rental);
  }

  confirmPickup(rentalId: string): Promise<Rental> {
    return this.act(rentalId, 'confirmPickup', (rental, now) => {
      // Whole seconds, as the contract stores them: a return at endTime exactly is on time.
      const startTime = Math.floor(now / 1000) * 1000;
      rental.startTime = new Date(startTime).toISOString();
      rental.endTime = new Date(rentalEndTime(startTime, rental.duration)).toISOString();
    });
  }

  confirmReturn(rentalId: string): Promise<Rental> {
    return this.act(rentalId, 'confirmReturn', (rental, now) => {
      // Whole seconds, as the contract stores them: the late fee counts from here.
      const returnedAt = Math.floor(now / 1000) * 1000;
      rental.returnedAt = new Date(returnedAt).toISOString();
      rental.inspectionDeadline = new Date(returnedAt + rental.inspectionPeriodSeconds * 1000).toISOString();
    });
  }

  confirmReceipt(rentalId: string): Promise<Rental> {
    return this.act(rentalId, 'confirmReceipt');
  }

  completeRental(rentalId: string): Promise<Rental> {
    return this.act(rentalId, 'completeRental', (rental, now) => this.settle(rental, now));
  }

  fileDispute(rentalId: string, reason: string): Promise<Rental> {
    const trimmed = reason.trim();
    if (!trimmed) return Promise.reject(new RentalError(RENTAL_ERROR_MESSAGES.fileDispute, 'Please give a reason for the dispute.'));
    return this.act(rentalId, 'fileDispute', (rental, now, actor) => {
      rental.disputeReason = trimmed;
      rental.disputeFiledBy = actor;
      rental.disputedAt = new Date(Math.floor(now / 1000) * 1000).toISOString();
    });
  }

  submitEvidence(rentalId: string, evidence: EvidenceSubmission): Promise<Rental> {
    const details = evidence.details.trim();
    if (!details && evidence.fileNames.length === 0 && !evidence.condition) {
      return Promise.reject(new RentalError(RENTAL_ERROR_MESSAGES.updateState, 'Add a file or describe your evidence.'));
    }
    return this.act(rentalId, 'submitEvidence', (rental, now, actor) => {
      const submitted = { party: actor, details, fileNames: [...evidence.fileNames], submittedAt: new Date(now).toISOString() };
      rental.evidence.push(evidence.condition ? { ...submitted, condition: { ...evidence.condition } } : submitted);
    });
  }

  resolveDispute(rentalId: string, lenderShareBps: number, details: string): Promise<Rental> {
    const share = checkLenderShare(lenderShareBps);
    if (!share.allowed) return Promise.reject(new RentalError(RENTAL_ERROR_MESSAGES.updateState, share.reason));
    return this.act(rentalId, 'resolveDispute', (rental, now) => {
      rental.resolution = { lenderShareBps, details: details.trim(), resolvedAt: new Date(now).toISOString() };
    });
  }

  finalizeRental(rentalId: string): Promise<Rental> {
    return this.act(rentalId, 'finalizeRental', (rental, now) => this.settle(rental, now));
  }

  /** The borrower after the inspection deadline, the lender after the return deadline, or either party after an unruled dispute's ruling period. */
  claimAfterDeadline(rentalId: string): Promise<Rental> {
    return this.act(rentalId, 'claimAfterDeadline', (rental, now) => this.settle(rental, now));
  }

  /** What settling the rental now would credit each party, late fee included (contract `settlementOf`). */
  settlementOf(rentalId: string): Promise<Settlement> {
    return asPromise(() => {
      const rental = this.rentals.get(rentalId);
      if (!rental) throw new RentalError(RENTAL_ERROR_MESSAGES.fetchRental, 'There is no rental with this id.');
      return settlementNow(rental, this.now());
    });
  }

  cancelRental(rentalId: string): Promise<Rental> {
    return this.act(rentalId, 'cancelRental');
  }

  rentalsScope(): string {
    return 'simulated';
  }

  /** Its own clock's lead over the real time (tests move it on). */
  clockOffsetMs(): number {
    return this.now() - Date.now();
  }

  subscribe(listener: (event: RentalEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Records what the settlement credits, as the contract would: by the rules at `now`, before the state changes. */
  private settle(rental: Rental, now: number) {
    // The lender's claim on a tool never returned: rent and collateral to the lender.
    rental.settlement =
      rental.state === 'RENTAL_ACTIVE' ? { toLender: escrowOf(termsOfRental(rental)), toBorrower: 0n } : settlementNow(rental, now);
  }

  private requireWallet(): RentalsWallet {
    const wallet = this.getWallet();
    if (!wallet?.account) throw new RentalError(RENTAL_ERROR_MESSAGES.walletNotConnected);
    return wallet;
  }

  /** Refuses a transition the contract would refuse: once when asked, and again when it lands (the rental may have moved meanwhile). */
  private verify(rentalId: string, action: RentalAction, actor: string): Rental {
    const rental = this.rentals.get(rentalId);
    if (!rental) throw new RentalError(failureMessageFor(action), 'There is no rental with this id.');
    const verdict = checkAction(rental, action, roleOf(rental, actor, this.disputeAdmin), this.now());
    if (!verdict.allowed) throw new RentalError(failureMessageFor(action), verdict.reason);
    return rental;
  }

  private async act(
    rentalId: string,
    action: RentalAction,
    apply?: (rental: Rental, now: number, actor: string) => void,
  ): Promise<Rental> {
    const { account } = this.requireWallet();
    this.verify(rentalId, action, account);
    await wait(SIMULATED_DELAYS_MS[action]);
    const rental = this.verify(rentalId, action, account);
    apply?.(rental, this.now(), account);
    rental.state = NEXT_STATE[action] ?? rental.state;
    this.emit(EVENT_OF_ACTION[action], rental, account);
    return copy(rental);
  }

  private emit(type: RentalEventType, rental: Rental, actor?: string) {
    const event: RentalEvent = { type, rental: copy(rental), actor, at: new Date(this.now()).toISOString() };
    this.listeners.forEach((listener) => listener(event));
  }

  private seedSamples(account: string) {
    const key = account.toLowerCase();
    if (!this.withSamples || this.seededAccounts.has(key)) return;
    this.seededAccounts.add(key);
    for (const rental of sampleRentalsFor(account, this.now(), newRentalId)) this.rentals.set(rental.id, rental);
  }
}
