import { QueryClient } from '@tanstack/react-query';
import type { Provider } from 'ethers';
import { EventLogReader, confirmationDepth, type LogStore } from '../../chain';
import type { Tool } from '../../tools';
import { RENTAL_ERROR_MESSAGES, RentalError } from '../actions/rentalErrors';
import type { ActionArgs, ActionResult, RentalActionName } from '../actions/rentalActions';
import type { BookedRange } from '../rules/bookingRules';
import type { SignedOfferChain } from '../../signedOffers';
import {
  type ChainScope,
  type DisputeAdminSchedule,
  type OfferQuote,
  type OnchainToolStatuses,
  type Rental,
  type RentalSettlement,
  type RentalsClient,
  type RentalsWallet,
  type TransactionObserver,
  onchainRentalsScope,
} from '../types';
import { ChainConnection } from './contract/chainConnection';
import { failingAs } from './contract/contractFailure';
import { ContractReadCache } from './contract/contractReadCache';
import { DisputeAdminHistory } from './contract/disputeAdminHistory';
import { RentalLogReader } from './contract/logReader';
import { RentalWriter } from './contract/rentalWriter';
import { contractSignedOfferChain } from './contract/signedOfferChain';
import { ToolOffersReader, type UnsettledRental } from './contract/toolOffers';
import { summarizePartyRentals, type PartySummary } from '../reading/partySummary';

export type { UnsettledRental };

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
  /** The app's query cache, where the agreements read and the dispute admin per block are kept (default: one of the client's own). */
  queryClient?: QueryClient;
}

/**
 * Rentals on the deployed RentalAgreement. Reads are plain functions of (account, block): the
 * caller (RentalsProvider, through TanStack Query) decides when to read again. This class composes
 * the parts (clients/contract/): the chain connection (provider, pinned block, health), the logs
 * read once per block range by an `EventLogReader` (cursor per question, chunked ranges,
 * indexed-topic filters), the rentals read from them (`RentalLogReader`), the tools' offers and
 * bookings (`ToolOffersReader`), the dispute admin's history, and the writer whose actions sign with
 * the connected wallet, wait for their transaction to be mined and return the rental read back.
 */
export class ContractRentalsClient implements RentalsClient {
  private readonly options: ContractRentalsClientOptions;
  private readonly connection: ChainConnection;
  private readonly logs: EventLogReader;
  private readonly admins: DisputeAdminHistory;
  private readonly rentals: RentalLogReader;
  private readonly tools: ToolOffersReader;
  private readonly writer: RentalWriter;
  /** What is kept between reads: agreements, the dispute admin per block, cancellation fees. */
  private readonly known: ContractReadCache;

  constructor(options: ContractRentalsClientOptions) {
    this.options = options;
    const chainId = options.chainId ?? 0;
    const confirmations = options.confirmations ?? confirmationDepth(chainId);
    this.known = new ContractReadCache(options.queryClient ?? new QueryClient(), chainId, options.address);
    this.connection = new ChainConnection({
      getWallet: options.getWallet,
      address: options.address,
      chainId,
      readProvider: options.readProvider,
      confirmations,
      onChainWentBack: () => this.known.forgetAll(),
    });
    this.logs = new EventLogReader({
      getProvider: () => this.connection.reader(),
      chainId,
      address: options.address,
      fromBlock: options.fromBlock ?? 0,
      maxBlockRange: options.maxBlockRange,
      store: options.logStore,
      confirmations,
      // Agreements read on the dropped branch may be gone or different: read them again.
      onFork: () => this.known.forgetAgreements(),
    });
    this.admins = new DisputeAdminHistory(this.connection, this.logs, this.known);
    this.rentals = new RentalLogReader(this.connection, this.logs, this.admins, this.known, options.fromBlock ?? 0);
    this.tools = new ToolOffersReader(this.connection, this.logs);
    this.writer = new RentalWriter(
      this.connection,
      this.logs,
      {
        rental: (rentalId) => this.fetchRental(rentalId),
        offerTerms: (tool) => this.readOfferTerms(tool),
        toolStatuses: () => this.readToolStatuses(),
        pendingWithdrawal: (account) => this.readPendingWithdrawal(account),
        pendingTokenWithdrawal: (token, account) => this.readPendingTokenWithdrawal(token, account),
        signedOfferChain: () => this.signedOfferChain(),
      },
      options,
    );
  }

  get address(): string {
    return this.options.address;
  }

  get chainId(): number {
    return this.connection.chainId;
  }

  rentalsScope(): string {
    return onchainRentalsScope(this.chainId, this.options.address);
  }

  chainScope(): ChainScope {
    return { chainId: this.chainId, address: this.options.address };
  }

  /** The newest block's time read minus this browser's time then: a node moved on (evm_increaseTime) runs ahead. */
  clockOffsetMs(): number {
    return this.connection.clockLeadMs;
  }

  /** The block reads are pinned to (`ChainConnection.latestBlock`). */
  latestBlock(): Promise<number> {
    return this.connection.latestBlock();
  }

  /** Tells the client of a new block (the provider's block listener, a mined receipt). */
  noteBlock(blockNumber: number): number {
    return this.connection.noteBlock(blockNumber);
  }

  onNewBlock(listener: (blockNumber: number) => void): () => void {
    return this.connection.onNewBlock(listener);
  }

  async getDisputeAdmin(): Promise<string | null> {
    try {
      return await this.admins.adminAt(await this.latestBlock());
    } catch (error) {
      if (error instanceof RentalError) return this.options.disputeAdmin ?? null;
      throw error;
    }
  }

  async fetchRentals(): Promise<Rental[]> {
    const wallet = this.options.getWallet();
    if (!wallet?.account) throw new RentalError(RENTAL_ERROR_MESSAGES.walletNotConnected);
    return failingAs(RENTAL_ERROR_MESSAGES.fetchRentals, () => this.readRentalsOf(wallet.account));
  }

  fetchRental(rentalId: string): Promise<Rental> {
    return failingAs(RENTAL_ERROR_MESSAGES.fetchRental, async () => {
      const rental = await this.rentals.rental(rentalId);
      if (!rental) throw new RentalError(RENTAL_ERROR_MESSAGES.fetchRental, 'There is no rental with this id.');
      return rental;
    });
  }

  /** `account`'s rentals, newest first (`RentalLogReader.rentalsOf`). */
  readRentalsOf(account: string): Promise<Rental[]> {
    return this.rentals.rentalsOf(account);
  }

  /** The summary of anyone's rentals as lender or borrower, without a wallet (from `RentalLogReader.partyRentals`). */
  readPartySummary(account: string): Promise<PartySummary> {
    return failingAs(RENTAL_ERROR_MESSAGES.fetchRentals, async () =>
      summarizePartyRentals(account, await this.rentals.partyRentals(account)),
    );
  }

  /** Every tool's open offer or rental under way, by `toolOfferKey` (tool and lender). Needs no wallet. */
  readToolStatuses(): Promise<OnchainToolStatuses> {
    return this.tools.toolStatuses();
  }

  /** The owner's offer for this tool that nobody has accepted yet (the newest, should there be several); null when none. */
  findOpenOffer(tool: Tool): Promise<UnsettledRental | null> {
    return this.tools.openOffer(tool);
  }

  readOfferTerms(tool: Tool): Promise<OfferQuote | null> {
    return this.tools.offerTerms(tool);
  }

  readBookings(tool: Tool): Promise<BookedRange[]> {
    return failingAs(RENTAL_ERROR_MESSAGES.fetchBookings, () => this.tools.bookings(tool));
  }

  readDisputeAdminSchedule(): Promise<DisputeAdminSchedule> {
    return failingAs(RENTAL_ERROR_MESSAGES.fetchDisputeAdmin, async () =>
      this.admins.schedule(await this.latestBlock()),
    );
  }

  readSignedOfferChain(): Promise<SignedOfferChain> {
    return Promise.resolve(this.signedOfferChain());
  }

  /** What checking a signed offer reads from this contract, at the newest block. */
  signedOfferChain(): SignedOfferChain {
    return contractSignedOfferChain(this.connection, this.logs);
  }

  run<N extends RentalActionName>(
    action: N,
    args: ActionArgs<N>,
    observer?: TransactionObserver,
  ): Promise<ActionResult<N>> {
    return this.writer.run(action, args, observer);
  }

  /** What the rental credits, or settling it at the newest block would credit, each party, late fee included (contract `settlementOf`). */
  settlementOf(rentalId: string): Promise<RentalSettlement> {
    return failingAs(RENTAL_ERROR_MESSAGES.fetchRental, async () => {
      const [toLender, toBorrower] = await this.connection.readContract().settlementOf(BigInt(rentalId), {
        blockTag: await this.latestBlock(),
      });
      return { toLender, toBorrower };
    });
  }

  /**
   * The fee the rental's offer named (contract `cancellationFeeOf`), read once per rental: the offer
   * fixes it at deposit and nothing changes it (`ContractReadCache.cancellationFee`).
   */
  cancellationFeeOf(rentalId: string): Promise<number> {
    return failingAs(RENTAL_ERROR_MESSAGES.fetchRental, () =>
      this.known.cancellationFee(rentalId, async () =>
        Number(await this.connection.readContract().cancellationFeeOf(BigInt(rentalId))),
      ),
    );
  }

  /** Whether the owner has paused new offers and rentals (contract `paused`). */
  async isPaused(): Promise<boolean> {
    return this.connection.readContract().paused({ blockTag: await this.latestBlock() });
  }

  async pendingWithdrawal(): Promise<bigint> {
    return this.readPendingWithdrawal(this.connectedAccount());
  }

  async pendingTokenWithdrawal(token: string): Promise<bigint> {
    return this.readPendingTokenWithdrawal(token, this.connectedAccount());
  }

  /** Base units of `token` credited to `account` and not yet withdrawn, at the newest block. */
  async readPendingTokenWithdrawal(token: string, account: string): Promise<bigint> {
    return this.connection
      .readContract()
      .pendingTokenWithdrawals(token, account, { blockTag: await this.latestBlock() });
  }

  /** Wei credited to `account` and not yet withdrawn, at the newest block. */
  async readPendingWithdrawal(account: string): Promise<bigint> {
    return this.connection.readContract().pendingWithdrawals(account, { blockTag: await this.latestBlock() });
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

  private connectedAccount(): string {
    const wallet = this.options.getWallet();
    if (!wallet?.account) throw new RentalError(RENTAL_ERROR_MESSAGES.walletNotConnected);
    return wallet.account;
  }
}
