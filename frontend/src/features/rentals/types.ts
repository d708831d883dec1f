import type { JsonRpcSigner } from 'ethers';
import type { Tool, RentalTerms } from '../tools';
import type { RentalState } from '../chain';

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
  /** Wei per day. */
  rentalRateWei: bigint;
  /** Wei, refunded to the borrower when the rental completes without a dispute. */
  collateralWei: bigint;
  /** Days, 1..30. */
  duration: number;
  /** Set at pickup; null before. */
  startTime: string | null;
  /** startTime + duration days; null before pickup. */
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
}

/** What happened to a rental, named after the contract's events; screens derive notifications from these. */
export type RentalEventType =
  | 'RentalCreated'
  | 'CollateralDeposited'
  | 'RentalActivated'
  | 'ToolReturned'
  | 'InspectionStarted'
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

/**
 * Where rentals live. Two implementations: `SimulatedRentalsClient` (in-browser, the
 * specification's delays) and the on-chain client (the deployed RentalAgreement through the
 * connected wallet). Every action acts as the connected wallet and is refused, with a `RentalError`
 * carrying the specification's message, when the contract would refuse it; 'Wallet not connected'
 * when there is no wallet. Screens never know which implementation they talk to.
 */
/** Told about one transaction the wallet has sent for one call: its hash, while it is mined. */
export interface TransactionObserver {
  onSent: (hash: string) => void;
}

/** The contract a client reads on chain: the query keys' chain and contract. */
export interface ChainScope {
  chainId: number;
  address: string;
}

/**
 * Where rentals live. Two implementations: `SimulatedRentalsClient` (in-browser, the
 * specification's delays) and the on-chain client (the deployed RentalAgreement through the
 * connected wallet). Every action acts as the connected wallet and is refused, with a `RentalError`
 * carrying the specification's message, when the contract would refuse it; 'Wallet not connected'
 * when there is no wallet. Screens never know which implementation they talk to.
 *
 * Every action takes an optional `TransactionObserver`: the on-chain client tells it the hash of the
 * transaction sent for that one call (the simulated client sends none).
 */
export interface RentalsClient {
  /** The address allowed to resolve disputes (contract `disputeAdmin()`), if known. */
  getDisputeAdmin: () => Promise<string | null>;
  /** The rentals in which the connected wallet is the lender or the borrower, newest first. */
  fetchRentals: () => Promise<Rental[]>;
  fetchRental: (rentalId: string) => Promise<Rental>;
  /** The borrower rents `tool` from its owner for `duration` days, paying rent and collateral. */
  createRental: (tool: Tool, duration: number, observer?: TransactionObserver) => Promise<Rental>;
  /** Borrower: has the tool (contract `confirmToolPickup`). */
  confirmPickup: (rentalId: string, observer?: TransactionObserver) => Promise<Rental>;
  /** Borrower: gave the tool back (contract `markToolReturned`). */
  confirmReturn: (rentalId: string, observer?: TransactionObserver) => Promise<Rental>;
  /** Lender: has the tool back and is inspecting it (contract `confirmToolReceiptAndInspect`). */
  confirmReceipt: (rentalId: string, observer?: TransactionObserver) => Promise<Rental>;
  /** Lender: inspection passed, rent to the lender, collateral back to the borrower (contract `releaseCollateral`). */
  completeRental: (rentalId: string, observer?: TransactionObserver) => Promise<Rental>;
  /** Lender or borrower (contract `fileDispute`). */
  fileDispute: (rentalId: string, reason: string, observer?: TransactionObserver) => Promise<Rental>;
  /** Lender or borrower, while the dispute is open (contract `submitEvidence`). */
  submitEvidence: (rentalId: string, evidence: EvidenceSubmission, observer?: TransactionObserver) => Promise<Rental>;
  /** Dispute admin (contract `resolveDispute`). */
  resolveDispute: (rentalId: string, lenderShareBps: number, details: string, observer?: TransactionObserver) => Promise<Rental>;
  /** Lender, borrower or dispute admin: pays out the resolved shares (contract `finalizeRental`). */
  finalizeRental: (rentalId: string, observer?: TransactionObserver) => Promise<Rental>;
  /** The other party stayed silent past the deadline (contract `claimCollateralAfterDeadline`). */
  claimAfterDeadline: (rentalId: string, observer?: TransactionObserver) => Promise<Rental>;
  /** Lender before the deposit, either party before pickup (contract `cancelRental`). */
  cancelRental: (rentalId: string, observer?: TransactionObserver) => Promise<Rental>;
  /**
   * What the rental credits, or settling it now would credit, each party in wei, late fee included
   * (contract `settlementOf`; rentalRules.ts `settlementAt` says it for every state): for an active
   * rental as if the tool came back now, for an open dispute its 50/50 timeout.
   */
  settlementOf: (rentalId: string) => Promise<RentalSettlement>;
  /** Called on every change the client itself makes or sees (the simulated client's timers). Returns an unsubscribe function. */
  subscribe: (listener: (event: RentalEvent) => void) => () => void;
  /** Where these rentals live, to keep what belongs to them (condition photos): 'simulated', or '<chainId>:<contract address>'; null when unknown. */
  rentalsScope?: () => string | null;
  /** How far the contract's clock (the newest block's time) runs ahead of this browser's, in ms; 0 when it does not. Deadlines are counted by it. */
  clockOffsetMs?: () => number;
  /** On-chain only: whether the contract's owner has paused new offers and rentals (everything else keeps working). */
  isPaused?: () => Promise<boolean>;
  /** On-chain only — lender: opens `tool` for rental at its listed rate and collateral (contract `createRentalOffer`). */
  openRentalOffer?: (tool: Tool, observer?: TransactionObserver) => Promise<Rental>;
  /** On-chain only: wei credited to the connected wallet, not yet withdrawn (contract `pendingWithdrawals`). */
  pendingWithdrawal?: () => Promise<bigint>;
  /** On-chain only: pays out the connected wallet's credited balance; resolves to the wei withdrawn. */
  withdraw?: (observer?: TransactionObserver) => Promise<bigint>;
  /** On-chain only: every tool's open offer or rental under way (no wallet needed). */
  readToolStatuses?: () => Promise<OnchainToolStatuses>;
  /** On-chain only: the open offer's own rate and collateral in wei (what renting pays), null without an open offer. */
  readOfferTerms?: (tool: Tool) => Promise<RentalTerms | null>;
  /** On-chain only: calls `listener` with each new block of the chain read. Returns an unsubscribe function. */
  onNewBlock?: (listener: (blockNumber: number) => void) => () => void;
  /** On-chain only: the chain and contract read now; null when there is none to read (no deployment). */
  chainScope?: () => ChainScope | null;
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

/** Where on-chain rentals live, as `rentalsScope()` names it: '<chainId>:<contract address>'. */
export function onchainRentalsScope(chainId: number, address: string): string {
  return `${chainId}:${address.toLowerCase()}`;
}

export function toolOfferKey(toolId: string, lender: string): string {
  return `${toolId}|${lender.toLowerCase()}`;
}
