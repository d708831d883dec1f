import { decodeBytes32String, encodeBytes32String, formatEther, parseEther, type ContractTransactionResponse, type Provider } from 'ethers';
import type { RentalAgreement } from '../../../../typechain-types';
import type { Tool } from '../tools';
import { connectRentalAgreement, TRANSACTION_REJECTED, describeContractError } from '../chain';
import { RENTAL_ERROR_MESSAGES, RentalError, failureMessageFor } from './rentalErrors';
import { sameAddress, type RentalAction } from './rentalStateMachine';
import {
  RENTAL_STATES,
  type DisputeResolution,
  type EvidenceSubmission,
  type Rental,
  type RentalEvent,
  type RentalEventType,
  type RentalState,
  type RentalsClient,
  type RentalsWallet,
  type OnchainToolStatus,
  type OnchainToolStatuses,
  type SentTransaction,
  type SubmittedEvidence,
  toolOfferKey,
} from './types';

export interface ContractRentalsClientOptions {
  getWallet: () => RentalsWallet | null;
  /** The deployed RentalAgreement. */
  address: string;
  /** Events are read from here on (the deployment's block). */
  fromBlock?: number;
  /** Known before any wallet connects (deployments/<chainId>.json). */
  disputeAdmin?: string;
  /** The inspection period a lender's new offer gets. */
  inspectionPeriodSeconds?: number;
  /** Whether re-reading on new blocks is wanted now (not while the app shows simulated rentals). */
  isWatching?: () => boolean;
}

const DEFAULT_INSPECTION_PERIOD_SECONDS = 3 * 24 * 60 * 60;

/** What a rental's current state says happened last, for the change events made by re-reading. */
const EVENT_OF_STATE: Record<RentalState, RentalEventType> = {
  NONE_INITIATED: 'RentalCreated',
  AWAITING_COLLATERAL: 'RentalCreated',
  COLLATERAL_DEPOSITED: 'CollateralDeposited',
  RENTAL_ACTIVE: 'RentalActivated',
  TOOL_RETURNED: 'ToolReturned',
  INSPECTION_PERIOD: 'InspectionStarted',
  DISPUTE_OPENED: 'DisputeFiled',
  RESOLUTION_REACHED: 'DisputeResolved',
  TRANSACTION_COMPLETED: 'TransactionCompleted',
  RENTAL_CANCELLED: 'RentalCancelled',
};

/** States a rental never leaves: its tool is free again. */
const SETTLED_STATES: ReadonlySet<RentalState> = new Set(['TRANSACTION_COMPLETED', 'RENTAL_CANCELLED']);

/** A rental still open or under way, as the contract holds it. */
export interface UnsettledRental {
  rentalId: bigint;
  agreement: RentalAgreement.AgreementStructOutput;
  state: RentalState;
}

/** A tool's status with one more of its unsettled rentals: a rental under way outranks an open offer. */
function foldStatus(current: OnchainToolStatus | undefined, state: RentalState): OnchainToolStatus {
  return current === 'rented' || state !== 'AWAITING_COLLATERAL' ? 'rented' : 'offered';
}

/**
 * Runs `task` one at a time: a call made while it runs is remembered and runs once after it, so
 * blocks that arrive during a slow read still lead to one more read.
 */
function oneAtATime(task: () => Promise<void>): () => Promise<void> {
  let running = false;
  let queued = false;
  const run = async (): Promise<void> => {
    if (running) {
      queued = true;
      return;
    }
    running = true;
    try {
      await task();
    } finally {
      running = false;
      if (queued) {
        queued = false;
        void run();
      }
    }
  };
  return run;
}

const isoFromSeconds = (seconds: bigint | number): string => new Date(Number(seconds) * 1000).toISOString();
const isoOrNull = (seconds: bigint): string | null => (seconds === 0n ? null : isoFromSeconds(seconds));
const ethNumber = (wei: bigint): number => Number(formatEther(wei));

/**
 * An ETH amount of the app (a number, like Tool.rentalRate) in wei, exactly as written:
 * parseEther of its decimal text, never float arithmetic. String() would give "1e-7" for tiny amounts.
 */
export function ethToWei(eth: number): bigint {
  const text = String(eth).includes('e') ? eth.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 }) : String(eth);
  return parseEther(text);
}

/**
 * Evidence goes on chain as one string (the contract's evidenceURI): the plain text, or JSON
 * when file names come with it, so both read back.
 */
export function encodeEvidence(evidence: EvidenceSubmission): string {
  const details = evidence.details.trim();
  return evidence.fileNames.length === 0 ? details : JSON.stringify({ details, fileNames: evidence.fileNames });
}

export function decodeEvidence(evidenceURI: string): EvidenceSubmission {
  if (evidenceURI.startsWith('{')) {
    try {
      const parsed = JSON.parse(evidenceURI) as Partial<EvidenceSubmission>;
      if (typeof parsed.details === 'string' && Array.isArray(parsed.fileNames)) {
        return { details: parsed.details, fileNames: parsed.fileNames.filter((name): name is string => typeof name === 'string') };
      }
    } catch {
      // Not ours: show it as text.
    }
  }
  return { details: evidenceURI, fileNames: [] };
}

function toolIdFromBytes32(value: string): string {
  try {
    return decodeBytes32String(value);
  } catch {
    return value;
  }
}

/**
 * The newest block, asked of the node directly. Reads pin it as their block tag: ethers answers an
 * identical request made within 250 ms from its cache, which right after a transaction would be
 * the state before it; a new block number makes the request new. It also makes one read consistent.
 */
async function latestBlock(wallet: SigningWallet): Promise<number> {
  return Number(await wallet.signer.provider.send('eth_blockNumber', []));
}

/** A connected wallet that can sign. */
type SigningWallet = RentalsWallet & { signer: NonNullable<RentalsWallet['signer']> };

interface DisputeRecords {
  reasons: Map<string, { reason: string; filer: string }>;
  evidence: Map<string, SubmittedEvidence[]>;
  resolutions: Map<string, DisputeResolution>;
}

/**
 * Rentals on the deployed RentalAgreement, acting through the connected wallet's signer. The
 * chain is the only truth: every action waits for its transaction to be mined and returns the
 * rental read back from the contract.
 */
export class ContractRentalsClient implements RentalsClient {
  private readonly options: ContractRentalsClientOptions;
  private readonly listeners = new Set<(event: RentalEvent) => void>();
  private readonly sentListeners = new Set<(sent: SentTransaction) => void>();
  private readonly blockTimes = new Map<number, number>();
  /** The last rentals read, to tell what changed when a block arrives. */
  private snapshot: { account: string; rentals: Map<string, Rental> } | null = null;
  private watchedProvider: Provider | null = null;
  private readonly toolStatusListeners = new Set<(statuses: OnchainToolStatuses) => void>();
  /** The tool statuses last told to the listeners (the same for every account), to tell them only of changes. */
  private toolStatuses: { statuses: OnchainToolStatuses; fingerprint: string } | null = null;
  /** Rentals seen completed or cancelled: they never change again, so they are not read again. */
  private readonly settledRentals = new Set<string>();

  constructor(options: ContractRentalsClientOptions) {
    this.options = options;
  }

  get address(): string {
    return this.options.address;
  }

  async getDisputeAdmin(): Promise<string | null> {
    const wallet = this.options.getWallet();
    if (!wallet?.signer) return this.options.disputeAdmin ?? null;
    return this.contract({ ...wallet, signer: wallet.signer }).disputeAdmin();
  }

  async fetchRentals(): Promise<Rental[]> {
    const wallet = this.requireWallet(RENTAL_ERROR_MESSAGES.fetchRentals);
    this.watchBlocks();
    try {
      const rentals = await this.readRentals(wallet);
      this.snapshot = { account: wallet.account, rentals: new Map(rentals.map((rental) => [rental.id, rental])) };
      return rentals;
    } catch (error) {
      throw this.failure(error, RENTAL_ERROR_MESSAGES.fetchRentals);
    }
  }

  async fetchRental(rentalId: string): Promise<Rental> {
    const wallet = this.requireWallet(RENTAL_ERROR_MESSAGES.fetchRental);
    try {
      const [rental] = await this.readAgreements(wallet, [rentalId], new Map(), await latestBlock(wallet));
      return rental;
    } catch (error) {
      throw this.failure(error, RENTAL_ERROR_MESSAGES.fetchRental);
    }
  }

  /** The owner's offer for this tool that nobody has accepted yet (the newest, should there be several); null when none. */
  async findOpenOffer(tool: Tool): Promise<UnsettledRental | null> {
    const wallet = this.requireWallet(RENTAL_ERROR_MESSAGES.createRental);
    if (!tool.ownerWalletAddress) return null;
    const rentals = await this.readUnsettled(wallet, await latestBlock(wallet), { lender: tool.ownerWalletAddress, toolId: tool.id });
    return [...rentals].reverse().find((rental) => rental.state === 'AWAITING_COLLATERAL') ?? null;
  }

  /** Lender: opens `tool` for on-chain rental at its listed rate and collateral (converted to wei exactly). */
  async openRentalOffer(tool: Tool): Promise<Rental> {
    const message = RENTAL_ERROR_MESSAGES.createRental;
    const wallet = this.requireWallet(message);
    if (!sameAddress(wallet.account, tool.ownerWalletAddress)) throw new RentalError(message, 'Only the owner of this tool can offer it.');
    let status: OnchainToolStatus | undefined;
    try {
      const rentals = await this.readUnsettled(wallet, await latestBlock(wallet), { lender: wallet.account, toolId: tool.id });
      status = rentals.reduce<OnchainToolStatus | undefined>((current, rental) => foldStatus(current, rental.state), undefined);
    } catch (error) {
      throw this.failure(error, message);
    }
    // One offer per tool: a second would let two borrowers pay for the same drill.
    if (status === 'offered') throw new RentalError(message, 'This tool already has an open on-chain offer.');
    if (status === 'rented') throw new RentalError(message, 'This tool is rented out on chain. Offer it again when that rental has ended.');
    const contract = this.contract(wallet);
    const receipt = await this.send(message, () =>
      contract.createRentalOffer(
        encodeBytes32String(tool.id),
        ethToWei(tool.rentalRate),
        ethToWei(tool.collateralRequired),
        this.options.inspectionPeriodSeconds ?? DEFAULT_INSPECTION_PERIOD_SECONDS,
      ),
    );
    const created = receipt.logs
      .map((log) => contract.interface.parseLog(log))
      .find((parsed) => parsed?.name === 'RentalCreated');
    if (!created) throw new RentalError(message, 'The transaction did not create an offer.');
    return this.fetchRental(String(created.args.rentalId));
  }

  async createRental(tool: Tool, duration: number): Promise<Rental> {
    const message = RENTAL_ERROR_MESSAGES.createRental;
    const wallet = this.requireWallet(message);
    if (sameAddress(wallet.account, tool.ownerWalletAddress)) throw new RentalError(message, 'You cannot rent your own tool.');
    let offer: UnsettledRental | null;
    try {
      offer = await this.findOpenOffer(tool);
    } catch (error) {
      throw this.failure(error, message);
    }
    if (!offer) throw new RentalError(message, 'This tool has no open on-chain offer.');
    const { rentalId, agreement } = offer;
    // The contract wants exactly collateral + rate × days, in wei as it stores them.
    const value = agreement.collateralAmount + agreement.rentalRate * BigInt(duration);
    const contract = this.contract(wallet);
    await this.send(message, () => contract.acceptRentalOfferAndDepositCollateral(rentalId, duration, { value }));
    return this.fetchRental(String(rentalId));
  }

  confirmPickup(rentalId: string): Promise<Rental> {
    return this.act(rentalId, 'confirmPickup', (contract, id) => contract.confirmToolPickup(id));
  }

  confirmReturn(rentalId: string): Promise<Rental> {
    return this.act(rentalId, 'confirmReturn', (contract, id) => contract.markToolReturned(id));
  }

  confirmReceipt(rentalId: string): Promise<Rental> {
    return this.act(rentalId, 'confirmReceipt', (contract, id) => contract.confirmToolReceiptAndInspect(id));
  }

  completeRental(rentalId: string): Promise<Rental> {
    return this.act(rentalId, 'completeRental', (contract, id) => contract.releaseCollateral(id));
  }

  fileDispute(rentalId: string, reason: string): Promise<Rental> {
    const trimmed = reason.trim();
    if (!trimmed) return Promise.reject(new RentalError(RENTAL_ERROR_MESSAGES.fileDispute, 'Please give a reason for the dispute.'));
    return this.act(rentalId, 'fileDispute', (contract, id) => contract.fileDispute(id, trimmed));
  }

  submitEvidence(rentalId: string, evidence: EvidenceSubmission): Promise<Rental> {
    if (!evidence.details.trim() && evidence.fileNames.length === 0) {
      return Promise.reject(new RentalError(RENTAL_ERROR_MESSAGES.updateState, 'Add a file or describe your evidence.'));
    }
    return this.act(rentalId, 'submitEvidence', (contract, id) => contract.submitEvidence(id, encodeEvidence(evidence)));
  }

  resolveDispute(rentalId: string, lenderShareBps: number, details: string): Promise<Rental> {
    if (!Number.isInteger(lenderShareBps) || lenderShareBps < 0 || lenderShareBps > 10_000) {
      return Promise.reject(new RentalError(RENTAL_ERROR_MESSAGES.updateState, "The lender's share must be between 0% and 100%."));
    }
    return this.act(rentalId, 'resolveDispute', (contract, id) => contract.resolveDispute(id, lenderShareBps, details.trim()));
  }

  finalizeRental(rentalId: string): Promise<Rental> {
    return this.act(rentalId, 'finalizeRental', (contract, id) => contract.finalizeRental(id));
  }

  claimAfterDeadline(rentalId: string): Promise<Rental> {
    return this.act(rentalId, 'claimAfterDeadline', (contract, id) => contract.claimCollateralAfterDeadline(id));
  }

  cancelRental(rentalId: string): Promise<Rental> {
    return this.act(rentalId, 'cancelRental', (contract, id) => contract.cancelRental(id));
  }

  /** Wei credited to the connected wallet and not yet withdrawn. */
  async pendingWithdrawal(): Promise<bigint> {
    const wallet = this.requireWallet(RENTAL_ERROR_MESSAGES.updateState);
    return this.contract(wallet).pendingWithdrawals(wallet.account, { blockTag: await latestBlock(wallet) });
  }

  /** Pays out the connected wallet's credited balance; resolves to the wei withdrawn. */
  async withdraw(): Promise<bigint> {
    const wallet = this.requireWallet(RENTAL_ERROR_MESSAGES.updateState);
    const contract = this.contract(wallet);
    const amount = await contract.pendingWithdrawals(wallet.account, { blockTag: await latestBlock(wallet) });
    if (amount === 0n) throw new RentalError(RENTAL_ERROR_MESSAGES.updateState, 'You have nothing to withdraw.');
    await this.send(RENTAL_ERROR_MESSAGES.updateState, () => contract.withdraw());
    return amount;
  }

  subscribe(listener: (event: RentalEvent) => void): () => void {
    this.listeners.add(listener);
    this.watchBlocks();
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) this.unwatchBlocks();
    };
  }

  watchToolStatuses(listener: (statuses: OnchainToolStatuses) => void): () => void {
    this.toolStatusListeners.add(listener);
    this.watchBlocks();
    if (this.toolStatuses) listener(this.toolStatuses.statuses);
    else void this.rereadToolStatuses();
    return () => {
      this.toolStatusListeners.delete(listener);
      if (this.listeners.size === 0 && this.toolStatusListeners.size === 0) this.unwatchBlocks();
    };
  }

  onTransactionSent(listener: (sent: SentTransaction) => void): () => void {
    this.sentListeners.add(listener);
    return () => this.sentListeners.delete(listener);
  }

  /** Stops listening to blocks. */
  dispose(): void {
    this.listeners.clear();
    this.toolStatusListeners.clear();
    this.unwatchBlocks();
  }

  private readonly onBlock = () => {
    void this.reread();
    void this.rereadToolStatuses();
  };

  /** Follows the wallet's provider: re-reads the rentals and the tool statuses on every new block. */
  private watchBlocks() {
    const provider = this.options.getWallet()?.signer?.provider ?? null;
    if ((this.listeners.size === 0 && this.toolStatusListeners.size === 0) || provider === this.watchedProvider) return;
    this.unwatchBlocks();
    if (!provider) return;
    this.watchedProvider = provider;
    void provider.on('block', this.onBlock);
  }

  private unwatchBlocks() {
    if (this.watchedProvider) void this.watchedProvider.off('block', this.onBlock);
    this.watchedProvider = null;
  }

  /** Emits one event per rental that changed since the last read (nothing on the first read). */
  private readonly reread = oneAtATime(async () => {
    const wallet = this.options.getWallet();
    if (!wallet?.signer || this.options.isWatching?.() === false) return;
    try {
      const rentals = await this.readRentals({ ...wallet, signer: wallet.signer });
      // A first read, or another account's: the baseline, not changes.
      const previous = this.snapshot && sameAddress(this.snapshot.account, wallet.account) ? this.snapshot.rentals : null;
      this.snapshot = { account: wallet.account, rentals: new Map(rentals.map((rental) => [rental.id, rental])) };
      if (!previous) return;
      const at = new Date().toISOString();
      for (const rental of rentals) {
        const before = previous.get(rental.id);
        if (before && before.state === rental.state && before.evidence.length === rental.evidence.length) continue;
        const type: RentalEventType =
          before && before.state === rental.state && rental.state === 'DISPUTE_OPENED' ? 'Evidence' : EVENT_OF_STATE[rental.state];
        this.listeners.forEach((listener) => listener({ type, rental, at }));
      }
    } catch (error) {
      console.error('Re-reading rentals after a new block failed:', error);
    }
  });

  /** Tells the tool-status listeners when an offer opened or was taken, or a rental ended. */
  private readonly rereadToolStatuses = oneAtATime(async () => {
    const wallet = this.options.getWallet();
    if (!wallet?.signer || this.toolStatusListeners.size === 0 || this.options.isWatching?.() === false) return;
    try {
      const statuses = await this.readToolStatuses({ ...wallet, signer: wallet.signer });
      const fingerprint = JSON.stringify([...statuses].sort());
      if (this.toolStatuses?.fingerprint === fingerprint) return;
      this.toolStatuses = { statuses, fingerprint };
      this.toolStatusListeners.forEach((listener) => listener(statuses));
    } catch (error) {
      console.error('Reading the tools’ on-chain offers failed:', error);
    }
  });

  /** Every tool's open offer or rental under way, by `toolOfferKey` (tool and lender). */
  private async readToolStatuses(wallet: SigningWallet): Promise<Map<string, OnchainToolStatus>> {
    const statuses = new Map<string, OnchainToolStatus>();
    for (const rental of await this.readUnsettled(wallet, await latestBlock(wallet))) {
      const key = toolOfferKey(toolIdFromBytes32(rental.agreement.toolId), rental.agreement.lender);
      statuses.set(key, foldStatus(statuses.get(key), rental.state));
    }
    return statuses;
  }

  /**
   * The rentals not yet completed or cancelled, oldest first, with their agreements: those created by
   * `lender` (everyone's when omitted), of tool `toolId` only when given. Settled rentals are
   * remembered and never read again.
   */
  private async readUnsettled(wallet: SigningWallet, blockTag: number, only: { lender?: string; toolId?: string } = {}): Promise<UnsettledRental[]> {
    const contract = this.contract(wallet);
    const created = await contract.queryFilter(contract.filters.RentalCreated(undefined, only.lender), this.options.fromBlock ?? 0, blockTag);
    const toolIdBytes = only.toolId === undefined ? null : encodeBytes32String(only.toolId);
    const candidates = created
      .filter((event) => (toolIdBytes === null || event.args.toolId === toolIdBytes) && !this.settledRentals.has(String(event.args.rentalId)))
      .map((event) => event.args.rentalId);
    const agreements = await Promise.all(candidates.map((rentalId) => contract.getAgreement(rentalId, { blockTag })));
    const unsettled: UnsettledRental[] = [];
    agreements.forEach((agreement, index) => {
      const state = RENTAL_STATES[Number(agreement.currentState)];
      if (SETTLED_STATES.has(state)) this.settledRentals.add(String(candidates[index]));
      else unsettled.push({ rentalId: candidates[index], agreement, state });
    });
    return unsettled;
  }

  private requireWallet(message: string): SigningWallet {
    const wallet = this.options.getWallet();
    if (!wallet?.account) throw new RentalError(RENTAL_ERROR_MESSAGES.walletNotConnected);
    if (!wallet.signer) throw new RentalError(message, 'The wallet cannot sign transactions yet.');
    return { ...wallet, signer: wallet.signer };
  }

  private contract(wallet: SigningWallet): RentalAgreement {
    return connectRentalAgreement(this.options.address, wallet.signer);
  }

  /** "Transaction rejected" alone when the user declined; otherwise the spec's message and the contract's reason. */
  private failure(error: unknown, message: string): RentalError {
    if (error instanceof RentalError) return error;
    const reason = describeContractError(error);
    return reason === TRANSACTION_REJECTED ? new RentalError(TRANSACTION_REJECTED) : new RentalError(message, reason);
  }

  /** Sends a transaction and waits until it is mined. */
  private async send(message: string, submit: () => Promise<ContractTransactionResponse>, rentalId: string | null = null) {
    try {
      const response = await submit();
      this.sentListeners.forEach((listener) => listener({ hash: response.hash, rentalId }));
      const receipt = await response.wait();
      if (!receipt) throw new RentalError(message, 'The transaction was dropped.');
      return receipt;
    } catch (error) {
      throw this.failure(error, message);
    }
  }

  private async act(
    rentalId: string,
    action: RentalAction,
    submit: (contract: RentalAgreement, id: bigint) => Promise<ContractTransactionResponse>,
  ): Promise<Rental> {
    const message = failureMessageFor(action);
    const wallet = this.requireWallet(message);
    let id: bigint;
    try {
      id = BigInt(rentalId);
    } catch {
      throw new RentalError(message, 'There is no rental with this id.');
    }
    const contract = this.contract(wallet);
    await this.send(message, () => submit(contract, id), rentalId);
    return this.fetchRental(rentalId);
  }

  private async blockTime(provider: Provider, blockNumber: number): Promise<number> {
    const known = this.blockTimes.get(blockNumber);
    if (known !== undefined) return known;
    const block = await provider.getBlock(blockNumber);
    const time = block?.timestamp ?? Math.floor(Date.now() / 1000);
    this.blockTimes.set(blockNumber, time);
    return time;
  }

  /** The connected wallet's rentals (as lender or borrower; the dispute admin also sees open disputes), newest first. */
  private async readRentals(wallet: SigningWallet): Promise<Rental[]> {
    const contract = this.contract(wallet);
    const provider = wallet.signer.provider;
    const fromBlock = this.options.fromBlock ?? 0;
    const blockTag = await latestBlock(wallet);
    const [asLender, asBorrower, admin] = await Promise.all([
      contract.queryFilter(contract.filters.RentalCreated(undefined, wallet.account), fromBlock, blockTag),
      contract.queryFilter(contract.filters.CollateralDeposited(undefined, wallet.account), fromBlock, blockTag),
      contract.disputeAdmin({ blockTag }),
    ]);
    // When the wallet first took part: its offer, or its acceptance.
    const createdBlock = new Map<string, number>();
    for (const event of [...asLender, ...asBorrower]) {
      const id = String(event.args.rentalId);
      createdBlock.set(id, Math.min(createdBlock.get(id) ?? Infinity, event.blockNumber));
    }
    if (sameAddress(admin, wallet.account)) {
      const disputes = await contract.queryFilter(contract.filters.DisputeFiled(), fromBlock, blockTag);
      for (const event of disputes) {
        const id = String(event.args.rentalId);
        if (!createdBlock.has(id)) createdBlock.set(id, event.blockNumber);
      }
    }
    const createdAt = new Map<string, string>();
    await Promise.all(
      [...createdBlock].map(async ([id, blockNumber]) => createdAt.set(id, isoFromSeconds(await this.blockTime(provider, blockNumber)))),
    );
    const rentals = await this.readAgreements(wallet, [...createdBlock.keys()], createdAt, blockTag);
    return rentals
      .filter(
        (rental) =>
          sameAddress(rental.lenderAddress, wallet.account) ||
          sameAddress(rental.borrowerAddress, wallet.account) ||
          // The dispute admin: disputes to resolve, and resolved ones it may finalize.
          rental.state === 'DISPUTE_OPENED' ||
          rental.state === 'RESOLUTION_REACHED',
      )
      .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || Number(BigInt(b.id) - BigInt(a.id)));
  }

  /** Reads the agreements and what only events hold (dispute reason, evidence, resolution). */
  private async readAgreements(
    wallet: SigningWallet,
    rentalIds: string[],
    createdAt: ReadonlyMap<string, string>,
    blockTag: number,
  ): Promise<Rental[]> {
    if (rentalIds.length === 0) return [];
    const contract = this.contract(wallet);
    const [agreements, records] = await Promise.all([
      Promise.all(rentalIds.map((id) => contract.getAgreement(id, { blockTag }))),
      this.readDisputeRecords(contract, wallet.signer.provider, blockTag),
    ]);
    return agreements.map((agreement, index) => {
      const id = rentalIds[index];
      const toolId = toolIdFromBytes32(agreement.toolId);
      const dispute = records.reasons.get(id);
      const rental: Rental = {
        id,
        toolId,
        lenderAddress: agreement.lender,
        borrowerAddress: sameAddress(agreement.borrower, '0x0000000000000000000000000000000000000000') ? '' : agreement.borrower,
        rentalRate: ethNumber(agreement.rentalRate),
        collateralAmount: ethNumber(agreement.collateralAmount),
        duration: Number(agreement.rentalDuration),
        startTime: isoOrNull(agreement.startTime),
        endTime: isoOrNull(agreement.endTime),
        state: RENTAL_STATES[Number(agreement.currentState)] ?? 'NONE_INITIATED',
        createdAt: createdAt.get(id) ?? isoOrNull(agreement.startTime) ?? new Date(0).toISOString(),
        // The chain knows only the tool id: RentalsProvider names the rental from the catalogue.
        toolName: `Tool ${toolId}`,
        toolImageUrl: '',
        inspectionPeriodSeconds: Number(agreement.inspectionPeriodDuration),
        inspectionDeadline: isoOrNull(agreement.inspectionDeadline),
        evidence: records.evidence.get(id) ?? [],
      };
      if (dispute) {
        rental.disputeReason = dispute.reason;
        rental.disputeFiledBy = dispute.filer;
      }
      const resolution = records.resolutions.get(id);
      if (resolution) rental.resolution = resolution;
      return rental;
    });
  }

  private async readDisputeRecords(contract: RentalAgreement, provider: Provider, blockTag: number): Promise<DisputeRecords> {
    const fromBlock = this.options.fromBlock ?? 0;
    const [filed, evidence, resolved] = await Promise.all([
      contract.queryFilter(contract.filters.DisputeFiled(), fromBlock, blockTag),
      contract.queryFilter(contract.filters.Evidence(), fromBlock, blockTag),
      contract.queryFilter(contract.filters.DisputeResolved(), fromBlock, blockTag),
    ]);
    const records: DisputeRecords = { reasons: new Map(), evidence: new Map(), resolutions: new Map() };
    for (const event of filed) records.reasons.set(String(event.args.rentalId), { reason: event.args.reason, filer: event.args.filer });
    for (const event of evidence) {
      const id = String(event.args.rentalId);
      const submittedAt = isoFromSeconds(await this.blockTime(provider, event.blockNumber));
      const list = records.evidence.get(id) ?? [];
      list.push({ party: event.args.party, submittedAt, ...decodeEvidence(event.args.evidenceURI) });
      records.evidence.set(id, list);
    }
    for (const event of resolved) {
      records.resolutions.set(String(event.args.rentalId), {
        lenderShareBps: Number(event.args.lenderShareBps),
        details: event.args.resolutionDetails,
        resolvedAt: isoFromSeconds(await this.blockTime(provider, event.blockNumber)),
      });
    }
    return records;
  }
}
