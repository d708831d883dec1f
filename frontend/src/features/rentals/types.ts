import type { JsonRpcSigner } from 'ethers';
import type { CurrencyCode } from '../../shared/money';
import type { Tool, RentalTerms } from '../tools';
import type { RentalState } from '../chain';
import type { ActionArgs, ActionResult, RentalActionName } from './actions/rentalActions';
import type { SignedOfferChain } from '../signedOffers';
import type { BookedRange } from './rules/bookingRules';
import type { PartySummary } from './reading/partySummary';

export { RENTAL_STATES, type RentalState } from '../chain';

/** How a dispute admin settled a dispute: the lender's share of the escrow (rent + collateral). */
export interface DisputeResolution {
  /** 0..10000 basis points to the lender; the borrower gets the rest. */
  lenderShareBps: number;
  details: string;
  /** ISO time. */
  resolvedAt: string;
}

/** At which handover a party recorded the tool's condition. */
export type ConditionStage = 'pickup' | 'return';

/** Condition photos as recorded on chain: the stage and one SHA-256 digest over the ordered photos (lower-case hex, no 0x). */
export interface ConditionRecord {
  stage: ConditionStage;
  digest: string;
}

/**
 * What a party submits as evidence. The files are not uploaded anywhere: only their names are kept.
 * Condition photos go on chain as their digest only (`condition`); the photos stay in this browser.
 */
export interface EvidenceSubmission {
  details: string;
  fileNames: string[];
  condition?: ConditionRecord;
}

export interface SubmittedEvidence extends EvidenceSubmission {
  /** The party's wallet address. */
  party: string;
  /** ISO time. */
  submittedAt: string;
}

/**
 * A rental (specification §3) plus what the contract's Agreement holds that screens need.
 * Amounts are wei (`bigint`, exactly as the contract holds them; `shared/eth` parses and formats them); addresses as given by the wallet (compare them
 * case-insensitively with `sameAddress`); times are ISO strings, null until the contract sets them.
 */
export interface Rental {
  id: string;
  toolId: string;
  lenderAddress: string;
  borrowerAddress: string;
  /** Base units (wei for ETH) per day, in the rental's currency. */
  rentalRateWei: bigint;
  /** What the rental is paid in (the agreement's `paymentToken`); absent: ETH. */
  currencyCode?: CurrencyCode;
  /** Base units (wei for ETH), refunded to the borrower when the rental completes without a dispute. */
  collateralWei: bigint;
  /** Days, 1..30. */
  duration: number;
  /** When the rental runs from, once picked up (on chain: the booked start); null before. */
  startTime: string | null;
  /** startTime + duration days, the return deadline (on chain: the booked end); null before pickup. */
  endTime: string | null;
  state: RentalState;
  createdAt: string;
  toolName: string;
  toolImageUrl: string;
  disputeReason?: string;
  /** Who filed the dispute. */
  disputeFiledBy?: string;
  /** Seconds the lender has to inspect the returned tool (contract: 1 day .. 30 days). */
  inspectionPeriodSeconds: number;
  /** Set when the tool is marked returned; null before. */
  inspectionDeadline: string | null;
  /** When the tool was marked returned (inspectionDeadline − inspection period); absent or null before. */
  returnedAt?: string | null;
  /** When the dispute was filed (contract `disputeOf`); absent or null when never disputed. */
  disputedAt?: string | null;
  /** What the settlement credited, in wei, once the simulated client settled it (the chain keeps this in its events). */
  settlement?: RentalSettlement;
  evidence: SubmittedEvidence[];
  resolution?: DisputeResolution;
  /** When the lender confirmed having the tool back (contract `ToolReceived`); absent or null before. */
  receivedAt?: string | null;
  /** When the rental completed or was cancelled (`TransactionCompleted` / `RentalCancelled`); absent or null while it runs. */
  closedAt?: string | null;
  /** Who completed or cancelled it, when known (on chain only a cancellation names its caller). */
  closedBy?: string;
  /**
   * The cancellation fee its offer named, in bps of the rent (contract `cancellationFeeOf`; 0 for an
   * on-chain offer): in the simulation the listing's at booking; on chain read once per rental when a
   * cancellation is asked about (it never changes). Absent: not read (taken as 0).
   */
  cancellationFeeBps?: number;
  /** One of the specification's sample rentals, shown to the sample users only and marked "Sample". */
  sample?: boolean;
  /**
   * The time range the deposit booked (contract v4 `RentalBooked`: `[startTime, endTime)`, in whole
   * hours), from the deposit on; absent before a deposit and in the simulation, whose times start at
   * pickup. `startTime`/`endTime` above are set once the tool is picked up.
   */
  booking?: { startTime: string; endTime: string };
  /**
   * Who would rule a dispute (contract `disputeAdminOf`): the admin in office when the deposit was
   * made, for good; before a deposit the contract's current dispute admin. Absent when the client
   * does not know it.
   */
  disputeAdmin?: string;
}

/** What happened to a rental, named after the contract's events; screens derive notifications from these. */
export type RentalEventType =
  | 'RentalCreated'
  | 'CollateralDeposited'
  | 'RentalActivated'
  | 'ToolReturned'
  | 'ToolReceived'
  | 'DisputeFiled'
  | 'Evidence'
  | 'DisputeResolved'
  | 'TransactionCompleted'
  | 'RentalCancelled';

export interface RentalEvent {
  type: RentalEventType;
  /** The rental after the change. */
  rental: Rental;
  /** The address whose action caused it (absent for automatic steps). */
  actor?: string;
  /** ISO time. */
  at: string;
}

/** The wallet a client acts with: the acting address is the connected account. */
export interface RentalsWallet {
  account: string;
  /** What the on-chain client sends transactions with; the simulated client needs only the account. */
  signer?: JsonRpcSigner;
  /** The wallet's chain as hex ("0x5"): which deployment the on-chain client talks to. */
  chainId?: string | null;
}

/** Who sent a transaction, and its place in their sequence: a replacement has the same two. */
export interface SentTransaction {
  nonce: number;
  from: string;
}

/** Told about one transaction the wallet has sent for one call: its hash while it is mined, and a replacement's. */
export interface TransactionObserver {
  onSent: (hash: string, sent?: SentTransaction) => void;
  /** The wallet sped the transaction up: the same call under a new hash (the old one will never be mined). */
  onReplaced?: (hash: string) => void;
}

/** The contract a client reads on chain: the query keys' chain and contract. */
/** How far the chain's index has synced (`indexedBlock`, null before its first) behind the chain's `headBlock`; or that it is unreachable. */
export type IndexProgress = { reachable: true; indexedBlock: number | null; headBlock: number } | { reachable: false };

export interface ChainScope {
  chainId: number;
  address: string;
}

/**
 * Where rentals live. Two implementations: `SimulatedRentalsClient` (in-browser, the
 * specification's delays) and the on-chain client (the deployed RentalAgreement through the
 * connected wallet). Every action acts as the connected wallet and is refused, with a `RentalError`
 * carrying the specification's message and the contract's reason (the same in both modes), when
 * the contract would refuse it; 'Wallet not connected' when there is no wallet. Screens never know
 * which implementation they talk to.
 *
 * `run` takes an optional `TransactionObserver`: the on-chain client tells it the hash of the
 * transaction sent for that one call (the simulated client sends none).
 */
/** Who rules the disputes of a rental paid now, and who takes office next (contract `pendingDisputeAdmin()`). */
export interface DisputeAdminSchedule {
  inOffice: string;
  /** The appointment waiting to take office at `effectiveAt` (Unix seconds); null when none is. */
  pending: { admin: string; effectiveAt: number } | null;
}

export interface RentalsClient {
  /**
   * Takes one of the rental actions (actions/rentalActions.ts) as the connected wallet: the
   * simulated client plays the entry's simulation, the on-chain client sends its transaction. An
   * action a client does not support is refused with the entry's reason.
   */
  run: <N extends RentalActionName>(
    action: N,
    args: ActionArgs<N>,
    observer?: TransactionObserver,
  ) => Promise<ActionResult<N>>;
  /** The address allowed to resolve disputes (contract `disputeAdmin()`), if known. */
  getDisputeAdmin: () => Promise<string | null>;
  /** The rentals in which the connected wallet is the lender or the borrower, newest first. */
  fetchRentals: () => Promise<Rental[]>;
  fetchRental: (rentalId: string) => Promise<Rental>;
  /**
   * The summary of the rentals in which `account` is the lender or the borrower, read without a wallet
   * (a public profile's record): from the index in one request when there is one, else derived from the
   * rentals (on chain from the logs filtered by the account's indexed lender and borrower topics, in
   * the simulation from the rentals kept here).
   */
  readPartySummary: (account: string) => Promise<PartySummary>;
  /**
   * Where the rentals were last read from when a chain index is configured (VITE_INDEXER_URL): how far
   * the index has synced against the chain's head, or that it is unreachable and the chain was read
   * instead; null when no index is configured (or in the simulation). Absent on clients without one.
   */
  readIndexProgress?: () => Promise<IndexProgress | null>;
  /**
   * What the rental credits, or settling it now would credit, each party in wei, late fee included
   * (contract `settlementOf`; rentalRules.ts `settlementAt` says it for every state): for an active
   * rental as if the tool came back now, for an open dispute its default split.
   */
  settlementOf: (rentalId: string) => Promise<RentalSettlement>;
  /**
   * The cancellation fee the rental's offer named, in bps of the rent (contract `cancellationFeeOf`;
   * 0 for an on-chain offer). It never changes: the contract client reads it once per rental.
   */
  cancellationFeeOf: (rentalId: string) => Promise<number>;
  /** Called on every change the client itself makes or sees (the simulated client's timers). Returns an unsubscribe function. */
  subscribe: (listener: (event: RentalEvent) => void) => () => void;
  /** Where these rentals live, to keep what belongs to them (condition photos): 'simulated', or '<chainId>:<contract address>'; null when unknown. */
  rentalsScope: () => string | null;
  /** How far the contract's clock (the newest block's time) runs ahead of this browser's, in ms; 0 when it does not. Deadlines are counted by it. */
  clockOffsetMs: () => number;
  /** The chain and contract read now; null when no chain is read (the simulation, or no deployment). Balances, tool statuses, the pause and offers are read only then. */
  chainScope: () => ChainScope | null;
  /** Whether the contract's owner has paused new offers and rentals (everything else keeps working); false without a contract. */
  isPaused: () => Promise<boolean>;
  /** Wei credited to the connected wallet, not yet withdrawn (contract `pendingWithdrawals`); null where nothing is ever credited (the simulation). */
  pendingWithdrawal: () => Promise<bigint | null>;
  /** Base units of the ERC-20 `token` credited to the connected wallet, not yet withdrawn (contract `pendingTokenWithdrawals`); null where nothing is ever credited. */
  pendingTokenWithdrawal: (token: string) => Promise<bigint | null>;
  /** Every tool's open offer or rental under way (no wallet needed); null where no chain is read. */
  readToolStatuses: () => Promise<OnchainToolStatuses | null>;
  /** The open offer (its rental id) and its own rate and collateral in wei (what renting pays); null without an open offer or a chain. */
  readOfferTerms: (tool: Tool) => Promise<OfferQuote | null>;
  /**
   * The dispute admin in office now and the appointment waiting to take office (contract `disputeAdmin()`
   * and `pendingDisputeAdmin()`); null where no chain is read (the simulation).
   */
  readDisputeAdminSchedule: () => Promise<DisputeAdminSchedule | null>;
  /** The ranges the tool's live bookings hold (of its owner's wallet), earliest first: on chain from its `RentalBooked` logs. */
  readBookings: (tool: Tool) => Promise<BookedRange[]>;
  /** What checking a signed offer reads from the chain read now; null where no chain is read (the simulation has no signatures). */
  readSignedOfferChain: () => Promise<SignedOfferChain | null>;
  /** Calls `listener` with each new block of the chain read (never without a chain). Returns an unsubscribe function. */
  onNewBlock: (listener: (blockNumber: number) => void) => () => void;
}

/** An open on-chain offer as the rental form quotes it: renting sends exactly this rental id and pays exactly these terms. */
export interface OfferQuote extends RentalTerms {
  rentalId: string;
}

/** Whether two quotes name the same offer on the same terms (both absent counts as the same). */
export function sameOfferQuote(a: OfferQuote | null, b: OfferQuote | null): boolean {
  return a?.rentalId === b?.rentalId && a?.rateWei === b?.rateWei && a?.collateralWei === b?.collateralWei;
}

/** What a settlement credits each party, in wei. */
export interface RentalSettlement {
  toLender: bigint;
  toBorrower: bigint;
}

/** On chain, what a tool's owner has done with it: an offer nobody has taken yet, or a rental under way. */
export type OnchainToolStatus = 'offered' | 'rented';

/** Tool statuses by `toolOfferKey`: only the owner's own offers count (anyone may call createRentalOffer). */
export type OnchainToolStatuses = ReadonlyMap<string, OnchainToolStatus>;

/** Where simulated rentals live, as `rentalsScope()` names it. */
export const SIMULATED_SCOPE = 'simulated';

/** Where on-chain rentals live, as `rentalsScope()` names it: '<chainId>:<contract address>'. */
export function onchainRentalsScope(chainId: number, address: string): string {
  return `${chainId}:${address.toLowerCase()}`;
}

export function toolOfferKey(toolId: string, lender: string): string {
  return `${toolId}|${lender.toLowerCase()}`;
}
