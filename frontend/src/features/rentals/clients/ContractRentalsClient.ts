import { Contract, toBeHex, zeroPadValue, type ContractTransactionResponse, type Provider } from 'ethers';
import { toolIdToBytes32, tryToolIdFromBytes32 } from '../../../shared/chain/toolIdBytes32';
import { isTransientError } from '../../../shared/errors/userMessage';
import type { IRentalAgreement, RentalAgreement } from '../../../../../typechain-types';
import {
  connectRentalAgreement,
  rentalAgreementInterface,
  readAgreements,
  TRANSACTION_REJECTED,
  describeContractError,
  EventLogReader,
  PICKED_UP_STATES,
  chainHealth,
  confirmationDepth,
  reportChainAnswered,
  reportChainUnreachable,
  reportChainWentBack,
  reportMissingContract,
  type LogStore,
  type StoredLog,
} from '../../chain';
import { creationTimes, estimatedBlockTime } from '../reading/creationTimes';
import { followTransaction } from './followTransaction';
import type { Tool } from '../../tools';
import { checkSignedOffer, type SignedOfferChain } from '../signedOffers/checkSignedOffer';
import {
  PERMIT_LIFETIME_SECONDS,
  hasAllowance,
  readTokenBalance,
  sendApprove,
  signPermit,
  type PermitSignature,
} from './tokenPayment';
import type { ContractRentals } from '../actions/actionEntry';
import { decodeEvidence } from '../actions/evidenceUri';
import { RENTAL_ERROR_MESSAGES, RentalError } from '../actions/rentalErrors';
import { RENTAL_ACTIONS, type ActionArgs, type ActionResult, type RentalActionName } from '../actions/rentalActions';
import { sameAddress } from '../rules/roles';
import type { BookedRange } from '../rules/bookingRules';
import { bookingHoldsTool } from '../state/toolAvailability';
import {
  RENTAL_STATES,
  type ChainScope,
  type DisputeAdminSchedule,
  type OfferQuote,
  type OnchainToolStatus,
  type OnchainToolStatuses,
  type Rental,
  type RentalSettlement,
  type RentalState,
  type RentalsClient,
  type RentalsWallet,
  type SubmittedEvidence,
  type TransactionObserver,
  onchainRentalsScope,
  toolOfferKey,
} from '../types';

export interface ContractRentalsClientOptions {
  getWallet: () => RentalsWallet | null;
  /** The deployed RentalAgreement. */
  address: string;
  /** Its chain (numeric id): part of the key under which read logs are kept. */
  chainId?: number;
  /** Events are read from here on (the deployment's block). */
  fromBlock?: number;
  /** Known before any wallet connects (deployments/<chainId>.json). */
  disputeAdmin?: string;
  /** The inspection period of an offer opened by transaction (createRentalOffer); a signed offer carries its listing's own. */
  inspectionPeriodSeconds?: number;
  /**
   * Where reads go when the wallet is not connected to this chain: a read-only RPC, so visitors
   * without a wallet see the chain too. Without it, reads need the wallet.
   */
  readProvider?: Provider;
  /** The widest block range of one eth_getLogs request. */
  maxBlockRange?: number;
  /** Where read logs are kept between visits (IndexedDB in the app). */
  logStore?: LogStore;
  /** Blocks a log must be buried under to be final (default: the chain's, chains.ts). */
  confirmations?: number;
  /** How long a sent transaction may go unmined before the node is asked whether it still knows it (followTransaction). */
  dropAfterMs?: number;
}

/** How often the page checks that the chain still answers (see onNewBlock). */
const PROBE_MS = 2_000;
/** A chain not heard from for this long is asked for its newest block (it may be quiet, or unreachable). */
const SILENCE_MS = 4_000;

const DEFAULT_INSPECTION_PERIOD_SECONDS = 3 * 24 * 60 * 60;
/** EIP-1271: what `isValidSignature` answers for a signature the contract accepts. */
const EIP1271_MAGIC_VALUE = '0x1626ba7e';
const EIP1271_ABI = ['function isValidSignature(bytes32 hash, bytes signature) view returns (bytes4)'];
const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000';

/** A rental still open or under way, as the contract holds it. */
export interface UnsettledRental {
  rentalId: bigint;
  agreement: IRentalAgreement.AgreementStructOutput;
  state: RentalState;
}

const topicOf = (event: string) => rentalAgreementInterface.getEvent(event)?.topicHash ?? '';
const TOPIC = {
  RentalCreated: topicOf('RentalCreated'),
  CollateralDeposited: topicOf('CollateralDeposited'),
  DisputeFiled: topicOf('DisputeFiled'),
  Evidence: topicOf('Evidence'),
  DisputeResolved: topicOf('DisputeResolved'),
  TransactionCompleted: topicOf('TransactionCompleted'),
  RentalCancelled: topicOf('RentalCancelled'),
  ToolReceived: topicOf('ToolReceived'),
  CollateralReleased: topicOf('CollateralReleased'),
  DisputeAdminScheduled: topicOf('DisputeAdminScheduled'),
  RentalBooked: topicOf('RentalBooked'),
};
const addressTopic = (address: string) => zeroPadValue(address.toLowerCase(), 32);
const rentalIdTopic = (rentalId: string | bigint) => toBeHex(BigInt(rentalId), 32);
const rentalIdOf = (log: StoredLog) => BigInt(log.topics[1] ?? '0x0').toString();

/** A tool's status with one more of its unsettled rentals: a rental under way outranks an open offer. */
function foldStatus(current: OnchainToolStatus | undefined, status: OnchainToolStatus): OnchainToolStatus {
  return current === 'rented' || status === 'rented' ? 'rented' : 'offered';
}

const isoFromSeconds = (seconds: bigint | number): string => new Date(Number(seconds) * 1000).toISOString();
const isoOrNull = (seconds: bigint): string | null => (seconds === 0n ? null : isoFromSeconds(seconds));

/** The app's tool id of an agreement; a key no tool of the app has (written by another app) stays as its hex. */
function toolIdOfAgreement(value: string): string {
  return tryToolIdFromBytes32(value) ?? value;
}

/** A connected wallet that can sign. */
type SigningWallet = RentalsWallet & { signer: NonNullable<RentalsWallet['signer']> };

/** An agreement read at a block, with the position of the rental's newest event it reflects. */
interface KnownAgreement {
  agreement: IRentalAgreement.AgreementStructOutput;
  /** "block:logIndex" of the newest event seen when it was read: a newer event means it changed. */
  version: string;
}

const positionOf = (log: StoredLog | undefined) => (log ? `${log.blockNumber}:${log.logIndex}` : 'none');

/** One appointment of the dispute admin (contract `DisputeAdminScheduled`): who, from when (Unix seconds), scheduled in which block. */
interface Appointment {
  admin: string;
  effectiveAt: number;
  block: number;
}

/** How long an appointment waits before it takes office (contract `DISPUTE_ADMIN_DELAY`). */
const DISPUTE_ADMIN_DELAY_SECONDS = 2 * 24 * 60 * 60;

/**
 * The appointments that took or will take office, oldest first, from the schedules in log order: a
 * schedule made while the previous one was still pending replaces it, as the contract does (the
 * deployer's own, in the constructor, takes office at once).
 */
function appointmentsInOffice(scheduled: readonly Appointment[]): Appointment[] {
  const kept: Appointment[] = [];
  for (const appointment of scheduled) {
    const previous = kept.at(-1);
    const scheduledAt = appointment.effectiveAt - DISPUTE_ADMIN_DELAY_SECONDS;
    if (previous && previous.effectiveAt > scheduledAt) kept[kept.length - 1] = appointment;
    else kept.push(appointment);
  }
  return kept;
}

/** The admin in office at `time` (Unix seconds): the last appointment whose `effectiveAt` has come. */
function disputeAdminAt(appointments: readonly Appointment[], time: number): string | undefined {
  return appointments.filter((appointment) => appointment.effectiveAt <= time).at(-1)?.admin;
}

/**
 * Every rental's lifecycle (offer, deposit, end) and every appointment of the dispute admin: one
 * question of the logs, so that knowing each rental's admin costs no request of its own.
 */
const LIFECYCLE = {
  name: 'lifecycle+admins+bookings',
  topics: [
    [
      TOPIC.RentalCreated,
      TOPIC.CollateralDeposited,
      TOPIC.TransactionCompleted,
      TOPIC.RentalCancelled,
      TOPIC.DisputeAdminScheduled,
      TOPIC.RentalBooked,
    ],
  ],
};

/**
 * Rentals on the deployed RentalAgreement. Reads are plain functions of (account, block): the
 * caller (RentalsProvider, through TanStack Query) decides when to read again; the logs behind them
 * are read once per block range by an `EventLogReader` (cursor per question, chunked ranges,
 * indexed-topic filters) and agreements are read again only for rentals with a new event.
 * Actions sign with the connected wallet, wait for their transaction to be mined and return the
 * rental read back from the contract.
 */
export class ContractRentalsClient implements RentalsClient {
  private readonly options: ContractRentalsClientOptions;
  private readonly logs: EventLogReader;
  private readonly agreements = new Map<string, KnownAgreement>();
  /** Each rental's cancellation fee once read (bps): fixed by its offer, never read again. */
  private readonly cancellationFees = new Map<string, number>();
  /** The newest block this client has seen (from block notices and mined receipts). */
  private knownBlock = 0;
  private blockRequest: Promise<number> | null = null;
  private adminRead: { block: number; admin: Promise<string> } | null = null;
  /** Blocks a log must be buried under to be final; a chain whose newest block falls further back is a new one. */
  private readonly confirmations: number;

  constructor(options: ContractRentalsClientOptions) {
    this.options = options;
    this.confirmations = options.confirmations ?? confirmationDepth(options.chainId ?? 0);
    this.logs = new EventLogReader({
      getProvider: () => this.reader(),
      chainId: options.chainId ?? 0,
      address: options.address,
      fromBlock: options.fromBlock ?? 0,
      maxBlockRange: options.maxBlockRange,
      store: options.logStore,
      confirmations: this.confirmations,
      // Agreements read on the dropped branch may be gone or different: read them again.
      onFork: () => this.agreements.clear(),
    });
  }

  get address(): string {
    return this.options.address;
  }

  get chainId(): number {
    return this.options.chainId ?? 0;
  }

  rentalsScope(): string {
    return onchainRentalsScope(this.chainId, this.options.address);
  }

  chainScope(): ChainScope {
    return { chainId: this.chainId, address: this.options.address };
  }

  /** The newest block's time read minus this browser's time then: a node moved on (evm_increaseTime) runs ahead. */
  private clockLeadMs = 0;

  clockOffsetMs(): number {
    return this.clockLeadMs;
  }

  /** Where reads go: the wallet's provider when it is connected, the read-only RPC otherwise. */
  private reader(): Provider {
    const provider = this.options.getWallet()?.signer?.provider ?? this.options.readProvider;
    if (!provider) throw new RentalError(RENTAL_ERROR_MESSAGES.walletNotConnected);
    return provider;
  }

  private readContract(): RentalAgreement {
    return connectRentalAgreement(this.options.address, this.reader());
  }

  /**
   * The block reads are pinned to: the node's newest (one request shared by the reads that start
   * together), never older than a block this client has seen mined. A pinned block makes each read
   * consistent, and a new one defeats ethers' short cache of identical requests (which right after a
   * transaction would answer the state before it).
   */
  latestBlock(): Promise<number> {
    this.blockRequest ??= this.reader()
      .getBlockNumber()
      .then(
        async (blockNumber) => {
          reportChainAnswered(this.chainId);
          await this.checkChain(blockNumber);
          return this.noteBlock(blockNumber);
        },
        (error: unknown) => {
          if (isTransientError(error)) reportChainUnreachable(this.chainId);
          throw error;
        },
      )
      .finally(() => {
        this.blockRequest = null;
      });
    return this.blockRequest;
  }

  /** Whether the deployment's address was found to hold code (asked once, and again after the chain went back). */
  private contractChecked = false;

  /**
   * A chain whose newest block is further back than the confirmation depth from one already seen is a
   * new chain (a local node restarted): what was read of the old one is forgotten, and the deployment's
   * address is checked for code again. Both are reported for the page's notice (ChainNotice).
   */
  private async checkChain(blockNumber: number): Promise<void> {
    if (blockNumber < this.knownBlock - this.confirmations) {
      reportChainWentBack(this.chainId, this.knownBlock, blockNumber);
      this.knownBlock = blockNumber;
      this.agreements.clear();
      this.contractChecked = false;
    }
    if (this.contractChecked) return;
    const code = await this.reader().getCode(this.options.address);
    this.contractChecked = code !== '0x';
    reportMissingContract(this.chainId, this.contractChecked ? null : this.options.address);
  }

  /** Tells the client of a new block (the provider's block listener, a mined receipt). */
  noteBlock(blockNumber: number): number {
    this.knownBlock = Math.max(this.knownBlock, blockNumber);
    return this.knownBlock;
  }

  /**
   * Calls `listener` with each new block number of the read provider until the returned function is
   * called. A chain silent for a while, or unreachable, is also asked every few seconds, and the
   * first answer after an outage calls `listener` too: a page recovers by itself, even when no block
   * was mined meanwhile.
   */
  onNewBlock(listener: (blockNumber: number) => void): () => void {
    const provider = this.reader();
    let lastSeen = -1;
    const onBlock = (blockNumber: number) => {
      lastSeen = blockNumber;
      this.noteBlock(blockNumber);
      listener(blockNumber);
    };
    void provider.on('block', onBlock);
    // The provider's own polling hides its failures, and says nothing when the chain goes back: a chain
    // silent for a while is asked directly, so that an outage, its end, or a new chain is seen even
    // when no read is under way and no block was mined.
    const probe = setInterval(() => {
      const { unreachableSince, lastHeardAt } = chainHealth(this.chainId);
      if (unreachableSince === null && lastHeardAt !== null && Date.now() - lastHeardAt < SILENCE_MS) return;
      this.latestBlock().then(
        (blockNumber) => {
          if (unreachableSince === null && blockNumber === lastSeen) return;
          lastSeen = blockNumber;
          listener(blockNumber);
        },
        () => {
          // Still unreachable: asked again at the next tick.
        },
      );
    }, PROBE_MS);
    return () => {
      clearInterval(probe);
      void provider.off('block', onBlock);
    };
  }

  async getDisputeAdmin(): Promise<string | null> {
    try {
      return await this.disputeAdminAt(await this.latestBlock());
    } catch (error) {
      if (error instanceof RentalError) return this.options.disputeAdmin ?? null;
      throw error;
    }
  }

  /** The dispute admin at a block, asked once per block (the rentals read and the page both want it). */
  private disputeAdminAt(blockTag: number): Promise<string> {
    if (this.adminRead?.block !== blockTag) {
      const admin = this.readContract().disputeAdmin({ blockTag });
      this.adminRead = { block: blockTag, admin };
      admin.catch(() => {
        if (this.adminRead?.admin === admin) this.adminRead = null;
      });
    }
    return this.adminRead.admin;
  }

  async fetchRentals(): Promise<Rental[]> {
    const wallet = this.options.getWallet();
    if (!wallet?.account) throw new RentalError(RENTAL_ERROR_MESSAGES.walletNotConnected);
    try {
      return await this.readRentalsOf(wallet.account);
    } catch (error) {
      throw this.failure(error, RENTAL_ERROR_MESSAGES.fetchRentals);
    }
  }

  async fetchRental(rentalId: string): Promise<Rental> {
    try {
      const blockTag = await this.latestBlock();
      const [events, appointments] = await Promise.all([
        this.logs.logs({ name: `rental:${rentalId}`, topics: [null, rentalIdTopic(rentalId)] }, blockTag),
        this.readAppointments(blockTag),
      ]);
      const rental = (await this.composeRentals([rentalId], events, new Map(), blockTag, appointments)).at(0);
      if (!rental) throw new RentalError(RENTAL_ERROR_MESSAGES.fetchRental, 'There is no rental with this id.');
      return rental;
    } catch (error) {
      throw this.failure(error, RENTAL_ERROR_MESSAGES.fetchRental);
    }
  }

  /**
   * The lifecycle of every rental, from the logs: each unsettled rental's tool, lender and whether it
   * is still an open offer. One eth_getLogs per new block range, whatever the number of rentals.
   */
  private async readUnsettled(
    blockTag: number,
  ): Promise<Map<string, { toolId: string; lender: string; status: OnchainToolStatus }>> {
    const lifecycle = await this.logs.logs(LIFECYCLE, blockTag);
    // The contract's clock as last read (a node moved on runs ahead of this browser); the newest block's
    // own time is read only for a booking that seems to lie ahead by it, since the lead may be stale.
    const browserNow = Math.floor((Date.now() + this.clockLeadMs) / 1000);
    let chainNow: number | null = null;
    const holdsTool = async (startTime: number) =>
      bookingHoldsTool(startTime, browserNow) ||
      bookingHoldsTool(startTime, (chainNow ??= Math.max(browserNow, await this.blockTime(blockTag))));
    const unsettled = new Map<string, { toolId: string; lender: string; status: OnchainToolStatus }>();
    for (const log of lifecycle) {
      const topic = log.topics[0];
      if (topic === TOPIC.DisputeAdminScheduled) continue;
      const id = rentalIdOf(log);
      if (topic === TOPIC.RentalCreated) {
        const parsed = rentalAgreementInterface.parseLog(log);
        if (parsed)
          unsettled.set(id, {
            toolId: toolIdOfAgreement(parsed.args.toolId as string),
            lender: parsed.args.lender as string,
            status: 'offered',
          });
      } else if (topic === TOPIC.CollateralDeposited) {
        const known = unsettled.get(id);
        if (known) known.status = 'rented';
      } else if (topic === TOPIC.RentalBooked) {
        // A booking ahead does not hold the tool yet: it stays rentable for other ranges until the pickup window.
        const { startTime } = rentalAgreementInterface.decodeEventLog('RentalBooked', log.data, log.topics);
        if (!(await holdsTool(Number(startTime)))) unsettled.delete(id);
      } else {
        unsettled.delete(id);
      }
    }
    return unsettled;
  }

  /**
   * The admin in office at block `blockNumber`'s time. The block's time is read only when another
   * appointment than the deployer's was scheduled before it (one scheduled in or after the block
   * takes office two days later at the earliest), so a deployment whose admin never changed reads none.
   */
  private async disputeAdminAtBlock(
    appointments: readonly Appointment[],
    blockNumber: number,
  ): Promise<string | undefined> {
    const scheduledBefore = appointments.filter((appointment, index) => index === 0 || appointment.block < blockNumber);
    if (scheduledBefore.length <= 1) return scheduledBefore[0]?.admin;
    return disputeAdminAt(scheduledBefore, await this.blockTime(blockNumber));
  }

  /** The dispute admin's appointments scheduled up to `blockTag` that took or will take office, oldest first. */
  private async readAppointments(blockTag: number): Promise<Appointment[]> {
    const logs = (await this.logs.logs(LIFECYCLE, blockTag)).filter(
      (log) => log.topics[0] === TOPIC.DisputeAdminScheduled,
    );
    return appointmentsInOffice(
      logs.map((log) => {
        const parsed = rentalAgreementInterface.parseLog(log);
        return {
          admin: (parsed?.args.admin as string | undefined) ?? ZERO_ADDRESS,
          effectiveAt: Number((parsed?.args.effectiveAt as bigint | undefined) ?? 0n),
          block: log.blockNumber,
        };
      }),
    );
  }

  /** Every tool's open offer or rental under way, by `toolOfferKey` (tool and lender). Needs no wallet. */
  async readToolStatuses(): Promise<OnchainToolStatuses> {
    const statuses = new Map<string, OnchainToolStatus>();
    for (const rental of (await this.readUnsettled(await this.latestBlock())).values()) {
      const key = toolOfferKey(rental.toolId, rental.lender);
      statuses.set(key, foldStatus(statuses.get(key), rental.status));
    }
    return statuses;
  }

  /** The owner's offer for this tool that nobody has accepted yet (the newest, should there be several); null when none. */
  async findOpenOffer(tool: Tool): Promise<UnsettledRental | null> {
    if (!tool.ownerWalletAddress) return null;
    const blockTag = await this.latestBlock();
    const unsettled = await this.readUnsettled(blockTag);
    const offerId = [...unsettled]
      .filter(
        ([, rental]) =>
          rental.status === 'offered' &&
          rental.toolId === tool.id &&
          sameAddress(rental.lender, tool.ownerWalletAddress),
      )
      .map(([id]) => BigInt(id))
      .sort((a, b) => (a < b ? 1 : -1))
      .at(0);
    if (offerId === undefined) return null;
    const agreement = await this.readContract().getAgreement(offerId, { blockTag });
    return { rentalId: offerId, agreement, state: RENTAL_STATES[Number(agreement.currentState)] ?? 'NONE_INITIATED' };
  }

  /** The open offer a borrower would rent now, with its own rate and collateral (which may differ from the listing's). Null without an open offer. */
  async readOfferTerms(tool: Tool): Promise<OfferQuote | null> {
    const offer = await this.findOpenOffer(tool);
    return offer
      ? {
          rentalId: String(offer.rentalId),
          rateWei: offer.agreement.rentalRate,
          collateralWei: offer.agreement.collateralAmount,
        }
      : null;
  }

  /**
   * The tool's live bookings, earliest first: its `RentalBooked` logs (lender and tool are indexed, so
   * one filtered question per tool), less the rentals completed or cancelled since (the lifecycle
   * question every page already reads).
   */
  async readBookings(tool: Tool): Promise<BookedRange[]> {
    const lender = tool.ownerWalletAddress;
    if (!lender) return [];
    try {
      const blockTag = await this.latestBlock();
      const [booked, lifecycle] = await Promise.all([
        this.logs.logs(
          {
            name: `booked:${lender.toLowerCase()}:${tool.id}`,
            topics: [TOPIC.RentalBooked, null, addressTopic(lender), toolIdToBytes32(tool.id)],
          },
          blockTag,
        ),
        this.logs.logs(LIFECYCLE, blockTag),
      ]);
      const closed = new Set(
        lifecycle
          .filter((log) => log.topics[0] === TOPIC.TransactionCompleted || log.topics[0] === TOPIC.RentalCancelled)
          .map(rentalIdOf),
      );
      return booked
        .filter((log) => !closed.has(rentalIdOf(log)))
        .map((log) => {
          const { startTime, endTime } = rentalAgreementInterface.decodeEventLog('RentalBooked', log.data, log.topics);
          return { startTime: Number(startTime), endTime: Number(endTime) };
        })
        .sort((a, b) => a.startTime - b.startTime);
    } catch (error) {
      throw this.failure(error, RENTAL_ERROR_MESSAGES.fetchBookings);
    }
  }

  async readDisputeAdminSchedule(): Promise<DisputeAdminSchedule> {
    try {
      const blockTag = await this.latestBlock();
      const [inOffice, [admin, effectiveAt]] = await Promise.all([
        this.disputeAdminAt(blockTag),
        this.readContract().pendingDisputeAdmin({ blockTag }),
      ]);
      return { inOffice, pending: admin === ZERO_ADDRESS ? null : { admin, effectiveAt: Number(effectiveAt) } };
    } catch (error) {
      throw this.failure(error, RENTAL_ERROR_MESSAGES.fetchDisputeAdmin);
    }
  }

  readSignedOfferChain(): Promise<SignedOfferChain> {
    return Promise.resolve(this.signedOfferChain());
  }

  /** What checking a signed offer reads from this contract, at the newest block. */
  signedOfferChain(): SignedOfferChain {
    return {
      chainId: this.chainId,
      contractAddress: this.options.address,
      offerNonce: async (lender, toolId) =>
        this.readContract().offerNonce(lender, toolId, { blockTag: await this.latestBlock() }),
      blockTimeSeconds: async () => this.blockTime(await this.latestBlock()),
      acceptsContractSignature: async (account, digest, signature) => {
        const provider = this.reader();
        if ((await provider.getCode(account)) === '0x') return false;
        try {
          const answer: unknown = await new Contract(account, EIP1271_ABI, provider)
            .getFunction('isValidSignature')
            .staticCall(digest, signature);
          return answer === EIP1271_MAGIC_VALUE;
        } catch {
          // A contract without isValidSignature, or one that reverts: not its signature.
          return false;
        }
      },
    };
  }

  /** Sends the action's entry of the table with the connected wallet (each call with its own observer), waits until it is mined, and reads the result back. */
  run<N extends RentalActionName>(
    action: N,
    args: ActionArgs<N>,
    observer?: TransactionObserver,
  ): Promise<ActionResult<N>> {
    return RENTAL_ACTIONS[action].onChain(this.side(observer), ...args);
  }

  /** What the table's entries act on, for one call: this contract, the connected wallet, and `observer` told of the transaction. */
  private side(observer: TransactionObserver | undefined): ContractRentals {
    return {
      account: (failure) => this.requireWallet(failure).account,
      send: (failure, submit) => this.send(failure, () => submit(this.contract(this.requireWallet(failure))), observer),
      rental: (rentalId) => this.fetchRental(rentalId),
      openOffer: (tool) => this.guardRead(() => this.readOfferTerms(tool)),
      checkSignedOffer: (offer, tool) => this.guardRead(() => checkSignedOffer(offer, tool, this.signedOfferChain())),
      isBooked: (lender, toolIdBytes32, start, days) =>
        this.guardRead(() => this.readContract().isBooked(lender, toolIdBytes32, start, days)),
      toolStatus: (tool, lender) =>
        this.guardRead(async () => (await this.readToolStatuses()).get(toolOfferKey(tool.id, lender))),
      pendingWithdrawal: (account) => this.readPendingWithdrawal(account),
      pendingTokenWithdrawal: (token, account) => this.readPendingTokenWithdrawal(token, account),
      tokenBalance: (token, account) => this.guardRead(() => readTokenBalance(this.reader(), token, account)),
      authorizeTokenPayment: (failure, token, amount) => this.authorizeTokenPayment(failure, token, amount, observer),
      createdRental: (receipt, failure, notCreated) => {
        const created = receipt.logs
          .map((log) => rentalAgreementInterface.parseLog(log))
          .find((parsed) => parsed?.name === 'RentalCreated');
        if (!created) throw new RentalError(failure, notCreated);
        return this.fetchRental(String(created.args.rentalId));
      },
      toolIdBytes32: toolIdToBytes32,
      inspectionPeriodSeconds: this.options.inspectionPeriodSeconds ?? DEFAULT_INSPECTION_PERIOD_SECONDS,
    };
  }

  /** See `ContractRentals.authorizeTokenPayment`: a permit when the token has one, else an approve. */
  private async authorizeTokenPayment(
    failure: string,
    token: string,
    amount: bigint,
    observer: TransactionObserver | undefined,
  ): Promise<PermitSignature | null> {
    const wallet = this.requireWallet(failure);
    const spender = this.options.address;
    try {
      if (await hasAllowance(this.reader(), token, wallet.account, spender, amount)) return null;
      // By the chain's own clock (the newest block's time), which a test node may have moved ahead of this browser's.
      const deadline = BigInt((await this.blockTime(await this.latestBlock())) + PERMIT_LIFETIME_SECONDS);
      const permit = await signPermit(wallet.signer, token, spender, amount, deadline);
      if (permit) return permit;
    } catch (error) {
      throw this.failure(error, failure);
    }
    await this.send(failure, () => sendApprove(wallet.signer, token, spender, amount), observer);
    return null;
  }

  /** A read an action needs before it sends: its failure is the action's ('Failed to create rental request' and the reason). */
  private async guardRead<T>(read: () => Promise<T>): Promise<T> {
    try {
      return await read();
    } catch (error) {
      throw this.failure(error, RENTAL_ERROR_MESSAGES.createRental);
    }
  }

  /** What the rental credits, or settling it at the newest block would credit, each party, late fee included (contract `settlementOf`). */
  async settlementOf(rentalId: string): Promise<RentalSettlement> {
    try {
      const [toLender, toBorrower] = await this.readContract().settlementOf(BigInt(rentalId), {
        blockTag: await this.latestBlock(),
      });
      return { toLender, toBorrower };
    } catch (error) {
      throw this.failure(error, RENTAL_ERROR_MESSAGES.fetchRental);
    }
  }

  /**
   * The fee the rental's offer named (contract `cancellationFeeOf`), read once per rental: the offer
   * fixes it at deposit and nothing changes it, so it is kept for the client's life. Read only when
   * a cancellation is asked about, never for every rental listed (the first visit's call budget).
   */
  async cancellationFeeOf(rentalId: string): Promise<number> {
    const known = this.cancellationFees.get(rentalId);
    if (known !== undefined) return known;
    try {
      const bps = Number(await this.readContract().cancellationFeeOf(BigInt(rentalId)));
      this.cancellationFees.set(rentalId, bps);
      return bps;
    } catch (error) {
      throw this.failure(error, RENTAL_ERROR_MESSAGES.fetchRental);
    }
  }

  /** Whether the owner has paused new offers and rentals (contract `paused`). */
  async isPaused(): Promise<boolean> {
    return this.readContract().paused({ blockTag: await this.latestBlock() });
  }

  async pendingWithdrawal(): Promise<bigint> {
    const wallet = this.options.getWallet();
    if (!wallet?.account) throw new RentalError(RENTAL_ERROR_MESSAGES.walletNotConnected);
    return this.readPendingWithdrawal(wallet.account);
  }

  async pendingTokenWithdrawal(token: string): Promise<bigint> {
    const wallet = this.options.getWallet();
    if (!wallet?.account) throw new RentalError(RENTAL_ERROR_MESSAGES.walletNotConnected);
    return this.readPendingTokenWithdrawal(token, wallet.account);
  }

  /** Base units of `token` credited to `account` and not yet withdrawn, at the newest block. */
  async readPendingTokenWithdrawal(token: string, account: string): Promise<bigint> {
    return this.readContract().pendingTokenWithdrawals(token, account, { blockTag: await this.latestBlock() });
  }

  /** Wei credited to `account` and not yet withdrawn, at the newest block. */
  async readPendingWithdrawal(account: string): Promise<bigint> {
    return this.readContract().pendingWithdrawals(account, { blockTag: await this.latestBlock() });
  }

  /**
   * Changes reach the screens by reading again (RentalsProvider invalidates its queries on every new
   * block): the client itself pushes nothing.
   */
  subscribe(): () => void {
    return () => {
      // Nothing to unsubscribe from.
    };
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
    return reason === TRANSACTION_REJECTED
      ? new RentalError(TRANSACTION_REJECTED)
      : new RentalError(message, reason, error);
  }

  /**
   * Sends a transaction, tells `observer` its hash, and waits until it is mined; any failure is a
   * RentalError with `message`. A transaction the wallet replaces (same nonce, new hash) is followed
   * to its replacement (`followTransaction`).
   */
  private async send(
    message: string,
    submit: () => Promise<ContractTransactionResponse>,
    observer?: TransactionObserver,
  ) {
    try {
      // Blocks from here on are searched for a replacement of the transaction.
      const startBlock = await this.latestBlock();
      const response = await submit();
      observer?.onSent(response.hash, { nonce: response.nonce, from: response.from });
      const receipt = await followTransaction(response.replaceableTransaction(startBlock), observer, {
        dropAfterMs: this.options.dropAfterMs,
      });
      this.noteBlock(receipt.blockNumber);
      return receipt;
    } catch (error) {
      throw this.failure(error, message);
    }
  }

  private blockTime(blockNumber: number): Promise<number> {
    return this.logs.blockTime(blockNumber);
  }

  /**
   * `account`'s rentals (as lender or borrower; a dispute admin also sees the open and resolved
   * disputes it may rule, `disputeAdminOf`), newest first. The logs are filtered by the indexed lender
   * and borrower, then by the rentals' own ids; agreements are read again only for rentals with a new event.
   */
  async readRentalsOf(account: string): Promise<Rental[]> {
    const blockTag = await this.latestBlock();
    const [{ asLender, asBorrower }, appointments] = await Promise.all([
      this.partyLogs(account, blockTag),
      this.readAppointments(blockTag),
    ]);
    // When the account first took part: its offer, or its acceptance.
    const firstBlock = new Map<string, number>();
    for (const log of [...asLender, ...asBorrower]) {
      const id = rentalIdOf(log);
      firstBlock.set(id, Math.min(firstBlock.get(id) ?? Infinity, log.blockNumber));
    }
    // Only an account ever appointed can rule a dispute: each rental keeps the admin it was picked up under.
    const everAdmin = appointments.some((appointment) => sameAddress(appointment.admin, account));
    if (everAdmin) {
      for (const log of await this.logs.logs({ name: 'disputes', topics: [TOPIC.DisputeFiled] }, blockTag)) {
        const id = rentalIdOf(log);
        if (!firstBlock.has(id)) firstBlock.set(id, log.blockNumber);
      }
    }
    const ids = [...firstBlock.keys()];
    if (ids.length === 0) return [];
    const events = await this.logs.logs(
      { name: `rentals:${account.toLowerCase()}`, topics: [null], rentalIds: ids.map(rentalIdTopic) },
      blockTag,
    );
    const createdAt = new Map(
      [...(await creationTimes(firstBlock, this.logs, this.options.fromBlock ?? 0))].map(([id, seconds]) => [
        id,
        isoFromSeconds(seconds),
      ]),
    );
    const [rentals, newestBlockTime] = await Promise.all([
      this.composeRentals(ids, events, createdAt, blockTag, appointments),
      this.blockTime(blockTag),
    ]);
    this.clockLeadMs = Math.max(0, newestBlockTime * 1000 - Date.now());
    return rentals
      .filter(
        (rental) =>
          sameAddress(rental.lenderAddress, account) ||
          sameAddress(rental.borrowerAddress, account) ||
          // A dispute admin: the disputes it may rule, and resolved ones it may finalize.
          ((rental.state === 'DISPUTE_OPENED' || rental.state === 'RESOLUTION_REACHED') &&
            sameAddress(rental.disputeAdmin, account)),
      )
      .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || Number(BigInt(b.id) - BigInt(a.id)));
  }

  /** `account`'s offers (RentalCreated by its indexed lender) and acceptances (CollateralDeposited by its indexed borrower). */
  private async partyLogs(
    account: string,
    blockTag: number,
  ): Promise<{ asLender: StoredLog[]; asBorrower: StoredLog[] }> {
    const [asLender, asBorrower] = await Promise.all([
      this.logs.logs(
        { name: `lender:${account.toLowerCase()}`, topics: [TOPIC.RentalCreated, null, addressTopic(account)] },
        blockTag,
      ),
      this.logs.logs(
        { name: `borrower:${account.toLowerCase()}`, topics: [TOPIC.CollateralDeposited, null, addressTopic(account)] },
        blockTag,
      ),
    ]);
    return { asLender, asBorrower };
  }

  /**
   * Anyone's rentals as lender or borrower (a public profile's record), without a wallet: the same
   * log questions as the account's own list (so the two share their cursors and kept logs), without
   * the dispute admin's disputes, creation times or dispute admins. A rental's `createdAt` is its
   * pickup, else 1970.
   */
  async readPartyRentals(account: string): Promise<Rental[]> {
    try {
      const blockTag = await this.latestBlock();
      const { asLender, asBorrower } = await this.partyLogs(account, blockTag);
      const ids = [...new Set([...asLender, ...asBorrower].map(rentalIdOf))];
      if (ids.length === 0) return [];
      const events = await this.logs.logs(
        { name: `rentals:${account.toLowerCase()}`, topics: [null], rentalIds: ids.map(rentalIdTopic) },
        blockTag,
      );
      // No dispute admin is shown on a profile: the admin's appointments are not read (one request fewer per block).
      const rentals = await this.composeRentals(ids, events, new Map(), blockTag, []);
      return rentals.filter(
        (rental) => sameAddress(rental.lenderAddress, account) || sameAddress(rental.borrowerAddress, account),
      );
    } catch (error) {
      throw this.failure(error, RENTAL_ERROR_MESSAGES.fetchRentals);
    }
  }

  /** The agreement of each rental, read again only when `events` holds a newer event for it than the one it was read after. */
  private async agreementsOf(
    ids: string[],
    events: StoredLog[],
    blockTag: number,
  ): Promise<{ id: string; agreement: IRentalAgreement.AgreementStructOutput }[]> {
    const newest = new Map<string, StoredLog>();
    for (const log of events) newest.set(rentalIdOf(log), log);
    // Every change of state emits an event (confirmToolReceiptAndInspect emits ToolReceived): no new event, no change.
    const stale = ids.filter((id) => this.agreements.get(id)?.version !== positionOf(newest.get(id)));
    const read = await readAgreements(this.reader(), this.options.address, stale.map(BigInt), blockTag);
    read.forEach((agreement, index) => {
      const id = stale[index];
      if (id !== undefined) this.agreements.set(id, { agreement, version: positionOf(newest.get(id)) });
    });
    return ids.flatMap((id) => {
      const known = this.agreements.get(id);
      return known ? [{ id, agreement: known.agreement }] : [];
    });
  }

  /** Rentals from their agreements and what only events hold (dispute reason, evidence, resolution, the dispute admin's appointments). */
  private async composeRentals(
    ids: string[],
    events: StoredLog[],
    createdAt: ReadonlyMap<string, string>,
    blockTag: number,
    appointments: readonly Appointment[],
  ): Promise<Rental[]> {
    const agreements = await this.agreementsOf(ids, events, blockTag);
    const byRental = new Map<string, StoredLog[]>();
    for (const log of events) {
      const id = rentalIdOf(log);
      byRental.set(id, [...(byRental.get(id) ?? []), log]);
    }
    return Promise.all(
      agreements.map(async ({ id, agreement }) => {
        const toolId = toolIdOfAgreement(agreement.toolId);
        const state = RENTAL_STATES[Number(agreement.currentState)] ?? 'NONE_INITIATED';
        // The contract books the range at deposit (v4); the app counts a rental's times from pickup.
        const pickedUp = PICKED_UP_STATES.includes(state);
        const rental: Rental = {
          id,
          toolId,
          lenderAddress: agreement.lender,
          borrowerAddress: sameAddress(agreement.borrower, ZERO_ADDRESS) ? '' : agreement.borrower,
          rentalRateWei: agreement.rentalRate,
          // The contract takes only tokens its owner accepted; the app knows one, the deployment's dollar token.
          ...(sameAddress(agreement.paymentToken, ZERO_ADDRESS) ? {} : { currencyCode: 'USDC' as const }),
          collateralWei: agreement.collateralAmount,
          duration: Number(agreement.rentalDuration),
          startTime: pickedUp ? isoOrNull(agreement.startTime) : null,
          endTime: pickedUp ? isoOrNull(agreement.endTime) : null,
          state,
          createdAt: createdAt.get(id) ?? isoOrNull(agreement.startTime) ?? new Date(0).toISOString(),
          // The chain knows only the tool id: RentalsProvider names the rental from the catalogue.
          toolName: `Tool ${toolId}`,
          toolImageUrl: '',
          inspectionPeriodSeconds: Number(agreement.inspectionPeriodDuration),
          inspectionDeadline: isoOrNull(agreement.inspectionDeadline),
          evidence: [],
        };
        // The contract keeps the return as inspectionDeadline − inspection period.
        if (agreement.inspectionDeadline !== 0n)
          rental.returnedAt = isoFromSeconds(agreement.inspectionDeadline - agreement.inspectionPeriodDuration);
        if (agreement.startTime !== 0n)
          rental.booking = {
            startTime: isoFromSeconds(agreement.startTime),
            endTime: isoFromSeconds(agreement.endTime),
          };
        const records = byRental.get(id) ?? [];
        // The rental's admin is the one in office at its deposit, for good; before a deposit, the one in office now.
        const deposit = records.find((log) => log.topics[0] === TOPIC.CollateralDeposited);
        const disputeAdmin = await this.disputeAdminAtBlock(appointments, deposit ? deposit.blockNumber : blockTag);
        if (disputeAdmin) rental.disputeAdmin = disputeAdmin;
        for (const log of records) await this.applyRecord(rental, log);
        return rental;
      }),
    );
  }

  /** What a dispute event adds to a rental: the reason and filer, evidence, the resolution; and the closing steps. */
  private async applyRecord(rental: Rental, log: StoredLog): Promise<void> {
    const topic = log.topics[0];
    if (
      topic === TOPIC.ToolReceived ||
      topic === TOPIC.TransactionCompleted ||
      topic === TOPIC.RentalCancelled ||
      topic === TOPIC.CollateralReleased
    ) {
      await this.applyClosingStep(rental, log);
      return;
    }
    if (topic !== TOPIC.DisputeFiled && topic !== TOPIC.Evidence && topic !== TOPIC.DisputeResolved) return;
    const parsed = rentalAgreementInterface.parseLog(log);
    if (!parsed) return;
    if (topic === TOPIC.DisputeFiled) {
      rental.disputeReason = parsed.args.reason as string;
      rental.disputeFiledBy = parsed.args.filer as string;
      rental.disputedAt = isoFromSeconds(await this.blockTime(log.blockNumber));
    } else if (topic === TOPIC.Evidence) {
      const submittedAt = isoFromSeconds(await this.blockTime(log.blockNumber));
      const evidence: SubmittedEvidence = {
        party: parsed.args.party as string,
        submittedAt,
        ...decodeEvidence(parsed.args.evidenceURI as string),
      };
      rental.evidence = [...rental.evidence, evidence];
    } else {
      rental.resolution = {
        lenderShareBps: Number(parsed.args.lenderShareBps),
        details: parsed.args.resolutionDetails as string,
        resolvedAt: isoFromSeconds(await this.blockTime(log.blockNumber)),
      };
    }
  }

  /**
   * The receipt, the completion or cancellation (when, and who cancelled) and what was credited to
   * whom (`CollateralReleased`). Their times are estimated from the block times already kept: asking
   * the node for each would cost a request per rental (firstVisitBudget.test.ts).
   */
  private async applyClosingStep(rental: Rental, log: StoredLog): Promise<void> {
    const at = async () => isoFromSeconds(await estimatedBlockTime(log.blockNumber, this.logs));
    if (log.topics[0] === TOPIC.ToolReceived) {
      rental.receivedAt = await at();
      return;
    }
    if (log.topics[0] === TOPIC.TransactionCompleted) {
      rental.closedAt = await at();
      return;
    }
    const parsed = rentalAgreementInterface.parseLog(log);
    if (!parsed) return;
    if (log.topics[0] === TOPIC.RentalCancelled) {
      rental.closedAt = await at();
      rental.closedBy = parsed.args.cancelledBy as string;
      return;
    }
    const amount = parsed.args.amount as bigint;
    const credited = rental.settlement ?? { toLender: 0n, toBorrower: 0n };
    rental.settlement = sameAddress(parsed.args.recipient as string, rental.lenderAddress)
      ? { ...credited, toLender: credited.toLender + amount }
      : { ...credited, toBorrower: credited.toBorrower + amount };
  }
}
